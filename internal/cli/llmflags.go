package cli

import (
	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/audit"
	"time"

	"github.com/spf13/pflag"
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
}

func (l *llmFlags) register(fl *pflag.FlagSet) {
	fl.StringVar(&l.provider, "llm", "auto", "language model: auto (Gemini if GEMINI_API_KEY/GOOGLE_API_KEY, OpenAI-compatible if OPENAI_API_KEY/OPENAI_BASE_URL, else none), none, gemini, openai")
	fl.StringVar(&l.model, "model", "", "model name (default per provider)")
	fl.StringVar(&l.cache, "cache", "", "SQLite file caching model responses across runs (a re-run makes zero model calls)")
	fl.IntVar(&l.maxCalls, "max-llm-calls", 0, "budget: at most N model calls (0 = default budget); the rest falls back to offline judges")
	fl.IntVar(&l.maxTokens, "max-llm-tokens", 0, "budget: at most N input+output tokens (0 = default budget)")
	fl.DurationVar(&l.timeout, "llm-timeout", 0, "deadline per model call (default 60s)")
	fl.StringVar(&l.config, "config", "", "tool configuration file (default .auditor.yaml in the working directory, if present)")
}

// apply configures model-backed judging. Offline until the model layer is
// wired: --llm none and auto (without keys) use the rule judges.
func (l *llmFlags) apply(env *Env, log zerolog.Logger, j *audit.Judging) error {
	switch l.provider {
	case "none", "auto":
		return nil
	case "gemini", "openai":
		return usagef("--llm %s: model-backed judges are not wired in this build yet; use --llm none", l.provider)
	}
	return usagef("--llm %q: use auto, none, gemini or openai", l.provider)
}
