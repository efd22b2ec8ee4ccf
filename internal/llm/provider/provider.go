// Package provider builds a model from an llm.Config: the raw provider
// (New) or the bounded, cached llm.Client the rest of the program uses
// (Open).
package provider

import (
	"context"
	"fmt"
	"io"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/llm/cache"
	"github.com/repo-auditor/auditor/internal/llm/gemini"
	"github.com/repo-auditor/auditor/internal/llm/openai"
)

// New returns the raw provider for a resolved, valid config. Provider "none"
// yields llm.ErrDisabled.
func New(ctx context.Context, cfg llm.Config) (llm.Model, error) {
	cfg = cfg.WithDefaults()
	if cfg.Provider == llm.ProviderNone {
		return nil, llm.ErrDisabled
	}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("llm config: %w", err)
	}
	switch cfg.Provider {
	case llm.ProviderGemini:
		return gemini.New(ctx, gemini.Options{APIKey: cfg.APIKey, Model: cfg.Model, BaseURL: cfg.BaseURL})
	case llm.ProviderOpenAI:
		return openai.New(openai.Options{APIKey: cfg.APIKey, Model: cfg.Model, BaseURL: cfg.BaseURL})
	}
	return nil, fmt.Errorf("llm: unknown provider %q", cfg.Provider)
}

// Client is the bounded model plus the resources it owns.
type Client struct {
	*llm.Client
	closer io.Closer
}

// Close releases the persistent cache, if any.
func (c *Client) Close() error {
	if c.closer == nil {
		return nil
	}
	return c.closer.Close()
}

// Open builds the provider and wraps it in an llm.Client with the config's
// bounds and, when cfg.CachePath is set, the SQLite cache. log may be nil.
func Open(ctx context.Context, cfg llm.Config, log *zerolog.Logger) (*Client, error) {
	cfg = cfg.WithDefaults()
	m, err := New(ctx, cfg)
	if err != nil {
		return nil, err
	}
	opts := llm.OptionsFromConfig(cfg)
	opts.Logger = log
	out := &Client{}
	if cfg.CachePath != "" {
		c, err := cache.Open(ctx, cfg.CachePath)
		if err != nil {
			return nil, err
		}
		opts.Cache, out.closer = c, c
	}
	out.Client = llm.New(m, opts)
	return out, nil
}
