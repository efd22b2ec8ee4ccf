package repo

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// writeTree creates files under dir: content for regular files, a target
// for names ending in "@" (symlinks), mode 0755 for names ending in "*".
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		kind := name[len(name)-1]
		if kind == '@' || kind == '*' {
			name = name[:len(name)-1]
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		var err error
		switch kind {
		case '@':
			err = os.Symlink(content, p)
		case '*':
			err = os.WriteFile(p, []byte(content), 0o755)
		default:
			err = os.WriteFile(p, []byte(content), 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// plainDir is a directory outside any git work tree.
func plainDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"a.txt":              "alpha\n",
		".gitignore":         "*.log\nbuild/\n",
		"x.log":              "noise",
		"build/out.txt":      "generated",
		"sub/.gitignore":     "!keep.log\nsecret.txt\n",
		"sub/keep.log":       "kept",
		"sub/secret.txt":     "hidden",
		"sub/ok.txt":         "ok",
		"run.sh*":            "#!/bin/sh\n",
		"passwd@":            "/etc/passwd",
		"etc@":               "/etc",
		"up@":                "../",
		"nested/.git/config": "[core]\n",
		"nested/file.go":     "package nested\n",
	})
	return dir
}

func TestOpenPlainDir(t *testing.T) {
	dir := plainDir(t)
	s := open(t, dir, Options{})
	want := []string{".gitignore regular", "a.txt regular", "etc symlink", "nested/file.go regular",
		"passwd symlink", "run.sh executable", "sub/.gitignore regular", "sub/keep.log regular",
		"sub/ok.txt regular", "up symlink"}
	if diff := cmp.Diff(want, paths(s)); diff != "" {
		t.Errorf("files (-want +got):\n%s", diff)
	}
	if s.HasHistory || s.Commit != "" || s.Input != dir || !slices.Contains(s.Warnings, warnNotGit) {
		t.Errorf("HasHistory %v, Commit %q, Input %q, Warnings %q", s.HasHistory, s.Commit, s.Input, s.Warnings)
	}
	if h, err := s.History(context.Background()); h != nil || err != nil {
		t.Errorf("History = %v, %v; want nil, nil", h, err)
	}
	for p, want := range map[string]bool{"x.log": true, "build/out.txt": true, "sub/keep.log": false, "sub/secret.txt": true, "a.txt": false} {
		if got := s.IsIgnored(p, false); got != want {
			t.Errorf("IsIgnored(%q) = %v, want %v", p, got, want)
		}
	}
	if got, err := s.ReadFile("a.txt"); err != nil || string(got) != "alpha\n" {
		t.Errorf("ReadFile(a.txt) = %q, %v", got, err)
	}
}

func TestPlainDirNeverFollowsSymlinks(t *testing.T) {
	dir := plainDir(t)
	s := open(t, dir, Options{})
	f, _ := s.Lookup("passwd")
	if f.Mode != Symlink || f.Size != int64(len("/etc/passwd")) {
		t.Errorf("passwd = %+v, want a symlink sized as its target name", f)
	}
	for _, p := range []string{"passwd", "etc", "up"} {
		if data, err := s.ReadFile(p); !errors.Is(err, ErrNotRegular) {
			t.Errorf("ReadFile(%s) = %q, %v; want ErrNotRegular", p, data, err)
		}
	}
	// The backend itself refuses, even when asked directly.
	b := s.backend.(*dirBackend)
	for _, p := range []string{"passwd", "etc/passwd", "up/etc/passwd", "../etc/passwd", "/etc/passwd", "sub"} {
		if rc, err := b.Open(p); err == nil {
			rc.Close()
			t.Errorf("backend Open(%q) succeeded, want refusal", p)
		}
	}
}

func TestPlainDirRaceSwapToSymlink(t *testing.T) {
	dir := plainDir(t)
	s := open(t, dir, Options{})
	// a.txt was listed as regular; replace it by a symlink after listing.
	os.Remove(filepath.Join(dir, "a.txt"))
	os.Symlink("/etc/passwd", filepath.Join(dir, "a.txt"))
	if data, err := s.ReadFile("a.txt"); err == nil {
		t.Errorf("ReadFile(a.txt) after swap = %q; want refusal", data)
	}
}

func TestPlainDirSizeCapAndLimits(t *testing.T) {
	dir := plainDir(t)
	s := open(t, dir, Options{Limits: Limits{MaxFileSize: 3, MaxFiles: 2}})
	if len(s.Files) != 2 {
		t.Errorf("MaxFiles 2: %d files listed", len(s.Files))
	}
	if _, err := s.ReadFile("a.txt"); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile(a.txt) err = %v, want ErrTooLarge", err)
	}
}

func TestPlainDirCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := openDir(ctx, plainDir(t), "x", Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("openDir(cancelled) err = %v, want context.Canceled", err)
	}
}
