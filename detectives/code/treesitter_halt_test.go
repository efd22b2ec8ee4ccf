//go:build cgo

package code

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// haltAfter is a context whose Err turns non-nil on its n-th call: the
// parse's progress callback asks it, so a parse can be halted at any of
// its progress points.
type haltAfter struct {
	context.Context
	n, calls int
}

func (h *haltAfter) Err() error {
	if h.calls++; h.calls >= h.n {
		return context.DeadlineExceeded
	}
	return nil
}

// A parse halted at any point (a deadline) must leave the worker able to
// parse the next file. tree-sitter 0.25.0 aborts the whole process on an
// assertion when a parser halted during subtree balancing parses again.
func TestHaltedParseThenParse(t *testing.T) {
	var b strings.Builder
	for i := range 400 {
		fmt.Fprintf(&b, "def f%d(x):\n    return [x + %d for x in range(%d) if x]\n\n", i, i, i)
	}
	big, small := []byte(b.String()), []byte("def g(y):\n    return y\n")
	tp := newTreeParsers()
	defer tp.close()
	count := &haltAfter{Context: context.Background(), n: 1 << 30}
	tree, err := tp.tree(count, "python", big)
	if err != nil {
		t.Fatal(err)
	}
	tree.Close()
	deadline := time.Now().Add(20 * time.Second)
	halted := 0
	for n := 1; n <= count.calls+1 && time.Now().Before(deadline); n++ {
		tree, err := tp.tree(&haltAfter{Context: context.Background(), n: n}, "python", big)
		if err == nil {
			tree.Close()
		} else if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("halt at progress point %d: %v", n, err)
		} else {
			halted++
		}
		next, err := tp.tree(context.Background(), "python", small)
		if err != nil {
			t.Fatalf("parse after a halt at progress point %d: %v", n, err)
		}
		next.Close()
	}
	if halted == 0 {
		t.Fatalf("no parse was halted over %d progress points", count.calls)
	}
	t.Logf("%d progress points, %d halted parses, each followed by a parse", count.calls, halted)
}
