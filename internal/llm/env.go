package llm

import (
	"cmp"
	"strconv"
	"time"
)

// Environment variables read by ConfigFromEnv.
const (
	EnvProvider    = "AUDITOR_LLM_PROVIDER" // auto | none | gemini | openai
	EnvModel       = "AUDITOR_LLM_MODEL"
	EnvCache       = "AUDITOR_LLM_CACHE"
	EnvTimeout     = "AUDITOR_LLM_TIMEOUT" // Go duration, e.g. 90s
	EnvMaxCalls    = "AUDITOR_LLM_MAX_CALLS"
	EnvMaxTokens   = "AUDITOR_LLM_MAX_TOKENS"
	EnvConcurrency = "AUDITOR_LLM_CONCURRENCY"

	EnvGeminiKey     = "GEMINI_API_KEY"
	EnvGoogleKey     = "GOOGLE_API_KEY"
	EnvGeminiBaseURL = "GOOGLE_GEMINI_BASE_URL"
	EnvOpenAIKey     = "OPENAI_API_KEY"
	EnvOpenAIBaseURL = "OPENAI_BASE_URL"
)

// ConfigFromEnv builds a Config from the environment and resolves provider
// "auto": Gemini when GEMINI_API_KEY or GOOGLE_API_KEY is set, else
// OpenAI-compatible when OPENAI_API_KEY or OPENAI_BASE_URL is set, else none.
// An explicit provider takes its key and base URL from the matching
// variables. Malformed numbers are ignored (left zero = default); Validate
// reports the rest. Defaults are applied.
func ConfigFromEnv(getenv func(string) string) Config {
	return ConfigFromEnvRaw(getenv).Resolve(getenv)
}

// ConfigFromEnvRaw reads only the AUDITOR_LLM_* variables: no provider
// resolution, no keys, no defaults. It is the environment layer a caller
// puts between its flags and its configuration file before Resolve.
func ConfigFromEnvRaw(getenv func(string) string) Config {
	c := Config{
		Provider:  getenv(EnvProvider),
		Model:     getenv(EnvModel),
		CachePath: getenv(EnvCache),
	}
	if d, err := time.ParseDuration(getenv(EnvTimeout)); err == nil && d > 0 {
		c.Timeout = d
	}
	c.MaxCalls = atoi(getenv(EnvMaxCalls))
	c.MaxTokens = atoi(getenv(EnvMaxTokens))
	c.Concurrency = atoi(getenv(EnvConcurrency))
	return c
}

// Resolve fills the provider (when "auto" or empty), API key and base URL
// from the environment, keeping values already set, then applies defaults.
func (c Config) Resolve(getenv func(string) string) Config {
	geminiKey := cmp.Or(getenv(EnvGeminiKey), getenv(EnvGoogleKey))
	openaiKey, openaiURL := getenv(EnvOpenAIKey), getenv(EnvOpenAIBaseURL)
	if c.Provider == "" || c.Provider == ProviderAuto {
		switch {
		case geminiKey != "":
			c.Provider = ProviderGemini
		case openaiKey != "" || openaiURL != "":
			c.Provider = ProviderOpenAI
		default:
			c.Provider = ProviderNone
		}
	}
	switch c.Provider {
	case ProviderGemini:
		c.APIKey = cmp.Or(c.APIKey, geminiKey)
		c.BaseURL = cmp.Or(c.BaseURL, getenv(EnvGeminiBaseURL))
	case ProviderOpenAI:
		c.APIKey = cmp.Or(c.APIKey, openaiKey)
		c.BaseURL = cmp.Or(c.BaseURL, openaiURL)
	}
	return c.WithDefaults()
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0
	}
	return n
}
