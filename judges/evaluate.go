package judges

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/rs/zerolog"
	"golang.org/x/sync/errgroup"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// DefaultConcurrency bounds parallel opinions when Options.Concurrency <= 0.
const DefaultConcurrency = 4

// Options configure Evaluate.
type Options struct {
	Judge       Judge  // nil: RuleJudge
	Critic      Critic // nil: RuleCritic
	Concurrency int    // parallel criterion x persona opinions; <= 0: DefaultConcurrency
	// Origin is the origin remote's web URL and Commit the audited commit,
	// for citation links (see Origin.URL).
	Origin, Commit string
	// Now is the run's pinned clock, recorded as citations' retrieved_at.
	// Judges never read the wall clock.
	Now    time.Time
	Logger zerolog.Logger
}

// Result is the rubric scoring of an audit.
//
// OverallScore is on a 0..100 scale: the weighted mean, over the scored
// criteria, of each final score normalized to its range,
// (final-min)/(max-min)*100, rounded to one decimal. Criteria with
// insufficient_data do not count; nil when no criterion was scored. A CI
// gate (--fail-under) compares against this number.
type Result struct {
	Rubric       RubricRef         `json:"rubric"`
	Criteria     []CriterionResult `json:"criteria"`
	OverallScore *float64          `json:"overall_score"`
}

// criterionRun is the per-criterion working state.
type criterionRun struct {
	c        *rubric.Criterion
	scope    []evidence.Evidence
	outcome  *rubric.Outcome
	selected []evidence.Evidence
	rel      []Relevance
	verdicts []Verdict
	before   []Verdict
}

// Evaluate scores every criterion of r on the evidence: select evidence,
// run the three personas through the reflexion loop in parallel (bounded),
// re-evaluate high-variance criteria once on the cited evidence, and let
// the chief justice synthesize. The output is deterministic: it depends
// only on r, ev and opt (never on goroutine timing). Evidence that no
// criterion looks at is ignored. Only a cancelled ctx returns an error;
// judge failures fall back to the offline judge and are recorded.
func Evaluate(ctx context.Context, r *rubric.Rubric, ev evidence.Set, opt Options) (Result, error) {
	if opt.Judge == nil {
		opt.Judge = RuleJudge{}
	}
	if opt.Critic == nil {
		opt.Critic = RuleCritic{}
	}
	all, known := ev.All(), ev.ByID()
	runs := make([]*criterionRun, len(r.Criteria))
	for i := range r.Criteria {
		c := &r.Criteria[i]
		cr := &criterionRun{c: c, scope: c.Scope(all)}
		cr.outcome = c.Evaluate(cr.scope)
		var decisive []string
		if cr.outcome != nil {
			decisive = cr.outcome.Matched
		}
		cr.selected, cr.rel = Select(c, cr.scope, decisive)
		runs[i] = cr
	}
	if err := judgeAll(ctx, runs, known, opt, -1); err != nil {
		return Result{}, err
	}
	if v := r.Synthesis.VarianceReevaluation; v != nil {
		if err := judgeAll(ctx, runs, known, opt, v.Variance); err != nil {
			return Result{}, err
		}
	}
	res := Result{Rubric: RubricRef{ID: r.ID, Name: r.Name, Version: r.Version}, Criteria: []CriterionResult{}}
	for _, cr := range runs {
		res.Criteria = append(res.Criteria, conclude(cr, &r.Synthesis, ev, known))
		opt.Logger.Debug().Str("criterion", cr.c.ID).Int("selected", len(cr.selected)).Msg("criterion judged")
	}
	res.OverallScore = Overall(res.Criteria)
	return res, nil
}

// judgeAll runs every criterion x persona in parallel, each result stored
// by index. With reeval >= 0 it is the variance re-evaluation: it re-runs
// only criteria whose spread exceeds reeval, restricted to the evidence
// their judges cited.
func judgeAll(ctx context.Context, runs []*criterionRun, known map[string]evidence.Evidence, opt Options, reeval int) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(max(1, cmpOr(opt.Concurrency, DefaultConcurrency)))
	origin := Origin{WebURL: opt.Origin, Commit: opt.Commit, Now: opt.Now}
	for _, cr := range runs {
		selected := cr.selected
		if reeval >= 0 {
			if Spread(cr.verdicts) <= reeval {
				continue
			}
			cr.before, selected = cr.verdicts, cited(cr.verdicts, cr.selected)
		}
		out := make([]Verdict, len(Personas))
		cr.verdicts = out
		for pi, p := range Personas {
			t := Task{Criterion: cr.c, Persona: p, Evidence: selected, Known: known, Outcome: cr.outcome}
			g.Go(func() error {
				v, err := opine(gctx, t, opt, origin)
				out[pi] = v
				return err
			})
		}
	}
	return g.Wait()
}

// opine runs the reflexion loop for one persona, falling back to the
// offline judge when the configured one fails.
func opine(ctx context.Context, t Task, opt Options, o Origin) (Verdict, error) {
	p, iters, err := Reflect(ctx, opt.Judge, opt.Critic, t)
	author, fallback := opt.Judge.Name(), ""
	if o, ok := opt.Judge.(OfflineTasks); ok && o.Offline(t) {
		author = RuleJudge{}.Name()
	}
	if err != nil {
		if ctx.Err() != nil {
			return Verdict{}, ctx.Err()
		}
		fallback = fmt.Sprintf("judge %s failed (%v); the offline rule opinion was used", author, err)
		author = RuleJudge{}.Name()
		if p, iters, err = Reflect(ctx, RuleJudge{}, RuleCritic{}, t); err != nil {
			return Verdict{}, err
		}
	}
	op := o.Finalize(t, author, p, iters)
	op.Fallback = fallback
	return Verdict{Opinion: op, Proposal: p}, nil
}

// OfflineTasks is implemented by a judge that leaves some tasks to the
// offline judge without asking its model (e.g. no evidence): their opinions
// are authored "rules", not by the model.
type OfflineTasks interface {
	Offline(t Task) bool
}

// cited returns the selected evidence any verdict cites, in selection order.
func cited(vs []Verdict, selected []evidence.Evidence) []evidence.Evidence {
	ids := map[string]bool{}
	for _, v := range vs {
		for _, id := range v.Opinion.CitedEvidence {
			ids[id] = true
		}
	}
	var out []evidence.Evidence
	for _, e := range selected {
		if ids[e.ID] {
			out = append(out, e)
		}
	}
	return out
}

func conclude(cr *criterionRun, syn *rubric.Synthesis, ev evidence.Set, known map[string]evidence.Evidence) CriterionResult {
	c := cr.c
	ruling := Synthesize(Bench{Criterion: c, Synthesis: syn, Evidence: ev, Known: known,
		Outcome: cr.outcome, Verdicts: cr.verdicts, Before: cr.before})
	res := CriterionResult{
		ID: c.ID, Name: c.Name, MinScore: c.Score.Min, MaxScore: c.Score.Max, Weight: c.Weight,
		State: ruling.State, FinalScore: ruling.Final, Reason: ruling.Reason,
		SelectedEvidence: cr.rel, JudgeOpinions: make([]JudicialOpinion, 0, len(cr.verdicts)),
		DissentSummary: ruling.Dissent, Remediation: Remediate(c, cr.scope), AppliedRules: ruling.Applied,
	}
	if res.SelectedEvidence == nil {
		res.SelectedEvidence = []Relevance{}
	}
	if res.Reason == "" && ruling.State == Scored && cr.outcome != nil {
		res.Reason = fmt.Sprintf("rule %d: %s", cr.outcome.Rule+1, cr.outcome.Because)
	}
	if c.RulesFrom != "" {
		res.Reason += " (machine rules from " + c.RulesFrom + ")"
	}
	for _, v := range cr.verdicts {
		res.JudgeOpinions = append(res.JudgeOpinions, v.Opinion)
	}
	return res
}

// Overall is the 0..100 overall score (see Result).
func Overall(cs []CriterionResult) *float64 {
	var sum, weights float64
	for _, c := range cs {
		if c.FinalScore == nil || c.Weight <= 0 {
			continue
		}
		norm := 1.0
		if c.MaxScore > c.MinScore {
			norm = (*c.FinalScore - float64(c.MinScore)) / float64(c.MaxScore-c.MinScore)
		}
		sum += c.Weight * norm * 100
		weights += c.Weight
	}
	if weights == 0 {
		return nil
	}
	s := math.Round(sum/weights*10) / 10
	return &s
}

func cmpOr(v, def int) int {
	if v <= 0 {
		return def
	}
	return v
}
