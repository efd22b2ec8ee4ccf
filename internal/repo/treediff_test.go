package repo

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
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

// TestMergeDiffSharedEnds: trees in git's order that share a byte prefix
// or suffix (a few entries edited: modified, added, deleted, a file made a
// directory, at the start, the middle or the end) count the same changes
// and removals as the same trees diffed by name, which reads every entry.
func TestMergeDiffSharedEnds(t *testing.T) {
	st := memory.NewStorage()
	put := func(content string) plumbing.Hash {
		o := st.NewEncodedObject()
		o.SetType(plumbing.TreeObject)
		w, _ := o.Writer()
		w.Write([]byte(content))
		w.Close()
		h, err := st.SetEncodedObject(o)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	type ent struct {
		name string
		dir  bool
		h    plumbing.Hash
	}
	blob := func(i int) plumbing.Hash { return plumbing.Hash{byte(i), byte(i >> 8), 7} }
	subs := []plumbing.Hash{put(rawEntry("100644", "x.go", 1)), put(rawEntry("100644", "x.go", 2) + rawEntry("100644", "y.go", 3))}
	encode := func(es []ent, reversed bool) string {
		es = slices.Clone(es)
		slices.SortFunc(es, func(a, b ent) int { return cmpNames(a.name, a.dir, b.name, b.dir) })
		if reversed {
			slices.Reverse(es)
		}
		var s strings.Builder
		for _, e := range es {
			mode := "100644"
			if e.dir {
				mode = "40000"
			}
			s.WriteString(mode + " " + e.name + "\x00" + string(e.h[:]))
		}
		return s.String()
	}
	var base []ent
	for i := range 40 {
		base = append(base, ent{name: fmt.Sprintf("f%02d", i), dir: i%9 == 4, h: blob(i)})
		if base[i].dir {
			base[i].h = subs[0]
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	diff := func(a, b string) (int, []Removal) {
		d := newTreeDiffer(&historyObjects{st: st})
		d.changes = &changeSet{}
		d.changes.reset(true)
		n, err := d.diff(context.Background(), put(a), put(b), "", 0)
		if err != nil {
			t.Fatal(err)
		}
		rm := d.changes.removals()
		slices.SortFunc(rm, func(x, y Removal) int { return strings.Compare(x.Path, y.Path) })
		return n, rm
	}
	for trial := range 400 {
		edited := slices.Clone(base)
		for range 1 + rng.IntN(3) {
			i := rng.IntN(len(edited))
			switch rng.IntN(4) {
			case 0: // modified
				edited[i].h = blob(1000 + trial)
				if edited[i].dir {
					edited[i].h = subs[1]
				}
			case 1: // deleted
				edited = slices.Delete(edited, i, i+1)
			case 2: // added
				edited = append(edited, ent{name: fmt.Sprintf("f%02da", i), h: blob(2000 + trial)})
			case 3: // a file made a directory, or the reverse
				edited[i].dir = !edited[i].dir
				edited[i].h = map[bool]plumbing.Hash{true: subs[1], false: blob(3000 + trial)}[edited[i].dir]
			}
		}
		old, cur := base, edited
		if trial%2 == 1 {
			old, cur = edited, base
		}
		n, rm := diff(encode(old, false), encode(cur, false))
		wantN, wantRm := diff(encode(old, true), encode(cur, true))
		if n != wantN || !cmp.Equal(rm, wantRm) {
			t.Fatalf("trial %d: merged %d changes, removals %v; by name %d, %v", trial, n, rm, wantN, wantRm)
		}
	}
}

// TestCommonEnds: the common prefix and suffix lengths, on cases across
// powers of two and on random strings.
func TestCommonEnds(t *testing.T) {
	long := strings.Repeat("abcdefgh", 70) // 560 bytes
	for _, tc := range []struct {
		a, b             string
		wantPre, wantSuf int
	}{
		{"", "", 0, 0},
		{"abc", "abc", 3, 3},
		{"abc", "abd", 2, 0},
		{"xbc", "abc", 0, 2},
		{"ab", "abc", 2, 0},
		{long + "X" + long, long + "Y" + long, 560, 560},
		{long[:300] + "X", long[:300] + "Y", 300, 0},
		{"X" + long[:300], "Y" + long[:300], 0, 300},
	} {
		pre, suf := commonEnds(tc.a, tc.b)
		if pre != tc.wantPre || suf != tc.wantSuf {
			t.Errorf("commonEnds(%.10q..., %.10q...) = %d, %d, want %d, %d", tc.a, tc.b, pre, suf, tc.wantPre, tc.wantSuf)
		}
	}
	// random strings over a two-letter alphabet against a byte loop
	rng := rand.New(rand.NewPCG(3, 4))
	word := func() string {
		b := make([]byte, rng.IntN(600))
		for i := range b {
			b[i] = "ab"[rng.IntN(8)/7]
		}
		return string(b)
	}
	for range 2000 {
		a, b := word(), word()
		wantPre, wantSuf := 0, 0
		for wantPre < min(len(a), len(b)) && a[wantPre] == b[wantPre] {
			wantPre++
		}
		for wantSuf < min(len(a), len(b)) && a[len(a)-1-wantSuf] == b[len(b)-1-wantSuf] {
			wantSuf++
		}
		if pre, suf := commonEnds(a, b); pre != wantPre || suf != wantSuf {
			t.Fatalf("commonEnds(%q, %q) = %d, %d, want %d, %d", a, b, pre, suf, wantPre, wantSuf)
		}
	}
}

// BenchmarkCommonEnds compares two 100-entry trees (~4 KB) that differ in
// the hash of their 51st entry.
func BenchmarkCommonEnds(b *testing.B) {
	var x, y strings.Builder
	for i := range 100 {
		name := fmt.Sprintf("some_file_name_%02d.go", i)
		x.WriteString(rawEntry("100644", name, byte(i)))
		if i == 50 {
			y.WriteString(rawEntry("100644", name, 99))
			continue
		}
		y.WriteString(rawEntry("100644", name, byte(i)))
	}
	s, t := x.String(), y.String()
	for b.Loop() {
		commonEnds(s, t)
	}
}
