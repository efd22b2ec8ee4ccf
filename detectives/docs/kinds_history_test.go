package docs

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDeepChangelogPast: from a changelog's tenth release on, names are
// the project of their time (links aside); newer entries keep their claim
// (the aggregator weighs their history). Express-style setext release
// lines count as releases; numbered sections do not.
func TestDeepChangelogPast(t *testing.T) {
	var b strings.Builder
	for v := 12; v >= 1; v-- {
		fmt.Fprintf(&b, "4.%d.0 / 2012-01-%02d\n==================\n\n  * Added `lib/v%d.js`\n", v, v, v)
		if v == 1 {
			b.WriteString("  * See [the guide](docs/v1.md)\n")
		}
		b.WriteString("\n")
	}
	claims := Claims(context.Background(), Doc{Name: "History.md", Data: []byte(b.String())}, Options{Manifest: tableManifest})
	got := map[string]bool{}
	for _, c := range claims {
		got[c.Text] = c.Status == ""
	}
	want := map[string]bool{"docs/v1.md": true}
	for v := 12; v >= 1; v-- {
		want[fmt.Sprintf("lib/v%d.js", v)] = v > 3 // the 10th release from the top is 4.3.0
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("claims (-want +got):\n%s", diff)
	}
	if n := releaseLine("1.1 Highlights\n1.2 Added\n2.1 Highlights\n", 2); n != 0 {
		t.Errorf("numbered sections counted as releases (line %d)", n)
	}
}
