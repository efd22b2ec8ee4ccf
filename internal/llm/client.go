package llm

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/rs/zerolog"
	"golang.org/x/sync/singleflight"
)

// Options bound a Client. Zero values take the documented defaults.
type Options struct {
	Concurrency int           // calls in flight; default DefaultConcurrency
	Timeout     time.Duration // per attempt; default DefaultTimeout
	MaxAttempts int           // attempts per Generate incl. retries; default DefaultMaxAttempts
	BaseDelay   time.Duration // first backoff window; default 1s
	MaxDelay    time.Duration // backoff window cap; default 30s
	// MaxRetryAfter: a server asking to wait longer than this ends retrying
	// (the error is returned). Default 60s.
	MaxRetryAfter time.Duration
	// BreakerThreshold: consecutive failed attempts that open the circuit.
	// Default 5; negative disables the breaker.
	BreakerThreshold int
	MaxCalls         int   // provider requests per run; 0 = unlimited
	MaxTokens        int   // tokens per run; 0 = unlimited
	Cache            Cache // persistent cache (optional); a memory cache is always used

	Logger *zerolog.Logger // nil = silent
	// Test hooks: Sleep waits (default: timer honouring ctx), Now is the
	// clock for Retry-After dates, Jitter returns a value in [0, n).
	Sleep  func(ctx context.Context, d time.Duration) error
	Now    func() time.Time
	Jitter func(n time.Duration) time.Duration
}

// OptionsFromConfig maps a Config onto Options (cache and hooks unset).
func OptionsFromConfig(c Config) Options {
	return Options{Concurrency: c.Concurrency, Timeout: c.Timeout, MaxAttempts: c.MaxAttempts,
		MaxCalls: c.MaxCalls, MaxTokens: c.MaxTokens}
}

func (o Options) withDefaults() Options {
	def := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	if o.Concurrency <= 0 {
		o.Concurrency = DefaultConcurrency
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = DefaultMaxAttempts
	}
	if o.BreakerThreshold == 0 {
		o.BreakerThreshold = 5
	}
	def(&o.Timeout, DefaultTimeout)
	def(&o.BaseDelay, time.Second)
	def(&o.MaxDelay, 30*time.Second)
	def(&o.MaxRetryAfter, 60*time.Second)
	if o.Logger == nil {
		nop := zerolog.Nop()
		o.Logger = &nop
	}
	if o.Sleep == nil {
		o.Sleep = sleepCtx
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Jitter == nil {
		o.Jitter = func(n time.Duration) time.Duration { return time.Duration(rand.Int64N(int64(n))) }
	}
	return o
}

// Client wraps a provider Model with caching, budget, circuit breaker,
// concurrency limit, per-call timeout and retries. It is itself a Model and
// safe for concurrent use.
type Client struct {
	m       Model
	o       Options
	sem     chan struct{}
	mem     *MemoryCache
	flight  singleflight.Group
	breaker breaker
	budget  budget
	stats   *Stats
}

// New wraps m.
func New(m Model, o Options) *Client {
	o = o.withDefaults()
	provider, model, _ := strings.Cut(m.Name(), "/")
	return &Client{
		m: m, o: o,
		sem:     make(chan struct{}, o.Concurrency),
		mem:     NewMemoryCache(),
		breaker: breaker{threshold: o.BreakerThreshold},
		budget:  budget{maxCalls: o.MaxCalls, maxTokens: o.MaxTokens},
		stats:   NewStats(provider, model),
	}
}

// Name is the wrapped model's name.
func (c *Client) Name() string { return c.m.Name() }

// Stats returns the live usage counters.
func (c *Client) Stats() *Stats { return c.stats }

// Generate answers from the memory cache, then the persistent cache, then
// the provider (identical concurrent requests share one call). Cache hits
// cost no budget. Errors: ErrBudgetExhausted, ErrCircuitOpen, ErrTimeout,
// *ProviderError, the context's error, or a request validation error.
// A caller sharing another caller's in-flight call receives that call's
// result, including its error when the first caller's context ends.
func (c *Client) Generate(ctx context.Context, req Request) (Response, error) {
	if err := req.Validate(); err != nil {
		return Response{}, err
	}
	key := CacheKey(c.m.Name(), req)
	if r, ok := c.lookup(ctx, key); ok {
		return r, nil
	}
	leader := false
	v, err, _ := c.flight.Do(key, func() (any, error) {
		leader = true
		if r, ok := c.lookup(ctx, key); ok { // filled while we waited
			return r, nil
		}
		r, err := c.call(ctx, req)
		if err != nil {
			return Response{}, err
		}
		c.store(ctx, key, r)
		return r, nil
	})
	r := v.(Response)
	if err == nil && !leader {
		c.stats.addCacheHit()
		r.Cached = true
	}
	return r, err
}

func (c *Client) lookup(ctx context.Context, key string) (Response, bool) {
	r, ok, _ := c.mem.Get(ctx, key)
	if !ok && c.o.Cache != nil {
		var err error
		r, ok, err = c.o.Cache.Get(ctx, key)
		if err != nil {
			c.o.Logger.Warn().Err(err).Msg("llm cache read failed")
		}
		if ok {
			_ = c.mem.Put(ctx, key, r)
		}
	}
	if !ok {
		return Response{}, false
	}
	c.stats.addCacheHit()
	r.Cached = true
	return r, true
}

func (c *Client) store(ctx context.Context, key string, r Response) {
	_ = c.mem.Put(ctx, key, r)
	if c.o.Cache != nil {
		if err := c.o.Cache.Put(context.WithoutCancel(ctx), key, r); err != nil {
			c.o.Logger.Warn().Err(err).Msg("llm cache write failed")
		}
	}
}

// call runs the retry loop against the provider.
func (c *Client) call(ctx context.Context, req Request) (Response, error) {
	for attempt := 0; ; attempt++ {
		r, err := c.attempt(ctx, req)
		if err == nil {
			return r, nil
		}
		if ctx.Err() != nil || errors.Is(err, ErrBudgetExhausted) || errors.Is(err, ErrCircuitOpen) || unreachable(err) != nil {
			return Response{}, err
		}
		delay, retry := c.retryDelay(err, attempt)
		if !retry {
			return Response{}, err
		}
		c.stats.addRetry()
		c.o.Logger.Debug().Err(err).Int("attempt", attempt+1).Dur("delay", delay).Msg("llm retry")
		if serr := c.o.Sleep(ctx, delay); serr != nil {
			return Response{}, serr
		}
	}
}

// attempt makes one bounded provider request.
func (c *Client) attempt(ctx context.Context, req Request) (Response, error) {
	if c.breaker.open() {
		return Response{}, ErrCircuitOpen
	}
	if !c.budget.reserve() {
		return Response{}, ErrBudgetExhausted
	}
	select {
	case c.sem <- struct{}{}:
	case <-ctx.Done():
		return Response{}, ctx.Err()
	}
	actx, cancel := context.WithTimeout(ctx, c.o.Timeout)
	r, err := c.safeGenerate(actx, req)
	timedOut := actx.Err() == context.DeadlineExceeded
	cancel()
	<-c.sem
	if err == nil {
		c.stats.addCall(r.InputTokens, r.OutputTokens)
		c.budget.charge(r.InputTokens + r.OutputTokens)
		c.breaker.record(true)
		r.Cached = false
		return r, nil
	}
	c.stats.addCall(0, 0)
	if ctx.Err() != nil {
		return Response{}, ctx.Err()
	}
	if pe := unreachable(err); pe != nil {
		if c.breaker.trip() {
			c.o.Logger.Warn().Str("model", c.m.Name()).Str("error", pe.Message).
				Msg("model server unreachable: the rest of the audit runs without the model (its offline rules decide); check the server address (OPENAI_BASE_URL, --llm) or run with --llm off")
		}
		return Response{}, err
	}
	if timedOut {
		err = fmt.Errorf("%w after %s: %v", ErrTimeout, c.o.Timeout, err)
	}
	c.breaker.record(false)
	return Response{}, err
}

// safeGenerate turns a provider panic into an error.
func (c *Client) safeGenerate(ctx context.Context, req Request) (r Response, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("llm: provider %s panicked: %v", c.m.Name(), p)
		}
	}()
	return c.m.Generate(ctx, req)
}

// retryDelay decides whether err is worth another attempt and how long to
// wait: the server's Retry-After when given, else jittered backoff.
func (c *Client) retryDelay(err error, attempt int) (time.Duration, bool) {
	if attempt+1 >= c.o.MaxAttempts {
		return 0, false
	}
	var pe *ProviderError
	switch {
	case errors.Is(err, ErrTimeout):
	case errors.As(err, &pe) && pe.Retryable():
		if d, ok := parseRetryAfter(pe.RetryAfter, c.o.Now()); ok {
			if d > c.o.MaxRetryAfter {
				return 0, false
			}
			return d, true
		}
	default:
		return 0, false
	}
	return backoff(attempt, c.o.BaseDelay, c.o.MaxDelay, c.o.Jitter), true
}
