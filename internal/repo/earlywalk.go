package repo

import (
	"context"
	"time"
)

// earlyWalk is a history walk Open started before listing the tree (see
// Options.HistoryDeadline); History returns its result.
type earlyWalk struct {
	cancel context.CancelFunc
	done   chan struct{}
	hist   []Commit
	err    error
}

// startWalk starts g's history walk of at most max commits under ctx and
// deadline, on a goroutine of its own.
func (g *gitBackend) startWalk(ctx context.Context, deadline time.Duration, max int) {
	ctx, cancel := context.WithTimeout(ctx, deadline)
	w := &earlyWalk{cancel: cancel, done: make(chan struct{})}
	g.early = w
	go func() {
		defer close(w.done)
		defer cancel()
		w.hist, w.err = g.walk(ctx, max)
	}()
}

// stopWalk cancels the early walk, if any, and waits for it to end. It
// must not be called holding g.mu (the walk takes it).
func (g *gitBackend) stopWalk() {
	if g.early != nil {
		g.early.cancel()
		<-g.early.done
	}
}

// result returns the early walk's result once it ends, or ctx's
// error first.
func (w *earlyWalk) result(ctx context.Context) ([]Commit, error) {
	select {
	case <-w.done:
		return w.hist, w.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
