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
// trees (their checked content, read in place: decoding each into a slice
// of entries was a fifth of an audit's allocations) are kept for two
// generations only (the trees of the commit diffed last and of the one
// before), which is what a walk from child to parent reuses: the parent's
// tree is the next diff's new side. Holding every tree instead cost
// hundreds of MB on a 10,000-file, 2,000-commit history. Not safe for
// concurrent use.
type treeDiffer struct {
	src       *historyObjects
	cur, prev map[plumbing.Hash]checkedTree
	counts    map[plumbing.Hash]int
	// changes, when not nil, also collects the paths each diff deletes
	// and adds (see changeSet); counting alone never lists paths.
	changes *changeSet
}

func newTreeDiffer(src *historyObjects) *treeDiffer {
	return &treeDiffer{src: src, cur: map[plumbing.Hash]checkedTree{}, prev: map[plumbing.Hash]checkedTree{}, counts: map[plumbing.Hash]int{}}
}

// next starts a new generation: trees not used since the previous one
// are dropped.
func (d *treeDiffer) next() {
	d.prev, d.cur = d.cur, d.prev
	clear(d.cur)
}

// tree reads (or recalls) the content of tree h, checked (see
// historyObjects.rawTree).
func (d *treeDiffer) tree(h plumbing.Hash) (checkedTree, error) {
	if t, ok := d.cur[h]; ok {
		return t, nil
	}
	t, ok := d.prev[h]
	if !ok {
		var err error
		if t, err = d.src.rawTree(h); err != nil {
			return checkedTree{}, err
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
	if ta.sorted && tb.sorted {
		return d.mergeDiff(ctx, ta.s, tb.s, dir, depth)
	}
	// A tree whose entries are out of git's order (hand-crafted, never
	// written by git): match entries by name instead.
	ea, eb := mustEntries(ta.s), mustEntries(tb.s)
	old := make(map[string]object.TreeEntry, len(ea))
	for _, e := range ea {
		old[e.Name] = e
	}
	n := 0
	for _, eb := range eb {
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

// mergeDiff walks two checked trees' entries in git's tree order at
// once. A name that is a file on one side and a directory on the other
// sorts as two entries ("x" before "x/"), which counts as the deletion of
// one and the addition of the other, as entryDiff does. Entries that lie
// in a byte prefix or a byte suffix the two contents share are the same
// entries on both sides, which change nothing: the prefix's are read on
// one side only and not compared, the suffix's not read (a commit changes
// a few entries of the directories it touches).
func (d *treeDiffer) mergeDiff(ctx context.Context, ta, tb string, dir string, depth int) (int, error) {
	pre, suf := commonEnds(ta, tb)
	var a, b treeCursor
	a.reset(ta)
	for a.ok && len(ta)-len(a.rest) <= pre { // a's entry ends inside the prefix
		a.next()
	}
	b.reset(tb[len(ta)-a.left:]) // the same entry boundary: the bytes before are the same
	n := 0
	for a.ok || b.ok {
		if a.left == b.left && a.left <= suf {
			break // the entries left are the same bytes on both sides
		}
		var k int
		var err error
		switch c := cmpCursors(&a, &b); {
		case c < 0:
			k, err = d.side(a.e, dir, false, depth)
			a.next()
		case c > 0:
			k, err = d.side(b.e, dir, true, depth)
			b.next()
		default:
			k, err = d.entryDiff(ctx, a.e, true, b.e, dir, depth)
			a.next()
			b.next()
		}
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// commonEnds returns the lengths of the longest common prefix and the
// longest common suffix of a and b (they may overlap).
func commonEnds(a, b string) (pre, suf int) {
	n := min(len(a), len(b))
	for _, step := range [...]int{256, 16, 1} {
		for pre+step <= n && a[pre:pre+step] == b[pre:pre+step] {
			pre += step
		}
	}
	for _, step := range [...]int{256, 16, 1} {
		for suf+step <= n && a[len(a)-suf-step:len(a)-suf] == b[len(b)-suf-step:len(b)-suf] {
			suf += step
		}
	}
	return pre, suf
}

// treeCursor reads the entries of checked tree content one at a time.
type treeCursor struct {
	rest string
	e    object.TreeEntry // the current entry, when ok
	ok   bool
	left int // bytes from the current entry's start to the end (0 past the last)
}

func (c *treeCursor) reset(t string) {
	c.rest = t
	c.next()
}

// next moves to the following entry; ok is false past the last.
func (c *treeCursor) next() {
	c.ok, c.left = c.rest != "", len(c.rest)
	if c.ok {
		c.rest, _ = nextTreeEntry(c.rest, &c.e) // checked: no error
	}
}

// cmpCursors compares the current entries of a and b in git's tree
// order; an exhausted side sorts last.
func cmpCursors(a, b *treeCursor) int {
	switch {
	case !a.ok:
		return 1
	case !b.ok:
		return -1
	}
	return cmpEntry(&a.e, &b.e)
}

// mustEntries decodes checked tree content.
func mustEntries(t string) []object.TreeEntry {
	es, _ := decodeTreeEntries(t) // checked: no error
	return es
}

// cmpEntry is git's base_name_compare: names compare bytewise, a
// directory's name as if it ended in '/'.
func cmpEntry(a, b *object.TreeEntry) int {
	return cmpNames(a.Name, a.Mode == filemode.Dir, b.Name, b.Mode == filemode.Dir)
}

// cmpNames is cmpEntry for names a and b, each of a directory or not.
func cmpNames(a string, aDir bool, b string, bDir bool) int {
	n := min(len(a), len(b))
	if c := strings.Compare(a[:n], b[:n]); c != 0 {
		return c
	}
	return nameEnd(a, aDir, n) - nameEnd(b, bDir, n)
}

func nameEnd(name string, dir bool, i int) int {
	switch {
	case i < len(name):
		return int(name[i])
	case dir:
		return '/'
	}
	return 0
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
	var c treeCursor
	for c.reset(t.s); c.ok; c.next() {
		if err := d.list(c.e, p+"/"+c.e.Name, added, depth+1); err != nil {
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
	var c treeCursor
	for c.reset(t.s); c.ok; c.next() {
		k := 1
		if c.e.Mode == filemode.Dir {
			if k, err = d.count(c.e.Hash, depth+1); err != nil {
				return 0, err
			}
		}
		n += k
	}
	d.counts[h] = n
	return n, nil
}
