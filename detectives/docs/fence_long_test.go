package docs

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkLongFenceLine: one fenced line of n distinct paths.
func BenchmarkLongFenceLine(b *testing.B) {
	for _, n := range []int{1000, 4000} {
		var sb strings.Builder
		sb.WriteString("```\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&sb, "src/p%d/a.go ", i)
		}
		sb.WriteString("\n```\n")
		doc := []byte(sb.String())
		b.Run(fmt.Sprintf("%dpaths", n), func(b *testing.B) {
			b.SetBytes(int64(len(doc)))
			for b.Loop() {
				Extract(context.Background(), Doc{Name: "f.md", Format: FormatMarkdown, Data: doc}, Options{Manifest: tableManifest})
			}
		})
	}
}
