package docs

import (
	"context"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/pdftext"
	"github.com/repo-auditor/auditor/internal/progress"
	"github.com/repo-auditor/auditor/internal/repo"
)

// runCounted runs the detective on files with a progress tracker and
// returns its summary.
func runCounted(t *testing.T, files map[string]string) string {
	t.Helper()
	tr := progress.New()
	in := &detectives.Input{Snapshot: repo.NewMemory(files, nil), Logger: zerolog.Nop(), Progress: tr}
	if _, err := Detective.Run(context.Background(), in); err != nil {
		t.Fatalf("Run: %v", err)
	}
	return tr.Summary()
}

// TestCountPages: PDF pages are counted as the extractor reports them,
// and the pages of a PDF whose extraction stopped early are withdrawn
// from the total when it is done.
func TestCountPages(t *testing.T) {
	tests := []struct {
		name    string
		reports [][2]int // (done, total) the extractor reports
		err     error
		want    string
	}{
		{"page by page", [][2]int{{0, 3}, {1, 3}, {2, 3}, {3, 3}}, nil, "documents 2/2 · pdf pages 3/3"},
		{"memoised: at once", [][2]int{{3, 3}}, nil, "documents 2/2 · pdf pages 3/3"},
		{"stopped after page 12 of 40", [][2]int{{0, 40}, {1, 40}, {12, 40}}, pdftext.ErrCorrupt, "documents 2/2 · pdf pages 12/12"},
		{"not opened", nil, pdftext.ErrEncrypted, "documents 2/2 · pdf pages 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old := pdfExtract
			t.Cleanup(func() { pdfExtract = old })
			pdfExtract = func(ctx context.Context, data []byte) (*pdftext.Doc, error) {
				for _, r := range tt.reports {
					pdftext.PageProgress(ctx)(r[0], r[1])
				}
				if tt.err != nil {
					return nil, tt.err
				}
				return fakePDF(ctx, data)
			}
			got := runCounted(t, map[string]string{"README.md": "hi\n", "docs/a.pdf": "a\fb\fc"})
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Summary (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCountPagesOfRealPDF: the real extractor counts the pages of a real
// PDF, one by one, next to the documents read.
func TestCountPagesOfRealPDF(t *testing.T) {
	data, err := os.ReadFile("../../internal/pdftext/testdata/gen_tenpages.pdf")
	if err != nil {
		t.Fatal(err)
	}
	got := runCounted(t, map[string]string{"README.md": "hi\n", "docs/ten.pdf": string(data)})
	if want := "documents 2/2 · pdf pages 10/10"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}
