package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestTruncatedInCell: a diagram cell's path cut at the border is the
// start of a tracked name; a whole missing name, one outside a cell, one
// with an extension or a short stub stays a claim.
func TestTruncatedInCell(t *testing.T) {
	m := evidence.NewManifest([]string{"audit/report_onself_generated/report.md", "src/graph.py"})
	tests := []struct {
		name string
		c    evidence.Claim
		p    string
		want bool
	}{
		{"cut at a bar", evidence.Claim{Kind: evidence.KindFence, Text: "audit/report_on", Context: "| audit/report_on |"}, "audit/report_on", true},
		{"cut at a box line", evidence.Claim{Kind: evidence.KindFence, Text: "audit/report_on", Context: "│ audit/report_on   │"}, "audit/report_on", true},
		{"no border", evidence.Claim{Kind: evidence.KindFence, Text: "audit/report_on", Context: "ls audit/report_on"}, "audit/report_on", false},
		{"prose", evidence.Claim{Kind: evidence.KindProse, Text: "audit/report_on", Context: "| audit/report_on |"}, "audit/report_on", false},
		{"a missing whole name", evidence.Claim{Kind: evidence.KindFence, Text: "audit/peer", Context: "| audit/peer |"}, "audit/peer", false},
		{"an extension", evidence.Claim{Kind: evidence.KindFence, Text: "src/gra.py", Context: "| src/gra.py |"}, "src/gra.py", false},
		{"a short stub", evidence.Claim{Kind: evidence.KindFence, Text: "src/gr", Context: "| src/gr |"}, "src/gr", false},
	}
	for _, tc := range tests {
		if got := truncatedInCell(m, &tc.c, tc.p); got != tc.want {
			t.Errorf("%s: truncatedInCell = %v, want %v", tc.name, got, tc.want)
		}
	}
}
