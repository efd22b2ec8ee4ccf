package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
)

// Limits on what a Request may carry. They bound memory and cost; a request
// beyond them is rejected before any provider is called.
const (
	MaxImages       = 8
	MaxImageBytes   = 4 << 20 // per image
	MaxRequestBytes = 2 << 20 // total text (system + messages + schema)
)

// Role is who wrote a Message.
type Role string

// Roles. Providers map RoleAssistant to their own name ("model" for Gemini).
const (
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
)

// Message is one turn of the conversation. Repository text placed in a user
// message must be wrapped with Untrusted.
type Message struct {
	Role Role   `json:"role"`
	Text string `json:"text"`
}

// Image is an inline image for vision requests. Images are attached to the
// first user message.
type Image struct {
	MIME string `json:"mime"` // image/png, image/jpeg, image/gif or image/webp
	Data []byte `json:"data"`
}

// Schema asks for structured output: the answer must be one JSON value that
// matches the JSON Schema document in JSON.
type Schema struct {
	// Name identifies the schema to the provider (a-z, A-Z, 0-9, _ and -,
	// at most 64 characters).
	Name string `json:"name"`
	// JSON is the JSON Schema document.
	JSON json.RawMessage `json:"schema"`
	// Strict asks OpenAI-compatible servers for strict adherence; the schema
	// must then close every object (additionalProperties: false, all
	// properties required).
	Strict bool `json:"strict,omitempty"`
}

// Request is everything a provider needs for one generation. Its canonical
// JSON encoding (with the provider name) is the cache key, so every field
// that changes the answer must live here.
type Request struct {
	System          string    `json:"system"`
	Messages        []Message `json:"messages"`
	Images          []Image   `json:"images,omitempty"`
	Schema          *Schema   `json:"schema,omitempty"`
	Temperature     float64   `json:"temperature"`
	MaxOutputTokens int       `json:"max_output_tokens,omitempty"`
}

// Response is a provider's answer. Cached is true when it came from a cache
// and cost no call.
type Response struct {
	Text         string `json:"text"`
	InputTokens  int    `json:"input_tokens"`
	OutputTokens int    `json:"output_tokens"`
	Cached       bool   `json:"-"`
	Model        string `json:"model"`
}

// Model generates an answer for a request. Implementations must be safe for
// concurrent use. Name is "provider/model", e.g. "gemini/gemini-2.5-flash".
type Model interface {
	Generate(ctx context.Context, req Request) (Response, error)
	Name() string
}

var imageMIMEs = map[string]bool{
	"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true,
}

// Validate checks the request against the limits and basic shape rules.
func (r Request) Validate() error {
	if len(r.Messages) == 0 {
		return fmt.Errorf("llm: request has no messages")
	}
	size := len(r.System)
	for i, m := range r.Messages {
		if m.Role != RoleUser && m.Role != RoleAssistant {
			return fmt.Errorf("llm: message %d: unknown role %q", i, m.Role)
		}
		size += len(m.Text)
	}
	if r.Messages[0].Role != RoleUser {
		return fmt.Errorf("llm: the first message must be from the user")
	}
	if len(r.Images) > MaxImages {
		return fmt.Errorf("llm: %d images, at most %d allowed", len(r.Images), MaxImages)
	}
	for i, im := range r.Images {
		if !imageMIMEs[im.MIME] {
			return fmt.Errorf("llm: image %d: unsupported MIME type %q", i, im.MIME)
		}
		if len(im.Data) == 0 || len(im.Data) > MaxImageBytes {
			return fmt.Errorf("llm: image %d: size %d bytes outside 1..%d", i, len(im.Data), MaxImageBytes)
		}
	}
	if r.Schema != nil {
		if err := r.Schema.validate(); err != nil {
			return err
		}
		size += len(r.Schema.JSON)
	}
	if size > MaxRequestBytes {
		return fmt.Errorf("llm: request text is %d bytes, at most %d allowed", size, MaxRequestBytes)
	}
	if r.Temperature < 0 || r.Temperature > 2 {
		return fmt.Errorf("llm: temperature %v outside 0..2", r.Temperature)
	}
	if r.MaxOutputTokens < 0 {
		return fmt.Errorf("llm: negative max output tokens")
	}
	return nil
}

func (s *Schema) validate() error {
	if s.Name == "" || len(s.Name) > 64 || strings.TrimLeft(s.Name,
		"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") != "" {
		return fmt.Errorf("llm: schema name %q must be 1..64 of a-z A-Z 0-9 _ -", s.Name)
	}
	var doc map[string]any
	if err := json.Unmarshal(s.JSON, &doc); err != nil {
		return fmt.Errorf("llm: schema %s is not a JSON object: %v", s.Name, err)
	}
	return nil
}

// Decoded returns the schema document as a generic value (for SDKs that take
// `any`). It assumes Validate succeeded.
func (s *Schema) Decoded() map[string]any {
	var doc map[string]any
	_ = json.Unmarshal(s.JSON, &doc)
	return doc
}
