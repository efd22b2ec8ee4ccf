package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/rs/zerolog"
)

// Provider names accepted in Config.Provider.
const (
	ProviderAuto   = "auto"
	ProviderNone   = "none"
	ProviderGemini = "gemini"
	ProviderOpenAI = "openai"
)

// Default models. For a local Ollama server (OPENAI_BASE_URL=
// http://localhost:11434/v1) a good default is DefaultOllamaModel.
const (
	DefaultGeminiModel = "gemini-2.5-flash"
	DefaultOpenAIModel = "gpt-4o-mini"
	DefaultOllamaModel = "llama3.1"
)

// Defaults applied by Config.WithDefaults.
const (
	DefaultTimeout     = 60 * time.Second
	DefaultConcurrency = 4
	DefaultMaxAttempts = 4
)

// Config selects and bounds the model. The API key never leaves this value
// in text form: String, GoString, MarshalJSON and MarshalZerologObject all
// redact it.
type Config struct {
	Provider    string        // auto | none | gemini | openai
	Model       string        // provider model name; "" = provider default
	APIKey      string        // secret; optional for local OpenAI-compatible servers
	BaseURL     string        // provider endpoint override (tests, Ollama, vLLM)
	Timeout     time.Duration // per call; 0 = DefaultTimeout
	Concurrency int           // parallel calls; 0 = DefaultConcurrency
	MaxAttempts int           // attempts per call incl. retries; 0 = DefaultMaxAttempts
	MaxCalls    int           // provider requests per run (retries count); 0 = unlimited
	MaxTokens   int           // input+output tokens per run; 0 = unlimited
	CachePath   string        // SQLite response cache; "" = in-memory only
}

// Enabled reports whether a provider is selected.
func (c Config) Enabled() bool {
	return c.Provider == ProviderGemini || c.Provider == ProviderOpenAI
}

// WithDefaults fills the zero fields with defaults (model per provider:
// DefaultOllamaModel when an OpenAI base URL points at port 11434).
func (c Config) WithDefaults() Config {
	if c.Provider == "" {
		c.Provider = ProviderAuto
	}
	if c.Model == "" {
		switch {
		case c.Provider == ProviderGemini:
			c.Model = DefaultGeminiModel
		case c.Provider == ProviderOpenAI && strings.Contains(c.BaseURL, ":11434"):
			c.Model = DefaultOllamaModel
		case c.Provider == ProviderOpenAI:
			c.Model = DefaultOpenAIModel
		}
	}
	if c.Timeout == 0 {
		c.Timeout = DefaultTimeout
	}
	if c.Concurrency == 0 {
		c.Concurrency = DefaultConcurrency
	}
	if c.MaxAttempts == 0 {
		c.MaxAttempts = DefaultMaxAttempts
	}
	return c
}

// Validate reports every configuration problem at once, with messages meant
// for the command line. It never includes the API key.
func (c Config) Validate() error {
	var errs []error
	add := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	switch c.Provider {
	case ProviderNone:
		return nil
	case ProviderGemini:
		if c.APIKey == "" {
			add("gemini needs an API key: set GEMINI_API_KEY or GOOGLE_API_KEY")
		}
	case ProviderOpenAI:
		if c.APIKey == "" && c.BaseURL == "" {
			add("openai needs OPENAI_API_KEY, or OPENAI_BASE_URL for a local server (e.g. http://localhost:11434/v1)")
		}
	case ProviderAuto, "":
		add("provider %q is not resolved: call ConfigFromEnv or choose gemini, openai or none", c.Provider)
	default:
		add("unknown provider %q: want auto, none, gemini or openai", c.Provider)
	}
	if c.Model == "" || strings.ContainsAny(c.Model, " \t\r\n") || len(c.Model) > 200 {
		add("model name %q is empty or malformed", c.Model)
	}
	if c.BaseURL != "" {
		u, err := url.Parse(c.BaseURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			add("base URL %q must be an absolute http(s) URL", redactURL(c.BaseURL))
		}
	}
	if c.Timeout < 0 || c.Concurrency < 0 || c.MaxAttempts < 0 || c.MaxCalls < 0 || c.MaxTokens < 0 {
		add("timeout, concurrency, attempts, max calls and max tokens must not be negative")
	}
	return errors.Join(errs...)
}

// redacted is the loggable view of a Config.
type redacted struct {
	Provider    string `json:"provider"`
	Model       string `json:"model"`
	APIKey      string `json:"api_key"`
	BaseURL     string `json:"base_url,omitempty"`
	Timeout     string `json:"timeout"`
	Concurrency int    `json:"concurrency"`
	MaxAttempts int    `json:"max_attempts"`
	MaxCalls    int    `json:"max_calls"`
	MaxTokens   int    `json:"max_tokens"`
	CachePath   string `json:"cache_path,omitempty"`
}

func (c Config) redacted() redacted {
	key := ""
	if c.APIKey != "" {
		key = Redacted
	}
	return redacted{c.Provider, c.Model, key, redactURL(c.BaseURL), c.Timeout.String(),
		c.Concurrency, c.MaxAttempts, c.MaxCalls, c.MaxTokens, c.CachePath}
}

// String renders the config with the API key redacted.
func (c Config) String() string {
	r := c.redacted()
	return fmt.Sprintf("llm.Config{provider=%s model=%s api_key=%s base_url=%s timeout=%s concurrency=%d max_attempts=%d max_calls=%d max_tokens=%d cache=%s}",
		r.Provider, r.Model, r.APIKey, r.BaseURL, r.Timeout, r.Concurrency, r.MaxAttempts, r.MaxCalls, r.MaxTokens, r.CachePath)
}

// GoString makes %#v redact too.
func (c Config) GoString() string { return c.String() }

// MarshalJSON encodes the config with the API key redacted.
func (c Config) MarshalJSON() ([]byte, error) { return json.Marshal(c.redacted()) }

// MarshalZerologObject logs the config with the API key redacted.
func (c Config) MarshalZerologObject(e *zerolog.Event) {
	r := c.redacted()
	e.Str("provider", r.Provider).Str("model", r.Model).Str("api_key", r.APIKey).
		Str("base_url", r.BaseURL).Str("timeout", r.Timeout).Int("concurrency", r.Concurrency).
		Int("max_attempts", r.MaxAttempts).Int("max_calls", r.MaxCalls).
		Int("max_tokens", r.MaxTokens).Str("cache_path", r.CachePath)
}

// redactURL hides user:password in a URL.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		if err != nil && strings.Contains(s, "@") {
			return Redacted
		}
		return s
	}
	u.User = nil
	return strings.Replace(u.String(), "://", "://"+Redacted+"@", 1)
}
