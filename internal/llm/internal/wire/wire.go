// Package wire is the HTTP plumbing shared by the providers: a client that
// refuses redirects, bounds response bodies, and records per call the status,
// Retry-After header and the start of an error body (the SDKs do not all
// expose them).
package wire

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"sync"
)

// Limits.
const (
	MaxBody      = 16 << 20 // response body cap
	MaxErrorBody = 4 << 10  // error body kept for messages
)

// Capture is what the transport saw for the last response of a call.
type Capture struct {
	mu         sync.Mutex
	status     int
	retryAfter string
	errorBody  []byte
}

// Status, RetryAfter and ErrorBody return the recorded values.
func (c *Capture) Status() int { c.mu.Lock(); defer c.mu.Unlock(); return c.status }

// RetryAfter is the raw Retry-After header of the last response.
func (c *Capture) RetryAfter() string { c.mu.Lock(); defer c.mu.Unlock(); return c.retryAfter }

// ErrorBody is the first MaxErrorBody bytes of the last error response body.
func (c *Capture) ErrorBody() string { c.mu.Lock(); defer c.mu.Unlock(); return string(c.errorBody) }

type captureKey struct{}

// WithCapture returns a context whose HTTP responses are recorded in the
// returned Capture.
func WithCapture(ctx context.Context) (context.Context, *Capture) {
	c := &Capture{}
	return context.WithValue(ctx, captureKey{}, c), c
}

// NewClient returns an HTTP client for provider calls: no redirects (an API
// key header must never follow one), bodies capped at MaxBody, no client
// timeout (the caller's context bounds each call).
func NewClient() *http.Client {
	base := http.DefaultTransport.(*http.Transport).Clone()
	return &http.Client{
		Transport: &transport{base: base},
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

type transport struct{ base http.RoundTripper }

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	resp.Body = &limitedBody{rc: resp.Body, left: MaxBody}
	if c, ok := req.Context().Value(captureKey{}).(*Capture); ok {
		c.mu.Lock()
		c.status = resp.StatusCode
		c.retryAfter = resp.Header.Get("Retry-After")
		c.errorBody = nil
		c.mu.Unlock()
		if resp.StatusCode >= 400 {
			resp.Body = &teeBody{limitedBody: resp.Body, c: c}
		}
	}
	return resp, nil
}

// limitedBody fails reads beyond its budget instead of truncating silently.
type limitedBody struct {
	rc   io.ReadCloser
	left int64
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, fmt.Errorf("response body exceeds %d bytes", MaxBody)
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *limitedBody) Close() error { return b.rc.Close() }

// teeBody copies the start of an error body into the Capture.
type teeBody struct {
	limitedBody io.ReadCloser
	c           *Capture
}

func (b *teeBody) Read(p []byte) (int, error) {
	n, err := b.limitedBody.Read(p)
	if n > 0 {
		b.c.mu.Lock()
		if room := MaxErrorBody - len(b.c.errorBody); room > 0 {
			b.c.errorBody = append(b.c.errorBody, p[:min(n, room)]...)
		}
		b.c.mu.Unlock()
	}
	return n, err
}

func (b *teeBody) Close() error { return b.limitedBody.Close() }
