package llm

import "sync"

// breaker opens after threshold consecutive failures and then stays open for
// the rest of the run (a CLI run is short; a dead provider stays dead).
type breaker struct {
	mu        sync.Mutex
	threshold int
	failures  int
}

func (b *breaker) open() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.threshold > 0 && b.failures >= b.threshold
}

// trip opens the circuit at once; it reports whether it was closed.
func (b *breaker) trip() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.threshold <= 0 || b.failures >= b.threshold {
		return false
	}
	b.failures = b.threshold
	return true
}

func (b *breaker) record(ok bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.threshold > 0 && b.failures >= b.threshold {
		return // stays open
	}
	if ok {
		b.failures = 0
	} else {
		b.failures++
	}
}

// budget bounds provider requests and tokens for a run. Zero limits mean
// unlimited. Token limits are checked before a call and charged after it, so
// concurrent calls may overshoot MaxTokens by at most the calls in flight.
type budget struct {
	mu                  sync.Mutex
	maxCalls, maxTokens int
	calls, tokens       int
}

// reserve takes one call from the budget, or reports exhaustion.
func (b *budget) reserve() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.maxCalls > 0 && b.calls >= b.maxCalls {
		return false
	}
	if b.maxTokens > 0 && b.tokens >= b.maxTokens {
		return false
	}
	b.calls++
	return true
}

func (b *budget) charge(tokens int) {
	b.mu.Lock()
	b.tokens += tokens
	b.mu.Unlock()
}
