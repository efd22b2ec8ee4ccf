package repo

import (
	"context"
	"path"
	"sort"

	"github.com/go-git/go-git/v5/plumbing"
)

// maxChangesPerCommit bounds the paths one commit's diff lists for
// Commit.Removed (deleted and added together); a commit that deletes or
// adds more (a vendored tree dropped) lists the first ones in tree order.
const maxChangesPerCommit = 20000

// Removal is a path a commit deleted from the tree.
type Removal struct {
	Path string
	// RenamedTo is the path the same commit added with the same content,
	// else the only path it added with the same base name (a move with
	// edits), each only when no other deleted path of the commit shares
	// it; "" when the file was deleted outright.
	RenamedTo string
}

// changeSet collects the files one commit diff deletes and adds. Not safe
// for concurrent use.
type changeSet struct {
	on             bool // false for a root commit (nothing can be deleted)
	n              int
	deleted, added []pathBlob
}

type pathBlob struct {
	path string
	blob plumbing.Hash
}

func (c *changeSet) reset(on bool) {
	c.on, c.n = on, 0
	c.deleted, c.added = c.deleted[:0], c.added[:0]
}

func (c *changeSet) full() bool { return !c.on || c.n >= maxChangesPerCommit }

func (c *changeSet) record(p string, blob plumbing.Hash, added bool) {
	c.n++
	if added {
		c.added = append(c.added, pathBlob{p, blob})
	} else {
		c.deleted = append(c.deleted, pathBlob{p, blob})
	}
}

// removals pairs each deleted path with the path it was renamed to, if
// any: the same blob added (exact rename), else the only added path with
// the same base name; either only when it pairs one deleted path with one
// added path. Order: tree order of the deleted paths.
func (c *changeSet) removals() []Removal {
	if len(c.deleted) == 0 {
		return nil
	}
	// A blob pairs a rename only when one path of each side has it
	// (two deleted empty __init__.py files are no rename of a new one).
	blobs := make(map[plumbing.Hash]int, len(c.deleted)+len(c.added))
	bases := make(map[string]int, len(c.deleted))
	for _, d := range c.deleted {
		blobs[d.blob]++
		bases[path.Base(d.path)]++
	}
	byBlob := make(map[plumbing.Hash]string, len(c.added))
	byBase := make(map[string][]string, len(c.added))
	for _, a := range c.added {
		blobs[a.blob] += 1 << 16
		byBlob[a.blob] = a.path
		b := path.Base(a.path)
		byBase[b] = append(byBase[b], a.path)
	}
	out := make([]Removal, len(c.deleted))
	for i, d := range c.deleted {
		to, ok := byBlob[d.blob]
		if blobs[d.blob] != 1+1<<16 {
			to, ok = "", false
		}
		if !ok {
			if same := byBase[path.Base(d.path)]; len(same) == 1 && bases[path.Base(d.path)] == 1 {
				to = same[0]
			}
		}
		out[i] = Removal{Path: d.path, RenamedTo: to}
	}
	return out
}

// PastFile is a file the walked history deleted that the audited revision
// does not track: the newest commit that deleted it, and its current
// location when it was moved (renames followed while the target was
// itself moved later; "" when deleted outright or the trail is lost).
type PastFile struct {
	Path      string
	Commit    Commit
	RenamedTo string
}

// maxRenameHops bounds how many later moves PastFiles follows.
const maxRenameHops = 16

// PastFiles lists the files History deleted and the snapshot does not
// track, sorted by path. A plain directory has none.
func (s *Snapshot) PastFiles(ctx context.Context) ([]PastFile, error) {
	hist, err := s.History(ctx)
	if err != nil || len(hist) == 0 {
		return nil, err
	}
	newest := map[string]int{} // path -> index of the PastFile
	var out []PastFile
	for _, c := range hist { // newest first: the first deletion seen wins
		for _, r := range c.Removed {
			if _, seen := newest[r.Path]; seen {
				continue
			}
			if _, tracked := s.index[r.Path]; tracked {
				newest[r.Path] = -1
				continue
			}
			newest[r.Path] = len(out)
			cc := c
			cc.Removed = nil
			out = append(out, PastFile{Path: r.Path, Commit: cc, RenamedTo: r.RenamedTo})
		}
	}
	for i := range out {
		out[i].RenamedTo = s.follow(out[i].RenamedTo, newest, out)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}

// follow returns where a file moved to `to` lives now: to itself if
// tracked, else the target of to's own later move, for a few hops; the
// first target when the trail ends untracked.
func (s *Snapshot) follow(to string, newest map[string]int, past []PastFile) string {
	first := to
	for hop := 0; to != "" && hop < maxRenameHops; hop++ {
		if _, tracked := s.index[to]; tracked {
			return to
		}
		i, ok := newest[to]
		if !ok || i < 0 {
			break
		}
		to = past[i].RenamedTo
	}
	return first
}
