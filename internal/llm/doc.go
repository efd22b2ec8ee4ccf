// Package llm is the model layer: one small Model interface, a bounded and
// repeatable Client that composes around any provider (concurrency limit,
// per-call timeout, retries with backoff and Retry-After, circuit breaker,
// call/token budget, in-memory and persistent response cache, usage Stats),
// the structured-output helper GenerateJSON, the Untrusted fence for
// repository text, configuration from flags/env/.env with API-key redaction,
// and a Fake model for tests.
//
// Providers live in sub-packages (gemini, openai) and are built from a
// Config by package provider; the SQLite cache lives in package cache.
//
// A language model is an upgrade, never a requirement: every error this
// package returns is meant to be turned into an offline fallback by the
// caller (errors.Is with ErrBudgetExhausted, ErrCircuitOpen, ErrInvalidOutput,
// ErrTimeout, or a *ProviderError).
package llm
