package mdparse

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/yuin/goldmark"
)

func TestFlattenDeepPrefixes(t *testing.T) {
	deep := strings.Repeat(">", MaxContainerPrefix+5) + " `a.py`\n"
	tests := []struct {
		name, src, want string
	}{
		{"short prefix kept", "> - 1. `a.py`\n", "> - 1. `a.py`\n"},
		{"deep quote flattened past the cap", deep + "next\n",
			strings.Repeat(">", MaxContainerPrefix) + strings.Repeat(" ", 5) + " `a.py`\nnext\n"},
		{"deep list, no final newline", strings.Repeat("- ", MaxContainerPrefix) + "x",
			strings.Repeat("- ", MaxContainerPrefix/2) + strings.Repeat(" ", MaxContainerPrefix) + "x"},
		{"indentation alone kept", strings.Repeat(" ", 3*MaxContainerPrefix) + "x\n", strings.Repeat(" ", 3*MaxContainerPrefix) + "x\n"},
		{"empty", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := string(flattenDeepPrefixes([]byte(tc.src)))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// deepLine is one line of n nested container markers followed by a code span.
func deepLine(marker string, n int) []byte {
	return []byte(strings.Repeat(marker, n) + " `src/b.py`\n")
}

// TestDeepContainerLineParses: a line of 300,000 nested block quotes or
// list bullets parses well within 5 s (it took goldmark minutes: the cost
// is quadratic in the depth, ~0.44 s at 40,000 '>' and over 2 minutes at
// 1,000,000).
func TestDeepContainerLineParses(t *testing.T) {
	p := goldmark.New().Parser()
	for _, marker := range []string{">", "- ", "1. "} {
		src := deepLine(marker, 300_000)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		start := time.Now()
		root, err := Parse(ctx, p, src)
		cancel()
		if err != nil || root == nil {
			t.Errorf("%q x 300,000: %v after %v, want a tree", marker, err, time.Since(start))
		}
	}
}

// BenchmarkDeepQuoteLine parses one line of 1,000,000 '>'.
func BenchmarkDeepQuoteLine(b *testing.B) {
	p := goldmark.New().Parser()
	src := deepLine(">", 1_000_000)
	for b.Loop() {
		if _, err := Parse(context.Background(), p, src); err != nil {
			b.Fatal(err)
		}
	}
}
