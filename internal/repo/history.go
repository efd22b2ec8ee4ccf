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
// read from packs (nil: none; a reader of the walk's own, forked by the
// caller) where they can be, else through r's
// storer; every read through r's storer after the first commit runs
// inside guard, so that r can be shared with other users that take the
// same lock (see gitBackend.History); guard returns the error of its
// function, or its own (a closed snapshot) without calling it.
func walkHistory(ctx context.Context, r *git.Repository, packs *packObjects, from plumbing.Hash, max int, guard func(func() error) error) ([]Commit, error) {
	objs := &historyObjects{st: r.Storer, packs: packs}
	return walkObjects(ctx, r, objs, from, max, guard)
}

// commitCacheSize bounds the pack cache of the goroutine that reads the
// commits of a walk (commits are rarely deltas).
const commitCacheSize = 1 << 20

// walkObjects is walkHistory reading commits and trees through objs. One
// goroutine walks the commits in order (reading each commit and its
// parents, with a reader of its own) and hands each with its first
// parent's tree to diffJobs, whose goroutines diff the trees of runs of
// consecutive commits; the results are those of one goroutine doing it
// all.
func walkObjects(ctx context.Context, r *git.Repository, objs *historyObjects, from plumbing.Hash, max int, guard func(func() error) error) ([]Commit, error) {
	return walkSplit(ctx, r, objs, from, max, guard, diffWorkers(), diffBatchSize)
}

// walkSplit is walkObjects with the trees diffed by workers goroutines,
// batch commits at a time (see diffJobs); the result does not depend on
// either.
func walkSplit(ctx context.Context, r *git.Repository, objs *historyObjects, from plumbing.Hash, max int, guard func(func() error) error, workers, batch int) ([]Commit, error) {
	shallow := map[plumbing.Hash]bool{}
	if hs, err := r.Storer.Shallow(); err == nil {
		for _, h := range hs {
			shallow[h] = true
		}
	}
	objs.guard = guard
	start, err := objs.commit(from)
	if err != nil {
		return nil, fmt.Errorf("read commit %s: %w", from, err)
	}
	w := &walker{objs: objs.fork(commitCacheSize), shallow: shallow, q: &commitQueue{}, seen: map[plumbing.Hash]bool{from: true}}
	w.q.push(start)
	jobs, stop := make(chan diffJob, 64), make(chan struct{})
	go w.produce(ctx, max, jobs, stop)
	return diffJobs(ctx, objs, jobs, stop, workers, batch)
}

// diffJob is one commit of a walk, in order, with the tree its diff starts
// from (zero: the empty tree), or the error that ended the walk.
type diffJob struct {
	c    *object.Commit
	base plumbing.Hash
	err  error
}

// walker walks the commits of one walkHistory in order.
type walker struct {
	objs    *historyObjects
	shallow map[plumbing.Hash]bool
	q       *commitQueue
	seen    map[plumbing.Hash]bool
}

// produce sends up to max commits to jobs in walk order, then closes it;
// a failure is sent as the last job. It ends early when stop is closed.
func (w *walker) produce(ctx context.Context, max int, jobs chan<- diffJob, stop <-chan struct{}) {
	defer close(jobs)
	for sent := 0; w.q.Len() > 0 && sent < max; sent++ {
		j := diffJob{err: ctx.Err()}
		if j.err == nil {
			j.c = heap.Pop(w.q).(queued).c
			j.base, j.err = w.step(j.c)
		}
		select {
		case jobs <- j:
		case <-stop:
			return
		}
		if j.err != nil {
			return
		}
	}
}

// step queues the parents of c and returns its first parent's tree.
func (w *walker) step(c *object.Commit) (plumbing.Hash, error) {
	var first *object.Commit
	if !w.shallow[c.Hash] {
		for i, ph := range c.ParentHashes {
			p, err := w.objs.commit(ph)
			if errors.Is(err, plumbing.ErrObjectNotFound) {
				continue
			} else if err != nil {
				return plumbing.ZeroHash, fmt.Errorf("read commit %s: %w", ph, err)
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
	if first == nil {
		return plumbing.ZeroHash, nil // empty tree for roots and shallow boundaries
	}
	return first.TreeHash, nil
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
