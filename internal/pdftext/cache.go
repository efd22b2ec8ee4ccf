package pdftext

import (
	"crypto/sha256"
	"sync"
)

// Bounds of the memo of extracted documents (oldest evicted first).
const (
	cacheEntries = 16
	cacheBytes   = 64 << 20 // total page text and image data held
)

type cache struct {
	mu    sync.Mutex
	order [][sha256.Size]byte
	docs  map[[sha256.Size]byte]*Doc
	bytes int
}

// textSize is the memory accounted to d in the cache: page text and
// image data.
func textSize(d *Doc) int {
	n := 0
	for _, p := range d.Pages {
		n += len(p.Text)
		for _, im := range p.Images {
			n += len(im.Data)
		}
	}
	return n
}

var defaultCache = &cache{docs: map[[sha256.Size]byte]*Doc{}}

func cacheKey(data []byte) [sha256.Size]byte { return sha256.Sum256(data) }

// get returns a private copy of a memoised document.
func (c *cache) get(k [sha256.Size]byte) (*Doc, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	d, ok := c.docs[k]
	if !ok {
		return nil, false
	}
	return d.clone(), true
}

// put memoises a copy of d, evicting the oldest entries to stay within
// cacheEntries and cacheBytes. A document larger than cacheBytes is not
// kept.
func (c *cache) put(k [sha256.Size]byte, d *Doc) {
	c.mu.Lock()
	defer c.mu.Unlock()
	size := textSize(d)
	if _, ok := c.docs[k]; ok || size > cacheBytes {
		return
	}
	for len(c.order) > 0 && (len(c.order) >= cacheEntries || c.bytes+size > cacheBytes) {
		c.bytes -= textSize(c.docs[c.order[0]])
		delete(c.docs, c.order[0])
		c.order = c.order[1:]
	}
	c.order = append(c.order, k)
	c.docs[k] = d.clone()
	c.bytes += size
}

// reset empties the cache (tests and benchmarks).
func (c *cache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.order = nil
	c.docs = map[[sha256.Size]byte]*Doc{}
	c.bytes = 0
}
