package llm

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Sentinel errors. Callers fall back to offline behaviour on any of them.
var (
	// ErrBudgetExhausted: MaxCalls or MaxTokens is used up. No call was made.
	ErrBudgetExhausted = errors.New("llm: budget exhausted")
	// ErrCircuitOpen: the provider failed too many times in a row and is no
	// longer called in this run. No call was made.
	ErrCircuitOpen = errors.New("llm: circuit open after repeated provider failures")
	// ErrInvalidOutput: the answer did not parse or validate, even after one
	// retry with the validation error. See GenerateJSON.
	ErrInvalidOutput = errors.New("llm: invalid model output")
	// ErrTimeout: a call exceeded the per-call timeout (after retries).
	ErrTimeout = errors.New("llm: model call timed out")
	// ErrDisabled: no provider is configured (provider "none").
	ErrDisabled = errors.New("llm: no model configured")
)

// ProviderError is a failed provider call, with its text already scrubbed of
// secrets. StatusCode is the HTTP status, 0 when no response arrived.
type ProviderError struct {
	Provider   string // "gemini", "openai"
	StatusCode int
	// RetryAfter is the raw Retry-After header (seconds or HTTP date), if any.
	RetryAfter string
	// Transport is true when the request failed before an HTTP response
	// (connection refused, reset, TLS): worth retrying.
	Transport bool
	// Unreachable is true when no connection to the server could be made
	// (UnreachableError): the client opens its circuit at once.
	Unreachable bool
	Message     string
}

func (e *ProviderError) Error() string {
	if e.StatusCode != 0 {
		return fmt.Sprintf("llm: %s: HTTP %d: %s", e.Provider, e.StatusCode, e.Message)
	}
	return fmt.Sprintf("llm: %s: %s", e.Provider, e.Message)
}

// Retryable reports whether the same request may succeed later: rate limits
// (429), server errors (5xx), request timeouts (408) and transport failures.
func (e *ProviderError) Retryable() bool {
	switch {
	case e.StatusCode == 0:
		return e.Transport
	case e.StatusCode == 408 || e.StatusCode == 429:
		return true
	default:
		return e.StatusCode >= 500
	}
}

// Redacted replaces a scrubbed secret.
const Redacted = "[REDACTED]"

// Scrub removes every occurrence of each secret (and of its URL-escaped form)
// from s. Secrets shorter than 4 bytes are ignored (they would mangle text
// without protecting anything).
func Scrub(s string, secrets ...string) string {
	for _, sec := range secrets {
		if len(sec) < 4 {
			continue
		}
		s = strings.ReplaceAll(s, sec, Redacted)
		if q := url.QueryEscape(sec); q != sec {
			s = strings.ReplaceAll(s, q, Redacted)
		}
	}
	return s
}
