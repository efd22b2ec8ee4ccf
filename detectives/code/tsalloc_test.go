//go:build cgo

package code

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkTreeSitterParse parses a 2,000-function Python file (about
// 90 KB) with a worker's tree-sitter parser.
func BenchmarkTreeSitterParse(b *testing.B) {
	var sb strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&sb, "def f%d(x, y=%d):\n    return [v * y for v in x if v > %d]\n\n", i, i, i)
	}
	src := []byte(sb.String())
	tp := newTreeParsers()
	defer tp.close()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		tree, err := tp.tree(context.Background(), "python", src)
		if err != nil {
			b.Fatal(err)
		}
		tree.Close()
	}
}
