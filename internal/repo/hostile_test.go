package repo

import (
	"slices"
	"strings"
	"testing"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// encode stores a go-git object.
func encode(t *testing.T, st storer.EncodedObjectStorer, v interface {
	Encode(plumbing.EncodedObject) error
}) plumbing.Hash {
	t.Helper()
	o := st.NewEncodedObject()
	if err := v.Encode(o); err != nil {
		t.Fatal(err)
	}
	h, err := st.SetEncodedObject(o)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestHostileTreeNames commits a tree whose entry names try to escape
// ("..", "a/b", ".") next to a valid file: only the valid one is listed.
func TestHostileTreeNames(t *testing.T) {
	dir := repotest.Build(t, "-- ok.txt --\nfine\n")
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	head, _ := r.Head()
	okBlob := func() plumbing.Hash {
		c, _ := r.CommitObject(head.Hash())
		tr, _ := c.Tree()
		return tr.Entries[0].Hash
	}()
	tree := &object.Tree{Entries: []object.TreeEntry{
		{Name: "..", Mode: filemode.Regular, Hash: okBlob},
		{Name: "a/../../etc", Mode: filemode.Regular, Hash: okBlob},
		{Name: "ok.txt", Mode: filemode.Regular, Hash: okBlob},
	}}
	sig := object.Signature{Name: "x", Email: "x@example.com", When: repotest.DefaultTime}
	c := encode(t, r.Storer, &object.Commit{Author: sig, Committer: sig, Message: "evil\n",
		TreeHash: encode(t, r.Storer, tree), ParentHashes: []plumbing.Hash{head.Hash()}})
	s := open(t, dir, Options{Ref: c.String()})
	if got := paths(s); !slices.Equal(got, []string{"ok.txt regular"}) {
		t.Errorf("files = %q, want only ok.txt", got)
	}
	if !slices.ContainsFunc(s.Warnings, func(w string) bool { return strings.Contains(w, "2 tree entries with invalid names") }) {
		t.Errorf("no warning about skipped entries: %q", s.Warnings)
	}
}
