package llmtest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Fault is a scripted failure served instead of the Court's answer.
type Fault struct {
	Status int               // e.g. 429, 500
	Header map[string]string // e.g. Retry-After
	Body   string
	Delay  time.Duration // answer late (past a client timeout)
}

// Server is a fake provider endpoint backed by a Court.
type Server struct {
	*httptest.Server
	Court *Court

	mu     sync.Mutex
	faults []Fault // served first, one per request
	hits   int
	bodies [][]byte
}

// Hits is the number of HTTP requests received.
func (s *Server) Hits() int { s.mu.Lock(); defer s.mu.Unlock(); return s.hits }

// Bodies returns the raw request bodies received.
func (s *Server) Bodies() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([][]byte(nil), s.bodies...)
}

// Fail queues faults served before the Court answers again.
func (s *Server) Fail(f ...Fault) { s.mu.Lock(); s.faults = append(s.faults, f...); s.mu.Unlock() }

func newServer(t testing.TB, c *Court, serve func(s *Server, w http.ResponseWriter, body []byte)) *Server {
	s := &Server{Court: c}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(io.LimitReader(r.Body, 32<<20))
		s.mu.Lock()
		s.hits++
		s.bodies = append(s.bodies, body)
		var f *Fault
		if len(s.faults) > 0 {
			f = &s.faults[0]
			s.faults = s.faults[1:]
		}
		s.mu.Unlock()
		if f != nil {
			if f.Delay > 0 {
				select {
				case <-time.After(f.Delay):
				case <-r.Context().Done():
					return
				}
			}
			if f.Status != 0 {
				for k, v := range f.Header {
					w.Header().Set(k, v)
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(f.Status)
				_, _ = io.WriteString(w, f.Body)
				return
			}
		}
		serve(s, w, body)
	}))
	t.Cleanup(s.Close)
	return s
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// OpenAIServer speaks OpenAI's POST /chat/completions (the base URL is
// s.URL, as with OPENAI_BASE_URL=http://host/v1 minus the /v1 path).
func OpenAIServer(t testing.TB, c *Court) *Server {
	return newServer(t, c, func(s *Server, w http.ResponseWriter, body []byte) {
		var req struct {
			Model    string `json:"model"`
			Messages []struct {
				Role    string          `json:"role"`
				Content json.RawMessage `json:"content"`
			} `json:"messages"`
		}
		if err := json.Unmarshal(body, &req); err != nil {
			writeJSON(w, 400, map[string]any{"error": map[string]any{"message": "bad json: " + err.Error()}})
			return
		}
		var user string
		image := false
		for _, m := range req.Messages {
			if m.Role != "user" || user != "" {
				continue
			}
			var s string
			if json.Unmarshal(m.Content, &s) == nil {
				user = s
				continue
			}
			var parts []struct {
				Type string `json:"type"`
				Text string `json:"text"`
			}
			_ = json.Unmarshal(m.Content, &parts)
			for _, p := range parts {
				if p.Type == "text" {
					user += p.Text
				} else if p.Type == "image_url" {
					image = true
				}
			}
		}
		text, err := s.Court.Answer(user, image)
		if err != nil {
			writeJSON(w, 400, map[string]any{"error": map[string]any{"message": err.Error()}})
			return
		}
		in, out := len(body)/4, len(text)/4
		writeJSON(w, 200, map[string]any{
			"id": "chatcmpl-court", "object": "chat.completion", "created": 1700000000, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": text}}},
			"usage": map[string]any{"prompt_tokens": in, "completion_tokens": out, "total_tokens": in + out},
		})
	})
}

// GeminiServer speaks Gemini's POST /v1beta/models/MODEL:generateContent
// (the base URL is s.URL, as with GOOGLE_GEMINI_BASE_URL).
func GeminiServer(t testing.TB, c *Court) *Server {
	return newServer(t, c, func(s *Server, w http.ResponseWriter, body []byte) {
		var req struct {
			Contents []struct {
				Role  string `json:"role"`
				Parts []struct {
					Text       string          `json:"text"`
					InlineData json.RawMessage `json:"inlineData"`
				} `json:"parts"`
			} `json:"contents"`
		}
		if err := json.Unmarshal(body, &req); err != nil || len(req.Contents) == 0 {
			writeJSON(w, 400, map[string]any{"error": map[string]any{"code": 400, "message": fmt.Sprintf("bad request: %v", err), "status": "INVALID_ARGUMENT"}})
			return
		}
		var user strings.Builder
		image := false
		for _, p := range req.Contents[0].Parts {
			user.WriteString(p.Text)
			image = image || len(p.InlineData) > 0
		}
		text, err := s.Court.Answer(user.String(), image)
		if err != nil {
			writeJSON(w, 400, map[string]any{"error": map[string]any{"code": 400, "message": err.Error(), "status": "INVALID_ARGUMENT"}})
			return
		}
		in, out := len(body)/4, len(text)/4
		writeJSON(w, 200, map[string]any{
			"candidates": []any{map[string]any{
				"content":      map[string]any{"role": "model", "parts": []any{map[string]any{"text": text}}},
				"finishReason": "STOP", "index": 0}},
			"usageMetadata": map[string]any{"promptTokenCount": in, "candidatesTokenCount": out, "totalTokenCount": in + out},
			"modelVersion":  "gemini-court",
		})
	})
}
