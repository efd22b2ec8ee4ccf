package docs

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// manyHeadings is a Markdown document of n level-2 headings (no level-2
// heading encloses another, the worst case of the enclosing-title search).
func manyHeadings(n int) []byte {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, "## part %d\n", i)
	}
	return []byte(sb.String())
}

// TestManyHeadingsLinear: 200,000 headings take well under the time a
// quadratic search of the enclosing heading needed (2e10 steps, 24 s).
// Timing only means something without the race detector.
func TestManyHeadingsLinear(t *testing.T) {
	if slowdown > 1 || testing.Short() {
		t.Skip("a timing bound")
	}
	doc := manyHeadings(200_000)
	start := time.Now()
	Extract(context.Background(), Doc{Name: "h.md", Format: FormatMarkdown, Data: doc}, Options{Manifest: tableManifest})
	if took := time.Since(start); took > 8*time.Second {
		t.Fatalf("200,000 headings took %v", took)
	}
}

// TestHeadingTitles: a heading's section title is its nearest enclosing
// heading of level 2 or more, the document title (level 1) left out.
func TestHeadingTitles(t *testing.T) {
	c := &collector{}
	for i, h := range []struct {
		level int
		text  string
	}{{1, "doc"}, {2, "plan"}, {4, "deep"}, {3, "mid"}, {1, "again"}, {3, "later"}, {2, "next"}, {2, "flat"}} {
		c.heading(i, h.level, h.text)
	}
	var got []string
	for _, s := range c.sections {
		got = append(got, s.title)
	}
	want := []string{"doc", "plan", "plan / deep", "plan / mid", "again", "plan / later", "next", "flat"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("titles (-want +got):\n%s", d)
	}
}

// BenchmarkManyHeadings: n level-2 headings.
func BenchmarkManyHeadings(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		doc := manyHeadings(n)
		b.Run(fmt.Sprintf("%dheadings", n), func(b *testing.B) {
			b.SetBytes(int64(len(doc)))
			for b.Loop() {
				Extract(context.Background(), Doc{Name: "h.md", Format: FormatMarkdown, Data: doc}, Options{Manifest: tableManifest})
			}
		})
	}
}
