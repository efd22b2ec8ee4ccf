package docs

import (
	"context"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRealPDF runs the real extractor (pure Go, always available) on a
// fixture of internal/pdftext whose text cites paths broken across lines
// by the layout ("src/nodes/detective" + "s.py", "judg-" + "es.py",
// "audit/" + "report_x/y.md") on two pages, and checks every claim with
// its page, line and decision.
func TestRealPDF(t *testing.T) {
	data, err := os.ReadFile("../../internal/pdftext/testdata/gen_paths.pdf")
	if err != nil {
		t.Fatal(err)
	}
	var warned []string
	claims := Claims(context.Background(), Doc{Name: "paths.pdf", Format: FormatPDF, Data: data}, Options{Warn: func(s string) { warned = append(warned, s) }})
	var got []want
	for _, c := range claims {
		got = append(got, want{Text: c.Text, Kind: c.Kind, Claim: c.Status == "", Line: c.Line, Page: c.Page})
	}
	wantClaims := []want{
		cl("src/nodes/detectives.py", prose, 2).page(1),
		cl("src/nodes/judges.py", prose, 3).page(1),
		cl("src/state.py", prose, 5).page(1),
		cl("src/graph.py", prose, 6).page(1),
		nc("audit/report_x/y.md", prose, 1).page(2), // "written to ... by the chief justice"
		cl("docs/ARCHITECTURE.md", prose, 3).page(2),
	}
	if d := cmp.Diff(wantClaims, got); d != "" {
		t.Errorf("claims of gen_paths.pdf (-want +got):\n%s\nwarnings: %v", d, warned)
	}
}
