package detectives

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"sort"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Result is what one detective produced. Err is nil on success; on failure
// Evidence still holds what was collected plus a DETECTIVE_ERROR record.
type Result struct {
	Detective string
	Source    evidence.Source
	Evidence  []evidence.Evidence
	Err       error
	Duration  time.Duration
}

// Run executes the suite in parallel, one goroutine per detective, each
// under its own deadline derived from ctx. A detective's failure (error,
// panic, deadline) is recorded on its Result and never stops the others.
// Results come back in suite order regardless of completion order, and each
// detective's evidence is sorted by id, so the output is deterministic.
func Run(ctx context.Context, suite []*Detective, in *Input) []Result {
	results := make([]Result, len(suite))
	var g errgroup.Group // no shared cancel: one failure must not abort the rest
	for i, d := range suite {
		g.Go(func() error {
			results[i] = runOne(ctx, d, in)
			return nil
		})
	}
	_ = g.Wait()
	return results
}

// StopGrace is how long a detective may run past its deadline (or a
// cancellation) before the runner stops waiting for it: its goroutine is
// abandoned, its evidence is lost and an error record takes its place, so
// one detective that never looks at its context cannot hold the audit.
var StopGrace = 3 * time.Second

func runOne(ctx context.Context, d *Detective, in *Input) (res Result) {
	timeout := d.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	res = Result{Detective: d.Name, Source: d.Source}
	defer func() {
		if res.Err == nil && ctx.Err() != nil {
			res.Err = fmt.Errorf("detective %s: %w", d.Name, ctx.Err())
		}
		if res.Err != nil {
			res.Evidence = append(res.Evidence, ErrorEvidence(d, res.Err))
		}
		sort.SliceStable(res.Evidence, func(i, j int) bool { return res.Evidence[i].ID < res.Evidence[j].ID })
		res.Duration = time.Since(start)
	}()
	ev, err := runBounded(ctx, d, in)
	res.Evidence, res.Err = ev, err
	if errors.Is(err, context.DeadlineExceeded) {
		res.Err = fmt.Errorf("detective %s exceeded its %s deadline: %w", d.Name, timeout, err)
	}
	return res
}

// runBounded calls d.Run in its own goroutine, recovering a panic into an
// error. It returns what d.Run returns, or, when d.Run is still running
// StopGrace after ctx is done, ctx's error alone (the goroutine is left to
// finish on its own; what it returns later is dropped).
func runBounded(ctx context.Context, d *Detective, in *Input) ([]evidence.Evidence, error) {
	type out struct {
		ev  []evidence.Evidence
		err error
	}
	done := make(chan out, 1) // buffered: an abandoned run never blocks
	go func() {
		defer func() {
			if r := recover(); r != nil {
				in.Logger.Error().Str("detective", d.Name).Str("stack", string(debug.Stack())).Msg("detective panicked")
				done <- out{err: fmt.Errorf("detective %s panicked: %v", d.Name, r)}
			}
		}()
		ev, err := d.Run(ctx, in)
		done <- out{ev, err}
	}()
	select {
	case o := <-done:
		return o.ev, o.err
	case <-ctx.Done():
	}
	grace := time.NewTimer(StopGrace)
	defer grace.Stop()
	select {
	case o := <-done:
		return o.ev, o.err
	case <-grace.C:
		in.Logger.Warn().Str("detective", d.Name).Msg("detective did not stop at its deadline; abandoned, its evidence is lost")
		return nil, fmt.Errorf("%w (did not stop within %s; its evidence is lost)", ctx.Err(), StopGrace)
	}
}

// ErrorEvidence is the found=false record of a check a detective could not
// complete. Its id depends on the detective name only, so reruns match.
func ErrorEvidence(d *Detective, err error) evidence.Evidence {
	return evidence.Evidence{
		ID:         evidence.ID(d.Source, evidence.ClassDetectiveErr, d.Name),
		Source:     d.Source,
		Class:      evidence.ClassDetectiveErr,
		Goal:       d.Doc,
		Found:      false,
		Content:    evidence.Truncate(err.Error(), evidence.MaxContent),
		Rationale:  "the " + d.Name + " detective failed; what it checks is unverified in this report",
		Confidence: 1,
	}
}

// Collect turns results into the per-source sets the merge reducer folds,
// in suite order. Every detective's source key is present even when it
// produced nothing.
func Collect(results []Result) []evidence.Set {
	sets := make([]evidence.Set, len(results))
	for i, r := range results {
		sets[i] = evidence.Set{r.Source: r.Evidence}
	}
	return sets
}
