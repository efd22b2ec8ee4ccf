package llmjudge

import (
	"context"
	"sync"

	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/llm/llmtest"
)

// bench is an llmtest.Court that also records whole requests (the Court
// sees only the first user message). Hooks replace single answers by kind.
type bench struct {
	llmtest.Court
	mu   sync.Mutex
	reqs []llm.Request

	onBench, onReview, onRevise func(user string, n int) string
}

func newBench() *bench {
	b := &bench{}
	b.Court.Override = func(kind, user string, n int) string {
		hook := map[string]func(string, int) string{llmtest.KindBench: b.onBench, llmtest.KindReview: b.onReview, llmtest.KindRevise: b.onRevise}[kind]
		if hook == nil {
			return ""
		}
		return hook(user, n)
	}
	return b
}

func (b *bench) Name() string { return "fake/bench" }

func (b *bench) Generate(ctx context.Context, req llm.Request) (llm.Response, error) {
	b.mu.Lock()
	b.reqs = append(b.reqs, req)
	b.mu.Unlock()
	return b.Court.Generate(ctx, req)
}

func (b *bench) requests() []llm.Request {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]llm.Request(nil), b.reqs...)
}

func (b *bench) count(kind string) int { return b.Calls(kind) }
func (b *bench) total() int            { return b.Calls("") }
