package repo

import (
	"context"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/storage/memory"
	"github.com/google/go-cmp/cmp"
)

// TestTreeDiffOrder: trees whose entries are out of git's order (never
// written by git) are diffed by name and count the same changes and
// removals as the same trees in order, which are merged in place.
func TestTreeDiffOrder(t *testing.T) {
	st := memory.NewStorage()
	put := func(content string) plumbing.Hash {
		o := st.NewEncodedObject()
		o.SetType(plumbing.TreeObject)
		w, err := o.Writer()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(content)); err != nil {
			t.Fatal(err)
		}
		w.Close()
		h, err := st.SetEncodedObject(o)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	entry := func(mode, name string, h plumbing.Hash) string { return mode + " " + name + "\x00" + string(h[:]) }
	blob := func(b byte) plumbing.Hash { return plumbing.Hash{b, 1} }
	subOld := put(entry("100644", "x.go", blob(1)) + entry("100644", "y.go", blob(2)))
	subNew := put(entry("100644", "x.go", blob(3)))
	gone := put(entry("100644", "g.md", blob(4)))
	inOrder := func(sub plumbing.Hash, withGone bool) string {
		s := entry("100644", "a.txt", blob(5)) + entry("40000", "d", sub)
		if withGone {
			s += entry("40000", "gone", gone)
		}
		return s + entry("100755", "z.sh", blob(6))
	}
	reversed := func(sub plumbing.Hash, withGone bool) string {
		s := entry("100755", "z.sh", blob(6))
		if withGone {
			s += entry("40000", "gone", gone)
		}
		return s + entry("40000", "d", sub) + entry("100644", "a.txt", blob(5))
	}
	for _, tc := range []struct {
		name   string
		layout func(plumbing.Hash, bool) string
	}{
		{"in git's order", inOrder},
		{"reversed", reversed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, b := put(tc.layout(subOld, true)), put(tc.layout(subNew, false))
			d := newTreeDiffer(&historyObjects{st: st})
			d.changes = &changeSet{}
			d.changes.reset(true)
			n, err := d.diff(context.Background(), a, b, "", 0)
			if err != nil {
				t.Fatal(err)
			}
			// d/x.go modified, d/y.go and gone/g.md deleted
			if n != 3 {
				t.Errorf("%d files changed, want 3", n)
			}
			want := []Removal{{Path: "d/y.go"}, {Path: "gone/g.md"}}
			if diff := cmp.Diff(want, d.changes.removals()); diff != "" {
				t.Errorf("removals (-want +got):\n%s", diff)
			}
			sorted, err := checkTree(tc.layout(subOld, true))
			if err != nil || sorted != (tc.name == "in git's order") {
				t.Errorf("checkTree: sorted %v, err %v", sorted, err)
			}
		})
	}
}
