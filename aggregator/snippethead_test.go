package aggregator

import (
	"fmt"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestSnippetHeader: a code-block line that only names a file heads a
// guide's snippet with the reader's file; in a project's docs it is no
// claim. In a small repository, outside a docs directory, or on a line
// that does more than name the file, the file is still checked.
func TestSnippetHeader(t *testing.T) {
	big := []string{"README.md", "docs/guides/nextjs.md", "reports/interim.md", "docs/report.md"}
	for i := 0; i < guideSnippetMin; i++ {
		big = append(big, fmt.Sprintf("src/lib/f%03d.ts", i))
	}
	small := []string{"README.md", "docs/guides/nextjs.md", "src/state.py"}
	tests := []struct {
		name     string
		files    []string
		doc, ctx string
		text     string
		want     evidence.ClaimStatus
	}{
		{"a guide's snippet", big, "docs/guides/nextjs.md", "// src/stores/counter-store.ts", "src/stores/counter-store.ts", evidence.StatusNotAClaim},
		{"svelte's file comment", big, "docs/guides/nextjs.md", "/// file: src/routes/utils.js", "src/routes/utils.js", evidence.StatusNotAClaim},
		{"a contributing guide's snippet", big, "CONTRIBUTING.md", "// packages/site/__e2e__/feature.test.ts", "packages/site/__e2e__/feature.test.ts", evidence.StatusNotAClaim},
		{"a README's snippet", big, "README.md", "// packages/site/__e2e__/feature.test.ts", "packages/site/__e2e__/feature.test.ts", evidence.StatusMissing},
		{"a report outside docs", big, "reports/interim.md", "# tests/test_state.py", "tests/test_state.py", evidence.StatusMissing},
		{"a small repository", small, "docs/guides/nextjs.md", "# tests/test_state.py", "tests/test_state.py", evidence.StatusMissing},
		{"a line that runs the file", big, "docs/guides/nextjs.md", "python tests/test_state.py", "tests/test_state.py", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(tc.doc, 5, evidence.KindFence, tc.text, ctx(tc.ctx))), Manifest: evidence.NewManifest(tc.files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s -> %+v, want %s", tc.name, tc.text, got, tc.want)
		}
	}
}

// TestEscapedInclude: VitePress's "<!--@@include: ...-->" shows the
// include syntax without including; the real directive is checked.
func TestEscapedInclude(t *testing.T) {
	files := []string{"docs/guide/markdown.md", "docs/guide/parts/intro.md"}
	for _, tc := range []struct {
		line string
		want evidence.ClaimStatus
	}{
		{"<!--@@include: ./parts/basics.md#my-base-section-->", evidence.StatusNotAClaim},
		{"<!--@include: ./parts/basics.md-->", evidence.StatusMissing},
	} {
		in := Input{Evidence: docsSet(claimEv("docs/guide/markdown.md", 9, evidence.KindFence, "./parts/basics.md", ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %+v, want %s", tc.line, got, tc.want)
		}
	}
}
