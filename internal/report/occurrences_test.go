package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// reportWithSharedFlag: README.md and docs/guide.md both cite the missing
// src/gone.py; the aggregator files one flag with two occurrences.
func reportWithSharedFlag() *Report {
	claim := &evidence.Claim{Document: "README.md", Line: 3, Kind: evidence.KindCode, Text: "src/gone.py",
		Path: "src/gone.py", Context: "See `src/gone.py`.", Status: evidence.StatusMissing}
	flag := evidence.Evidence{
		ID: evidence.DocumentClaimID("src/gone.py"), Source: evidence.Docs, Class: evidence.ClassDocumentClaim,
		Location: "src/gone.py", Line: 3, Content: claim.Context, Claim: claim,
		Occurrences: []evidence.Occurrence{
			{Document: "README.md", Line: 3, Text: "src/gone.py", Context: "See `src/gone.py`."},
			{Document: "docs/guide.md", Line: 7, Text: "./src/gone.py", Context: "Run `./src/gone.py`."},
		},
	}
	return &Report{
		SchemaVersion: SchemaVersion, Target: Target{Input: "repo", Documents: []string{"README.md", "docs/guide.md"}},
		Summary:   Summary{Documents: 2, Claims: 2, HallucinatedClaims: 2},
		Evidences: evidence.Set{evidence.Repo: {}, evidence.Docs: {flag}, evidence.Vision: {}},
		Warnings:  []Warning{}, Errors: []Error{}, RunLog: []RunEvent{},
		Metadata: Metadata{PipelineIntegrity: "SUCCESS"},
	}
}

func TestFindingPerOccurrence(t *testing.T) {
	r := reportWithSharedFlag()
	type row struct{ Document, Text, Context string }
	var got []row
	for _, f := range Findings(r) {
		got = append(got, row{f.Document, f.Text, f.Context})
	}
	want := []row{
		{"README.md", "src/gone.py", "See `src/gone.py`."},
		{"docs/guide.md", "./src/gone.py", "Run `./src/gone.py`."},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("findings (-want +got):\n%s", diff)
	}

	var sarif bytes.Buffer
	if err := WriteSARIF(&sarif, r); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(sarif.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	var uris []string
	for _, res := range log.Runs[0].Results {
		uris = append(uris, res.RuleID+" "+res.Locations[0].PhysicalLocation.ArtifactLocation.URI)
	}
	if diff := cmp.Diff([]string{"hallucinated-path README.md", "hallucinated-path docs/guide.md"}, uris); diff != "" {
		t.Fatalf("two documents citing one missing path give two SARIF results (-want +got):\n%s", diff)
	}

	var md, html bytes.Buffer
	if err := WriteMarkdown(&md, r); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(md.String(), "| path does not exist |"); n != 2 {
		t.Errorf("Markdown lists %d rows, want 2:\n%s", n, md.String())
	}
	if err := WriteHTML(&html, r); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(html.String(), `<tr data-rule="hallucinated-path">`); n != 2 {
		t.Errorf("HTML lists %d rows, want 2", n)
	}
}

// An incomplete audit (integrity FAILED) with no flag never says that
// every path resolved, in Markdown or HTML.
func TestIncompleteAuditNotEveryPathResolved(t *testing.T) {
	r := reportWithSharedFlag()
	r.Evidences[evidence.Docs] = nil
	r.Summary.HallucinatedClaims = 0
	r.Metadata.PipelineIntegrity = "FAILED"
	r.Errors = []Error{{Category: "INCOMPLETE", Message: "audit incomplete: 5 of 7 documents were not read"}}
	var md, html bytes.Buffer
	if err := WriteMarkdown(&md, r); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&html, r); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"markdown": md.String(), "html": html.String()} {
		if strings.Contains(out, "Every path the documents cite resolved") {
			t.Errorf("%s of an incomplete audit says every path resolved", name)
		}
		if !strings.Contains(out, "Incomplete audit") || !strings.Contains(out, "5 of 7 documents were not read") {
			t.Errorf("%s does not say the audit is incomplete and why", name)
		}
	}
}
