package docs

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestParseStopsAtDeadline: a deadline 30 ms into the reading of a 23 MB
// document ends its extraction within 2 seconds (about 0.2 s measured; 12.5
// s when the Markdown parse ignored the context and the tree it built was
// walked for anchors and code), with the document recorded as not
// extracted; a context already done skips it (µs; 11.7 s before).
// TestParse (internal/mdparse) checks a deadline inside the parse itself.
func TestParseStopsAtDeadline(t *testing.T) {
	doc := Doc{Name: "h.md", Format: FormatMarkdown, Data: manyHeadings(1_500_000)}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for name, ctx := range map[string]context.Context{"done before": done, "deadline while reading": nil} {
		if ctx == nil {
			var stop context.CancelFunc
			ctx, stop = context.WithTimeout(context.Background(), 30*time.Millisecond)
			defer stop()
		}
		var warns []string
		start := time.Now()
		ev := Extract(ctx, doc, Options{Warn: func(m string) { warns = append(warns, m) }})
		took := time.Since(start)
		t.Logf("%s: %v", name, took)
		if limit := 2 * time.Second * time.Duration(slowdown); took > limit {
			t.Errorf("%s: extraction took %v, want within %v", name, took, limit)
		}
		if len(ev) == 0 || ev[0].Class != evidence.ClassDocument || ev[0].Found {
			t.Errorf("%s: first evidence %+v, want a DOCUMENT not found", name, ev[0])
		}
		if len(warns) != 1 || !strings.Contains(warns[0], "h.md: text could not be extracted: context") {
			t.Errorf("%s: warnings %q, want one naming the document and the context", name, warns)
		}
	}
}
