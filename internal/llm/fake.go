package llm

import (
	"context"
	"fmt"
	"sync"
)

// Fake is a scripted Model for tests of code that uses a model. Each call
// records its request and returns the next Reply (the last one repeats);
// Handler, when set, answers instead. Safe for concurrent use.
type Fake struct {
	ModelName string // Name(); default "fake/fake"
	Replies   []Reply
	Handler   func(ctx context.Context, req Request) (Response, error)

	mu       sync.Mutex
	requests []Request
}

// Reply is one scripted answer.
type Reply struct {
	Text string
	Err  error
}

// Name implements Model.
func (f *Fake) Name() string {
	if f.ModelName == "" {
		return "fake/fake"
	}
	return f.ModelName
}

// Generate implements Model.
func (f *Fake) Generate(ctx context.Context, req Request) (Response, error) {
	f.mu.Lock()
	n := len(f.requests)
	f.requests = append(f.requests, req)
	f.mu.Unlock()
	if f.Handler != nil {
		return f.Handler(ctx, req)
	}
	if len(f.Replies) == 0 {
		return Response{}, fmt.Errorf("llm: fake has no replies")
	}
	r := f.Replies[min(n, len(f.Replies)-1)]
	if r.Err != nil {
		return Response{}, r.Err
	}
	in := len(req.System)
	for _, m := range req.Messages {
		in += len(m.Text)
	}
	// Token counts are a deterministic stand-in: one token per 4 bytes.
	return Response{Text: r.Text, InputTokens: in / 4, OutputTokens: len(r.Text) / 4, Model: f.Name()}, nil
}

// Requests returns the requests received so far, in call order.
func (f *Fake) Requests() []Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Request(nil), f.requests...)
}
