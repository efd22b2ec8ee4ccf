package llm

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"sync"
)

// Cache stores responses by key. Implementations must be safe for concurrent
// use. A Get miss is (Response{}, false, nil).
type Cache interface {
	Get(ctx context.Context, key string) (Response, bool, error)
	Put(ctx context.Context, key string, resp Response) error
}

// cacheKeyVersion changes when the key derivation changes.
const cacheKeyVersion = 1

// CacheKey is the hex sha256 of the canonical JSON of (key version, model
// name "provider/model", request). The schema is re-encoded with sorted keys
// so formatting differences do not split the cache.
func CacheKey(modelName string, req Request) string {
	if req.Schema != nil {
		s := *req.Schema
		if doc := s.Decoded(); doc != nil {
			s.JSON, _ = json.Marshal(doc)
		}
		req.Schema = &s
	}
	b, err := json.Marshal(struct {
		V       int     `json:"v"`
		Model   string  `json:"model"`
		Request Request `json:"request"`
	}{cacheKeyVersion, modelName, req})
	if err != nil { // cannot happen for these plain types
		panic("llm: cache key: " + err.Error())
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// MemoryCache is an in-process Cache.
type MemoryCache struct {
	mu sync.Mutex
	m  map[string]Response
}

// NewMemoryCache returns an empty in-memory cache.
func NewMemoryCache() *MemoryCache { return &MemoryCache{m: map[string]Response{}} }

// Get implements Cache.
func (c *MemoryCache) Get(_ context.Context, key string) (Response, bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, ok := c.m[key]
	return r, ok, nil
}

// Put implements Cache.
func (c *MemoryCache) Put(_ context.Context, key string, resp Response) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	resp.Cached = false
	c.m[key] = resp
	return nil
}

// Len is the number of entries.
func (c *MemoryCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}
