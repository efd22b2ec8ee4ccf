package repo

import "container/list"

// cached is one resolved object.
type cached struct {
	key  cacheKey
	typ  int
	data []byte
}

type cacheKey struct {
	p   *packFile
	off uint64
}

// objectCache is a least-recently-used cache of resolved objects, bounded
// in bytes; an object larger than half the bound is not kept.
type objectCache struct {
	max, used int
	lru       *list.List // of *cached, most recent first
	at        map[cacheKey]*list.Element
}

func newObjectCache(max int) objectCache {
	return objectCache{max: max, lru: list.New(), at: map[cacheKey]*list.Element{}}
}

func (c *objectCache) get(p *packFile, off uint64) (*cached, bool) {
	el, ok := c.at[cacheKey{p, off}]
	if !ok {
		return nil, false
	}
	c.lru.MoveToFront(el)
	return el.Value.(*cached), true
}

func (c *objectCache) put(p *packFile, off uint64, typ int, data []byte) {
	k := cacheKey{p, off}
	if _, ok := c.at[k]; ok || len(data) > c.max/2 {
		return
	}
	c.at[k] = c.lru.PushFront(&cached{key: k, typ: typ, data: data})
	c.used += len(data)
	for c.used > c.max {
		old := c.lru.Remove(c.lru.Back()).(*cached)
		delete(c.at, old.key)
		c.used -= len(old.data)
	}
}
