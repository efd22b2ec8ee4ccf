//go:build cgo

package code

import (
	"context"
	"runtime"
	"testing"
)

type leakKey struct{}

// Parsing many files must not keep their contexts alive:
// go-tree-sitter v0.25.0 never releases a ParseWithOptions' options, so
// options made per parse (capturing the parse's context) leaked every
// context chain, and a batch's memory grew with its cohort.
func TestTreeParseKeepsNoContext(t *testing.T) {
	tp := newTreeParsers()
	defer tp.close()
	src := []byte("def f(x):\n    return x + 1\n")
	const parses, payload = 200, 64 << 10
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range parses {
		ctx, cancel := context.WithCancel(context.WithValue(context.Background(), leakKey{}, make([]byte, payload)))
		tree, err := tp.tree(ctx, "python", src)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		tree.Close()
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if grown := int64(after.HeapAlloc) - int64(before.HeapAlloc); grown > parses*payload/4 {
		t.Errorf("heap grew %d bytes over %d parses (each context holds %d bytes): the parses' contexts are kept alive", grown, parses, payload)
	}
}
