package repo

import (
	"container/heap"
	"context"
	"errors"
	"fmt"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// maxRemovals bounds the Commit.Removed entries of one walk; commits
// after the bound list none.
const maxRemovals = 200000

// maxSubject bounds Commit.Subject (bytes, cut on a rune boundary).
const maxSubject = 200

// walkHistory returns up to max commits reachable from `from` in `git log`
// order: newest committer time first, ties in discovery order. Shallow
// boundaries and missing parents end the walk along that line; such a
// commit's FilesChanged counts its whole tree, like a root commit. ctx is
// checked between commits and inside tree diffs. Commits and trees are
// read from packs (nil: none) where they can be, else through r's
// storer. Every use of r after the
// first commit is read runs inside guard, one commit at a time, so that r
// can be shared with other users that take the same lock (see
// gitBackend.History); guard returns the error of its function, or its
// own (a closed snapshot) without calling it.
func walkHistory(ctx context.Context, r *git.Repository, packs *packObjects, from plumbing.Hash, max int, guard func(func() error) error) ([]Commit, error) {
	objs := &historyObjects{st: r.Storer}
	if packs != nil {
		objs.packs = packs.fork(packCacheSize)
	}
	return walkObjects(ctx, r, objs, from, max, guard)
}

// walkObjects is walkHistory reading commits and trees through objs.
func walkObjects(ctx context.Context, r *git.Repository, objs *historyObjects, from plumbing.Hash, max int, guard func(func() error) error) ([]Commit, error) {
	shallow := map[plumbing.Hash]bool{}
	if hs, err := r.Storer.Shallow(); err == nil {
		for _, h := range hs {
			shallow[h] = true
		}
	}
	var start *object.Commit
	if err := guard(func() (err error) { start, err = objs.commit(from); return err }); err != nil {
		return nil, fmt.Errorf("read commit %s: %w", from, err)
	}
	w := &walker{objs: objs, shallow: shallow, q: &commitQueue{}, seen: map[plumbing.Hash]bool{from: true},
		d: newTreeDiffer(objs)}
	w.d.changes = &changeSet{}
	w.q.push(start)
	for w.q.Len() > 0 && len(w.out) < max {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c := heap.Pop(w.q).(queued).c
		if err := guard(func() error { return w.step(ctx, c) }); err != nil {
			return nil, err
		}
	}
	return w.out, nil
}

// walker is the state of one walkHistory.
type walker struct {
	objs    *historyObjects
	shallow map[plumbing.Hash]bool
	q       *commitQueue
	seen    map[plumbing.Hash]bool
	d       *treeDiffer
	removed int // Removal entries listed so far
	out     []Commit
}

// step queues the parents of c and appends c with its diff to w.out.
func (w *walker) step(ctx context.Context, c *object.Commit) error {
	var first *object.Commit
	if !w.shallow[c.Hash] {
		for i, ph := range c.ParentHashes {
			p, err := w.objs.commit(ph)
			if errors.Is(err, plumbing.ErrObjectNotFound) {
				continue
			} else if err != nil {
				return fmt.Errorf("read commit %s: %w", ph, err)
			}
			if i == 0 {
				first = p
			}
			if !w.seen[ph] {
				w.seen[ph] = true
				w.q.push(p)
			}
		}
	}
	var base plumbing.Hash // empty tree for roots and shallow boundaries
	if first != nil {
		base = first.TreeHash
	}
	n, err := w.d.commitDiff(ctx, base, c.TreeHash)
	if err != nil {
		return fmt.Errorf("diff commit %s: %w", c.Hash, err)
	}
	cm := toCommit(c, n)
	if w.removed < maxRemovals {
		cm.Removed = w.d.changes.removals()
		w.removed += len(cm.Removed)
	}
	w.out = append(w.out, cm)
	return nil
}

// toCommit converts a go-git commit; the subject is the first line of the
// message, valid UTF-8, bounded to maxSubject bytes.
func toCommit(c *object.Commit, changed int) Commit {
	subject, _, _ := strings.Cut(strings.TrimLeft(c.Message, "\r\n"), "\n")
	subject = strings.ToValidUTF8(strings.TrimSpace(subject), "\uFFFD")
	return Commit{
		Hash:         c.Hash.String(),
		AuthorName:   c.Author.Name,
		AuthorEmail:  c.Author.Email,
		AuthorTime:   c.Author.When,
		CommitTime:   c.Committer.When,
		Subject:      evidence.Truncate(subject, maxSubject),
		Parents:      len(c.ParentHashes),
		FilesChanged: changed,
	}
}

// queued is a commit with its discovery order, the tie-breaker.
type queued struct {
	c   *object.Commit
	seq int
}

// commitQueue is a max-heap on committer time (then earliest discovered).
type commitQueue struct {
	items []queued
	next  int
}

func (q *commitQueue) push(c *object.Commit) {
	heap.Push(q, queued{c: c, seq: q.next})
	q.next++
}

func (q *commitQueue) Len() int { return len(q.items) }
func (q *commitQueue) Less(i, j int) bool {
	a, b := q.items[i], q.items[j]
	if !a.c.Committer.When.Equal(b.c.Committer.When) {
		return a.c.Committer.When.After(b.c.Committer.When)
	}
	return a.seq < b.seq
}
func (q *commitQueue) Swap(i, j int) { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *commitQueue) Push(x any)    { q.items = append(q.items, x.(queued)) }
func (q *commitQueue) Pop() any {
	it := q.items[len(q.items)-1]
	q.items = q.items[:len(q.items)-1]
	return it
}
