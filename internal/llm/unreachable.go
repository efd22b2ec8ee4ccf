package llm

import (
	"context"
	"errors"
	"net"
)

// An unreachable model server (nothing listening, no route, a name that
// does not resolve, a connection that does not open before the attempt's
// deadline) will not answer the next call either: the client opens its
// circuit at the first such failure and warns once, instead of spending
// every call's timeout and retries in silence.

// UnreachableError returns the ProviderError of a request err that failed
// before a connection to the server was made (a dial or DNS failure,
// including a dial cut by the attempt's deadline), or nil. ctx is the
// attempt's context: a caller's cancellation is never reported as one.
func UnreachableError(ctx context.Context, provider string, err error) *ProviderError {
	if err == nil || errors.Is(ctx.Err(), context.Canceled) {
		return nil
	}
	var op *net.OpError
	var dns *net.DNSError
	if errors.As(err, &dns) || errors.As(err, &op) && op.Op == "dial" {
		return &ProviderError{Provider: provider, Transport: true, Unreachable: true, Message: err.Error()}
	}
	return nil
}

// unreachable returns err's ProviderError when it says the server could
// not be reached, else nil.
func unreachable(err error) *ProviderError {
	var pe *ProviderError
	if errors.As(err, &pe) && pe.Unreachable {
		return pe
	}
	return nil
}
