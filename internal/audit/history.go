package audit

import (
	"context"
	"runtime"
	"time"

	repodet "github.com/repo-auditor/auditor/detectives/repo"
	"github.com/repo-auditor/auditor/internal/repo"
)

// prefetchHistory starts the snapshot's history walk (Snapshot.History,
// memoised) as soon as the snapshot is open, so that the longest part of
// an audit of a large history starts before the detectives do rather
// than after the repo detective is scheduled; the repo detective then
// reads the same walk. The walk runs under the repo detective's deadline
// (timeout, else its own), counted from now, which is before the
// detective's own deadline starts: a walk that overruns ends first and the
// detective records the history as unreadable, as when it started the
// walk itself. The returned function waits for the walk to end.
func prefetchHistory(ctx context.Context, s *repo.Snapshot, timeout time.Duration) (wait func()) {
	if !s.HasHistory {
		return func() {}
	}
	if timeout <= 0 {
		timeout = repodet.Detective.Timeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
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
