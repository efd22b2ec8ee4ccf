package repo

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cacheOp is one step of an objectCache test: a put of size bytes at off,
// or (size < 0) a get of off.
type cacheOp struct {
	off  uint64
	size int
}

// TestObjectCacheLRU checks the cache keeps the most recently used objects
// within its byte bound, in recency order, whatever order the puts and
// gets come in, and that evicted slots are reused.
func TestObjectCacheLRU(t *testing.T) {
	get := func(off uint64) cacheOp { return cacheOp{off: off, size: -1} }
	tests := []struct {
		name  string
		max   int
		ops   []cacheOp
		want  []uint64 // offsets held, most recent first
		slots int      // slots allocated
	}{
		{"empty", 10, nil, nil, 0},
		{"fits", 10, []cacheOp{{1, 3}, {2, 3}, {3, 3}}, []uint64{3, 2, 1}, 3},
		{"evicts the oldest", 10, []cacheOp{{1, 4}, {2, 4}, {3, 4}}, []uint64{3, 2}, 3},
		{"a get refreshes", 10, []cacheOp{{1, 4}, {2, 4}, get(1), {3, 4}}, []uint64{3, 1}, 3},
		{"a get of the front", 10, []cacheOp{{1, 4}, {2, 4}, get(2), {3, 4}}, []uint64{3, 2}, 3},
		{"a get of a missing object", 10, []cacheOp{{1, 4}, get(9)}, []uint64{1}, 1},
		{"over half the bound is not kept", 10, []cacheOp{{1, 4}, {2, 6}}, []uint64{1}, 1},
		{"a second put keeps the first", 10, []cacheOp{{1, 4}, {2, 4}, {1, 5}}, []uint64{2, 1}, 2},
		{"evicted slots are reused", 4, []cacheOp{{1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 2}}, []uint64{6, 5}, 3},
		{"several evicted at once", 10, []cacheOp{{1, 2}, {2, 2}, {3, 2}, {4, 4}, {5, 5}}, []uint64{5, 4}, 5},
	}
	p := &packFile{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newObjectCache(tt.max)
			for _, op := range tt.ops {
				if op.size < 0 {
					c.get(p, op.off)
					continue
				}
				c.put(p, op.off, packTree, make([]byte, op.size))
			}
			if diff := cmp.Diff(tt.want, held(t, &c, p)); diff != "" {
				t.Errorf("held (-want +got):\n%s", diff)
			}
			if len(c.slots) != tt.slots {
				t.Errorf("%d slots, want %d", len(c.slots), tt.slots)
			}
		})
	}
}

// held lists c's offsets from most to least recently used, checking the
// links both ways, the index and the byte count against the list.
func held(t *testing.T, c *objectCache, p *packFile) []uint64 {
	t.Helper()
	var fwd, back []uint64
	used := 0
	for i := c.front; i >= 0; i = c.slots[i].old {
		s := c.slots[i]
		fwd = append(fwd, s.key.off)
		used += len(s.data)
		if j, ok := c.at[s.key]; !ok || j != i {
			t.Errorf("index of %d: %d, %v; want %d", s.key.off, j, ok, i)
		}
	}
	for _, off := range fwd { // oldest last: gets in this order reverse it
		if typ, _, ok := c.get(&packFile{}, off); ok || typ != 0 {
			t.Errorf("get %d of another pack: %d, %v", off, typ, ok)
		}
		if typ, _, ok := c.get(p, off); !ok || typ != packTree {
			t.Errorf("get %d: %d, %v", off, typ, ok)
		}
	}
	// the gets above reversed the order; read it again from the back
	for i := c.back; i >= 0; i = c.slots[i].newer {
		back = append(back, c.slots[i].key.off)
	}
	if len(c.at) != len(fwd) || used != c.used || used > c.max {
		t.Errorf("index of %d, %d bytes counted, %d listed (bound %d)", len(c.at), c.used, used, c.max)
	}
	if diff := cmp.Diff(fwd, back); diff != "" { // back to front = the order of the gets
		t.Errorf("order after gets from the back (-want +got):\n%s", diff)
	}
	return fwd
}
