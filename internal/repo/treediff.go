package repo

import (
	"context"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"
)

// maxCachedTrees bounds the decoded-tree cache of a treeDiffer.
const maxCachedTrees = 20_000

// treeDiffer counts changed files between trees, descending only into
// subtrees whose hashes differ. Decoded trees and per-tree file counts are
// memoised by hash. Not safe for concurrent use.
type treeDiffer struct {
	st     storer.EncodedObjectStorer
	trees  map[plumbing.Hash]*object.Tree
	counts map[plumbing.Hash]int
}

func newTreeDiffer(st storer.EncodedObjectStorer) *treeDiffer {
	return &treeDiffer{st: st, trees: map[plumbing.Hash]*object.Tree{}, counts: map[plumbing.Hash]int{}}
}

// tree decodes (or recalls) the tree h.
func (d *treeDiffer) tree(h plumbing.Hash) (*object.Tree, error) {
	if t, ok := d.trees[h]; ok {
		return t, nil
	}
	t, err := object.GetTree(d.st, h)
	if err != nil {
		return nil, err
	}
	if len(d.trees) >= maxCachedTrees {
		clear(d.trees)
	}
	d.trees[h] = t
	return t, nil
}

// diff counts files added, deleted or modified (content, mode or type)
// from tree a to tree b, as `git diff --name-only --no-renames` lists
// them. A zero a is the empty tree.
func (d *treeDiffer) diff(ctx context.Context, a, b plumbing.Hash, depth int) (int, error) {
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
		return d.count(b, depth)
	}
	ta, err := d.tree(a)
	if err != nil {
		return 0, err
	}
	tb, err := d.tree(b)
	if err != nil {
		return 0, err
	}
	old := make(map[string]object.TreeEntry, len(ta.Entries))
	for _, e := range ta.Entries {
		old[e.Name] = e
	}
	n := 0
	for _, eb := range tb.Entries {
		ea, ok := old[eb.Name]
		delete(old, eb.Name)
		k, err := d.entryDiff(ctx, ea, ok, eb, depth)
		if err != nil {
			return 0, err
		}
		n += k
	}
	for _, ea := range old {
		k, err := d.side(ea, depth)
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// entryDiff counts changes between entry ea (when inA) and eb of one name.
func (d *treeDiffer) entryDiff(ctx context.Context, ea object.TreeEntry, inA bool, eb object.TreeEntry, depth int) (int, error) {
	aDir, bDir := inA && ea.Mode == filemode.Dir, eb.Mode == filemode.Dir
	switch {
	case !inA:
		return d.side(eb, depth)
	case aDir && bDir:
		return d.diff(ctx, ea.Hash, eb.Hash, depth+1)
	case aDir != bDir: // a file replaced by a directory or vice versa
		ka, err := d.side(ea, depth)
		if err != nil {
			return 0, err
		}
		kb, err := d.side(eb, depth)
		return ka + kb, err
	case ea.Hash != eb.Hash || ea.Mode != eb.Mode:
		return 1, nil
	}
	return 0, nil
}

// side counts the files one entry stands for (1, or a subtree's files).
func (d *treeDiffer) side(e object.TreeEntry, depth int) (int, error) {
	if e.Mode != filemode.Dir {
		return 1, nil
	}
	return d.count(e.Hash, depth+1)
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
		k, err := d.side(e, depth)
		if err != nil {
			return 0, err
		}
		n += k
	}
	d.counts[h] = n
	return n, nil
}
