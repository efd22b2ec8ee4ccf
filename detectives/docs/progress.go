package docs

import (
	"context"

	"github.com/repo-auditor/auditor/internal/pdftext"
	"github.com/repo-auditor/auditor/internal/progress"
)

// Progress counter names.
const (
	countDocuments = "documents"
	countPDFPages  = "pdf pages"
)

// countRead tells t that one document was read. A nil t counts nothing.
func countRead(t *progress.Tracker) {
	t.Done(countDocuments, 1)
}

// countPages returns a context under which a PDF's extraction counts its
// pages on t as it reads them ("pdf pages 12/40": the total grows by
// each PDF's page count when it is opened), and a settle function to
// call when the document is done: it withdraws the pages announced but
// not read (extraction stopped early), so that done meets total. A nil
// t returns ctx and a settle that does nothing. The counter shows from
// the start, at 0 while the PDF engine starts (seconds on first use).
func countPages(ctx context.Context, t *progress.Tracker) (context.Context, func()) {
	if t == nil {
		return ctx, func() {}
	}
	t.Start(countPDFPages)
	var done, total int // of this document; Extract reports on one goroutine
	ctx = pdftext.WithPageProgress(ctx, func(d, n int) {
		t.Expect(countPDFPages, n-total)
		t.Done(countPDFPages, d-done)
		done, total = d, n
	})
	return ctx, func() { t.Expect(countPDFPages, done-total) }
}
