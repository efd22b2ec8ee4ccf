package repo

import (
	"testing"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/google/go-cmp/cmp"
)

const (
	treeLine   = "tree 4b825dc642cb6eb9a060e54bf8d69288fbc4904b\n"
	parentLine = "parent 8f0f8c7bde0eea32e01e570a0e330c60a0cbaecc\n"
	authorLine = "author Ada Lovelace <ada@example.com> 1700000000 +0530\n"
	commitLine = "committer Bob <bob@example.com> 1700003600 -0800\n"
)

// TestDecodeCommit: canonical commits decode to go-git's fields; any other
// layout is declined (and left to go-git).
func TestDecodeCommit(t *testing.T) {
	for _, tc := range []struct {
		name, data string
		ok         bool
	}{
		{"root", treeLine + authorLine + commitLine + "\nsubject\n\nbody\n", true},
		{"two parents", treeLine + parentLine + parentLine + authorLine + commitLine + "\nmerge\n", true},
		{"signed, extra headers", treeLine + parentLine + authorLine + commitLine +
			"encoding ISO-8859-1\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n abc\n -----END PGP SIGNATURE-----\n\nsigned\n", true},
		{"empty message", treeLine + authorLine + commitLine + "\n", true},
		{"message without newline", treeLine + authorLine + commitLine + "\nx", true},
		{"message of blank lines", treeLine + authorLine + commitLine + "\n\n\nx\n", true},
		{"odd signature", treeLine + "author nobody\n" + "committer <> x y\n\nm\n", true},
		{"no header end", treeLine + authorLine + commitLine, false},
		{"no committer", treeLine + authorLine + "\nm\n", false},
		{"committer first", treeLine + commitLine + authorLine + "\nm\n", false},
		{"bad tree", "tree 4b825dc642cb6eb9a060e54bf8d69288fbc4904\n" + authorLine + commitLine + "\nm\n", false},
		{"upper-case tree", "tree 4B825DC642CB6EB9A060E54BF8D69288FBC4904B\n" + authorLine + commitLine + "\nm\n", true},
		{"bad parent", treeLine + "parent xyz\n" + authorLine + commitLine + "\nm\n", false},
		{"empty", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := plumbing.NewHash("0123456789abcdef0123456789abcdef01234567")
			got, ok := decodeCommit(h, []byte(tc.data))
			if ok != tc.ok {
				t.Fatalf("ok = %v, want %v", ok, tc.ok)
			}
			if !ok {
				return
			}
			want := &object.Commit{}
			if err := want.Decode(&rawObject{h: h, t: plumbing.CommitObject, data: []byte(tc.data)}); err != nil {
				t.Fatalf("go-git: %v", err)
			}
			if diff := cmp.Diff(walkedFields(want), walkedFields(got)); diff != "" {
				t.Errorf("decodeCommit (-go-git +got):\n%s", diff)
			}
		})
	}
}

// TestDecodeCommitLargeRepo decodes every commit reachable from HEAD of
// AUDITOR_BENCH_REPO both ways (skipped when unset).
func TestDecodeCommitLargeRepo(t *testing.T) {
	r, head := largeRepo(t)
	objs := packed(t, r)
	iter, err := r.Log(&git.LogOptions{From: head.Hash()})
	if err != nil {
		t.Fatal(err)
	}
	n, declined := 0, 0
	err = iter.ForEach(func(want *object.Commit) error {
		data, err := objs.packs.read(want.Hash, plumbing.CommitObject)
		if err != nil {
			return err
		}
		n++
		got, ok := decodeCommit(want.Hash, data)
		if !ok {
			declined++
			return nil
		}
		if diff := cmp.Diff(walkedFields(want), walkedFields(got)); diff != "" {
			t.Errorf("commit %s (-go-git +decodeCommit):\n%s", want.Hash, diff)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d commits, %d declined", n, declined)
}

// fields is what the walk reads of a commit; times with their zone.
type fields struct {
	Hash, Tree           plumbing.Hash
	Parents              []plumbing.Hash
	AName, AEmail, CName string
	CEmail, AWhen, CWhen string
	Message              string
}

func walkedFields(c *object.Commit) fields {
	const layout = "2006-01-02T15:04:05.999999999 -0700 MST"
	return fields{Hash: c.Hash, Tree: c.TreeHash, Parents: c.ParentHashes,
		AName: c.Author.Name, AEmail: c.Author.Email, AWhen: c.Author.When.Format(layout),
		CName: c.Committer.Name, CEmail: c.Committer.Email, CWhen: c.Committer.When.Format(layout),
		Message: c.Message}
}
