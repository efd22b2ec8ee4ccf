package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/pdftext"
)

// TestTruncatedPDFWarns: a PDF cut at pdftext's page limit is read up to
// the limit and a warning names it and the pages not checked (it used to
// be cut silently: 4,500 pages of a 5,000-page report unchecked, exit 0).
func TestTruncatedPDFWarns(t *testing.T) {
	old := pdfExtract
	defer func() { pdfExtract = old }()
	pdfExtract = func(context.Context, []byte) (*pdftext.Doc, error) {
		return &pdftext.Doc{Pages: []pdftext.Page{{Number: 1, Text: "See src/a.go."}}, PageCount: 5000, Truncated: true}, nil
	}
	var warns []string
	Extract(context.Background(), Doc{Name: "big.pdf", Format: FormatPDF, Data: []byte("%PDF-")}, Options{Manifest: tableManifest, Warn: func(m string) { warns = append(warns, m) }})
	want := []string{"big.pdf: only 1 of its 5000 pages were read (limits: 500 pages, 8 MiB of text); claims on later pages were not checked: split the PDF to check them"}
	if d := cmp.Diff(want, warns); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
}
