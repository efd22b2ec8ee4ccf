// Package gemini is the Google Gemini provider (google.golang.org/genai,
// Gemini API backend). It makes exactly one HTTP request per Generate; retries,
// timeouts and budgets belong to llm.Client.
package gemini

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"google.golang.org/genai"

	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/llm/internal/wire"
)

// Options configure the provider.
type Options struct {
	APIKey  string // required
	Model   string // e.g. llm.DefaultGeminiModel
	BaseURL string // "" = https://generativelanguage.googleapis.com/
	// HTTPClient overrides the default client (tests); nil = wire.NewClient().
	HTTPClient *http.Client
}

// Provider implements llm.Model for Gemini.
type Provider struct {
	client *genai.Client
	model  string
	key    string
}

// New builds the provider. It makes no network call.
func New(ctx context.Context, o Options) (*Provider, error) {
	if o.APIKey == "" {
		return nil, errors.New("gemini: API key required (GEMINI_API_KEY or GOOGLE_API_KEY)")
	}
	if o.Model == "" {
		o.Model = llm.DefaultGeminiModel
	}
	hc := o.HTTPClient
	if hc == nil {
		hc = wire.NewClient()
	}
	cc := &genai.ClientConfig{
		APIKey:      o.APIKey,
		Backend:     genai.BackendGeminiAPI,
		HTTPClient:  hc,
		HTTPOptions: genai.HTTPOptions{BaseURL: o.BaseURL},
	}
	client, err := genai.NewClient(ctx, cc)
	if err != nil {
		return nil, fmt.Errorf("gemini: %s", llm.Scrub(err.Error(), o.APIKey))
	}
	return &Provider{client: client, model: o.Model, key: o.APIKey}, nil
}

// Name implements llm.Model.
func (p *Provider) Name() string { return llm.ProviderGemini + "/" + p.model }

// Generate implements llm.Model: one generateContent request.
func (p *Provider) Generate(ctx context.Context, req llm.Request) (llm.Response, error) {
	ctx, capt := wire.WithCapture(ctx)
	resp, err := p.client.Models.GenerateContent(ctx, p.model, contents(req), config(req))
	if err != nil {
		return llm.Response{}, p.convertErr(ctx, err, capt)
	}
	text, err := answerText(resp)
	if err != nil {
		return llm.Response{}, &llm.ProviderError{Provider: llm.ProviderGemini, Message: err.Error()}
	}
	out := llm.Response{Text: text, Model: p.model}
	if resp.ModelVersion != "" {
		out.Model = resp.ModelVersion
	}
	if u := resp.UsageMetadata; u != nil {
		out.InputTokens = int(u.PromptTokenCount)
		out.OutputTokens = int(u.CandidatesTokenCount + u.ThoughtsTokenCount)
	}
	return out, nil
}

// contents maps messages to Gemini turns; images join the first user turn.
func contents(req llm.Request) []*genai.Content {
	out := make([]*genai.Content, 0, len(req.Messages))
	imagesDone := false
	for _, m := range req.Messages {
		role := genai.Role(genai.RoleUser)
		if m.Role == llm.RoleAssistant {
			role = genai.RoleModel
		}
		parts := []*genai.Part{genai.NewPartFromText(m.Text)}
		if m.Role == llm.RoleUser && !imagesDone {
			for _, im := range req.Images {
				parts = append(parts, genai.NewPartFromBytes(im.Data, im.MIME))
			}
			imagesDone = true
		}
		out = append(out, genai.NewContentFromParts(parts, role))
	}
	return out
}

func config(req llm.Request) *genai.GenerateContentConfig {
	cfg := &genai.GenerateContentConfig{
		Temperature:     genai.Ptr(float32(req.Temperature)),
		MaxOutputTokens: int32(req.MaxOutputTokens),
	}
	if req.System != "" {
		cfg.SystemInstruction = &genai.Content{Parts: []*genai.Part{{Text: req.System}}}
	}
	if req.Schema != nil {
		cfg.ResponseMIMEType = "application/json"
		cfg.ResponseJsonSchema = req.Schema.Decoded()
	}
	return cfg
}

// answerText concatenates the non-thought text parts of the first candidate.
func answerText(resp *genai.GenerateContentResponse) (string, error) {
	if len(resp.Candidates) == 0 || resp.Candidates[0].Content == nil {
		reason := "no candidates"
		if pf := resp.PromptFeedback; pf != nil && pf.BlockReason != "" {
			reason = "prompt blocked: " + string(pf.BlockReason)
		}
		return "", errors.New("empty answer: " + reason)
	}
	var b strings.Builder
	for _, part := range resp.Candidates[0].Content.Parts {
		if part != nil && !part.Thought {
			b.WriteString(part.Text)
		}
	}
	if b.Len() == 0 {
		return "", fmt.Errorf("empty answer (finish reason %s)", resp.Candidates[0].FinishReason)
	}
	return b.String(), nil
}

// convertErr turns an SDK error into a scrubbed *llm.ProviderError, or the
// context's error when the call was cancelled or timed out.
func (p *Provider) convertErr(ctx context.Context, err error, capt *wire.Capture) error {
	if pe := llm.UnreachableError(ctx, llm.ProviderGemini, err); pe != nil {
		pe.Message = llm.Scrub(oneLine(pe.Message), p.key)
		return pe
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	pe := &llm.ProviderError{Provider: llm.ProviderGemini, RetryAfter: capt.RetryAfter()}
	var apiErr genai.APIError
	if errors.As(err, &apiErr) {
		pe.StatusCode = apiErr.Code
		pe.Message = apiErr.Message
		if pe.Message == "" {
			pe.Message = apiErr.Status
		}
	} else if st := capt.Status(); st >= 400 {
		pe.StatusCode = st
		pe.Message = err.Error()
	} else {
		pe.Transport = capt.Status() == 0
		pe.Message = err.Error()
	}
	if pe.StatusCode == 0 && capt.Status() >= 400 {
		pe.StatusCode = capt.Status()
	}
	pe.Message = llm.Scrub(oneLine(pe.Message), p.key)
	return pe
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 1000 {
		s = s[:1000] + "..."
	}
	return s
}
