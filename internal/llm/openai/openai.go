// Package openai is the provider for OpenAI and OpenAI-compatible servers
// (Ollama at http://localhost:11434/v1, vLLM, llama.cpp) through
// github.com/openai/openai-go/v3 chat completions. The SDK's own retries are
// off: retries, timeouts and budgets belong to llm.Client.
//
// Structured output is requested as response_format json_schema. A server
// that rejects it (HTTP 400 mentioning response_format or json_schema) is
// remembered per Provider and asked again with json_object, then with no
// response_format at all; in both fallback modes the schema is spelled out
// in the system instructions.
package openai

import (
	"context"
	"encoding/base64"
	"errors"
	"net/http"
	"strings"
	"sync/atomic"

	oai "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/llm/internal/wire"
)

// Options configure the provider.
type Options struct {
	APIKey  string // optional for local servers
	Model   string // e.g. llm.DefaultOpenAIModel, llm.DefaultOllamaModel
	BaseURL string // "" = https://api.openai.com/v1/
	// HTTPClient overrides the default client (tests); nil = wire.NewClient().
	HTTPClient *http.Client
}

// Structured-output modes, in fallback order.
const (
	modeJSONSchema int32 = iota
	modeJSONObject
	modeInstructions
)

// Provider implements llm.Model for OpenAI-compatible chat completions.
type Provider struct {
	client oai.Client
	model  string
	key    string
	// legacyMaxTokens: send max_tokens (compatible servers) instead of
	// max_completion_tokens (api.openai.com).
	legacyMaxTokens bool
	mode            atomic.Int32
}

// New builds the provider. It makes no network call.
func New(o Options) (*Provider, error) {
	if o.Model == "" {
		o.Model = llm.DefaultOpenAIModel
	}
	if o.APIKey == "" && o.BaseURL == "" {
		return nil, errors.New("openai: OPENAI_API_KEY required for api.openai.com (or set OPENAI_BASE_URL for a local server)")
	}
	hc := o.HTTPClient
	if hc == nil {
		hc = wire.NewClient()
	}
	opts := []option.RequestOption{option.WithHTTPClient(hc), option.WithMaxRetries(0), option.WithAPIKey(o.APIKey)}
	if o.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(o.BaseURL))
	}
	return &Provider{
		client:          oai.NewClient(opts...),
		model:           o.Model,
		key:             o.APIKey,
		legacyMaxTokens: o.BaseURL != "" && !strings.Contains(o.BaseURL, "api.openai.com"),
	}, nil
}

// Name implements llm.Model.
func (p *Provider) Name() string { return llm.ProviderOpenAI + "/" + p.model }

// Generate implements llm.Model. Normally one HTTP request; up to three when
// the server rejects the structured-output format (the fallback is then
// remembered).
func (p *Provider) Generate(ctx context.Context, req llm.Request) (llm.Response, error) {
	for {
		mode := p.mode.Load()
		cctx, capt := wire.WithCapture(ctx)
		resp, err := p.client.Chat.Completions.New(cctx, p.params(req, mode))
		if err == nil {
			return p.response(resp)
		}
		pe := p.convertErr(ctx, err, capt)
		if req.Schema != nil && mode < modeInstructions && rejectsFormat(pe, capt) {
			p.mode.CompareAndSwap(mode, mode+1)
			continue
		}
		return llm.Response{}, pe
	}
}

func (p *Provider) response(resp *oai.ChatCompletion) (llm.Response, error) {
	if len(resp.Choices) == 0 {
		return llm.Response{}, &llm.ProviderError{Provider: llm.ProviderOpenAI, Message: "empty answer: no choices"}
	}
	msg := resp.Choices[0].Message
	if msg.Content == "" {
		reason := "empty answer (finish reason " + string(resp.Choices[0].FinishReason) + ")"
		if msg.Refusal != "" {
			reason = "model refused: " + oneLine(msg.Refusal)
		}
		return llm.Response{}, &llm.ProviderError{Provider: llm.ProviderOpenAI, Message: reason}
	}
	out := llm.Response{
		Text:         msg.Content,
		InputTokens:  int(resp.Usage.PromptTokens),
		OutputTokens: int(resp.Usage.CompletionTokens),
		Model:        p.model,
	}
	if resp.Model != "" {
		out.Model = resp.Model
	}
	return out, nil
}

func (p *Provider) params(req llm.Request, mode int32) oai.ChatCompletionNewParams {
	system := req.System
	if req.Schema != nil && mode != modeJSONSchema {
		system = strings.TrimSpace(system + "\n\nRespond with only one JSON object (no prose, no code fences) that matches this JSON Schema:\n" + string(req.Schema.JSON))
	}
	msgs := make([]oai.ChatCompletionMessageParamUnion, 0, len(req.Messages)+1)
	if system != "" {
		msgs = append(msgs, oai.SystemMessage(system))
	}
	imagesDone := false
	for _, m := range req.Messages {
		switch {
		case m.Role == llm.RoleAssistant:
			msgs = append(msgs, oai.AssistantMessage(m.Text))
		case !imagesDone && len(req.Images) > 0:
			msgs = append(msgs, oai.UserMessage(withImages(m.Text, req.Images)))
			imagesDone = true
		default:
			msgs = append(msgs, oai.UserMessage(m.Text))
			imagesDone = true
		}
	}
	params := oai.ChatCompletionNewParams{
		Model:       p.model,
		Messages:    msgs,
		Temperature: oai.Float(req.Temperature),
	}
	if req.MaxOutputTokens > 0 {
		if p.legacyMaxTokens {
			params.MaxTokens = oai.Int(int64(req.MaxOutputTokens))
		} else {
			params.MaxCompletionTokens = oai.Int(int64(req.MaxOutputTokens))
		}
	}
	if req.Schema != nil {
		switch mode {
		case modeJSONSchema:
			js := shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: req.Schema.Name, Schema: req.Schema.Decoded()}
			js.Strict = oai.Bool(req.Schema.Strict)
			params.ResponseFormat.OfJSONSchema = &shared.ResponseFormatJSONSchemaParam{JSONSchema: js}
		case modeJSONObject:
			params.ResponseFormat.OfJSONObject = &shared.ResponseFormatJSONObjectParam{}
		}
	}
	return params
}

func withImages(text string, images []llm.Image) []oai.ChatCompletionContentPartUnionParam {
	parts := []oai.ChatCompletionContentPartUnionParam{oai.TextContentPart(text)}
	for _, im := range images {
		url := "data:" + im.MIME + ";base64," + base64.StdEncoding.EncodeToString(im.Data)
		parts = append(parts, oai.ImageContentPart(oai.ChatCompletionContentPartImageImageURLParam{URL: url}))
	}
	return parts
}

// rejectsFormat: a 400 whose message or body names the response format.
func rejectsFormat(err error, capt *wire.Capture) bool {
	var pe *llm.ProviderError
	if !errors.As(err, &pe) || (pe.StatusCode != 400 && pe.StatusCode != 422) {
		return false
	}
	text := strings.ToLower(pe.Message + " " + capt.ErrorBody())
	return strings.Contains(text, "response_format") || strings.Contains(text, "json_schema")
}

// convertErr turns an SDK error into a scrubbed *llm.ProviderError, or the
// context's error when the call was cancelled or timed out.
func (p *Provider) convertErr(ctx context.Context, err error, capt *wire.Capture) error {
	if pe := llm.UnreachableError(ctx, llm.ProviderOpenAI, err); pe != nil {
		pe.Message = llm.Scrub(oneLine(pe.Message), p.key)
		return pe
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	pe := &llm.ProviderError{Provider: llm.ProviderOpenAI, RetryAfter: capt.RetryAfter(), StatusCode: capt.Status()}
	var apiErr *oai.Error
	switch {
	case errors.As(err, &apiErr):
		pe.StatusCode = apiErr.StatusCode
		pe.Message = apiErr.Message
		if pe.Message == "" {
			pe.Message = capt.ErrorBody()
		}
		if pe.Message == "" {
			pe.Message = apiErr.Error()
		}
	case pe.StatusCode >= 400:
		pe.Message = capt.ErrorBody()
	default:
		pe.StatusCode = 0
		pe.Transport = capt.Status() == 0
		pe.Message = err.Error()
	}
	pe.Message = llm.Scrub(oneLine(pe.Message), p.key)
	return pe
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 1000 {
		s = strings.ToValidUTF8(s[:1000], "") + "..."
	}
	return s
}
