package audit

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Judging configures rubric scoring. Judge and Critic nil means the
// offline rule judge and critic.
type Judging struct {
	Rubric      *rubric.Rubric
	Judge       judges.Judge
	Critic      judges.Critic
	Concurrency int
	// Vision, when set, reads repository images with a model before the
	// judges run (see inspectImages).
	Vision ImageInspector
	// Stats, when set, is called after judging to fill metadata.llm, and
	// while the audit runs by a progress display (safe for concurrent use).
	Stats func() *report.LLMStats
	// CallBudget is the most model requests the run may make (the
	// client's MaxCalls; 0: unlimited). With Stats, a progress display
	// shows the requests made of it: "model calls 12/60".
	CallBudget int
}

// ErrRubricNotFound is returned (wrapped) by LoadRubric for a name that is
// neither a built-in rubric nor a file. Its message names the rubric and
// the built-in ones, not the flag or command that asked: callers say that.
var ErrRubricNotFound = errors.New("no built-in rubric or file by that name")

// LoadRubric resolves a rubric: a built-in name or a file path.
func LoadRubric(spec string) (*rubric.Rubric, error) {
	if spec == "" {
		spec = rubric.Default
	}
	for _, n := range rubric.List() {
		if n == spec {
			return rubric.Builtin(spec)
		}
	}
	if _, err := os.Stat(spec); err != nil && !strings.ContainsAny(spec, "/.\\") {
		return nil, &rubricNotFound{spec}
	}
	return rubric.Load(spec)
}

type rubricNotFound struct{ name string }

func (e *rubricNotFound) Error() string {
	return fmt.Sprintf("rubric %q: %v (built-in: %s; or give a YAML/JSON rubric file)", e.name, ErrRubricNotFound, strings.Join(rubric.List(), ", "))
}

func (e *rubricNotFound) Unwrap() error { return ErrRubricNotFound }

// judge scores the aggregated evidence on the rubric. A failure is
// recorded; the evidence part of the report stands on its own.
func (r *run) judge(ctx context.Context, snap *repo.Snapshot, set evidence.Set) {
	j := r.opt.Judging
	t0 := r.opt.Clock.Now()
	res, err := judges.Evaluate(ctx, j.Rubric, set, judges.Options{
		Judge: withProgress(r.opt.Progress, j.Judge, len(j.Rubric.Criteria)*len(judges.Personas)), Critic: j.Critic, Concurrency: j.Concurrency,
		Origin: r.rep.Target.Origin, Commit: snap.Commit, Now: r.opt.Clock.Now(), Logger: r.opt.Logger,
	})
	if j.Stats != nil {
		r.rep.Metadata.LLM = j.Stats()
	}
	if err != nil {
		r.step("judge", "judges.Evaluate", "error", t0)
		r.fail("JUDGES_FAILED", err.Error(), "")
		return
	}
	r.step("judge", "judges.Evaluate", "ok", t0)
	r.warnFallbacks(res.Criteria)
	for _, name := range slices.Sorted(maps.Keys(j.Rubric.Synthesis.Unsupported)) {
		r.warn(report.Warning{Category: "rubric", Source: "judges", Location: j.Rubric.File,
			Message: fmt.Sprintf("synthesis rule %q of rubric %s is not implemented by this version; it was not applied: %s",
				name, j.Rubric.ID, evidence.Truncate(j.Rubric.Synthesis.Unsupported[name], 300))})
	}
	rr := res.Rubric
	r.rep.Rubric = &rr
	r.rep.Criteria = res.Criteria
	r.rep.OverallScore = res.OverallScore
}

// warnFallbacks records one warning when model opinions were replaced by
// the offline judge (each opinion's fallback field says why).
func (r *run) warnFallbacks(cs []judges.CriterionResult) {
	n, total, first := 0, 0, ""
	for _, c := range cs {
		for _, op := range c.JudgeOpinions {
			total++
			if op.Fallback != "" {
				if n == 0 {
					first = c.ID + "/" + string(op.Judge) + ": " + op.Fallback
				}
				n++
			}
		}
	}
	if n > 0 {
		r.warn(report.Warning{Category: "llm", Source: "judges",
			Message: fmt.Sprintf("%d of %d opinions fell back to the offline judge (first: %s)", n, total, first)})
	}
}
