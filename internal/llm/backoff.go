package llm

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// backoff computes the delay before retry number attempt (0-based): full
// jitter over an exponentially growing window, base*2^attempt capped at max.
// jitter(n) must return a value in [0, n).
func backoff(attempt int, base, maxDelay time.Duration, jitter func(time.Duration) time.Duration) time.Duration {
	window := base
	for i := 0; i < attempt && window < maxDelay; i++ {
		window *= 2
	}
	window = min(window, maxDelay)
	if window <= 0 {
		return 0
	}
	return jitter(window)
}

// parseRetryAfter reads a Retry-After value: delta seconds or an HTTP date
// (relative to now). ok is false when absent or malformed.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseFloat(v, 64); err == nil {
		if secs < 0 || secs > 1e6 {
			return 0, false
		}
		return time.Duration(secs * float64(time.Second)), true
	}
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return max(t.Sub(now), 0), true
}

// sleepCtx waits d or until ctx ends.
func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
