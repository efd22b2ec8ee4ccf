package aggregator

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestResolveClaims(t *testing.T) {
	const (
		link  = evidence.KindLink
		image = evidence.KindImage
		code  = evidence.KindCode
		prose = evidence.KindProse
		tree  = evidence.KindTree
		fence = evidence.KindFence
	)
	type V = verdict
	tests := []struct {
		name     string
		claim    evidence.Evidence
		repoName string
		want     V
		wantCase int
	}{
		// links and images: relative to the citing document
		{"link relative to doc", claimEv("docs/guide.md", 3, link, "img/arch.png"), "", V{"resolved", "docs/img/arch.png", "docs/img/arch.png"}, 0},
		{"link has no root fallback", claimEv("docs/guide.md", 3, link, "src/main.go"), "", V{"missing", "docs/src/main.go", ""}, 0},
		{"link leading slash is repo root", claimEv("docs/guide.md", 3, link, "/src/main.go"), "", V{"resolved", "src/main.go", "src/main.go"}, 0},
		{"link to root", claimEv("docs/guide.md", 3, link, "/"), "", V{"resolved", ".", "."}, 0},
		{"link climbing to root file", claimEv("docs/guide.md", 3, link, "../README.md"), "", V{"resolved", "README.md", "README.md"}, 0},
		{"image climbing back", claimEv("docs/guide.md", 3, image, "../docs/img/arch.png"), "", V{"resolved", "docs/img/arch.png", "docs/img/arch.png"}, 0},
		{"link escaping the repo", claimEv("docs/guide.md", 3, link, "../../x.md"), "", V{"rejected", "", ""}, 0},
		{"link bare name is not smart", claimEv("README.md", 3, link, "judges.py"), "", V{"missing", "judges.py", ""}, 0},
		{"link from root doc", claimEv("README.md", 3, link, "docs/guide.md"), "", V{"resolved", "docs/guide.md", "docs/guide.md"}, 0},
		{"external link from root", claimEv("report.md", 3, link, "src/main.go", external), "", V{"resolved", "src/main.go", "src/main.go"}, 0},
		{"external link partial", claimEv("report.md", 3, link, "judges.py", external), "", V{"resolved", "judges.py", "src/nodes/judges.py"}, 0},
		{"link case mismatch", claimEv("README.md", 3, link, "Docs/Guide.md"), "", V{"resolved", "Docs/Guide.md", "docs/guide.md"}, 1},
		// code, fence, prose, tree: root first, then document directory
		{"code from root", claimEv("docs/guide.md", 3, code, "src/main.go"), "", V{"resolved", "src/main.go", "src/main.go"}, 0},
		{"code doc-dir fallback", claimEv("docs/guide.md", 3, code, "api/index.md"), "", V{"resolved", "api/index.md", "docs/api/index.md"}, 0},
		{"code doc-relative climb", claimEv("docs/guide.md", 3, code, "../src/main.go"), "", V{"resolved", "src/main.go", "src/main.go"}, 0},
		{"code climb from root doc", claimEv("README.md", 3, code, "../src/main.go"), "", V{"rejected", "", ""}, 0},
		{"code missing", claimEv("docs/guide.md", 3, code, "src/missing.py"), "", V{"missing", "src/missing.py", ""}, 0},
		{"code windows separators", claimEv("README.md", 3, code, `src\nodes\judges.py`), "", V{"resolved", "src/nodes/judges.py", "src/nodes/judges.py"}, 0},
		{"code dot slash", claimEv("README.md", 3, code, "./src/main.go"), "", V{"resolved", "src/main.go", "src/main.go"}, 0},
		{"tree entry", claimEv("README.md", 9, tree, "src/nodes/judges.py"), "", V{"resolved", "src/nodes/judges.py", "src/nodes/judges.py"}, 0},
		{"fence missing", claimEv("README.md", 9, fence, "scripts/run.sh"), "", V{"missing", "scripts/run.sh", ""}, 0},
		{"partial missing placed under its only directory", claimEv("README.md", 3, code, "nodes/missing.py"), "", V{"missing", "src/nodes/missing.py", ""}, 0},
		{"partial missing of another kind not placed there", claimEv("README.md", 3, code, "nodes/customers.sql"), "", V{"missing", "nodes/customers.sql", ""}, 0},
		{"external code resolves by suffix", claimEv("report.md", 3, code, "api/index.md", external), "", V{"resolved", "api/index.md", "docs/api/index.md"}, 0},
		// directories
		{"directory with slash", claimEv("README.md", 3, code, "src/nodes/"), "", V{"resolved", "src/nodes", "src/nodes"}, 0},
		{"directory without slash", claimEv("README.md", 3, prose, "cmd/auditor"), "", V{"resolved", "cmd/auditor", "cmd/auditor"}, 0},
		{"missing directory", claimEv("README.md", 3, code, "lib/"), "", V{"missing", "lib", ""}, 0},
		{"file written as directory", claimEv("README.md", 3, code, "LICENSE/"), "", V{"missing", "LICENSE", ""}, 0},
		{"partial directory", claimEv("README.md", 3, code, "nodes/"), "", V{"resolved", "nodes", "src/nodes"}, 0},
		{"directory case mismatch", claimEv("README.md", 3, prose, "Docs/"), "", V{"resolved", "Docs", "docs"}, 1},
		// smart resolution
		{"bare name unique", claimEv("README.md", 3, code, "judges.py"), "", V{"resolved", "judges.py", "src/nodes/judges.py"}, 0},
		{"partial path unique", claimEv("README.md", 3, code, "nodes/judges.py"), "", V{"resolved", "nodes/judges.py", "src/nodes/judges.py"}, 0},
		{"exact beats suffix", claimEv("README.md", 3, code, "tools/git.py"), "", V{"resolved", "tools/git.py", "tools/git.py"}, 0},
		{"bare name ambiguous", claimEv("README.md", 3, code, "git.py"), "", V{"ambiguous", "git.py", ""}, 0},
		{"suffix is whole segments", claimEv("README.md", 3, code, "udges.py"), "", V{"missing", "udges.py", ""}, 0},
		{"a sentence capital on a bare name", claimEv("README.md", 3, prose, "Judges.py"), "", V{"resolved", "Judges.py", "src/nodes/judges.py"}, 1},
		{"a capital that is part of the name", claimEv("README.md", 3, prose, "JudgesX.py"), "", V{"missing", "JudgesX.py", ""}, 0},
		{"case mismatch", claimEv("README.md", 3, code, "Readme.md"), "", V{"resolved", "Readme.md", "README.md"}, 1},
		{"repo name prefix", claimEv("README.md", 3, tree, "auditor-main/src/main.go"), "auditor-main", V{"resolved", "src/main.go", "src/main.go"}, 0},
		{"repo name prefix any case", claimEv("README.md", 3, tree, "Auditor-Main/src/"), "auditor-main", V{"resolved", "src", "src"}, 0},
		{"repo name prefix missing flags stripped path", claimEv("README.md", 3, tree, "auditor-main/src/gone.py"), "auditor-main", V{"missing", "src/gone.py", ""}, 0},
		{"repo name is also a top-level dir", claimEv("README.md", 3, tree, "cmd/LICENSE"), "cmd", V{"resolved", "cmd/LICENSE", "LICENSE"}, 0},
		{"repo-named dir wins when it holds the file", claimEv("README.md", 3, tree, "cmd/auditor/main.go"), "cmd", V{"resolved", "cmd/auditor/main.go", "cmd/auditor/main.go"}, 0},
		{"repo name alone heads a tree", claimEv("report.txt", 3, prose, "Auditor-Main/", external), "auditor-main", V{"resolved", "Auditor-Main", "."}, 0},
		{"repo name alone needs the name", claimEv("report.txt", 3, prose, "auditor-main/", external), "", V{"missing", "auditor-main", ""}, 0},
		{"repo name unknown", claimEv("README.md", 3, tree, "auditor-main/src/main.go"), "", V{"missing", "auditor-main/src/main.go", ""}, 0},
		{"other prefix is not stripped", claimEv("README.md", 3, tree, "other/src/main.go"), "auditor-main", V{"missing", "other/src/main.go", ""}, 0},
		// a workspace holds the repository under a part of its name
		{"repo name part prefix", claimEv("README.md", 3, code, "bench/src/main.go"), "week11-tenacious-bench", V{"resolved", "bench/src/main.go", "src/main.go"}, 0},
		{"repo name words prefix", claimEv("README.md", 3, prose, "Tenacious_Bench/src/main.go"), "week11-tenacious-bench", V{"resolved", "Tenacious_Bench/src/main.go", "src/main.go"}, 0},
		{"repo name part prefix only when the rest exists", claimEv("README.md", 3, code, "bench/src/gone.go"), "week11-tenacious-bench", V{"missing", "bench/src/gone.go", ""}, 0},
		{"a part of a word is no name part", claimEv("README.md", 3, code, "tenac/src/main.go"), "week11-tenacious-bench", V{"missing", "tenac/src/main.go", ""}, 0},
		{"a name part under four letters is not stripped", claimEv("README.md", 3, code, "cli/src/main.go"), "gh-cli", V{"missing", "cli/src/main.go", ""}, 0},
		{"a name part that is a directory is not stripped", claimEv("README.md", 3, code, "docs/src/main.go"), "widget-docs", V{"missing", "docs/src/main.go", ""}, 0},
		// rejected and untouched
		{"absolute path", claimEv("README.md", 3, code, "/etc/passwd"), "", V{"rejected", "", ""}, 0},
		{"windows drive path", claimEv("README.md", 3, code, `C:\Users\bob\a.py`), "", V{"rejected", "", ""}, 0},
		{"unc path", claimEv("README.md", 3, prose, `\\server\share\a.py`), "", V{"rejected", "", ""}, 0},
		{"network path in link", claimEv("README.md", 3, link, "//server/a.py"), "", V{"rejected", "", ""}, 0},
		{"empty text", claimEv("README.md", 3, code, "  "), "", V{"rejected", "", ""}, 0},
		{"not a claim untouched", claimEv("README.md", 3, code, "src/out.json", status(evidence.StatusNotAClaim)), "", V{"not_a_claim", "", ""}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := testInput(tt.claim)
			in.RepoName = tt.repoName
			out := Aggregate(in)
			if d := cmp.Diff(tt.want, verdictOf(out)); d != "" {
				t.Errorf("verdict (-want +got):\n%s", d)
			}
			if out.Stats.CaseMismatches != tt.wantCase {
				t.Errorf("CaseMismatches = %d, want %d", out.Stats.CaseMismatches, tt.wantCase)
			}
			e := out.Evidence[evidence.Docs][0]
			if e.Found != (tt.want.Status == evidence.StatusResolved) {
				t.Errorf("Found = %v for status %s", e.Found, tt.want.Status)
			}
			wantFlags := 0
			if tt.want.Status == evidence.StatusMissing {
				wantFlags = 1
			}
			if got := added(out); len(got) != wantFlags {
				t.Errorf("appended %d evidence, want %d: %+v", len(got), wantFlags, got)
			} else if wantFlags == 1 && got[0].ID != evidence.DocumentClaimID(tt.want.Path) {
				t.Errorf("flag id %s is not DocumentClaimID(%q)", got[0].ID, tt.want.Path)
			}
		})
	}
}

func TestAmbiguousReasonListsThree(t *testing.T) {
	files := []string{"a/x.py", "b/x.py", "c/x.py", "d/x.py", "e/x.py"}
	in := Input{Evidence: docsSet(claimEv("README.md", 1, evidence.KindCode, "x.py")), Manifest: evidence.NewManifest(files)}
	out := Aggregate(in)
	c := out.Evidence[evidence.Docs][0].Claim
	want := "ambiguous: x.py matches 5 tracked paths (a/x.py, b/x.py, c/x.py and 2 more); not flagged"
	if c.Status != evidence.StatusAmbiguous || c.Reason != want {
		t.Fatalf("got %s %q, want ambiguous %q", c.Status, c.Reason, want)
	}
	if out.Stats.Ambiguous != 1 || len(added(out)) != 0 {
		t.Fatalf("stats %+v, added %d", out.Stats, len(added(out)))
	}
}

// TestRootDirNotPlaced: "src/tools/" where the only src/ is
// workers/sandbox/src names a root src/ the repository lacks, while a
// deeper directory part ("theme/colors/") is placed at its only match.
func TestRootDirNotPlaced(t *testing.T) {
	files := []string{"README.md", "workers/sandbox/src/index.ts", "app/ui/theme/Colors.kt"}
	for _, tc := range []struct{ text, want string }{
		{"src/tools/", "src/tools"},
		{"theme/fonts/", "app/ui/theme/fonts"},
	} {
		in := Input{Evidence: docsSet(claimEv("README.md", 3, evidence.KindCode, tc.text)), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != evidence.StatusMissing || got.Path != tc.want {
			t.Errorf("%s: got %+v, want missing %s", tc.text, got, tc.want)
		}
	}
}
