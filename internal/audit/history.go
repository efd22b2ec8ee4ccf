package audit

import (
	"context"
	"runtime"
	"time"

	repodet "github.com/repo-auditor/auditor/detectives/repo"
	"github.com/repo-auditor/auditor/internal/repo"
)

// historyDeadline is the deadline of the history walk: the repo
// detective's (timeout, else its own).
func historyDeadline(timeout time.Duration) time.Duration {
	if timeout <= 0 {
		return repodet.Detective.Timeout
	}
	return timeout
}

// prefetchHistory starts the snapshot's history walk (Snapshot.History,
// memoised) as soon as the snapshot is open, so that the longest part of
// an audit of a large history starts before the detectives do rather
// than after the repo detective is scheduled; the repo detective then
// reads the same walk. (repo.Open, told the deadline by openSnapshot,
// already started a git repository's walk before listing its tree; this
// then waits for that walk.) The walk runs under the repo detective's
// deadline (historyDeadline), counted from now or from within Open, which
// is before the detective's own deadline starts: a walk that overruns
// ends first and the detective records the history as unreadable, as
// when it started the walk itself. The returned function waits for the
// walk to end.
func prefetchHistory(ctx context.Context, s *repo.Snapshot, timeout time.Duration) (wait func()) {
	if !s.HasHistory {
		return func() {}
	}
	ctx, cancel := context.WithTimeout(ctx, historyDeadline(timeout))
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer cancel()
		s.History(ctx) //nolint:errcheck // the repo detective reads the memoised result
	}()
	// let the walk start now: a new goroutine waits on this processor
	// until the current one blocks, and the detectives' goroutines,
	// started next, would queue ahead of it (12 to 23 ms in traces)
	runtime.Gosched()
	return func() { <-done }
}
