package docs

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestMentionCap: a document with more distinct mentions than
// MaxMentionsPerDocument reports the first ones and warns, naming it; a
// document under the cap reports all and warns nothing.
func TestMentionCap(t *testing.T) {
	for _, n := range []int{MaxMentionsPerDocument + 5, 10} {
		var b strings.Builder
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "- `src/m%d.py`\n", i)
		}
		var warns []string
		ev := Extract(context.Background(), Doc{Name: "gen/list.md", Format: FormatMarkdown, Data: []byte(b.String())},
			Options{Warn: func(m string) { warns = append(warns, m) }})
		claims := 0
		for _, e := range ev {
			if e.Class == evidence.ClassPathClaim {
				claims++
			}
		}
		want, wantWarns := min(n, MaxMentionsPerDocument), 0
		if n > MaxMentionsPerDocument {
			wantWarns = 1
		}
		if claims != want || len(warns) != wantWarns {
			t.Errorf("%d mentions: %d claims, warnings %q; want %d claims and %d warning", n, claims, warns, want, wantWarns)
		}
		if wantWarns == 1 && !strings.HasPrefix(warns[0], "gen/list.md: 10005 distinct path mentions; only the first 10000") {
			t.Errorf("warning %q does not name the document and the counts", warns[0])
		}
	}
}
