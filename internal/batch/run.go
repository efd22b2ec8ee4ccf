package batch

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/repo-auditor/auditor/internal/cohort"
)

// AuditFunc audits one entry and returns its row with Status, Reason and
// the report-derived fields set. It must record a failure in the row, not
// return it; ctx carries the entry's deadline.
type AuditFunc func(ctx context.Context, e Entry) cohort.Row

// Runner audits the entries of a cohort.
type Runner struct {
	Jobs     int           // entries audited at once; < 1 means 1
	Deadline time.Duration // per entry; 0 = none
	Audit    AuditFunc
	// State, when set, is consulted before and written after each entry.
	State *State
	// Resolve returns the commit an entry would be audited at (see
	// ResolveCommit); nil or an error: the entry is never skipped.
	Resolve func(ctx context.Context, e Entry) (string, error)
	// Key completes an entry's state key (rubric digest, tool version,
	// options digest); Entry and Commit are filled by the runner.
	Key func(e Entry) StateKey
	// Valid, when set, says whether a stored row still stands (its report
	// files exist); an entry whose row does not is audited again.
	Valid func(cohort.Row) bool
	// Since measures an entry's duration (a pinned clock returns 0).
	Since func(time.Time) time.Duration
	// OnEvent, when set, is called (serially) as entries start and end.
	OnEvent func(Event)
}

// Event reports progress: Kind is "start", "skip" (done and current in
// the state) or "done"; the counts are after the event.
type Event struct {
	Kind                         string
	Entry                        Entry
	Status                       string // for skip and done
	Reason                       string
	Done, Failed, Skipped, Total int
}

// Run audits entries, at most Jobs at a time, and returns one row per
// entry that finished (in list order). An entry's failure is its row's
// status, never an error. When ctx is cancelled, running audits are
// abandoned unrecorded, no new one starts, and Run returns the rows
// finished so far with ctx's error.
func (r *Runner) Run(ctx context.Context, entries []Entry) ([]cohort.Row, error) {
	rows := make([]*cohort.Row, len(entries))
	p := &progress{total: len(entries), on: r.OnEvent}
	g := &errgroup.Group{}
	g.SetLimit(max(r.Jobs, 1))
	for i, e := range entries {
		if ctx.Err() != nil {
			break
		}
		g.Go(func() error {
			if ctx.Err() != nil {
				return nil
			}
			row, ok := r.one(ctx, e, p)
			if ok {
				rows[i] = &row
			}
			return nil
		})
	}
	_ = g.Wait()
	var out []cohort.Row
	for _, row := range rows {
		if row != nil {
			out = append(out, *row)
		}
	}
	return out, ctx.Err()
}

// one audits (or skips) one entry; ok is false when ctx was cancelled
// before its result was recorded.
func (r *Runner) one(ctx context.Context, e Entry, p *progress) (cohort.Row, bool) {
	key, current := r.stateKey(ctx, e)
	if current && r.State != nil {
		if row, ok, err := r.State.Done(ctx, key); err == nil && ok && (r.Valid == nil || r.Valid(row)) {
			p.event(Event{Kind: "skip", Entry: e, Status: row.Status})
			return row, true
		}
	}
	p.event(Event{Kind: "start", Entry: e})
	start := time.Now()
	ectx, cancel := ctx, context.CancelFunc(func() {})
	if r.Deadline > 0 {
		ectx, cancel = context.WithTimeout(ctx, r.Deadline)
	}
	row := r.Audit(ectx, e)
	timedOut := errors.Is(ectx.Err(), context.DeadlineExceeded) && ctx.Err() == nil
	cancel()
	if ctx.Err() != nil {
		return cohort.Row{}, false
	}
	if timedOut {
		row.Status = cohort.StatusFailed
		row.Reason = fmt.Sprintf("the deadline of %s per entry was exceeded (--deadline)", r.Deadline)
	}
	if r.Since != nil {
		row.DurationMS = r.Since(start).Milliseconds()
	}
	if current && r.State != nil && row.Status != cohort.StatusFailed {
		if err := r.State.Put(context.WithoutCancel(ctx), key, row); err != nil {
			row.Reason = joinReason(row.Reason, "state not saved: "+err.Error())
		}
	}
	p.event(Event{Kind: "done", Entry: e, Status: row.Status, Reason: row.Reason})
	return row, true
}

// stateKey returns the entry's key; current is false when its commit is
// unknown (such an entry is always audited, and not recorded).
func (r *Runner) stateKey(ctx context.Context, e Entry) (StateKey, bool) {
	if r.Resolve == nil || r.Key == nil {
		return StateKey{}, false
	}
	commit, err := r.Resolve(ctx, e)
	if err != nil || commit == "" {
		return StateKey{}, false
	}
	k := r.Key(e)
	k.Entry, k.Commit = e.Name+" "+e.Key(), commit
	return k, true
}

func joinReason(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// progress counts finished entries and serializes events.
type progress struct {
	mu                    sync.Mutex
	done, failed, skipped int
	total                 int
	on                    func(Event)
}

func (p *progress) event(ev Event) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch ev.Kind {
	case "skip":
		p.done++
		p.skipped++
	case "done":
		p.done++
		if ev.Status == cohort.StatusFailed || ev.Status == cohort.StatusIncomplete {
			p.failed++
		}
	}
	ev.Done, ev.Failed, ev.Skipped, ev.Total = p.done, p.failed, p.skipped, p.total
	if p.on != nil {
		p.on(ev)
	}
}
