package llm

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rs/zerolog"
)

var testNow = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)

// sleeps records requested waits without waiting.
type sleeps struct {
	mu sync.Mutex
	d  []time.Duration
}

func (s *sleeps) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.d = append(s.d, d)
	s.mu.Unlock()
	return ctx.Err()
}

func (s *sleeps) got() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.d...)
}

// testOptions: deterministic hooks; jitter returns the full window.
func testOptions(s *sleeps) Options {
	return Options{
		BaseDelay: 100 * time.Millisecond, MaxDelay: time.Second, Timeout: time.Second,
		Sleep:  s.sleep,
		Now:    func() time.Time { return testNow },
		Jitter: func(n time.Duration) time.Duration { return n },
	}
}

func userReq(text string) Request {
	return Request{System: "sys", Messages: []Message{{Role: RoleUser, Text: text}}}
}

func ok(text string) Reply { return Reply{Text: text} }

func httpErr(code int, retryAfter string) Reply {
	return Reply{Err: &ProviderError{Provider: "fake", StatusCode: code, RetryAfter: retryAfter, Message: http.StatusText(code)}}
}

func TestClientRetries(t *testing.T) {
	tests := []struct {
		name       string
		replies    []Reply
		attempts   int
		wantText   string
		wantErr    error // errors.Is target, nil = success
		wantCalls  int
		wantSleeps []time.Duration
	}{
		{"success first try", []Reply{ok("a")}, 4, "a", nil, 1, nil},
		{"500s then success, exponential windows", []Reply{httpErr(500, ""), httpErr(503, ""), ok("b")}, 4, "b", nil, 3,
			[]time.Duration{100 * time.Millisecond, 200 * time.Millisecond}},
		{"429 honours Retry-After seconds", []Reply{httpErr(429, "7"), ok("c")}, 4, "c", nil, 2, []time.Duration{7 * time.Second}},
		{"429 honours Retry-After date", []Reply{httpErr(429, testNow.Add(3*time.Second).Format(http.TimeFormat)), ok("d")}, 4, "d", nil, 2,
			[]time.Duration{3 * time.Second}},
		{"Retry-After beyond cap stops", []Reply{httpErr(429, "3600"), ok("e")}, 4, "", &ProviderError{}, 1, nil},
		{"malformed Retry-After falls back to backoff", []Reply{httpErr(429, "soon"), ok("f")}, 4, "f", nil, 2,
			[]time.Duration{100 * time.Millisecond}},
		{"400 is not retried", []Reply{httpErr(400, ""), ok("g")}, 4, "", &ProviderError{}, 1, nil},
		{"transport error retried", []Reply{{Err: &ProviderError{Transport: true, Message: "reset"}}, ok("h")}, 4, "h", nil, 2,
			[]time.Duration{100 * time.Millisecond}},
		{"gives up after max attempts", []Reply{httpErr(502, "")}, 3, "", &ProviderError{}, 3,
			[]time.Duration{100 * time.Millisecond, 200 * time.Millisecond}},
		{"backoff window capped", []Reply{httpErr(500, "")}, 6, "", &ProviderError{}, 6,
			[]time.Duration{100 * time.Millisecond, 200 * time.Millisecond, 400 * time.Millisecond, 800 * time.Millisecond, time.Second}},
		{"plain error not retried", []Reply{{Err: errors.New("boom")}, ok("i")}, 4, "", nil, 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s sleeps
			f := &Fake{Replies: tt.replies}
			o := testOptions(&s)
			o.MaxAttempts = tt.attempts
			o.BreakerThreshold = -1
			c := New(f, o)
			r, err := c.Generate(context.Background(), userReq(tt.name))
			if tt.wantText == "" {
				if err == nil {
					t.Fatalf("expected an error, got %q", r.Text)
				}
				var pe *ProviderError
				if _, isPE := tt.wantErr.(*ProviderError); isPE && !errors.As(err, &pe) {
					t.Errorf("err %v is not a *ProviderError", err)
				}
			} else if err != nil || r.Text != tt.wantText {
				t.Fatalf("got %q, %v; want %q", r.Text, err, tt.wantText)
			}
			st := c.Stats().Snapshot()
			if st.Calls != tt.wantCalls || len(f.Requests()) != tt.wantCalls {
				t.Errorf("calls: stats %d, provider %d, want %d", st.Calls, len(f.Requests()), tt.wantCalls)
			}
			if st.Retries != len(tt.wantSleeps) {
				t.Errorf("retries %d, want %d", st.Retries, len(tt.wantSleeps))
			}
			if diff := cmp.Diff(tt.wantSleeps, s.got()); diff != "" {
				t.Errorf("sleeps (-want +got):\n%s", diff)
			}
		})
	}
}

func TestClientTimeout(t *testing.T) {
	var s sleeps
	f := &Fake{Handler: func(ctx context.Context, _ Request) (Response, error) {
		<-ctx.Done() // a server slower than the timeout
		return Response{}, ctx.Err()
	}}
	o := testOptions(&s)
	o.Timeout, o.MaxAttempts = 20*time.Millisecond, 2
	c := New(f, o)
	start := time.Now()
	_, err := c.Generate(context.Background(), userReq("slow"))
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("err = %v, want ErrTimeout", err)
	}
	if n := len(f.Requests()); n != 2 {
		t.Errorf("attempts %d, want 2 (timeouts are retried)", n)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("took %v", el)
	}
}

func TestClientCallerCancelNotRetried(t *testing.T) {
	var s sleeps
	ctx, cancel := context.WithCancel(context.Background())
	f := &Fake{Handler: func(context.Context, Request) (Response, error) {
		cancel()
		return Response{}, &ProviderError{StatusCode: 500}
	}}
	c := New(f, testOptions(&s))
	if _, err := c.Generate(ctx, userReq("x")); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
	if n := len(f.Requests()); n != 1 {
		t.Errorf("attempts %d, want 1", n)
	}
}

func TestClientCircuitBreaker(t *testing.T) {
	var s sleeps
	f := &Fake{Replies: []Reply{httpErr(500, "")}}
	o := testOptions(&s)
	o.MaxAttempts, o.BreakerThreshold = 1, 3
	c := New(f, o)
	for i := range 5 {
		_, err := c.Generate(context.Background(), userReq(fmt.Sprint("q", i)))
		if open := errors.Is(err, ErrCircuitOpen); open != (i >= 3) {
			t.Errorf("call %d: err %v, circuit open = %v", i, err, open)
		}
	}
	if n := len(f.Requests()); n != 3 {
		t.Errorf("provider called %d times, want 3", n)
	}
}

// TestClientUnreachableOpensCircuit: a server that cannot be connected to
// opens the circuit at the first failure, with one warning naming the way
// out; later calls fail at once without a request.
func TestClientUnreachableOpensCircuit(t *testing.T) {
	var s sleeps
	var logs bytes.Buffer
	log := zerolog.New(&logs)
	unreachable := &ProviderError{Provider: ProviderOpenAI, Transport: true, Unreachable: true, Message: "dial tcp 10.0.0.1:11434: i/o timeout"}
	f := &Fake{Replies: []Reply{{Err: unreachable}}}
	o := testOptions(&s)
	o.Logger = &log
	c := New(f, o)
	for i := range 4 {
		_, err := c.Generate(context.Background(), userReq(fmt.Sprint("q", i)))
		if open := errors.Is(err, ErrCircuitOpen); open != (i > 0) {
			t.Errorf("call %d: err %v, circuit open = %v", i, err, open)
		}
	}
	if n := len(f.Requests()); n != 1 {
		t.Errorf("provider called %d times, want 1 (no retry, no later call)", n)
	}
	if n := strings.Count(logs.String(), "model server unreachable"); n != 1 {
		t.Errorf("%d warnings, want 1: %s", n, logs.String())
	}
}

func TestClientBreakerResetsOnSuccess(t *testing.T) {
	var s sleeps
	f := &Fake{Replies: []Reply{httpErr(500, ""), httpErr(500, ""), ok("x"), httpErr(500, ""), httpErr(500, ""), ok("y")}}
	o := testOptions(&s)
	o.MaxAttempts, o.BreakerThreshold = 1, 3
	c := New(f, o)
	for i := range 6 {
		_, err := c.Generate(context.Background(), userReq(fmt.Sprint("q", i)))
		if errors.Is(err, ErrCircuitOpen) {
			t.Fatalf("call %d: circuit opened although failures were never 3 in a row", i)
		}
	}
}

func TestClientBudget(t *testing.T) {
	tests := []struct {
		name                string
		maxCalls, maxTokens int
		wantOK              int
	}{
		{"max calls", 2, 0, 2},
		{"max tokens", 0, 25, 3}, // each call costs 10 tokens; checked before the call
		{"unlimited", 0, 0, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s sleeps
			f := &Fake{Handler: func(_ context.Context, r Request) (Response, error) {
				return Response{Text: r.Messages[0].Text, InputTokens: 7, OutputTokens: 3}, nil
			}}
			o := testOptions(&s)
			o.MaxCalls, o.MaxTokens = tt.maxCalls, tt.maxTokens
			c := New(f, o)
			okCount := 0
			for i := range 5 {
				_, err := c.Generate(context.Background(), userReq(fmt.Sprint("q", i)))
				switch {
				case err == nil:
					okCount++
				case !errors.Is(err, ErrBudgetExhausted):
					t.Fatalf("call %d: %v", i, err)
				}
			}
			if okCount != tt.wantOK || len(f.Requests()) != tt.wantOK {
				t.Errorf("ok %d, provider calls %d, want %d", okCount, len(f.Requests()), tt.wantOK)
			}
			// Cache hits stay free even when the budget is gone.
			if _, err := c.Generate(context.Background(), userReq("q0")); err != nil {
				t.Errorf("cached answer refused: %v", err)
			}
			want := LLMStats{Provider: "fake", Model: "fake", Calls: tt.wantOK, CacheHits: 1,
				InputTokens: 7 * tt.wantOK, OutputTokens: 3 * tt.wantOK}
			if diff := cmp.Diff(want, c.Stats().Snapshot()); diff != "" {
				t.Errorf("stats (-want +got):\n%s", diff)
			}
		})
	}
}

func TestClientBudgetCountsRetries(t *testing.T) {
	var s sleeps
	f := &Fake{Replies: []Reply{httpErr(500, ""), httpErr(500, ""), ok("x")}}
	o := testOptions(&s)
	o.MaxCalls = 2
	c := New(f, o)
	if _, err := c.Generate(context.Background(), userReq("x")); !errors.Is(err, ErrBudgetExhausted) {
		t.Fatalf("err = %v, want ErrBudgetExhausted on the third attempt", err)
	}
}

func TestClientCaches(t *testing.T) {
	var s sleeps
	persistent := NewMemoryCache()
	f := &Fake{Handler: func(_ context.Context, r Request) (Response, error) {
		return Response{Text: "answer:" + r.Messages[0].Text, InputTokens: 1, OutputTokens: 1}, nil
	}}
	c1 := New(f, Options{Cache: persistent, Sleep: s.sleep})
	r1, err := c1.Generate(context.Background(), userReq("a"))
	if err != nil || r1.Cached {
		t.Fatalf("first: %+v %v", r1, err)
	}
	r2, err := c1.Generate(context.Background(), userReq("a"))
	if err != nil || !r2.Cached || r2.Text != r1.Text {
		t.Fatalf("memory hit: %+v %v", r2, err)
	}
	// A fresh client over the same persistent cache makes no call.
	c2 := New(f, Options{Cache: persistent, Sleep: s.sleep})
	r3, err := c2.Generate(context.Background(), userReq("a"))
	if err != nil || !r3.Cached || r3.Text != "answer:a" {
		t.Fatalf("persistent hit: %+v %v", r3, err)
	}
	if n := len(f.Requests()); n != 1 {
		t.Errorf("provider calls %d, want 1", n)
	}
	if st := c2.Stats().Snapshot(); st.Calls != 0 || st.CacheHits != 1 || st.InputTokens != 0 {
		t.Errorf("stats %+v", st)
	}
	// A different request (temperature) is a different key.
	req := userReq("a")
	req.Temperature = 0.5
	if r, _ := c2.Generate(context.Background(), req); r.Cached {
		t.Error("temperature change must miss the cache")
	}
}

func TestClientRejectsInvalidRequest(t *testing.T) {
	f := &Fake{Replies: []Reply{ok("x")}}
	c := New(f, Options{})
	bad := []Request{
		{},
		{Messages: []Message{{Role: "system", Text: "x"}}},
		{Messages: []Message{{Role: RoleAssistant, Text: "x"}}},
		{Messages: []Message{{Role: RoleUser, Text: "x"}}, Images: []Image{{MIME: "image/svg+xml", Data: []byte("<svg/>")}}},
		{Messages: []Message{{Role: RoleUser, Text: "x"}}, Images: []Image{{MIME: "image/png", Data: make([]byte, MaxImageBytes+1)}}},
		{Messages: []Message{{Role: RoleUser, Text: "x"}}, Schema: &Schema{Name: "bad name", JSON: []byte(`{}`)}},
		{Messages: []Message{{Role: RoleUser, Text: "x"}}, Schema: &Schema{Name: "s", JSON: []byte(`[1]`)}},
		{Messages: []Message{{Role: RoleUser, Text: "x"}}, Temperature: 3},
	}
	for i, r := range bad {
		if _, err := c.Generate(context.Background(), r); err == nil {
			t.Errorf("request %d accepted", i)
		}
	}
	if n := len(f.Requests()); n != 0 {
		t.Errorf("provider called %d times", n)
	}
}

func TestClientRecoversProviderPanic(t *testing.T) {
	f := &Fake{Handler: func(context.Context, Request) (Response, error) { panic("kaboom") }}
	c := New(f, Options{MaxAttempts: 1})
	if _, err := c.Generate(context.Background(), userReq("x")); err == nil {
		t.Fatal("expected the panic as an error")
	}
}

// TestClientConcurrent runs many goroutines (go test -race) and checks the
// concurrency limit, singleflight sharing and stats consistency.
func TestClientConcurrent(t *testing.T) {
	const limit, distinct, perKey = 3, 12, 4
	var inFlight, peak atomic.Int32
	f := &Fake{Handler: func(ctx context.Context, r Request) (Response, error) {
		n := inFlight.Add(1)
		defer inFlight.Add(-1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(2 * time.Millisecond)
		return Response{Text: r.Messages[0].Text, InputTokens: 2, OutputTokens: 1}, nil
	}}
	c := New(f, Options{Concurrency: limit})
	var wg sync.WaitGroup
	errs := make(chan error, distinct*perKey)
	for i := range distinct * perKey {
		wg.Go(func() {
			q := fmt.Sprint("q", i%distinct)
			r, err := c.Generate(context.Background(), userReq(q))
			if err == nil && r.Text != q {
				err = fmt.Errorf("got %q for %q", r.Text, q)
			}
			if err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if p := peak.Load(); p > limit {
		t.Errorf("peak concurrency %d > %d", p, limit)
	}
	st := c.Stats().Snapshot()
	if st.Calls != distinct || len(f.Requests()) != distinct {
		t.Errorf("calls %d / %d, want %d (identical requests share one call)", st.Calls, len(f.Requests()), distinct)
	}
	if st.Calls+st.CacheHits != distinct*perKey || st.InputTokens != 2*distinct {
		t.Errorf("stats %+v", st)
	}
	c.Stats().AddFallback()
	if got := c.Stats().Snapshot().Fallbacks; got != 1 {
		t.Errorf("fallbacks %d", got)
	}
}

func TestParseRetryAfter(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"", 0, false},
		{"0", 0, true},
		{"2", 2 * time.Second, true},
		{"1.5", 1500 * time.Millisecond, true},
		{"-1", 0, false},
		{testNow.Add(90 * time.Second).Format(http.TimeFormat), 90 * time.Second, true},
		{testNow.Add(-time.Hour).Format(http.TimeFormat), 0, true},
		{"tomorrow", 0, false},
	}
	for _, tt := range tests {
		got, ok := parseRetryAfter(tt.in, testNow)
		if got != tt.want || ok != tt.ok {
			t.Errorf("parseRetryAfter(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestBackoffFullJitter(t *testing.T) {
	var seen []time.Duration
	jitter := func(n time.Duration) time.Duration { seen = append(seen, n); return n / 2 }
	got := []time.Duration{}
	for a := range 5 {
		got = append(got, backoff(a, time.Second, 5*time.Second, jitter))
	}
	want := []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 2500 * time.Millisecond, 2500 * time.Millisecond}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("delays (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 5 * time.Second, 5 * time.Second}, seen); diff != "" {
		t.Errorf("windows (-want +got):\n%s", diff)
	}
	// The default jitter stays inside the window.
	o := Options{}.withDefaults()
	for range 100 {
		if d := o.Jitter(time.Second); d < 0 || d >= time.Second {
			t.Fatalf("jitter %v out of [0,1s)", d)
		}
	}
}
