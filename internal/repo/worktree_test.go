//go:build unix

package repo

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/google/go-cmp/cmp"
)

// TestReadWorktree reads a work-tree file only when it is exactly the
// committed blob, a regular file, not a symlink, within the size cap.
func TestReadWorktree(t *testing.T) {
	const committed = "committed\n"
	want := plumbing.ComputeHash(plumbing.BlobObject, []byte(committed))
	tests := []struct {
		name    string
		setup   func(t *testing.T, path string)
		maxRead int64
		wantOK  bool
	}{
		{"same content", write(committed), 1 << 20, true},
		{"modified", write("changed\n"), 1 << 20, false},
		{"same size, other bytes", write("committeD\n"), 1 << 20, false},
		{"missing", func(*testing.T, string) {}, 1 << 20, false},
		{"over the size cap", write(committed), 4, false},
		{"symlink to the same content", func(t *testing.T, p string) {
			write(committed)(t, p+".real")
			if err := os.Symlink(filepath.Base(p)+".real", p); err != nil {
				t.Fatal(err)
			}
		}, 1 << 20, false},
		{"directory", func(t *testing.T, p string) {
			if err := os.Mkdir(p, 0o755); err != nil {
				t.Fatal(err)
			}
		}, 1 << 20, false},
		{"fifo", func(t *testing.T, p string) {
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Skipf("mkfifo: %v", err)
			}
		}, 1 << 20, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			if err := os.MkdirAll(filepath.Join(root, "d"), 0o755); err != nil {
				t.Fatal(err)
			}
			tt.setup(t, filepath.Join(root, "d", "f.txt"))
			start := time.Now()
			got, err := readWorktree(root, "d/f.txt", want, tt.maxRead)
			if time.Since(start) > 5*time.Second {
				t.Errorf("readWorktree blocked for %v", time.Since(start))
			}
			if (err == nil) != tt.wantOK {
				t.Fatalf("err = %v, want ok %v", err, tt.wantOK)
			}
			if tt.wantOK && string(got) != committed {
				t.Errorf("got %q", got)
			}
		})
	}
}

func write(content string) func(*testing.T, string) {
	return func(t *testing.T, p string) {
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReadFileIgnoresWorktreeChanges: files changed, replaced by a symlink
// or removed in the work tree still read as committed; clean ones too.
func TestReadFileIgnoresWorktreeChanges(t *testing.T) {
	dir := mustBuild(t)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(filepath.Join(dir, "cmd/tool/main.go"), []byte("package main // v3 uncommitted\n"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "outside.md"), []byte("guide\n"), 0o644))
	must(os.Remove(filepath.Join(dir, "docs/guide.md")))
	must(os.Symlink("../outside.md", filepath.Join(dir, "docs/guide.md")))
	must(os.Remove(filepath.Join(dir, ".gitignore")))
	s := open(t, dir, Options{})
	got := map[string]string{}
	for _, p := range []string{"cmd/tool/main.go", "docs/guide.md", ".gitignore", "scripts/run.sh"} {
		data, err := s.ReadFile(p)
		if err != nil && !errors.Is(err, ErrNotFound) {
			t.Fatalf("%s: %v", p, err)
		}
		got[p] = string(data)
	}
	want := map[string]string{
		"cmd/tool/main.go": "package main // v2\n",
		"docs/guide.md":    "guide\n",
		".gitignore":       "build/\n*.log\n",
		"scripts/run.sh":   "#!/bin/sh\necho hi\n",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ReadFile (-committed +got):\n%s", diff)
	}
}

// TestBlobHash: blobHash is git's blob hash (go-git's ComputeHash).
func TestBlobHash(t *testing.T) {
	for _, s := range []string{"", "hello\n", strings.Repeat("x", 70000)} {
		if got, want := blobHash([]byte(s)), plumbing.ComputeHash(plumbing.BlobObject, []byte(s)); got != want {
			t.Errorf("blobHash(%d bytes) = %s, want %s", len(s), got, want)
		}
	}
}

// BenchmarkBlobHash compares blobHash with go-git's ComputeHash on a
// source-file-sized input.
func BenchmarkBlobHash(b *testing.B) {
	data := []byte(strings.Repeat("func f() { return }\n", 500))
	b.Run("blobHash", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			blobHash(data)
		}
	})
	b.Run("ComputeHash", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			plumbing.ComputeHash(plumbing.BlobObject, data)
		}
	})
}
