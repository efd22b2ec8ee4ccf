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
	notes := map[string]string{"data/vendor_pack": "Seed data — licensed materials, not for public redistribution", "out": "build output"}
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
		{evidence.KindCode, "data/vendor_pack/icp_definition.md", true},
		{evidence.KindProse, "data/vendor_pack/bench_summary.json", true},
		{evidence.KindLink, "data/vendor_pack/icp_definition.md", false},
		{evidence.KindCode, "out/report.json", false},
	}
	for _, tc := range cases {
		in := testInput(claimEv("README.md", 4, tc.kind, tc.text, ctx("See "+tc.text+" for the rules.")))
		in.Ignored, in.IgnoreNote = ignored, noteOf
		got := claimAt(t, Aggregate(in), 4)
		isKept := got.Status == evidence.StatusNotAClaim && strings.Contains(got.Reason, "licensed materials")
		if isKept != tc.keptOut {
			t.Errorf("%s %q: status %s (%s); kept out = %v, want %v", tc.kind, tc.text, got.Status, got.Reason, isKept, tc.keptOut)
		}
	}
}

// TestSeedMaterial: a document or data file in a seed directory the
// repository does not have is seed material kept beside it (the
// programme's seed/style_guide.md cited by nahdes/conversion-engine), and
// a bare name the documents cite in full there is the same file; a link
// stays broken, and an application's own seeds (db/seeds/, src/seeds/
// code) stay claims.
func TestSeedMaterial(t *testing.T) {
	files := []string{"README.md", "agent/router.py", "prisma/schema.prisma"}
	cases := []struct {
		kind evidence.ClaimKind
		text string
		seed bool
	}{
		{evidence.KindCode, "seed/style_guide.md", true},
		{evidence.KindProse, "style_guide.md", true}, // cited in full as seed/style_guide.md
		{evidence.KindCode, "data/seed/bench_summary.json", true},
		{evidence.KindLink, "seed/pricing_sheet.md", false},
		{evidence.KindCode, "db/seeds/demo_musicians.yml", false},
		{evidence.KindCode, "apps/api/src/seeds/seed.ts", false},
		{evidence.KindCode, "seed/loader.py", false},
	}
	full := claimEv("probes/probe_library.md", 7, evidence.KindCode, "seed/style_guide.md", ctx("banned phrases from `seed/style_guide.md`"))
	for _, tc := range cases {
		ev := claimEv("probes/probe_library.md", 20, tc.kind, tc.text, ctx("the rules in "+tc.text))
		in := testInput(full, ev)
		in.Manifest = evidence.NewManifest(files)
		got := claimAt(t, Aggregate(in), 20)
		isSeed := got.Status == evidence.StatusNotAClaim && (got.Reason == ReasonSeedMaterial || strings.Contains(got.Reason, "seed directory"))
		if isSeed != tc.seed {
			t.Errorf("%s %q: status %s (%s); seed material = %v, want %v", tc.kind, tc.text, got.Status, got.Reason, isSeed, tc.seed)
		}
	}
}
