package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/internal/llm"
)

// Budget defaults when neither flag, environment nor config sets one: an
// audit with the default rubric needs about a dozen calls, so these only
// stop a runaway.
const (
	DefaultMaxLLMCalls  = 60
	DefaultMaxLLMTokens = 400_000
)

// ToolConfigFile is the tool configuration read from the working directory
// (or --config). It is the user's file, not the audited repository's: the
// audited repository's .auditor.yaml only contributes its ignore list and
// document exclusions.
const ToolConfigFile = ".auditor.yaml"

// fileConfig is the `llm:` section of the tool configuration. Base URLs and
// API keys are deliberately not accepted here: a configuration file that
// travels with a checkout must not be able to send the key elsewhere. They
// come from the environment (or .env) only.
type fileConfig struct {
	LLM struct {
		Provider    string `yaml:"provider"`
		Model       string `yaml:"model"`
		Cache       string `yaml:"cache"`
		Timeout     string `yaml:"timeout"`
		MaxCalls    int    `yaml:"max_calls"`
		MaxTokens   int    `yaml:"max_tokens"`
		Concurrency int    `yaml:"concurrency"`
	} `yaml:"llm"`
	// The repository configuration's keys (ignore, documents, claims) are
	// accepted so that one file can serve both roles.
	audit.RepoConfig `yaml:",inline"`
}

// readToolConfig reads the tool configuration: path when given (it must
// exist), else ToolConfigFile in the working directory if present.
func readToolConfig(path string) (llm.Config, error) {
	explicit := path != ""
	if !explicit {
		path = ToolConfigFile
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && !explicit {
		return llm.Config{}, nil
	}
	if err != nil {
		return llm.Config{}, fmt.Errorf("--config %s: %v", path, err)
	}
	var fc fileConfig
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&fc); err != nil && !errors.Is(err, io.EOF) {
		msg := unknownFieldRE.ReplaceAllString(err.Error(), "unknown key $1")
		return llm.Config{}, fmt.Errorf("%s: %s (llm: accepts provider, model, cache, timeout, max_calls, max_tokens, concurrency; API keys and base URLs come from the environment)", path, msg)
	}
	c := llm.Config{Provider: fc.LLM.Provider, Model: fc.LLM.Model, CachePath: fc.LLM.Cache,
		MaxCalls: fc.LLM.MaxCalls, MaxTokens: fc.LLM.MaxTokens, Concurrency: fc.LLM.Concurrency}
	if fc.LLM.Timeout != "" {
		d, err := time.ParseDuration(fc.LLM.Timeout)
		if err != nil || d <= 0 {
			return llm.Config{}, fmt.Errorf("%s: llm.timeout %q: use a Go duration such as 90s", path, fc.LLM.Timeout)
		}
		c.Timeout = d
	}
	if c.MaxCalls < 0 || c.MaxTokens < 0 || c.Concurrency < 0 {
		return llm.Config{}, fmt.Errorf("%s: llm.max_calls, max_tokens and concurrency must not be negative", path)
	}
	return c, nil
}

// unknownFieldRE rewrites the YAML decoder's "field x not found in type
// struct {...}" into words a user can act on.
var unknownFieldRE = regexp.MustCompile(`field (\S+) not found in type struct \{[^\n]*\}`)

// resolveLLMConfig layers the model configuration: flags > environment
// (the process environment, then a .env file in the working directory) >
// the tool configuration file > defaults. It resolves provider auto and
// validates the result; errors are usage errors naming what to fix.
// A .env file that cannot be parsed is reported through warn and ignored:
// it must not stop an offline audit.
func (l *llmFlags) resolveLLMConfig(getenv func(string) string, warn func(string)) (llm.Config, error) {
	file, err := readToolConfig(l.config)
	switch {
	case err != nil && l.config != "":
		return llm.Config{}, usageError{err}
	case err != nil: // the working directory's file may be the audited repository's own
		warn(fmt.Sprintf("ignoring the llm settings of %s: %v", ToolConfigFile, err))
		file = llm.Config{}
	}
	dot, err := llm.LoadDotEnv(".env")
	if err != nil {
		warn(fmt.Sprintf("ignoring .env in the working directory: %v", err))
		dot = map[string]string{}
	}
	getenv = llm.WithDotEnv(getenv, dot)
	env := llm.ConfigFromEnvRaw(getenv)
	c := file
	overlay(&c, env)
	overlay(&c, llm.Config{Provider: l.providerFlag(), Model: l.model, CachePath: l.cache,
		MaxCalls: l.maxCalls, MaxTokens: l.maxTokens, Timeout: l.timeout})
	c = c.Resolve(getenv)
	if c.MaxCalls == 0 {
		c.MaxCalls = DefaultMaxLLMCalls
	}
	if c.MaxTokens == 0 {
		c.MaxTokens = DefaultMaxLLMTokens
	}
	if err := c.Validate(); err != nil {
		return llm.Config{}, usagef("--llm %s: %v", c.Provider, err)
	}
	return c, nil
}

// providerFlag is the --llm value when it was given explicitly ("" lets
// the environment and the config file decide).
func (l *llmFlags) providerFlag() string {
	if l.fs != nil && l.fs.Changed("llm") {
		return l.provider
	}
	return ""
}

// overlay copies the non-zero fields of top onto c.
func overlay(c *llm.Config, top llm.Config) {
	str := func(dst *string, v string) {
		if v != "" {
			*dst = v
		}
	}
	num := func(dst *int, v int) {
		if v > 0 {
			*dst = v
		}
	}
	str(&c.Provider, top.Provider)
	str(&c.Model, top.Model)
	str(&c.CachePath, top.CachePath)
	str(&c.APIKey, top.APIKey)
	str(&c.BaseURL, top.BaseURL)
	num(&c.MaxCalls, top.MaxCalls)
	num(&c.MaxTokens, top.MaxTokens)
	num(&c.Concurrency, top.Concurrency)
	num(&c.MaxAttempts, top.MaxAttempts)
	if top.Timeout > 0 {
		c.Timeout = top.Timeout
	}
}
