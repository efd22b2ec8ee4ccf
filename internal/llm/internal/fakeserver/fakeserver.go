// Package fakeserver is a scripted HTTP server for provider tests: each
// request gets the next Step (the last one repeats) and is recorded.
package fakeserver

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// Step is one scripted answer.
type Step struct {
	Status int               // default 200
	Header map[string]string // extra response headers
	Body   string
	Delay  time.Duration // wait before answering (aborted when the client goes away)
}

// Request is what the server received.
type Request struct {
	Method, Path string
	Header       http.Header
	Body         []byte
}

// Server is a running scripted server.
type Server struct {
	*httptest.Server
	mu    sync.Mutex
	steps []Step
	reqs  []Request
}

// New starts a server answering with steps; it is closed at test end.
func New(t testing.TB, steps ...Step) *Server {
	s := &Server{steps: steps}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 32<<20))
	s.mu.Lock()
	n := len(s.reqs)
	s.reqs = append(s.reqs, Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	step := Step{Status: 500, Body: `{"error":"no script"}`}
	if len(s.steps) > 0 {
		step = s.steps[min(n, len(s.steps)-1)]
	}
	s.mu.Unlock()
	if step.Delay > 0 {
		select {
		case <-time.After(step.Delay):
		case <-r.Context().Done():
			return
		}
	}
	w.Header().Set("Content-Type", "application/json")
	for k, v := range step.Header {
		w.Header().Set(k, v)
	}
	if step.Status == 0 {
		step.Status = 200
	}
	w.WriteHeader(step.Status)
	_, _ = io.WriteString(w, step.Body)
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.reqs...)
}

// Hits is the number of requests received.
func (s *Server) Hits() int { return len(s.Requests()) }
