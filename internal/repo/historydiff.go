package repo

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
)

// diffBatchSize is how many consecutive commits of a walk one diff
// goroutine takes at a time: within a run, each commit's parent tree is
// the next commit's new side, which the differ's two-generation memo
// serves as it does in a walk diffed by one goroutine.
const diffBatchSize = 128

// maxDiffWorkers bounds the goroutines that diff the trees of one walk.
const maxDiffWorkers = 4

// diffWorkers returns how many goroutines diff trees: one a processor
// beyond the first, at least one, at most maxDiffWorkers. The results do
// not depend on it. On two processors one goroutine diffs: an audit of
// golang/tools with two, at load 3.5 to 4.5, was no faster (1.15 s
// against 1.10 s), took 0.02 s more CPU and 15 MiB more peak RSS, as the
// detectives and the commit reader already keep both processors busy.
func diffWorkers() int { return max(1, min(runtime.GOMAXPROCS(0)-1, maxDiffWorkers)) }

// diffBatch is a run of consecutive commits of a walk and, once done is
// closed, their diffs or the first error among them.
type diffBatch struct {
	jobs []diffJob
	out  []Commit
	err  error
	done chan struct{}
}

// errDiffStopped ends a batch that was not diffed because the walk ended.
var errDiffStopped = errors.New("history walk stopped")

// diffJobs diffs each commit of jobs until jobs is closed or holds an
// error, returning the commits with their diffs in jobs' order. n
// goroutines (see diffWorkers) diff runs of batch commits, the
// first through objs, the others through forks of it; the result is what
// one goroutine diffing every commit in order returns: the same commits,
// the first error in jobs' order, and Removed lists bounded by
// maxRemovals in that order. On return every goroutine it started has
// ended and jobs has been drained (its producer stopped through stop).
func diffJobs(ctx context.Context, objs *historyObjects, jobs <-chan diffJob, stop chan struct{}, n, batch int) ([]Commit, error) {
	work := make(chan *diffBatch)
	order := make(chan *diffBatch, n+1) // bounds how far the goroutines run ahead
	var wg sync.WaitGroup
	for i := range n {
		src := objs
		if i > 0 {
			src = objs.fork(packCacheSize)
		}
		wg.Go(func() { diffWorker(ctx, src, work, stop) })
	}
	wg.Go(func() { batchJobs(jobs, batch, work, order, stop) })
	out, err := mergeBatches(order, maxRemovals)
	close(stop)
	for range order { // batches after a failure are not waited for
	}
	wg.Wait()
	return out, err
}

// batchJobs groups jobs into runs of size, each sent to order
// (the merge) and then to work (the diff goroutines), until jobs is
// closed or stop is; it closes work and order, and drains jobs.
func batchJobs(jobs <-chan diffJob, size int, work, order chan<- *diffBatch, stop <-chan struct{}) {
	defer close(order)
	defer close(work)
	defer func() {
		for range jobs { // wait for the producer to end
		}
	}()
	b := &diffBatch{done: make(chan struct{})}
	send := func() bool {
		select {
		case order <- b:
		case <-stop:
			return false
		}
		select {
		case work <- b:
		case <-stop:
			return false
		}
		b = &diffBatch{done: make(chan struct{})}
		return true
	}
	for j := range jobs {
		b.jobs = append(b.jobs, j)
		if (len(b.jobs) >= size || j.err != nil) && !send() {
			return
		}
		if j.err != nil {
			return // the producer sends nothing after an error
		}
	}
	if len(b.jobs) > 0 {
		send()
	}
}

// diffWorker diffs the batches of work with a differ of its own, until
// work is closed; after stop is closed it only marks them done.
func diffWorker(ctx context.Context, objs *historyObjects, work <-chan *diffBatch, stop <-chan struct{}) {
	d := newTreeDiffer(objs)
	d.changes = &changeSet{}
	for b := range work {
		select {
		case <-stop:
			b.err = errDiffStopped
		default:
			b.out, b.err = d.batch(ctx, b.jobs)
		}
		close(b.done)
	}
}

// batch diffs consecutive commits, listing every commit's removals; it
// stops at the first error.
func (d *treeDiffer) batch(ctx context.Context, jobs []diffJob) ([]Commit, error) {
	out := make([]Commit, 0, len(jobs))
	for _, j := range jobs {
		if j.err != nil {
			return nil, j.err
		}
		n, err := d.commitDiff(ctx, j.base, j.c.TreeHash)
		if err != nil {
			return nil, fmt.Errorf("diff commit %s: %w", j.c.Hash, err)
		}
		cm := toCommit(j.c, n)
		cm.Removed = d.changes.removals()
		out = append(out, cm)
	}
	return out, nil
}

// mergeBatches joins the batches of order, in order, as each is done, and
// bounds the Removed lists to limit entries in all (commits after
// the bound list none); it returns at the first failed batch.
func mergeBatches(order <-chan *diffBatch, limit int) ([]Commit, error) {
	var out []Commit
	removed := 0 // Removal entries listed so far
	for b := range order {
		<-b.done
		if b.err != nil {
			return nil, b.err
		}
		for _, cm := range b.out {
			if removed < limit {
				removed += len(cm.Removed)
			} else {
				cm.Removed = nil
			}
			out = append(out, cm)
		}
	}
	return out, nil
}
