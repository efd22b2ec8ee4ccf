package provider_test

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/llm"
	fs "github.com/repo-auditor/auditor/internal/llm/internal/fakeserver"
	"github.com/repo-auditor/auditor/internal/llm/provider"
)

func chatAnswer(text string) fs.Step {
	b, _ := json.Marshal(map[string]any{"id": "x", "object": "chat.completion", "model": "llama3.1",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": text}}},
		"usage":   map[string]any{"prompt_tokens": 11, "completion_tokens": 2, "total_tokens": 13}})
	return fs.Step{Body: string(b)}
}

func geminiAnswer(text string) fs.Step {
	b, _ := json.Marshal(map[string]any{"candidates": []any{map[string]any{
		"content": map[string]any{"role": "model", "parts": []any{map[string]any{"text": text}}}}},
		"usageMetadata": map[string]any{"promptTokenCount": 7, "candidatesTokenCount": 1}})
	return fs.Step{Body: string(b)}
}

func request(i string) llm.Request {
	return llm.Request{Messages: []llm.Message{{Role: llm.RoleUser, Text: llm.Untrusted("doc.md", "claim "+i)}},
		Schema: &llm.Schema{Name: "v", JSON: json.RawMessage(`{"type":"object"}`)}}
}

// TestRerunMakesZeroCalls: the whole stack from env to HTTP, twice over one
// cache file, for both providers.
func TestRerunMakesZeroCalls(t *testing.T) {
	tests := []struct {
		name  string
		step  fs.Step
		env   func(url string) map[string]string
		stats llm.LLMStats
	}{
		{"local server via OPENAI_BASE_URL", chatAnswer(`{"ok":true}`),
			func(u string) map[string]string { return map[string]string{llm.EnvOpenAIBaseURL: u + "/v1"} },
			llm.LLMStats{Provider: "openai", Model: "gpt-4o-mini", Calls: 3, InputTokens: 33, OutputTokens: 6}},
		{"gemini via GOOGLE_GEMINI_BASE_URL", geminiAnswer(`{"ok":true}`),
			func(u string) map[string]string {
				return map[string]string{llm.EnvGeminiKey: "AIzaKEY-abcdef", llm.EnvGeminiBaseURL: u + "/"}
			},
			llm.LLMStats{Provider: "gemini", Model: "gemini-2.5-flash", Calls: 3, InputTokens: 21, OutputTokens: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := fs.New(t, tt.step)
			env := tt.env(srv.URL)
			env[llm.EnvCache] = filepath.Join(t.TempDir(), "cache.db")
			cfg := llm.ConfigFromEnv(func(k string) string { return env[k] })
			run := func() llm.LLMStats {
				c, err := provider.Open(context.Background(), cfg, nil)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close()
				for _, i := range []string{"a", "b", "c", "a"} {
					var out struct{ OK bool }
					if err := llm.GenerateJSON(context.Background(), c, request(i), &out, nil); err != nil || !out.OK {
						t.Fatalf("%s: %+v %v", i, out, err)
					}
				}
				return c.Stats().Snapshot()
			}
			first := run()
			want := tt.stats
			want.CacheHits = 1
			if diff := cmp.Diff(want, first); diff != "" {
				t.Errorf("first run (-want +got):\n%s", diff)
			}
			hits := srv.Hits()
			second := run()
			if srv.Hits() != hits {
				t.Errorf("second run made %d HTTP calls", srv.Hits()-hits)
			}
			if second.Calls != 0 || second.CacheHits != 4 || second.InputTokens != 0 {
				t.Errorf("second run stats %+v", second)
			}
		})
	}
}

func TestNewErrors(t *testing.T) {
	ctx := context.Background()
	if _, err := provider.New(ctx, llm.Config{Provider: llm.ProviderNone}); !errors.Is(err, llm.ErrDisabled) {
		t.Errorf("none: %v", err)
	}
	_, err := provider.New(ctx, llm.Config{Provider: llm.ProviderGemini})
	if err == nil || !strings.Contains(err.Error(), "GEMINI_API_KEY") {
		t.Errorf("gemini without key: %v", err)
	}
	_, err = provider.Open(ctx, llm.Config{Provider: llm.ProviderOpenAI, BaseURL: "http://localhost:1/v1",
		CachePath: filepath.Join(t.TempDir(), "no", "dir.db")}, nil)
	if err == nil {
		t.Error("unusable cache path accepted")
	}
	m, err := provider.New(ctx, llm.Config{Provider: llm.ProviderOpenAI, BaseURL: "http://localhost:11434/v1"})
	if err != nil || m.Name() != "openai/llama3.1" {
		t.Errorf("ollama default: %v %v", m, err)
	}
}
