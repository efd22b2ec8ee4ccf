package docs

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

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

// TestBudgetKeepsFirstMentions: on a document of 5 times the cap's
// distinct mentions (headings, list items and prose, read in two passes),
// reading holds at most four times the cap's mentions (it held all
// 55,000 before the budget), and reports the same first mentions, the
// same way, as reading everything and capping afterwards.
func TestBudgetKeepsFirstMentions(t *testing.T) {
	if testing.Short() || slowdown > 1 {
		t.Skip("reads a 1.5 MiB document three times (minutes under the race detector; no concurrency to check)")
	}
	doc := Doc{Name: "gen/dense.md", Format: FormatMarkdown, Data: denseDocument(3 << 19)}
	res := read(context.Background(), doc, Options{Manifest: tableManifest})
	if held := len(res.mentions); held > 4*MaxMentionsPerDocument {
		t.Errorf("read held %d mentions, want at most %d", held, 4*MaxMentionsPerDocument)
	}
	claims := func() ([]evidence.Claim, []string) {
		var warns []string
		ev := Extract(context.Background(), doc, Options{Manifest: tableManifest, Warn: func(m string) { warns = append(warns, m) }})
		var cs []evidence.Claim
		for _, e := range ev {
			if e.Claim != nil {
				cs = append(cs, *e.Claim)
			}
		}
		return cs, warns
	}
	got, gotWarns := claims()
	defer func(b int) { mentionBudget = b }(mentionBudget)
	mentionBudget = 0
	want, wantWarns := claims()
	if len(got) != MaxMentionsPerDocument {
		t.Errorf("%d claims, want %d", len(got), MaxMentionsPerDocument)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("claims with the budget (-without +with):\n%s", d)
	}
	if d := cmp.Diff(wantWarns, gotWarns); d != "" {
		t.Errorf("warnings (-without +with):\n%s", d)
	}
}
