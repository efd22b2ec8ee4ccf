package aggregator

import (
	"fmt"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestForeignDocument: a report about another project (its missing files
// in a language this repository does not use, few of its paths here) names
// that project's files; a report inventing files of this repository's
// language, or one whose paths mostly exist here, keeps its flags.
func TestForeignDocument(t *testing.T) {
	files := []string{"README.md", "src/graph.py", "src/state.py", "src/nodes/judges.py", "pyproject.toml"}
	mk := func(doc string, paths []string) evidence.Set {
		var evs []evidence.Evidence
		for i, p := range paths {
			evs = append(evs, claimEv(doc, i+1, evidence.KindCode, p, ctx(fmt.Sprintf("We wrote `%s`.", p))))
		}
		return docsSet(evs...)
	}
	foreign := []string{"src/hooks/preHook.ts", "src/hooks/postHook.ts", "src/core/intent.ts", "src/core/ledger.ts", "src/ui/panel.tsx", ".orchestration/active.yaml", "src/graph.py"}
	invented := []string{"src/tools/git_tools.py", "src/tools/pdf_tools.py", "src/nodes/justice.py", "src/nodes/detectives.py", "tests/test_graph.py", "tests/test_state.py", "src/graph.py"}
	mostlyHere := append([]string{"src/state.py", "src/nodes/judges.py", "pyproject.toml"}, foreign[:6]...)
	tests := []struct {
		name      string
		set       evidence.Set
		wantFlags int
	}{
		{"another project's report", mk("docs/AI-Native Report.pdf", foreign), 0},
		{"an invented report of this project", mk("reports/final.md", invented), 6},
		{"a report whose paths mostly exist here", mk("reports/final.md", mostlyHere), 6},
	}
	for _, tc := range tests {
		in := Input{Evidence: tc.set, Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := len(added(Aggregate(in))); got != tc.wantFlags {
			t.Errorf("%s: %d flags, want %d", tc.name, got, tc.wantFlags)
		}
	}
}

// TestBareNameInLargeTree: in a repository of hundreds of files, a bare
// file name none of them has is the reader's (unconfirmed, with its
// reason); a path with a directory, a link and a tree entry stay flagged.
func TestBareNameInLargeTree(t *testing.T) {
	var files []string
	for i := 0; i < largeTree; i++ {
		files = append(files, fmt.Sprintf("pkg/m%03d/file.go", i))
	}
	tests := []struct {
		name string
		ev   evidence.Evidence
		want evidence.ClaimStatus
	}{
		{"bare name in a sentence", claimEv("docs/config.md", 3, evidence.KindCode, "config.toml", ctx("Settings in `config.toml` (global) apply.")), StatusUnconfirmed},
		{"a path with a directory", claimEv("docs/config.md", 3, evidence.KindCode, "pkg/m001/gone.go", ctx("The parser is `pkg/m001/gone.go`.")), evidence.StatusMissing},
		{"a link", claimEv("docs/config.md", 3, evidence.KindLink, "gone.md"), evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(tc.ev), Manifest: evidence.NewManifest(files), Files: testFacts}
		got := verdictOf(Aggregate(in))
		if got.Status != tc.want {
			t.Errorf("%s: -> %+v, want %s", tc.name, got, tc.want)
		}
	}
	small := Input{Evidence: docsSet(claimEv("docs/config.md", 3, evidence.KindCode, "config.toml", ctx("Settings in `config.toml` (global) apply."))), Manifest: evidence.NewManifest(files[:10]), Files: testFacts}
	if out := Aggregate(small); strings.Contains(out.Evidence[evidence.Docs][0].Claim.Reason, "bare file name") {
		t.Errorf("a 10-file repository used the large-tree rule: %s", out.Evidence[evidence.Docs][0].Claim.Reason)
	}
}
