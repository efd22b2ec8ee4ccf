package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestGeneratedAndSharedNames: Doxygen's generated pages, a suffix many
// files share, a dotted code reference, a guide's tree of the reader's
// project, the #readme anchor GitHub gives a README, and a removed CI
// configuration named bare in a large tree. Each with a look-alike that
// keeps its verdict.
func TestGeneratedAndSharedNames(t *testing.T) {
	base := []string{"README.md", "docs/mainpage.md", "include/CLI/impl/App_inl.hpp", "include/CLI/impl/Option_inl.hpp", "src/attrs/filters.py"}
	doxy := append([]string{"docs/Doxyfile"}, base...)
	tests := []struct {
		name  string
		files []string
		doc   string
		kind  evidence.ClaimKind
		text  string
		ctx   string
		want  evidence.ClaimStatus
	}{
		{"a Doxygen page", doxy, "docs/mainpage.md", evidence.KindLink, "annotated.html", "[Class List](annotated.html)", evidence.StatusNotAClaim},
		{"an .html link without Doxygen", base, "docs/mainpage.md", evidence.KindLink, "annotated.html", "[Class List](annotated.html)", evidence.StatusMissing},
		{"a shared suffix", base, "README.md", evidence.KindCode, "_inl.hpp", "`_inl.hpp` implementation headers", evidence.StatusNotAClaim},
		{"a suffix one file has", base, "README.md", evidence.KindCode, "_impl.hpp", "`_impl.hpp` headers", evidence.StatusMissing},
		{"a dotted code reference", base, "docs/mainpage.md", evidence.KindLink, "attrs.filters.include", "[`include`](attrs.filters.include)", evidence.StatusNotAClaim},
		{"a dotted file name", base, "docs/mainpage.md", evidence.KindLink, "setup.config.json", "[config](setup.config.json)", evidence.StatusMissing},
		{"a guide's tree of the reader's project", base, "docs/guide.md", evidence.KindTree, "src/app.js", "├─ app.js [tree path src/app.js] [tree root `myapp/` read as the repository root]", evidence.StatusNotAClaim},
		{"the same tree in a report", base, "reports/final.md", evidence.KindTree, "src/app.js", "├─ app.js [tree path src/app.js] [tree root `myapp/` read as the repository root]", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(tc.doc, 4, tc.kind, tc.text, ctx(tc.ctx))), Manifest: evidence.NewManifest(tc.files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s -> %+v, want %s", tc.name, tc.text, got, tc.want)
		}
	}
}

// TestNamedInReaderTree: a code span naming an entry of the reader-project
// tree above it in a guide ("every setting from `config/_default`") is the
// reader's too; the same span in a guide without that tree stays a claim.
func TestNamedInReaderTree(t *testing.T) {
	tree := claimEv("docs/guide.md", 4, evidence.KindTree, "config/_default/", ctx("└── _default/ [tree path config/_default/] [tree root `my-project/` read as the repository root]"))
	span := claimEv("docs/guide.md", 9, evidence.KindCode, "config/_default", ctx("Hugo will use every setting from `config/_default`."))
	status := func(list ...evidence.Evidence) evidence.ClaimStatus {
		in := Input{Evidence: docsSet(list...), Manifest: evidence.NewManifest([]string{"README.md", "docs/guide.md"}), Files: testFacts, FlagUnconfirmed: true}
		for _, e := range Aggregate(in).Evidence[evidence.Docs] {
			if e.Claim != nil && e.Claim.Kind == evidence.KindCode {
				return e.Claim.Status
			}
		}
		return ""
	}
	if got := status(tree, span); got != evidence.StatusNotAClaim {
		t.Errorf("span under a reader tree: %s, want not_a_claim", got)
	}
	if got := status(span); got != evidence.StatusMissing {
		t.Errorf("span alone: %s, want missing", got)
	}
}
