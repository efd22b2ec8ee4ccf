//go:build !cgo

package code

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNoCgo checks that a build without cgo still parses Go and records
// one clear CODE_PARSER_UNAVAILABLE evidence for the Python files.
func TestNoCgo(t *testing.T) {
	evs, _ := collect(t, fixture(t, "langgraph"), Limits{})
	want := []string{"Python parsing not available in this build (built without cgo): 8 Python files were not parsed"}
	if diff := cmp.Diff(want, contents(evs, ClassParserUnavailable)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if got := contents(evs, ClassGraph); len(got) != 0 {
		t.Errorf("graph evidence without a Python parser: %q", got)
	}
	evs, _ = collect(t, fixture(t, "tsapp"), Limits{})
	want = []string{"Python parsing not available in this build (built without cgo): 1 JavaScript and 2 TypeScript files were not parsed"}
	if diff := cmp.Diff(want, contents(evs, ClassParserUnavailable)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
