package llmjudge

import (
	"context"
	"encoding/json"
	"strings"
	"sync"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/judges"
)

// Defaults for Options.
const (
	DefaultInputTokens      = 6000 // estimated input tokens per call (prompt + evidence)
	DefaultMaxEvidenceBytes = 1200 // one evidence item's content in a prompt
	DefaultMaxOutputTokens  = 2048
)

// Options bound a Panel. Zero values take the defaults.
type Options struct {
	// InputTokens is the token budget of one call's input, estimated at 4
	// bytes a token; evidence beyond it is left out (lowest relevance first).
	InputTokens      int
	MaxEvidenceBytes int
	MaxOutputTokens  int
	Temperature      float64 // 0 by default: repeatable answers
	// OnFallback is called once for each model failure that made a caller
	// fall back to offline behaviour (e.g. llm.Stats.AddFallback).
	OnFallback func()
	Logger     zerolog.Logger
}

// Panel is the model-backed bench. Its Judge and Critic share one memo of
// per-criterion calls, so the three personas cost one draft call and one
// review call per criterion. Safe for concurrent use.
type Panel struct {
	m llm.Model
	o Options

	mu      sync.Mutex
	benches map[string]*call[map[judges.Persona]judges.Proposal]
	reviews map[string]*call[map[judges.Persona]judges.Critique]
}

// call is a memoized model call shared by the personas of a criterion.
type call[T any] struct {
	done chan struct{}
	val  T
	err  error
}

// New returns a panel over m.
func New(m llm.Model, o Options) *Panel {
	if o.InputTokens <= 0 {
		o.InputTokens = DefaultInputTokens
	}
	if o.MaxEvidenceBytes <= 0 {
		o.MaxEvidenceBytes = DefaultMaxEvidenceBytes
	}
	if o.MaxOutputTokens <= 0 {
		o.MaxOutputTokens = DefaultMaxOutputTokens
	}
	return &Panel{m: m, o: o,
		benches: map[string]*call[map[judges.Persona]judges.Proposal]{},
		reviews: map[string]*call[map[judges.Persona]judges.Critique]{}}
}

// Judge returns the panel's judges.Judge.
func (p *Panel) Judge() judges.Judge { return panelJudge{p} }

// Critic returns the panel's judges.Critic.
func (p *Panel) Critic() judges.Critic { return panelCritic{p} }

// Name is the opinions' author: "llm:<provider>/<model>".
func (p *Panel) Name() string { return "llm:" + p.m.Name() }

func (p *Panel) fallback(what string, err error) {
	p.o.Logger.Warn().Err(err).Str("step", what).Msg("model call failed; falling back to the offline judge")
	if p.o.OnFallback != nil {
		p.o.OnFallback()
	}
}

// memo runs f once per key; concurrent callers with the same key wait for
// the first one (or for their own ctx).
func memo[T any](ctx context.Context, mu *sync.Mutex, m map[string]*call[T], key string, f func() (T, error)) (T, error) {
	mu.Lock()
	c, ok := m[key]
	if !ok {
		c = &call[T]{done: make(chan struct{})}
		m[key] = c
	}
	mu.Unlock()
	if !ok {
		c.val, c.err = f()
		close(c.done)
		return c.val, c.err
	}
	select {
	case <-c.done:
		return c.val, c.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// taskKey identifies a criterion's judging session: the criterion and the
// exact evidence it was given (the variance re-evaluation gives less).
func taskKey(t judges.Task) string {
	var b strings.Builder
	b.WriteString(t.Criterion.ID)
	for _, e := range t.Evidence {
		b.WriteString("\x00" + e.ID)
	}
	return b.String()
}

// skipModel reports whether the criterion must not reach the model: no
// evidence, or machine rules that say it cannot be judged. The offline
// judge answers insufficient_data for those.
func skipModel(t judges.Task) bool {
	return len(t.Evidence) == 0 || (t.Outcome != nil && (t.Outcome.Insufficient || t.Outcome.Score == nil))
}

type panelJudge struct{ p *Panel }

func (j panelJudge) Name() string { return j.p.Name() }

// Offline implements judges.OfflineTasks: tasks the model never sees.
func (j panelJudge) Offline(t judges.Task) bool { return skipModel(t) }

// Draft returns the persona's opinion from the criterion's bench call.
func (j panelJudge) Draft(ctx context.Context, t judges.Task) (judges.Proposal, error) {
	if skipModel(t) {
		return judges.RuleJudge{}.Draft(ctx, t)
	}
	ops, err := memo(ctx, &j.p.mu, j.p.benches, taskKey(t), func() (map[judges.Persona]judges.Proposal, error) {
		var ans benchAnswer
		err := llm.GenerateJSON(ctx, j.p.m, j.p.benchRequest(t), &ans, ans.check)
		if err != nil {
			return nil, err
		}
		out := map[judges.Persona]judges.Proposal{}
		for _, o := range ans.Opinions {
			out[judges.Persona(o.Judge)] = o.proposal()
		}
		return out, nil
	})
	if err != nil {
		if ctx.Err() == nil {
			j.p.fallback("draft", err)
		}
		return judges.Proposal{}, err
	}
	return ops[t.Persona], nil
}

// Revise asks the model for the persona's revised opinion.
func (j panelJudge) Revise(ctx context.Context, t judges.Task, prev judges.Proposal, c judges.Critique) (judges.Proposal, error) {
	var ans opinionAnswer
	err := llm.GenerateJSON(ctx, j.p.m, j.p.reviseRequest(t, prev, c), &ans, func() error {
		if err := ans.check(); err != nil {
			return err
		}
		if ans.Judge != string(t.Persona) {
			ans.Judge = string(t.Persona) // the persona is ours to set, not the model's
		}
		return nil
	})
	if err != nil {
		if ctx.Err() == nil {
			j.p.fallback("revise", err)
		}
		return judges.Proposal{}, err
	}
	return ans.proposal(), nil
}

type panelCritic struct{ p *Panel }

// Critique runs the deterministic checks first: while they find anything,
// their corrections are the critique (no call). A proposal that passes them
// goes to the model reviewer: the three first drafts of a criterion in one
// call, a revised opinion on its own.
func (c panelCritic) Critique(ctx context.Context, t judges.Task, prop judges.Proposal) (judges.Critique, error) {
	rc, _ := judges.RuleCritic{}.Critique(ctx, t, prop)
	if len(rc.Corrections) > 0 || skipModel(t) {
		return rc, nil
	}
	crit, err := c.review(ctx, t, prop)
	if err != nil {
		if ctx.Err() == nil {
			c.p.fallback("critique", err)
		}
		return judges.Critique{}, err
	}
	return crit, nil
}

func (c panelCritic) review(ctx context.Context, t judges.Task, prop judges.Proposal) (judges.Critique, error) {
	key := taskKey(t)
	if drafts, ok := c.p.drafts(key); ok && sameProposal(drafts[t.Persona], prop) {
		all, err := memo(ctx, &c.p.mu, c.p.reviews, key, func() (map[judges.Persona]judges.Critique, error) {
			return c.ask(ctx, t, drafts)
		})
		if err != nil {
			return judges.Critique{}, err
		}
		return all[t.Persona], nil
	}
	one, err := c.ask(ctx, t, map[judges.Persona]judges.Proposal{t.Persona: prop})
	if err != nil {
		return judges.Critique{}, err
	}
	return one[t.Persona], nil
}

// ask makes one review call for the given opinions.
func (c panelCritic) ask(ctx context.Context, t judges.Task, ops map[judges.Persona]judges.Proposal) (map[judges.Persona]judges.Critique, error) {
	var want []judges.Persona
	for _, p := range judges.Personas {
		if _, ok := ops[p]; ok {
			want = append(want, p)
		}
	}
	var ans reviewAnswer
	if err := llm.GenerateJSON(ctx, c.p.m, c.p.reviewRequest(t, ops), &ans, func() error { return ans.check(want) }); err != nil {
		return nil, err
	}
	out := map[judges.Persona]judges.Critique{}
	for _, rv := range ans.Reviews {
		persona := judges.Persona(rv.Judge)
		if _, asked := ops[persona]; !asked {
			continue
		}
		pt := t
		pt.Persona = persona
		out[persona] = rv.critique(pt)
	}
	return out, nil
}

// drafts returns the finished bench call of key, if any.
func (p *Panel) drafts(key string) (map[judges.Persona]judges.Proposal, bool) {
	p.mu.Lock()
	c, ok := p.benches[key]
	p.mu.Unlock()
	if !ok {
		return nil, false
	}
	select {
	case <-c.done:
		return c.val, c.err == nil
	default:
		return nil, false
	}
}

func sameProposal(a, b judges.Proposal) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
