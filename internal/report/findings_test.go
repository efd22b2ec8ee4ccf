package report

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestFindingOf(t *testing.T) {
	claim := func(status evidence.ClaimStatus, kind evidence.ClaimKind) *evidence.Claim {
		return &evidence.Claim{Document: "README.md", Line: 4, Kind: kind, Text: "src/a.go", Path: "src/a.go",
			Status: status, Context: "see src/a.go"}
	}
	tests := []struct {
		name   string
		e      evidence.Evidence
		want   Finding
		wantOK bool
	}{
		{"hallucination flag", evidence.Evidence{ID: "f1", Class: evidence.ClassDocumentClaim, Location: "src/a.go",
			Claim: claim(evidence.StatusMissing, evidence.KindCode)},
			Finding{Rule: RuleHallucinatedPath, EvidenceID: "f1", Document: "README.md", Line: 4, Path: "src/a.go",
				Text: "src/a.go", Context: "see src/a.go"}, true},
		{"image flag is a broken image", evidence.Evidence{ID: "f2", Class: evidence.ClassDocumentClaim,
			Claim: claim(evidence.StatusMissing, evidence.KindImage)},
			Finding{Rule: RuleBrokenImage, EvidenceID: "f2", Document: "README.md", Line: 4, Path: "src/a.go",
				Text: "src/a.go", Context: "see src/a.go"}, true},
		{"flag found=true is not a finding", evidence.Evidence{Class: evidence.ClassDocumentClaim, Found: true,
			Claim: claim(evidence.StatusResolved, evidence.KindCode)}, Finding{}, false},
		{"missing PATH_CLAIM is covered by its flag", evidence.Evidence{Class: evidence.ClassPathClaim,
			Claim: claim(evidence.StatusMissing, evidence.KindCode)}, Finding{}, false},
		{"missing line", evidence.Evidence{ID: "l1", Class: evidence.ClassPathClaim,
			Claim: claim(evidence.StatusBadLine, evidence.KindCode)},
			Finding{Rule: RuleMissingLine, EvidenceID: "l1", Document: "README.md", Line: 4, Path: "src/a.go",
				Text: "src/a.go", Context: "see src/a.go"}, true},
		{"broken anchor appends the anchor", evidence.Evidence{ID: "a1", Class: evidence.ClassPathClaim,
			Claim: &evidence.Claim{Document: "docs/x.md", Line: 2, Kind: evidence.KindLink, Text: "../README.md",
				Anchor: "setup", Path: "README.md", Status: evidence.StatusBadAnchor}, Content: "[setup](../README.md#setup)"},
			Finding{Rule: RuleBrokenAnchor, EvidenceID: "a1", Document: "docs/x.md", Line: 2, Path: "README.md",
				Text: "../README.md#setup", Context: "[setup](../README.md#setup)"}, true},
		{"suppressed claim", evidence.Evidence{Class: evidence.ClassDocumentClaim,
			Claim: &evidence.Claim{Document: "a.md", Suppressed: true}}, Finding{}, false},
		{"image reference missing", evidence.Evidence{ID: "i1", Class: evidence.ClassImageRef, Location: "README.md",
			Line: 9, Content: "![x](img/x.png)", Rationale: "not tracked", Data: map[string]any{"target": "img/x.png"}},
			Finding{Rule: RuleBrokenImage, EvidenceID: "i1", Document: "README.md", Line: 9, Path: "img/x.png",
				Text: "img/x.png", Context: "![x](img/x.png)"}, true},
		// as the vision detective records it: src as written, resolved
		// repository path, a sentence as content
		{"image reference missing (vision detective)", evidence.Evidence{ID: "i2", Class: evidence.ClassImageRef, Location: "docs/a.md",
			Line: 3, Content: `docs/a.md:3 references image "img/x.png" (markdown) -> docs/img/x.png: MISSING`, Rationale: "does not resolve",
			Data: map[string]any{"src": "img/x.png", "resolved": "docs/img/x.png", "remote": false}},
			Finding{Rule: RuleBrokenImage, EvidenceID: "i2", Document: "docs/a.md", Line: 3, Path: "docs/img/x.png",
				Text: "img/x.png", Context: `docs/a.md:3 references image "img/x.png" (markdown) -> docs/img/x.png: MISSING`}, true},
		{"remote image reference (vision detective)", evidence.Evidence{Class: evidence.ClassImageRef, Location: "README.md",
			Data: map[string]any{"src": "https://x.test/a.png", "remote": true}}, Finding{}, false},
		{"remote image reference", evidence.Evidence{Class: evidence.ClassImageRef, Location: "README.md",
			Data: map[string]any{"target": "https://x.test/a.png"}}, Finding{}, false},
		{"secret found", evidence.Evidence{ID: "s1", Class: evidence.ClassSecretFile, Found: true, Location: ".env",
			Line: 3, Content: "rule aws", Rationale: "r"},
			Finding{Rule: RuleCommittedSecret, EvidenceID: "s1", Document: ".env", Line: 3, Path: ".env",
				Text: "rule aws", Context: "r"}, true},
		{"no secrets found", evidence.Evidence{Class: evidence.ClassSecretFile, Found: false}, Finding{}, false},
		{"security pattern", evidence.Evidence{ID: "p1", Class: classSecurityPattern, Found: true, Location: "a.py",
			Line: 7, Content: "os.system(cmd)"},
			Finding{Rule: RuleUnsafeShell, EvidenceID: "p1", Document: "a.py", Line: 7, Path: "a.py",
				Text: "os.system(cmd)"}, true},
		{"resolved claim", evidence.Evidence{Class: evidence.ClassPathClaim, Found: true,
			Claim: claim(evidence.StatusResolved, evidence.KindCode)}, Finding{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := findingOf(tt.e)
			if ok != tt.wantOK {
				t.Fatalf("ok = %v, want %v", ok, tt.wantOK)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreUnexported(Finding{})); diff != "" {
				t.Errorf("finding (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFindingsFull checks the full fixture's findings: twins deduplicated
// (LINE_CLAIM vs PATH_CLAIM, IMAGE_REFERENCE vs image flag), suppressed and
// remote entries skipped, deterministic order.
func TestFindingsFull(t *testing.T) {
	type row struct{ Rule, Document, Text string }
	var got []row
	for _, f := range Findings(loadFixture(t, "full")) {
		got = append(got, row{f.Rule, f.Document, f.Text})
	}
	want := []row{
		{RuleHallucinatedPath, "docs/architecture.md", "src/auditor/judges.py"},
		{RuleHallucinatedPath, "final_report.pdf", "src/auditor/state.py"},
		{RuleMissingLine, "README.md", "src/tools/run.py:120"},
		{RuleBrokenAnchor, "docs/architecture.md", "../README.md#deployment"},
		{RuleBrokenImage, "README.md", "docs/img/architecture.png"},
		{RuleCommittedSecret, ".env", "rule aws-access-key-id matched .env line 3: AWS_ACCESS_KEY_ID=AKIA****************"},
		{RuleUnsafeShell, "src/tools/run.py", "subprocess.run(cmd, shell=True)"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Findings (-want +got):\n%s", diff)
	}
}

// TestFindingsSuppressedImageTwin: an image claim suppressed by an ignore
// glob also silences the vision detective's IMAGE_REFERENCE of the same
// line (which carries no claim); an unsuppressed twin is reported once.
func TestFindingsSuppressedImageTwin(t *testing.T) {
	ref := func(id, doc string, line int) evidence.Evidence {
		return evidence.Evidence{ID: id, Source: evidence.Vision, Class: evidence.ClassImageRef, Location: doc, Line: line,
			Content: doc + " references image", Data: map[string]any{"src": "img.png", "resolved": "x/img.png", "remote": false}}
	}
	claim := func(id, doc string, line int, suppressed bool) evidence.Evidence {
		st := evidence.StatusMissing
		if suppressed {
			st = "suppressed"
		}
		return evidence.Evidence{ID: id, Source: evidence.Docs, Class: evidence.ClassPathClaim, Location: "x/img.png",
			Claim: &evidence.Claim{Document: doc, Line: line, Kind: evidence.KindImage, Text: "img.png", Path: "x/img.png",
				Status: st, Suppressed: suppressed}}
	}
	r := &Report{Evidences: evidence.Set{
		evidence.Docs:   {claim("c1", "testdata/a.md", 3, true), claim("c2", "b.md", 5, false)},
		evidence.Vision: {ref("v1", "testdata/a.md", 3), ref("v2", "b.md", 5), ref("v3", "c.md", 7)},
	}}
	var got []string
	for _, f := range Findings(r) {
		got = append(got, f.Rule+" "+f.Document+" "+f.EvidenceID)
	}
	want := []string{"broken-image b.md v2", "broken-image c.md v3"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("findings (-want +got):\n%s", diff)
	}
}
