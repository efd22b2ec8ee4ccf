package repo

// cached is one resolved object, a slot of an objectCache: its links to
// the next more and less recently used slots are slot indexes (-1: none).
type cached struct {
	key        cacheKey
	typ        int
	data       []byte
	newer, old int32
}

type cacheKey struct {
	p   *packFile
	off uint64
}

// objectCache is a least-recently-used cache of resolved objects, bounded
// in bytes; an object larger than half the bound is not kept. Its slots
// live in one slice, linked by index, and evicted slots are reused, so
// that a put allocates nothing once the cache is warm (a walk of
// golang/tools puts ~60,000 trees and deltas; a list element and a boxed
// entry a put cost it 4% of its CPU).
type objectCache struct {
	max, used   int
	slots       []cached
	front, back int32   // most and least recently used slot, -1: empty
	free        []int32 // evicted slots
	at          map[cacheKey]int32
}

func newObjectCache(max int) objectCache {
	return objectCache{max: max, front: -1, back: -1, at: map[cacheKey]int32{}}
}

// get returns the type and content of the object at off of p, and marks
// it most recently used.
func (c *objectCache) get(p *packFile, off uint64) (typ int, data []byte, ok bool) {
	i, ok := c.at[cacheKey{p, off}]
	if !ok {
		return 0, nil, false
	}
	c.unlink(i)
	c.pushFront(i)
	return c.slots[i].typ, c.slots[i].data, true
}

// put keeps data as the object at off of p, most recently used, evicting
// the least recently used objects over the bound; an object already
// cached, or larger than half the bound, is not kept.
func (c *objectCache) put(p *packFile, off uint64, typ int, data []byte) {
	k := cacheKey{p, off}
	if _, ok := c.at[k]; ok || len(data) > c.max/2 {
		return
	}
	var i int32
	if n := len(c.free); n > 0 {
		i, c.free = c.free[n-1], c.free[:n-1]
	} else {
		i = int32(len(c.slots))
		c.slots = append(c.slots, cached{})
	}
	c.slots[i] = cached{key: k, typ: typ, data: data}
	c.at[k] = i
	c.pushFront(i)
	c.used += len(data)
	for c.used > c.max {
		c.evict(c.back)
	}
}

// evict drops slot i and frees it for reuse.
func (c *objectCache) evict(i int32) {
	s := &c.slots[i]
	c.unlink(i)
	delete(c.at, s.key)
	c.used -= len(s.data)
	*s = cached{}
	c.free = append(c.free, i)
}

// pushFront links slot i (unlinked) as the most recently used.
func (c *objectCache) pushFront(i int32) {
	s := &c.slots[i]
	s.newer, s.old = -1, c.front
	if c.front >= 0 {
		c.slots[c.front].newer = i
	}
	c.front = i
	if c.back < 0 {
		c.back = i
	}
}

// unlink takes slot i out of the recency order.
func (c *objectCache) unlink(i int32) {
	s := &c.slots[i]
	if s.newer >= 0 {
		c.slots[s.newer].old = s.old
	} else {
		c.front = s.old
	}
	if s.old >= 0 {
		c.slots[s.old].newer = s.newer
	} else {
		c.back = s.newer
	}
	s.newer, s.old = -1, -1
}
