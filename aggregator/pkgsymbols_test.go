package aggregator

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestPackageSymbols: a symbol a document kept beside a Go package's
// sources gives by its signature is checked against the package's non-test
// files: defined, or named in their code, it resolves; named only in a
// comment (a doc comment a rename left behind) it is missing, with the
// definition that differs only in case; a directory with no parsed Go file
// is not checked.
func TestPackageSymbols(t *testing.T) {
	files := map[string]string{
		"algo/SIMD.md":        "# SIMD\n",
		"algo/index_amd64.go": "package algo\n\n// indexByteTwo returns the first index.\nfunc IndexByteTwo(s []byte) int { return helperCall(s) }\n\nfunc lastIndexByteTwo(s []byte) int { return 0 }\n",
		"algo/index_test.go":  "package algo\n\nfunc gone() {}\n",
		"other/notes.md":      "x\n",
	}
	man := make([]string, 0, len(files))
	for p := range files {
		man = append(man, p)
	}
	repo := []evidence.Evidence{
		{ID: "s", Class: classCodeSummary, Data: map[string]any{"languages": map[string]any{"go": 2}}},
		{ID: "d1", Class: classCodeDefinitions, Location: "algo/index_amd64.go", Data: map[string]any{"names": []string{"IndexByteTwo", "lastIndexByteTwo"}}},
		{ID: "d2", Class: classCodeDefinitions, Location: "algo/index_test.go", Data: map[string]any{"names": []string{"gone"}}},
	}
	docs := []evidence.Evidence{
		symEv("algo/SIMD.md", "indexByteTwo", "algo/"),
		symEv("algo/SIMD.md", "lastIndexByteTwo", "algo/"),
		symEv("algo/SIMD.md", "helperCall", "algo/"),
		symEv("algo/SIMD.md", "gone", "algo/"),
		symEv("other/notes.md", "Anything", "other/"),
	}
	out := Aggregate(Input{Evidence: evidence.Set{evidence.Repo: repo, evidence.Docs: docs},
		Manifest: evidence.NewManifest(man), Code: newFakeCode(files), SymbolClaims: true})
	type outcome struct{ Text, Status, Reason string }
	var got []outcome
	for _, e := range out.Evidence[evidence.Docs] {
		got = append(got, outcome{e.Claim.Text, string(e.Claim.Status), e.Claim.Reason})
	}
	want := []outcome{
		{"indexByteTwo", "missing", "no Go file of algo defines or mentions indexByteTwo (IndexByteTwo is defined in algo/index_amd64.go)"},
		{"lastIndexByteTwo", "resolved", "defined there (code evidence)"},
		{"helperCall", "resolved", "helperCall is named in the file's code (not among the definitions the parser lists)"},
		{"gone", "missing", "no Go file of algo defines or mentions gone"},
		{"Anything", "not_a_claim", "no Go source of other was parsed: the symbol is not checked"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
