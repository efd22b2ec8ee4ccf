package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

var sarifSchemaPath = filepath.Join("testdata", "sarif-schema-2.1.0.json")

func TestSARIFGolden(t *testing.T) {
	sch := compileSchema(t, sarifSchemaPath)
	for _, name := range fixtures {
		t.Run(name, func(t *testing.T) {
			r := loadFixture(t, name)
			out := render(t, func(w *bytes.Buffer) error { return WriteSARIF(w, r) })
			if err := validate(sch, out); err != nil {
				t.Errorf("SARIF does not validate against the 2.1.0 schema: %v", err)
			}
			checkGolden(t, name+".sarif", out)
		})
	}
	// a truncated run (cap 3), so the multitool also checks the notification
	// and run properties of truncation
	out := render(t, func(w *bytes.Buffer) error { return writeSARIF(w, loadFixture(t, "full"), 3) })
	if err := validate(sch, out); err != nil {
		t.Errorf("truncated SARIF does not validate: %v", err)
	}
	checkGolden(t, "full_truncated.sarif", out)
}

func decodeSARIF(t *testing.T, data []byte) sarifLog {
	t.Helper()
	var log sarifLog
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 {
		t.Fatalf("got %d runs, want 1", len(log.Runs))
	}
	return log
}

// TestSARIFResults checks rule ids, rule indexes, levels and locations of
// the full fixture's results.
func TestSARIFResults(t *testing.T) {
	log := decodeSARIF(t, render(t, func(w *bytes.Buffer) error { return WriteSARIF(w, loadFixture(t, "full")) }))
	run := log.Runs[0]
	type row struct {
		Rule, Level, URI string
		Line             int
	}
	var got []row
	for _, res := range run.Results {
		if run.Tool.Driver.Rules[res.RuleIndex].ID != res.RuleID {
			t.Errorf("result %s has ruleIndex %d pointing to %s", res.RuleID, res.RuleIndex, run.Tool.Driver.Rules[res.RuleIndex].ID)
		}
		r := row{Rule: res.RuleID, Level: res.Level}
		if len(res.Locations) > 0 {
			r.URI = res.Locations[0].PhysicalLocation.ArtifactLocation.URI
			r.Line = res.Locations[0].PhysicalLocation.Region.StartLine
		}
		got = append(got, r)
	}
	want := []row{
		{RuleHallucinatedPath, "error", "docs/architecture.md", 14},
		{RuleHallucinatedPath, "error", "src/auditor/state.py", 1}, // external report: the claimed path
		{RuleCommittedSecret, "error", ".env", 3},
		{RuleMissingLine, "warning", "README.md", 22},
		{RuleBrokenAnchor, "warning", "docs/architecture.md", 3},
		{RuleBrokenImage, "warning", "README.md", 9},
		{RuleUnsafeShell, "warning", "src/tools/run.py", 27},
		{RuleCriterionFailed, "warning", "docs/architecture.md", 14}, // forensic_accuracy: first cited evidence
		{RuleCriterionFailed, "warning", ".env", 3},                  // security
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("results (-want +got):\n%s", diff)
	}
	var ids []string
	for _, r := range run.Tool.Driver.Rules {
		ids = append(ids, r.ID)
	}
	wantIDs := []string{"hallucinated-path", "missing-line", "broken-anchor", "broken-image", "committed-secret",
		"unsafe-shell", "criterion-failed", "missing-command", "missing-symbol"}
	if diff := cmp.Diff(wantIDs, ids); diff != "" {
		t.Errorf("rule ids changed (-want +got):\n%s", diff)
	}
}

// TestSARIFFingerprintsIgnoreLines moves every finding to other lines and
// requires the same fingerprints; changing the claimed path must change it.
func TestSARIFFingerprintsIgnoreLines(t *testing.T) {
	fps := func(r *Report) []string {
		log := decodeSARIF(t, render(t, func(w *bytes.Buffer) error { return WriteSARIF(w, r) }))
		var out []string
		for _, res := range log.Runs[0].Results {
			out = append(out, res.RuleID+" "+res.PartialFingerprints[fingerprintName])
		}
		return out
	}
	base := loadFixture(t, "full")
	before := fps(base)
	moved := loadFixture(t, "full")
	for _, src := range moved.Evidences.Keys() {
		for i := range moved.Evidences[src] {
			e := &moved.Evidences[src][i]
			e.Line += 40
			if e.Claim != nil {
				e.Claim.Line += 40
			}
		}
	}
	if diff := cmp.Diff(before, fps(moved)); diff != "" {
		t.Errorf("fingerprints changed when only lines moved (-before +after):\n%s", diff)
	}
	renamed := loadFixture(t, "full")
	for i, e := range renamed.Evidences[evidence.Docs] {
		if e.Class == evidence.ClassDocumentClaim && e.Claim.Path == "src/auditor/judges.py" {
			renamed.Evidences[evidence.Docs][i].Claim.Text = "src/auditor/judge.py"
		}
	}
	if after := fps(renamed); after[0] == before[0] {
		t.Errorf("fingerprint did not change with the claim text: %s", after[0])
	}
	seen := map[string]bool{}
	for _, fp := range before {
		if seen[fp] {
			t.Errorf("duplicate fingerprint %s", fp)
		}
		seen[fp] = true
	}
}

// TestSARIFDuplicateFingerprintsGetOccurrence checks two identical findings
// in one file get distinct ":1" and ":2" fingerprints.
func TestSARIFDuplicateFingerprintsGetOccurrence(t *testing.T) {
	pattern := func(line int) evidence.Evidence {
		return evidence.Evidence{ID: fmt.Sprintf("repo_SECURITY_PATTERN_%d", line), Source: evidence.Repo,
			Class: classSecurityPattern, Found: true, Location: "a.py", Line: line, Content: "os.system(cmd)",
			Data: map[string]any{"rule": "python-os-system"}}
	}
	r := &Report{SchemaVersion: 1, Evidences: evidence.Set{evidence.Repo: {pattern(3), pattern(9)}}}
	log := decodeSARIF(t, render(t, func(w *bytes.Buffer) error { return WriteSARIF(w, r) }))
	res := log.Runs[0].Results
	if len(res) != 2 {
		t.Fatalf("got %d results, want 2", len(res))
	}
	a, b := res[0].PartialFingerprints[fingerprintName], res[1].PartialFingerprints[fingerprintName]
	if !strings.HasSuffix(a, ":1") || !strings.HasSuffix(b, ":2") || strings.TrimSuffix(a, ":1") != strings.TrimSuffix(b, ":2") {
		t.Errorf("fingerprints %q, %q; want the same hash with :1 and :2", a, b)
	}
}

// TestSARIFCap builds more findings than the cap and checks truncation is
// recorded and the output stays schema-valid.
func TestSARIFCap(t *testing.T) {
	tests := []struct {
		name      string
		n, max    int
		wantCount int
		truncated bool
	}{
		{"real cap exceeded", MaxSARIFResults + 10, MaxSARIFResults, MaxSARIFResults, true},
		{"at the cap", 5, 5, 5, false},
		{"small cap", 7, 5, 5, true},
	}
	sch := compileSchema(t, sarifSchemaPath)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := manyFlags(tt.n)
			var buf bytes.Buffer
			if err := writeSARIF(&buf, r, tt.max); err != nil {
				t.Fatal(err)
			}
			log := decodeSARIF(t, buf.Bytes())
			run := log.Runs[0]
			if len(run.Results) != tt.wantCount {
				t.Errorf("got %d results, want %d", len(run.Results), tt.wantCount)
			}
			if got := run.Properties != nil && run.Properties.Truncated; got != tt.truncated {
				t.Fatalf("truncated = %v, want %v", got, tt.truncated)
			}
			if tt.truncated {
				if run.Properties.TotalResults != tt.n || run.Properties.OmittedResults != tt.n-tt.max {
					t.Errorf("properties = %+v", *run.Properties)
				}
				notes := run.Invocations[0].ToolExecutionNotifications
				if len(notes) != 1 || !strings.Contains(notes[0].Message.Text, "truncated") {
					t.Errorf("notifications = %+v", notes)
				}
			}
			if tt.n < 100 {
				if err := validate(sch, buf.Bytes()); err != nil {
					t.Errorf("schema: %v", err)
				}
			}
		})
	}
}

// manyFlags builds a report with n hallucination flags.
func manyFlags(n int) *Report {
	list := make([]evidence.Evidence, n)
	for i := range list {
		p := fmt.Sprintf("src/missing_%05d.go", i)
		list[i] = evidence.Evidence{ID: evidence.DocumentClaimID(p), Source: evidence.Docs,
			Class: evidence.ClassDocumentClaim, Location: p, Line: i%500 + 1,
			Claim: &evidence.Claim{Document: "README.md", Line: i%500 + 1, Kind: evidence.KindCode, Text: p, Path: p,
				Status: evidence.StatusMissing}}
	}
	return &Report{SchemaVersion: 1, Evidences: evidence.Set{evidence.Docs: list, evidence.Repo: {}}}
}

func TestCriterionLocationFallsBackToReadme(t *testing.T) {
	low := 1.0
	r := &Report{SchemaVersion: 1, Evidences: evidence.Set{evidence.Repo: {{ID: "r1", Found: true, Location: "Readme.rst"}}},
		Criteria: []judges.CriterionResult{{ID: "c", Name: "C", MinScore: 1, MaxScore: 5, State: judges.Scored, FinalScore: &low,
			JudgeOpinions: []judges.JudicialOpinion{{CitedEvidence: []string{"unknown-id"}}}}}}
	log := decodeSARIF(t, render(t, func(w *bytes.Buffer) error { return WriteSARIF(w, r) }))
	res := log.Runs[0].Results
	if len(res) != 1 || res[0].Locations[0].PhysicalLocation.ArtifactLocation.URI != "Readme.rst" {
		t.Errorf("results = %+v; want one criterion-failed at Readme.rst", res)
	}
}

// BenchmarkWriteSARIFCap renders a report just over the result cap.
func BenchmarkWriteSARIFCap(b *testing.B) {
	r := manyFlags(MaxSARIFResults + 10)
	for b.Loop() {
		if err := WriteSARIF(io.Discard, r); err != nil {
			b.Fatal(err)
		}
	}
}

// A clean audit (no finding, no failed criterion) writes "results": [],
// which the schema and GitHub require; null failed the SARIF multitool on
// this repository's own clean self-audit.
func TestSARIFCleanAuditHasEmptyResults(t *testing.T) {
	sch := compileSchema(t, sarifSchemaPath)
	r := &Report{SchemaVersion: SchemaVersion, Tool: Tool{Name: "auditor", Version: "1.0.0"},
		Target: Target{Input: ".", Documents: []string{}}, Evidences: evidence.Set{},
		Warnings: []Warning{}, Errors: []Error{}, RunLog: []RunEvent{},
		Metadata: Metadata{PipelineIntegrity: "SUCCESS"}}
	out := render(t, func(w *bytes.Buffer) error { return WriteSARIF(w, r) })
	if err := validate(sch, out); err != nil {
		t.Errorf("clean SARIF does not validate: %v", err)
	}
	if !bytes.Contains(out, []byte(`"results": []`)) {
		t.Errorf("clean SARIF has no empty results array:\n%s", out)
	}
}
