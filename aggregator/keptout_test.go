package aggregator

import (
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestKeptOut: a path .gitignore keeps out under a comment saying the
// material comes from elsewhere (gashawbekele06/conversion-engine's
// "# Seed data — licensed materials, not for public redistribution") is
// no claim when a sentence or code span cites it; a link to it is still
// broken, and a path ignored under another comment is judged as before.
func TestKeptOut(t *testing.T) {
	notes := map[string]string{"data/seed": "Seed data — licensed materials, not for public redistribution", "out": "build output"}
	noteOf := func(p string, isDir bool) string {
		for dir, n := range notes {
			if p == dir || strings.HasPrefix(p, dir+"/") {
				return n
			}
		}
		return ""
	}
	ignored := func(p string, isDir bool) bool { return noteOf(p, isDir) != "" }
	cases := []struct {
		kind    evidence.ClaimKind
		text    string
		keptOut bool
	}{
		{evidence.KindCode, "data/seed/icp_definition.md", true},
		{evidence.KindProse, "data/seed/bench_summary.json", true},
		{evidence.KindLink, "data/seed/icp_definition.md", false},
		{evidence.KindCode, "out/report.json", false},
	}
	for _, tc := range cases {
		in := testInput(claimEv("README.md", 4, tc.kind, tc.text, ctx("See "+tc.text+" for the rules.")))
		in.Ignored, in.IgnoreNote = ignored, noteOf
		var got *evidence.Claim
		for _, e := range Aggregate(in).Evidence[evidence.Docs] {
			if e.Class == evidence.ClassPathClaim {
				got = e.Claim
			}
		}
		if got == nil {
			t.Fatalf("%s %q: no claim in the output", tc.kind, tc.text)
		}
		isKept := got.Status == evidence.StatusNotAClaim && strings.Contains(got.Reason, "licensed materials")
		if isKept != tc.keptOut {
			t.Errorf("%s %q: status %s (%s); kept out = %v, want %v", tc.kind, tc.text, got.Status, got.Reason, isKept, tc.keptOut)
		}
	}
}
