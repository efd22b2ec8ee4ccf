package cli

import (
	"context"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/pflag"

	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/llm/provider"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/judges/llmjudge"
)

// llmFlags are the model-related flags shared by commands that judge.
type llmFlags struct {
	provider  string
	model     string
	cache     string
	maxCalls  int
	maxTokens int
	timeout   time.Duration
	config    string
	fs        *pflag.FlagSet // to tell an explicit --llm from its default
	// client is the model client apply opened (nil: offline); batch
	// shares it between entries (one cache, limiter and budget).
	client *llm.Client
}

func (l *llmFlags) register(fl *pflag.FlagSet) {
	l.fs = fl
	fl.StringVar(&l.provider, "llm", "auto", "language model: auto (Gemini if GEMINI_API_KEY/GOOGLE_API_KEY, OpenAI-compatible if OPENAI_API_KEY/OPENAI_BASE_URL, else none), none, gemini, openai")
	fl.StringVar(&l.model, "model", "", "model name (default: gemini-2.5-flash, gpt-4o-mini, or llama3.1 for Ollama)")
	fl.StringVar(&l.cache, "cache", "", "SQLite file caching model responses across runs (a re-run makes zero model calls)")
	fl.IntVar(&l.maxCalls, "max-llm-calls", 0, "budget: at most N model calls (default 60; alias --max-calls); the remaining opinions come from the offline judges")
	fl.IntVar(&l.maxTokens, "max-llm-tokens", 0, "budget: at most N input+output tokens (default 400000; alias --max-tokens)")
	fl.DurationVar(&l.timeout, "llm-timeout", 0, "deadline per model call (default 60s)")
	fl.StringVar(&l.config, "config", "", "tool configuration file with an llm: section (default .auditor.yaml in the working directory, if present)")
	aliasFlags(fl, budgetAliases)
}

// budgetAliases are the shorter budget flag names cohort users know from
// the batch documentation; each means exactly its target.
var budgetAliases = map[string]string{
	"max-calls":  "max-llm-calls",
	"max-tokens": "max-llm-tokens",
}

// aliasFlags makes fl accept each alias as its target's name, keeping any
// normalisation fl already had.
func aliasFlags(fl *pflag.FlagSet, aliases map[string]string) {
	prev := fl.GetNormalizeFunc()
	fl.SetNormalizeFunc(func(f *pflag.FlagSet, name string) pflag.NormalizedName {
		if target, ok := aliases[name]; ok {
			name = target
		}
		return prev(f, name)
	})
}

// apply configures model-backed judging when a provider resolves (flags >
// environment and .env > config file > defaults); otherwise the offline
// judges stay. It returns a closer for the model's resources (the cache).
func (l *llmFlags) apply(ctx context.Context, env *Env, log zerolog.Logger, j *audit.Judging) (func(), error) {
	cfg, err := l.resolveLLMConfig(env.Getenv, func(msg string) { log.Warn().Msg(msg) })
	if err != nil {
		return nil, err
	}
	if !cfg.Enabled() {
		log.Debug().Msg("no language model configured; offline judges")
		return func() {}, nil
	}
	client, err := provider.Open(ctx, cfg, &log)
	if err != nil {
		return nil, err
	}
	log.Info().Object("llm", cfg).Msg("model-backed judges enabled")
	l.client = client.Client
	stats := client.Stats()
	usePanel(j, client, stats.AddFallback, log)
	j.Stats = func() *report.LLMStats {
		s := report.LLMStats(stats.Snapshot())
		return &s
	}
	j.CallBudget = cfg.MaxCalls
	return func() {
		if err := client.Close(); err != nil {
			log.Warn().Err(err).Msg("closing the model response cache")
		}
	}, nil
}

// usePanel makes j judge (and read images) with model m.
func usePanel(j *audit.Judging, m llm.Model, onFallback func(), log zerolog.Logger) {
	panel := llmjudge.New(m, llmjudge.Options{OnFallback: onFallback, Logger: log})
	j.Judge, j.Critic, j.Vision = panel.Judge(), panel.Critic(), panel
}
