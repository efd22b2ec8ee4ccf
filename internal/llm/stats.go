package llm

import "sync"

// LLMStats mirrors report.LLMStats field for field, so a snapshot converts
// with a plain type conversion: report.LLMStats(client.Stats().Snapshot()).
// (This package cannot import internal/report: report imports judges, and
// the model-backed judges import llm.)
type LLMStats struct {
	Provider     string `json:"provider"`
	Model        string `json:"model"`
	Calls        int    `json:"calls"`
	CacheHits    int    `json:"cache_hits"`
	InputTokens  int    `json:"input_tokens"`
	OutputTokens int    `json:"output_tokens"`
	Retries      int    `json:"retries"`
	Fallbacks    int    `json:"fallbacks"`
}

// Stats counts model usage; safe for concurrent use.
type Stats struct {
	mu sync.Mutex
	s  LLMStats
}

// NewStats returns counters labelled with provider and model.
func NewStats(provider, model string) *Stats {
	return &Stats{s: LLMStats{Provider: provider, Model: model}}
}

// Snapshot returns the current counters.
func (s *Stats) Snapshot() LLMStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.s
}

// AddFallback records that a caller fell back to offline behaviour.
func (s *Stats) AddFallback() { s.update(func(v *LLMStats) { v.Fallbacks++ }) }

func (s *Stats) addCall(in, out int) {
	s.update(func(v *LLMStats) { v.Calls++; v.InputTokens += in; v.OutputTokens += out })
}
func (s *Stats) addCacheHit() { s.update(func(v *LLMStats) { v.CacheHits++ }) }
func (s *Stats) addRetry()    { s.update(func(v *LLMStats) { v.Retries++ }) }

func (s *Stats) update(f func(*LLMStats)) {
	s.mu.Lock()
	f(&s.s)
	s.mu.Unlock()
}
