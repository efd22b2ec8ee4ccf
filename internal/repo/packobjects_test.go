package repo

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/storer"
	"github.com/go-git/go-git/v5/storage/filesystem"
	"github.com/google/go-cmp/cmp"
)

// gitIn runs the git binary in dir (test tooling only) with a config
// isolated from the user's.
func gitIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// TestPackObjectsMatchGoGit reads every commit and tree of a generated
// history through packObjects and through go-git, as git fast-import
// packs it, repacked with offset deltas (git gc) and with reference
// deltas; each pack must have deltas, and the walks must be the same.
func TestPackObjectsMatchGoGit(t *testing.T) {
	dir := generated(t, 120, 150)
	for _, tc := range []struct {
		name   string
		repack []string
	}{
		{"fast-import", nil},
		{"ofs-deltas", []string{"repack", "-a", "-d", "-f", "-q", "--depth=50"}},
		{"ref-deltas", []string{"-c", "repack.useDeltaBaseOffset=false", "repack", "-a", "-d", "-f", "-q"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.repack != nil {
				gitIn(t, dir, tc.repack...)
			}
			r, err := git.PlainOpen(dir)
			if err != nil {
				t.Fatal(err)
			}
			po := openPackObjects(r.Storer.(*filesystem.Storage).Filesystem())
			defer po.Close()
			if len(po.packs) == 0 {
				t.Fatal("no pack opened")
			}
			if kinds := entryKinds(t, po); kinds[packOfsDelta]+kinds[packRefDelta] == 0 {
				t.Fatalf("pack has no deltas: %v", kinds)
			}
			n := compareObjects(t, r.Storer, po)
			if n < 800 {
				t.Errorf("compared %d objects, want at least 800", n)
			}
			head, _ := r.Head()
			fast, err := walkObjects(context.Background(), r, &historyObjects{packs: po, st: r.Storer}, head.Hash(), 1000, run)
			if err != nil {
				t.Fatal(err)
			}
			slow, err := walkObjects(context.Background(), r, &historyObjects{st: r.Storer}, head.Hash(), 1000, run)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(slow, fast); diff != "" {
				t.Errorf("walk through packs differs from go-git's (-go-git +packs):\n%s", diff)
			}
		})
	}
}

func run(f func() error) error { return f() }

// packed reads r's objects through its packs, closed when the test ends.
func packed(t *testing.T, r *git.Repository) *historyObjects {
	po := openPacksOf(r.Storer)
	if po == nil {
		t.Fatal("no pack reader for a filesystem storage")
	}
	t.Cleanup(func() { po.Close() })
	return &historyObjects{packs: po, st: r.Storer}
}

// entryKinds counts the pack entries of each stored type.
func entryKinds(t *testing.T, po *packObjects) map[int]int {
	kinds := map[int]int{}
	for _, p := range po.packs {
		for _, off := range p.ix.sorted {
			e, _, err := p.readEntry(off, nil)
			if err != nil {
				t.Fatalf("entry at %d: %v", off, err)
			}
			kinds[e.typ]++
		}
	}
	return kinds
}

// compareObjects checks that po returns go-git's content and size for
// every commit, tree and blob of st, and declines blobs asked for as trees; it returns
// how many objects it compared.
func compareObjects(t *testing.T, st storer.EncodedObjectStorer, po *packObjects) int {
	t.Helper()
	n := 0
	for _, typ := range []plumbing.ObjectType{plumbing.CommitObject, plumbing.TreeObject, plumbing.BlobObject} {
		iter, err := st.IterEncodedObjects(typ)
		if err != nil {
			t.Fatal(err)
		}
		err = iter.ForEach(func(o plumbing.EncodedObject) error {
			want := content(t, o)
			if typ == plumbing.BlobObject {
				if _, err := po.read(o.Hash(), plumbing.TreeObject); err != errDeclined {
					t.Errorf("blob %s read as a tree: err %v, want errDeclined", o.Hash(), err)
				}
			}
			if n, err := po.size(o.Hash()); err != nil || n != o.Size() {
				t.Errorf("%s %s: size %d, %v; want %d", typ, o.Hash(), n, err, o.Size())
			}
			got, err := po.read(o.Hash(), typ)
			if err != nil {
				t.Errorf("%s %s: %v", typ, o.Hash(), err)
			} else if string(got) != string(want) {
				t.Errorf("%s %s: content differs from go-git's", typ, o.Hash())
			}
			n++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return n
}

func content(t *testing.T, o plumbing.EncodedObject) []byte {
	r, err := o.Reader()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestPackObjectsLooseFallback: objects written after the pack (loose)
// are read through go-git, and the walk is the same as go-git's.
func TestPackObjectsLooseFallback(t *testing.T) {
	dir := generated(t, 20, 10)
	if err := os.WriteFile(filepath.Join(dir, "new.txt"), []byte("new\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gitIn(t, dir, "add", "new.txt")
	gitIn(t, dir, "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "loose commit")
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	head, _ := r.Head()
	objs := packed(t, r)
	if _, err := objs.packs.read(head.Hash(), plumbing.CommitObject); err != errDeclined {
		t.Fatalf("loose commit from the packs: err %v, want errDeclined", err)
	}
	fast, err := walkObjects(context.Background(), r, objs, head.Hash(), 100, run)
	if err != nil {
		t.Fatal(err)
	}
	slow, err := walkObjects(context.Background(), r, &historyObjects{st: r.Storer}, head.Hash(), 100, run)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(slow, fast); diff != "" {
		t.Errorf("walk (-go-git +packs):\n%s", diff)
	}
	if len(fast) != 11 || fast[0].Subject != "loose commit" {
		t.Errorf("walk: %d commits, newest %q; want 11, \"loose commit\"", len(fast), fast[0].Subject)
	}
}

// TestPackObjectsLargeRepo compares the whole walk of the repository named
// by AUDITOR_BENCH_REPO (e.g. a clone of golang/tools) through the packs
// and through go-git alone: commits, files changed, deleted paths and
// rename targets. Skipped when the variable is unset.
func TestPackObjectsLargeRepo(t *testing.T) {
	r, head := largeRepo(t)
	fast, err := walkObjects(context.Background(), r, packed(t, r), head.Hash(), DefaultLimits.MaxCommits, run)
	if err != nil {
		t.Fatal(err)
	}
	slow, err := walkObjects(context.Background(), r, &historyObjects{st: r.Storer}, head.Hash(), DefaultLimits.MaxCommits, run)
	if err != nil {
		t.Fatal(err)
	}
	removed := 0
	for _, c := range fast {
		removed += len(c.Removed)
	}
	t.Logf("%d commits, %d removals", len(fast), removed)
	if diff := cmp.Diff(slow, fast); diff != "" {
		t.Errorf("walk (-go-git +packs):\n%s", diff)
	}
}

// TestOpenReadsBlobsFromPacks: a repository without a checkout serves
// every file from its packs, as go-git reads the blob, capped like any
// read; a closed snapshot reads nothing.
func TestOpenReadsBlobsFromPacks(t *testing.T) {
	dir := generated(t, 60, 30)
	s, err := Open(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := s.backend.(*gitBackend)
	if g.packs == nil {
		t.Fatal("no pack reader")
	}
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range s.Files {
		o, err := r.Storer.EncodedObject(plumbing.BlobObject, g.blobs[f.Path])
		if err != nil {
			t.Fatal(err)
		}
		want := content(t, o)
		if _, err := os.Stat(filepath.Join(dir, f.Path)); err == nil {
			t.Fatalf("%s is checked out: the test needs a repository without a work tree", f.Path)
		}
		got, err := s.ReadFile(f.Path)
		if err != nil || string(got) != string(want) {
			t.Errorf("ReadFile(%s) = %d bytes, %v; want go-git's %d bytes", f.Path, len(got), err, len(want))
		}
		if data, err := g.readers.read(g.packs, g.blobs[f.Path]); err != nil || string(data) != string(want) {
			t.Errorf("%s: not read from the packs (err %v)", f.Path, err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ReadFile(s.Files[0].Path); err == nil {
		t.Error("ReadFile after Close: no error")
	}
}

// TestPackObjectsSkipsMismatchedIndex: an index that records another
// pack's checksum is not used (go-git reads everything), and the walk is
// unchanged.
func TestPackObjectsSkipsMismatchedIndex(t *testing.T) {
	dir := generated(t, 20, 10)
	idxs, err := filepath.Glob(filepath.Join(dir, ".git", "objects", "pack", "*.idx"))
	if err != nil || len(idxs) == 0 {
		t.Fatalf("no index: %v", err)
	}
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	head, _ := r.Head()
	want, err := walkObjects(context.Background(), r, &historyObjects{st: r.Storer}, head.Hash(), 100, run)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range idxs {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		b[len(b)-40] ^= 0xff
		os.Chmod(p, 0o644)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	po := openPacksOf(r.Storer)
	defer po.Close()
	if len(po.packs) != 0 {
		t.Fatalf("%d packs opened with a mismatched index, want 0", len(po.packs))
	}
	got, err := walkObjects(context.Background(), r, &historyObjects{packs: po, st: r.Storer}, head.Hash(), 100, run)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("walk (-go-git +packs):\n%s", diff)
	}
}

// largeRepo opens the repository AUDITOR_BENCH_REPO names (a clone of
// golang/tools, say) and returns it with its HEAD; the test is skipped
// when the variable is unset.
func largeRepo(t *testing.T) (*git.Repository, *plumbing.Reference) {
	t.Helper()
	dir := os.Getenv("AUDITOR_BENCH_REPO")
	if dir == "" {
		t.Skip("AUDITOR_BENCH_REPO is not set")
	}
	return openHead(t, dir)
}

// openHead opens the repository at dir and returns it with its HEAD.
func openHead(t *testing.T, dir string) (*git.Repository, *plumbing.Reference) {
	t.Helper()
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	head, err := r.Head()
	if err != nil {
		t.Fatal(err)
	}
	return r, head
}
