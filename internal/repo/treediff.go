package repo

import (
	"context"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// treeDiffer counts changed files between trees, descending only into
// subtrees whose hashes differ. Per-tree file counts are memoised by hash;
// decoded trees are kept for two generations only (the trees of the
// commit diffed last and of the one before), which is what a walk from
// child to parent reuses: the parent's tree is the next diff's new side.
// Holding every decoded tree instead cost hundreds of MB on a 10,000-file,
// 2,000-commit history. Not safe for concurrent use.
type treeDiffer struct {
	src       *historyObjects
	cur, prev map[plumbing.Hash]*object.Tree
	counts    map[plumbing.Hash]int
	// changes, when not nil, also collects the paths each diff deletes
	// and adds (see changeSet); counting alone never lists paths.
	changes *changeSet
}

func newTreeDiffer(src *historyObjects) *treeDiffer {
	return &treeDiffer{src: src, cur: map[plumbing.Hash]*object.Tree{}, prev: map[plumbing.Hash]*object.Tree{}, counts: map[plumbing.Hash]int{}}
}

// next starts a new generation: trees not used since the previous one
// are dropped.
func (d *treeDiffer) next() {
	d.prev, d.cur = d.cur, d.prev
	clear(d.cur)
}

// tree decodes (or recalls) the tree h.
func (d *treeDiffer) tree(h plumbing.Hash) (*object.Tree, error) {
	if t, ok := d.cur[h]; ok {
		return t, nil
	}
	t, ok := d.prev[h]
	if !ok {
		var err error
		if t, err = d.src.tree(h); err != nil {
			return nil, err
		}
	}
	d.cur[h] = t
	return t, nil
}

// commitDiff counts the files changed from tree a to tree b of one commit
// and ends the generation.
func (d *treeDiffer) commitDiff(ctx context.Context, a, b plumbing.Hash) (int, error) {
	if d.changes != nil {
		d.changes.reset(!a.IsZero())
	}
	n, err := d.diff(ctx, a, b, "", 0)
	d.next()
	return n, err
}

// diff counts files added, deleted or modified (content, mode or type)
// from tree a to tree b, as `git diff --name-only --no-renames` lists
// them. A zero a is the empty tree.
func (d *treeDiffer) diff(ctx context.Context, a, b plumbing.Hash, dir string, depth int) (int, error) {
	if a == b {
		return 0, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if depth > maxTreeDepth {
		return 0, object.ErrMaxTreeDepth
	}
	if a.IsZero() {
		return d.count(b, depth) // a root commit: nothing deleted or renamed
	}
	ta, err := d.tree(a)
	if err != nil {
		return 0, err
	}
	tb, err := d.tree(b)
	if err != nil {
		return 0, err
	}
	if sortedEntries(ta.Entries) && sortedEntries(tb.Entries) {
		return d.mergeDiff(ctx, ta.Entries, tb.Entries, dir, depth)
	}
	// A tree whose entries are out of git's order (hand-crafted, never
	// written by git): match entries by name instead.
	old := make(map[string]object.TreeEntry, len(ta.Entries))
	for _, e := range ta.Entries {
		old[e.Name] = e
	}
	n := 0
	for _, eb := range tb.Entries {
		ea, ok := old[eb.Name]
		delete(old, eb.Name)
		k, err := d.entryDiff(ctx, ea, ok, eb, dir, depth)
		if err != nil {
			return 0, err
		}
		n += k
	}
	for _, ea := range old {
		k, err := d.side(ea, dir, false, depth)
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// mergeDiff walks two entry lists in git's tree order at once. A name
// that is a file on one side and a directory on the other sorts as two
// entries ("x" before "x/"), which counts as the deletion of one and the
// addition of the other, as entryDiff does.
func (d *treeDiffer) mergeDiff(ctx context.Context, ea, eb []object.TreeEntry, dir string, depth int) (int, error) {
	n, i, j := 0, 0, 0
	for i < len(ea) || j < len(eb) {
		var k int
		var err error
		switch c := cmpOrder(ea, eb, i, j); {
		case c < 0:
			k, err = d.side(ea[i], dir, false, depth)
			i++
		case c > 0:
			k, err = d.side(eb[j], dir, true, depth)
			j++
		default:
			k, err = d.entryDiff(ctx, ea[i], true, eb[j], dir, depth)
			i, j = i+1, j+1
		}
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// cmpOrder compares ea[i] and eb[j] in git's tree order; an exhausted
// side sorts last.
func cmpOrder(ea, eb []object.TreeEntry, i, j int) int {
	switch {
	case i >= len(ea):
		return 1
	case j >= len(eb):
		return -1
	}
	return cmpEntry(&ea[i], &eb[j])
}

// cmpEntry is git's base_name_compare: names compare bytewise, a
// directory's name as if it ended in '/'.
func cmpEntry(a, b *object.TreeEntry) int {
	n := min(len(a.Name), len(b.Name))
	if c := strings.Compare(a.Name[:n], b.Name[:n]); c != 0 {
		return c
	}
	return nameEnd(a, n) - nameEnd(b, n)
}

func nameEnd(e *object.TreeEntry, i int) int {
	switch {
	case i < len(e.Name):
		return int(e.Name[i])
	case e.Mode == filemode.Dir:
		return '/'
	}
	return 0
}

// sortedEntries reports whether es is strictly in git's tree order.
func sortedEntries(es []object.TreeEntry) bool {
	for i := 1; i < len(es); i++ {
		if cmpEntry(&es[i-1], &es[i]) >= 0 {
			return false
		}
	}
	return true
}

// entryDiff counts changes between entry ea (when inA) and eb of one name.
func (d *treeDiffer) entryDiff(ctx context.Context, ea object.TreeEntry, inA bool, eb object.TreeEntry, dir string, depth int) (int, error) {
	aDir, bDir := inA && ea.Mode == filemode.Dir, eb.Mode == filemode.Dir
	switch {
	case !inA:
		return d.side(eb, dir, true, depth)
	case aDir && bDir:
		return d.diff(ctx, ea.Hash, eb.Hash, join(dir, ea.Name), depth+1)
	case aDir != bDir: // a file replaced by a directory or vice versa
		ka, err := d.side(ea, dir, false, depth)
		if err != nil {
			return 0, err
		}
		kb, err := d.side(eb, dir, true, depth)
		return ka + kb, err
	case ea.Hash != eb.Hash || ea.Mode != eb.Mode:
		return 1, nil
	}
	return 0, nil
}

// side counts the files one entry of directory dir stands for (1, or a
// subtree's files), which the diff deletes (added false) or adds. When
// changes are collected, their paths are listed too.
func (d *treeDiffer) side(e object.TreeEntry, dir string, added bool, depth int) (int, error) {
	if d.changes != nil {
		if err := d.list(e, join(dir, e.Name), added, depth); err != nil {
			return 0, err
		}
	}
	if e.Mode != filemode.Dir {
		return 1, nil
	}
	return d.count(e.Hash, depth+1)
}

// list records the files under entry e (named p) as deleted or added,
// until the change set is full.
func (d *treeDiffer) list(e object.TreeEntry, p string, added bool, depth int) error {
	if d.changes.full() {
		return nil
	}
	if e.Mode != filemode.Dir {
		d.changes.record(p, e.Hash, added)
		return nil
	}
	if depth+1 > maxTreeDepth {
		return object.ErrMaxTreeDepth
	}
	t, err := d.tree(e.Hash)
	if err != nil {
		return err
	}
	for _, c := range t.Entries {
		if err := d.list(c, p+"/"+c.Name, added, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// join names entry name of directory dir ("" is the root).
func join(dir, name string) string {
	if dir == "" {
		return name
	}
	return dir + "/" + name
}

// count returns the number of non-directory entries under tree h.
func (d *treeDiffer) count(h plumbing.Hash, depth int) (int, error) {
	if n, ok := d.counts[h]; ok {
		return n, nil
	}
	if depth > maxTreeDepth {
		return 0, object.ErrMaxTreeDepth
	}
	t, err := d.tree(h)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range t.Entries {
		k := 1
		if e.Mode == filemode.Dir {
			if k, err = d.count(e.Hash, depth+1); err != nil {
				return 0, err
			}
		}
		n += k
	}
	d.counts[h] = n
	return n, nil
}
