package judges

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestRemediateDefaultDiagrams runs the built-in rubric's diagram
// remediation on image references as the vision detective records them: a
// missing local image gets a file-level fix naming the image as written and
// the path looked for; a remote image (never resolved) gets none.
func TestRemediateDefaultDiagrams(t *testing.T) {
	r := defaultRubric(t)
	var c *rubric.Criterion
	for i := range r.Criteria {
		if r.Criteria[i].ID == "diagrams" {
			c = &r.Criteria[i]
		}
	}
	if c == nil {
		t.Fatal("default rubric has no diagrams criterion")
	}
	ref := func(id, src, resolved string, remote bool) evidence.Evidence {
		return evidence.Evidence{ID: id, Source: evidence.Vision, Class: evidence.ClassImageRef, Found: false,
			Location: "docs/guide.md", Line: 7,
			Content: fmt.Sprintf("docs/guide.md:7 references image %q -> %s", src, resolved),
			Data:    map[string]any{"src": src, "resolved": resolved, "remote": remote}}
	}
	got := Remediate(c, []evidence.Evidence{
		ref("local", "img/arch.png", "docs/img/arch.png", false),
		ref("badge", "https://example.test/badge.svg", "", true),
	})
	want := []Remediation{{File: "docs/guide.md",
		Change: "line 7: the image img/arch.png does not exist at the audited revision (looked for docs/img/arch.png); fix the reference or commit the image"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("remediation (-want +got):\n%s", diff)
	}
}

func TestRemediateCapped(t *testing.T) {
	c := &rubric.Criterion{Remediation: []rubric.RemediationHint{{When: &rubric.Match{Class: rubric.StringList{string(evidence.ClassDocumentClaim)}},
		File: "{location}", Change: "fix"}}}
	var scope []evidence.Evidence
	for i := range MaxRemediation + 3 {
		scope = append(scope, evidence.Evidence{Class: evidence.ClassDocumentClaim, Location: fmt.Sprintf("f%02d.md", i)})
	}
	scope = append(scope, scope[0]) // a duplicate is listed once
	got := Remediate(c, scope)
	if len(got) != MaxRemediation+1 || got[MaxRemediation] != (Remediation{File: "(more)", Change: "3 more fixes of the kinds above; see the evidence"}) {
		t.Errorf("got %d items, last %+v", len(got), got[len(got)-1])
	}
}
