package llm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rs/zerolog"
)

const secretKey = "sk-test-SECRET-0123456789abcdef"

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestConfigFromEnv(t *testing.T) {
	base := Config{Timeout: DefaultTimeout, Concurrency: DefaultConcurrency, MaxAttempts: DefaultMaxAttempts}
	with := func(f func(*Config)) Config { c := base; f(&c); return c }
	tests := []struct {
		name string
		env  map[string]string
		want Config
	}{
		{"nothing set", nil, with(func(c *Config) { c.Provider = ProviderNone })},
		{"gemini key", map[string]string{EnvGeminiKey: "g1"}, with(func(c *Config) {
			c.Provider, c.APIKey, c.Model = ProviderGemini, "g1", DefaultGeminiModel
		})},
		{"google key and base url", map[string]string{EnvGoogleKey: "g2", EnvGeminiBaseURL: "http://x"}, with(func(c *Config) {
			c.Provider, c.APIKey, c.Model, c.BaseURL = ProviderGemini, "g2", DefaultGeminiModel, "http://x"
		})},
		{"gemini wins over openai", map[string]string{EnvGeminiKey: "g", EnvOpenAIKey: "o"}, with(func(c *Config) {
			c.Provider, c.APIKey, c.Model = ProviderGemini, "g", DefaultGeminiModel
		})},
		{"openai key", map[string]string{EnvOpenAIKey: "o"}, with(func(c *Config) {
			c.Provider, c.APIKey, c.Model = ProviderOpenAI, "o", DefaultOpenAIModel
		})},
		{"ollama base url only", map[string]string{EnvOpenAIBaseURL: "http://localhost:11434/v1"}, with(func(c *Config) {
			c.Provider, c.BaseURL, c.Model = ProviderOpenAI, "http://localhost:11434/v1", DefaultOllamaModel
		})},
		{"explicit openai ignores gemini key", map[string]string{EnvProvider: "openai", EnvGeminiKey: "g", EnvOpenAIKey: "o"}, with(func(c *Config) {
			c.Provider, c.APIKey, c.Model = ProviderOpenAI, "o", DefaultOpenAIModel
		})},
		{"explicit none", map[string]string{EnvProvider: "none", EnvGeminiKey: "g"}, with(func(c *Config) { c.Provider = ProviderNone })},
		{"limits and model", map[string]string{EnvGeminiKey: "g", EnvModel: "gemini-2.5-pro", EnvTimeout: "90s",
			EnvMaxCalls: "12", EnvMaxTokens: "5000", EnvConcurrency: "2", EnvCache: "c.db"}, with(func(c *Config) {
			c.Provider, c.APIKey, c.Model = ProviderGemini, "g", "gemini-2.5-pro"
			c.Timeout, c.MaxCalls, c.MaxTokens, c.Concurrency, c.CachePath = 90*time.Second, 12, 5000, 2, "c.db"
		})},
		{"malformed numbers ignored", map[string]string{EnvMaxCalls: "-3", EnvTimeout: "soon"}, with(func(c *Config) { c.Provider = ProviderNone })},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ConfigFromEnv(envOf(tt.env))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestConfigValidate(t *testing.T) {
	ok := Config{Provider: ProviderGemini, Model: "m", APIKey: secretKey}
	tests := []struct {
		name    string
		cfg     Config
		wantErr []string // substrings; nil = valid
	}{
		{"valid gemini", ok, nil},
		{"none is always valid", Config{Provider: ProviderNone}, nil},
		{"local openai without key", Config{Provider: ProviderOpenAI, Model: "llama3.1", BaseURL: "http://localhost:11434/v1"}, nil},
		{"gemini without key", Config{Provider: ProviderGemini, Model: "m"}, []string{"GEMINI_API_KEY"}},
		{"openai without key or url", Config{Provider: ProviderOpenAI, Model: "m"}, []string{"OPENAI_API_KEY", "OPENAI_BASE_URL"}},
		{"unresolved auto", Config{Provider: ProviderAuto, Model: "m"}, []string{"not resolved"}},
		{"unknown provider", Config{Provider: "claude", Model: "m"}, []string{`unknown provider "claude"`}},
		{"bad model and url", Config{Provider: ProviderGemini, APIKey: secretKey, Model: "a b",
			BaseURL: "ftp://user:" + secretKey + "@h/"}, []string{"model name", "base URL", Redacted}},
		{"negative", Config{Provider: ProviderGemini, APIKey: secretKey, Model: "m", MaxCalls: -1}, []string{"negative"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.cfg.Validate()
			if tt.wantErr == nil {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("expected an error")
			}
			for _, s := range tt.wantErr {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("error %q lacks %q", err, s)
				}
			}
			if strings.Contains(err.Error(), secretKey) {
				t.Errorf("error leaks the key: %v", err)
			}
		})
	}
}

func TestConfigRedaction(t *testing.T) {
	cfg := Config{Provider: ProviderOpenAI, Model: "m", APIKey: secretKey,
		BaseURL: "https://bob:" + secretKey + "@proxy.example/v1"}
	var logBuf bytes.Buffer
	lg := zerolog.New(&logBuf)
	lg.Info().Object("llm", cfg).Interface("cfg", cfg).Msg("config")
	js, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	renders := map[string]string{
		"String": cfg.String(), "%v": fmt.Sprintf("%v", cfg), "%+v": fmt.Sprintf("%+v", cfg),
		"%#v": fmt.Sprintf("%#v", cfg), "%s ptr": fmt.Sprintf("%s", &cfg), "json": string(js), "zerolog": logBuf.String(),
	}
	for name, s := range renders {
		if strings.Contains(s, secretKey) || strings.Contains(s, "bob") {
			t.Errorf("%s leaks a secret: %s", name, s)
		}
		if !strings.Contains(s, Redacted) || !strings.Contains(s, "proxy.example") {
			t.Errorf("%s should show the redaction marker and host: %s", name, s)
		}
	}
	var back map[string]any
	if err := json.Unmarshal(js, &back); err != nil || back["api_key"] != Redacted || back["provider"] != "openai" {
		t.Errorf("json = %s (%v)", js, err)
	}
	if s := (Config{Provider: ProviderNone}).String(); strings.Contains(s, Redacted) {
		t.Errorf("empty key should not show as redacted: %s", s)
	}
}

func TestScrub(t *testing.T) {
	tests := []struct{ in, want string }{
		{"key=" + secretKey + " end", "key=" + Redacted + " end"},
		{"q=sk%2Bx%2Fy", "q=" + Redacted},
		{"short ab stays", "short ab stays"},
	}
	for _, tt := range tests {
		if got := Scrub(tt.in, secretKey, "sk+x/y", "ab"); got != tt.want {
			t.Errorf("Scrub(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
