package audit

import (
	"context"
	"io"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/progress"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Progress counter names (what a terminal display shows).
const (
	countDetectives = "detectives"
	countOpinions   = "opinions"
	countModelCalls = "model calls"
	countReceived   = "received"
)

// snapshotPhase names the first phase: a URL is cloned, a path is read.
func snapshotPhase(input string) string {
	if repo.IsURL(input) {
		return "cloning"
	}
	return "reading the repository"
}

// cloneProgress shows a clone's progress messages as the phase; nil
// without a tracker (the clone then asks for none).
func cloneProgress(t *progress.Tracker) io.Writer {
	if t == nil {
		return nil
	}
	return progress.PhaseWriter(t, "cloning")
}

// cloneReceived shows the bytes a clone has received ("received 1.2
// MiB"); nil without a tracker (the clone then measures nothing).
func cloneReceived(t *progress.Tracker) func(int64) {
	if t == nil {
		return nil
	}
	return func(n int64) { t.SetBytes(countReceived, n) }
}

// countDetectivesDone wraps each detective of list so that t counts it
// done when its Run returns; list is changed in place (its elements are
// copies the caller owns). A nil t leaves list as it is.
func countDetectivesDone(t *progress.Tracker, list []*detectives.Detective) {
	if t == nil {
		return
	}
	t.Expect(countDetectives, len(list))
	for i, d := range list {
		c := *d
		run := d.Run
		c.Run = func(ctx context.Context, in *detectives.Input) ([]evidence.Evidence, error) {
			defer t.Done(countDetectives, 1)
			return run(ctx, in)
		}
		list[i] = &c
	}
}

// watchModelCalls shows the model requests made of the call budget
// ("model calls 12/60") when the judges use a model (j.Stats set). The
// count is the model client's: what the budget counts (retries do, cache
// hits do not), image inspection included.
func watchModelCalls(t *progress.Tracker, j *Judging) {
	if t == nil || j.Stats == nil {
		return
	}
	t.Watch(countModelCalls, func() (int, int) {
		calls := 0
		if s := j.Stats(); s != nil {
			calls = s.Calls
		}
		return calls, j.CallBudget
	})
}

// countingJudge counts drafted opinions on a progress tracker.
type countingJudge struct {
	judges.Judge
	t *progress.Tracker
}

// withProgress wraps j (nil: the offline rule judge) so that t counts
// the opinions it drafts; expected is the number of opinions to draft.
// A nil t returns j unchanged.
func withProgress(t *progress.Tracker, j judges.Judge, expected int) judges.Judge {
	if t == nil {
		return j
	}
	if j == nil {
		j = judges.RuleJudge{}
	}
	t.Expect(countOpinions, expected)
	return countingJudge{Judge: j, t: t}
}

func (c countingJudge) Draft(ctx context.Context, task judges.Task) (judges.Proposal, error) {
	defer c.t.Done(countOpinions, 1)
	return c.Judge.Draft(ctx, task)
}

// Offline keeps the wrapped judge's judges.OfflineTasks answer.
func (c countingJudge) Offline(task judges.Task) bool {
	o, ok := c.Judge.(judges.OfflineTasks)
	return ok && o.Offline(task)
}
