package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestDirAlternation(t *testing.T) {
	m := evidence.NewManifest([]string{"audit/a.md", "reports/r.md", "src/x.py", "src/nodes/n.py"})
	tests := []struct {
		p    string
		kind evidence.ClaimKind
		want bool
	}{
		{"audit/reports", evidence.KindProse, true},
		{"reports/audit/", evidence.KindCode, true},
		{"audit/reports", evidence.KindTree, false}, // a tree entry is a path
		{"audit/reports", evidence.KindLink, false}, // so is a link
		{"src/reports", evidence.KindProse, true},   // src/ and reports/ are both top-level
		{"src/nodes", evidence.KindProse, false},    // resolves anyway; nodes/ is not top-level
		{"audit/docs", evidence.KindProse, false},   // docs/ is not tracked
		{"audit/reports.md", evidence.KindProse, false},
		{"audit/reports/x", evidence.KindProse, false},
		{"audit/audit", evidence.KindProse, false},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Kind: tc.kind, Text: tc.p}
		if got := dirAlternation(m, c, tc.p); got != tc.want {
			t.Errorf("dirAlternation(%q, %s) = %v, want %v", tc.p, tc.kind, got, tc.want)
		}
	}
}
