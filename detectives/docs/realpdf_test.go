package docs

import (
	"context"
	"os"
	"testing"
)

// TestRealPDF runs the real extractor on a fixture of internal/pdftext
// whose text cites paths broken across lines; it is skipped when the
// extractor is unavailable on this machine.
func TestRealPDF(t *testing.T) {
	data, err := os.ReadFile("../../internal/pdftext/testdata/gen_paths.pdf")
	if err != nil {
		t.Skip("fixture not present:", err)
	}
	var warned []string
	claims := Claims(context.Background(), Doc{Name: "paths.pdf", Format: FormatPDF, Data: data}, Options{Warn: func(s string) { warned = append(warned, s) }})
	if len(claims) == 0 {
		t.Skipf("no claims extracted (extractor unavailable?) warnings=%v", warned)
	}
	for _, c := range claims {
		if c.Page < 1 || c.Line < 1 {
			t.Errorf("claim %q without page/line: %+v", c.Text, c)
		}
		t.Logf("p%d l%d %s %q %s", c.Page, c.Line, c.Kind, c.Text, c.Status)
	}
}
