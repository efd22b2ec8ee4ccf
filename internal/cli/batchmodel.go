package cli

import (
	"context"
	"sync"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/report"
)

// entryJudging returns the judging of one batch entry: the shared judging
// when offline; with a model, judges over the shared client (one cache,
// concurrency limit and budget for the cohort) whose usage is counted for
// this entry alone, so its report's metadata.llm is its own.
func entryJudging(shared *audit.Judging, client *llm.Client, log zerolog.Logger) *audit.Judging {
	if shared == nil || client == nil {
		return shared
	}
	j := *shared
	u := &entryUsage{m: client}
	usePanel(&j, u, u.addFallback, log)
	base := client.Stats().Snapshot()
	j.Stats = func() *report.LLMStats {
		s := u.snapshot()
		s.Provider, s.Model = base.Provider, base.Model
		return &s
	}
	return &j
}

// entryUsage is an llm.Model over the shared client counting one entry's
// calls, cache hits, tokens and fallbacks (retries happen inside the
// client and are counted in its own stats only).
type entryUsage struct {
	m  llm.Model
	mu sync.Mutex
	s  report.LLMStats
}

// Name implements llm.Model.
func (u *entryUsage) Name() string { return u.m.Name() }

// Generate implements llm.Model.
func (u *entryUsage) Generate(ctx context.Context, req llm.Request) (llm.Response, error) {
	r, err := u.m.Generate(ctx, req)
	if err == nil {
		u.mu.Lock()
		if r.Cached {
			u.s.CacheHits++
		} else {
			u.s.Calls++
			u.s.InputTokens += r.InputTokens
			u.s.OutputTokens += r.OutputTokens
		}
		u.mu.Unlock()
	}
	return r, err
}

func (u *entryUsage) addFallback() {
	u.mu.Lock()
	u.s.Fallbacks++
	u.mu.Unlock()
}

func (u *entryUsage) snapshot() report.LLMStats {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.s
}
