package pdftext

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// step is one report of a page progress function.
type step struct{ Done, Total int }

// extractSteps extracts a fixture and returns what it reported.
func extractSteps(t *testing.T, name string) []step {
	t.Helper()
	var got []step
	ctx := WithPageProgress(context.Background(), func(done, total int) { got = append(got, step{done, total}) })
	if _, err := Extract(ctx, fixture(t, name)); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestPageProgress: extraction reports page by page, a memoised document
// at once, a capped one up to the cap.
func TestPageProgress(t *testing.T) {
	defaultCache.reset()
	t.Cleanup(defaultCache.reset)
	var pages []step
	for i := range 11 {
		pages = append(pages, step{i, 10})
	}
	if diff := cmp.Diff(pages, extractSteps(t, "gen_tenpages.pdf")); diff != "" {
		t.Errorf("first extraction (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]step{{10, 10}}, extractSteps(t, "gen_tenpages.pdf")); diff != "" {
		t.Errorf("memoised (-want +got):\n%s", diff)
	}

	defaultCache.reset()
	old := maxPages
	maxPages = 3
	t.Cleanup(func() { maxPages = old })
	if diff := cmp.Diff([]step{{0, 3}, {1, 3}, {2, 3}, {3, 3}}, extractSteps(t, "gen_tenpages.pdf")); diff != "" {
		t.Errorf("capped at 3 pages (-want +got):\n%s", diff)
	}
}

// TestNoPageProgress: without WithPageProgress nothing is reported and
// nothing breaks.
func TestNoPageProgress(t *testing.T) {
	PageProgress(context.Background())(1, 2)
	if _, err := Extract(context.Background(), fixture(t, "gen_tenpages.pdf")); err != nil {
		t.Fatal(err)
	}
}
