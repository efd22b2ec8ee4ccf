package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestNumberedPages: in a documentation tree whose pages and sections
// carry number prefixes (sveltejs/kit's documentation/docs), an
// extension-less link names a page by its slug; a slug no page has is a
// route of the site. Outside such a tree, the same links keep their
// flags, and a file link is checked as usual.
func TestNumberedPages(t *testing.T) {
	site := []string{
		"documentation/docs/10-getting-started/10-introduction.md",
		"documentation/docs/10-getting-started/25-project-types.md",
		"documentation/docs/10-getting-started/30-project-structure.md",
		"documentation/docs/10-getting-started/index.md",
		"documentation/docs/60-appendix/10-faq.md",
		"documentation/docs/60-appendix/20-glossary.md",
		"documentation/docs/60-appendix/30-migrating.md",
		"README.md", "docs/guide.md",
	}
	faq := "documentation/docs/60-appendix/10-faq.md"
	tests := []struct {
		name, doc, text string
		kind            evidence.ClaimKind
		want            evidence.ClaimStatus
		resolved        string
	}{
		{"a slug of another section", faq, "project-types", evidence.KindLink, evidence.StatusResolved, "documentation/docs/10-getting-started/25-project-types.md"},
		{"a relative slug", faq, "../glossary", evidence.KindLink, evidence.StatusResolved, "documentation/docs/60-appendix/20-glossary.md"},
		{"a slug no page has: a route of the site", faq, "../svelte/svelte-boundary", evidence.KindLink, evidence.StatusNotAClaim, ""},
		{"a file link is checked", faq, "../examples/app.js", evidence.KindLink, evidence.StatusMissing, ""},
		{"outside a numbered tree", "docs/guide.md", "project-types", evidence.KindLink, evidence.StatusMissing, ""},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(tc.doc, 3, tc.kind, tc.text)), Manifest: evidence.NewManifest(site), Files: testFacts, FlagUnconfirmed: true}
		got := verdictOf(Aggregate(in))
		if got.Status != tc.want || tc.resolved != "" && got.Resolved != tc.resolved {
			t.Errorf("%s: %s in %s -> %+v, want %s %s", tc.name, tc.text, tc.doc, got, tc.want, tc.resolved)
		}
	}
}
