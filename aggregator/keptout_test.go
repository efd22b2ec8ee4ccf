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

// TestLicensedDirSaid: an ignored directory a document's own sentence
// calls licensed seed material (Atnabon/conversion-engine's
// tenacious_sales_data/) keeps its cited files out like a .gitignore
// note would; a link stays broken, and an ignored directory described
// otherwise keeps nothing out.
func TestLicensedDirSaid(t *testing.T) {
	ignored := func(p string, isDir bool) bool {
		return p == "vendor_data" || strings.HasPrefix(p, "vendor_data/") || p == "out" || strings.HasPrefix(p, "out/")
	}
	in := testInput(
		claimEv("README.md", 2, evidence.KindCode, "vendor_data/", ctx("- **Seed materials:** `vendor_data/` is delivered under a limited challenge-week license from the client.")),
		claimEv("README.md", 4, evidence.KindCode, "vendor_data/policy/rules.md", ctx("**Policy rules** (full text in `vendor_data/policy/rules.md`):")),
		claimEv("README.md", 6, evidence.KindLink, "vendor_data/policy/rules.md", ctx("See [the rules](vendor_data/policy/rules.md).")),
		claimEv("README.md", 8, evidence.KindCode, "out/", ctx("`out/` holds the build output.")),
		claimEv("README.md", 10, evidence.KindCode, "out/report.json", ctx("Read the full text in `out/report.json` for the findings.")),
	)
	in.Ignored = ignored
	rep := Aggregate(in)
	for line, want := range map[int]bool{4: true, 6: false, 10: false} {
		got := claimAt(t, rep, line)
		kept := got.Status == evidence.StatusNotAClaim && strings.Contains(got.Reason, "delivered under a limited")
		if kept != want {
			t.Errorf("line %d: status %s (%s); kept out = %v, want %v", line, got.Status, got.Reason, kept, want)
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
