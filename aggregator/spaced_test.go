package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestSpacedTail: the tail word of a tracked name with spaces resolves to
// it when the whole name is written out; alone, it stays missing.
func TestSpacedTail(t *testing.T) {
	files := []string{"TRP1 Challenge Week 2_ The Automaton Auditor.md", "specs/spec.md"}
	tests := []struct {
		line string
		want evidence.ClaimStatus
	}{
		{"Source: TRP1 Challenge Week 2_ The Automaton Auditor.md (the brief)", evidence.StatusResolved},
		{"See Auditor.md for the brief", evidence.StatusMissing},
		{"Source: The Automaton Auditor.md", evidence.StatusMissing}, // not the whole name
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv("specs/spec.md", 5, evidence.KindProse, "Auditor.md", ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%q: got %+v, want %s", tc.line, got, tc.want)
		}
	}
}
