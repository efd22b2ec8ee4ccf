package report

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestFixturesAreCanonical checks that every fixture is exactly what
// WriteJSON produces for it (so fixtures double as JSON golden files).
func TestFixturesAreCanonical(t *testing.T) {
	for _, name := range fixtures {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("testdata", name+".json")
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got := render(t, func(w *bytes.Buffer) error { return WriteJSON(w, loadFixture(t, name)) })
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("WriteJSON(ReadJSON(%s)) differs (-file +written):\n%s", path, diff)
			}
		})
	}
}

func TestJSONRoundTrip(t *testing.T) {
	reports := map[string]*Report{"built": builtReport()}
	for _, name := range fixtures {
		reports[name] = loadFixture(t, name)
	}
	for _, name := range []string{"built", "full", "evidence_only"} {
		t.Run(name, func(t *testing.T) {
			r := reports[name]
			first := render(t, func(w *bytes.Buffer) error { return WriteJSON(w, r) })
			back, err := ReadJSON(bytes.NewReader(first))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(r, back, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("ReadJSON(WriteJSON(r)) != r (-want +got):\n%s", diff)
			}
			second := render(t, func(w *bytes.Buffer) error { return WriteJSON(w, back) })
			if !bytes.Equal(first, second) {
				t.Errorf("second write differs from the first:\n%s", cmp.Diff(string(first), string(second)))
			}
			if !bytes.HasSuffix(first, []byte("}\n")) || !bytes.HasPrefix(first, []byte("{\n  \"schema_version\": 1,")) {
				t.Errorf("output is not 2-space indented with a trailing newline: %q...", first[:40])
			}
		})
	}
}

func TestReadJSONRejects(t *testing.T) {
	tests := []struct {
		name, in, wantErr string
	}{
		{"future version", `{"schema_version": 2, "tool": {}}`, "unsupported schema_version 2"},
		{"zero version", `{"schema_version": 0}`, "unsupported schema_version 0"},
		{"missing version", `{"tool": {"name": "auditor"}}`, "missing schema_version"},
		{"not JSON", `<html>`, "not a JSON report at line 1, column 1"},
		{"truncated", "{\"schema_version\": 1,\n\"tool\": {", "not a JSON report at line 2, column 9: unexpected end of JSON input (give the report.json that auditor audit wrote)"},
		{"version as string", `{"schema_version": "1"}`, "not a JSON report"},
		{"bad field type", `{"schema_version": 1, "summary": {"files": "many"}}`, "decode at line 1, column 49"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := ReadJSON(strings.NewReader(tt.in))
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("ReadJSON(%s) = %v, %v; want error containing %q", tt.in, r, err, tt.wantErr)
			}
		})
	}
}

// TestWriteJSONNormalizesNil checks that nil slices and a nil evidence set
// are written as [] and {} (schema-valid) without mutating the input.
func TestWriteJSONNormalizesNil(t *testing.T) {
	r := &Report{SchemaVersion: SchemaVersion, Evidences: evidence.Set{evidence.Repo: nil},
		Metadata: Metadata{PipelineIntegrity: "FAILED"},
		Criteria: []judges.CriterionResult{{ID: "c", State: judges.InsufficientData}}}
	out := string(render(t, func(w *bytes.Buffer) error { return WriteJSON(w, r) }))
	for _, want := range []string{`"warnings": []`, `"errors": []`, `"run_log": []`, `"documents": []`,
		`"repo": []`, `"judge_opinions": []`, `"final_score": null`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	if r.Warnings != nil || r.Evidences[evidence.Repo] != nil || r.Criteria[0].JudgeOpinions != nil {
		t.Error("WriteJSON mutated its input")
	}
	if err := validate(compileSchema(t, reportSchemaPath), []byte(out)); err != nil {
		t.Errorf("normalized output does not validate: %v", err)
	}
	empty := string(render(t, func(w *bytes.Buffer) error { return WriteJSON(w, &Report{SchemaVersion: 1}) }))
	if !strings.Contains(empty, `"evidences": {}`) {
		t.Errorf("nil evidence set not written as {}:\n%s", empty)
	}
}

func TestWriteJSONNil(t *testing.T) {
	if err := WriteJSON(io.Discard, nil); err == nil {
		t.Error("WriteJSON(nil) succeeded")
	}
}

// builtReport is a small report built in Go with nil slices and a Data map
// (float64 values, as JSON decoding yields).
func builtReport() *Report {
	score := 4.0
	five := 5
	return &Report{
		SchemaVersion: SchemaVersion,
		Tool:          Tool{Name: "auditor", Version: "dev"},
		Target:        Target{Input: ".", Documents: []string{"README.md"}},
		Evidences: evidence.Set{
			evidence.Vision: {},
			evidence.Repo: {{ID: "repo_FILE_MANIFEST_00000000", Source: evidence.Repo, Class: evidence.ClassFileManifest,
				Found: true, Content: "3 files", Data: map[string]any{"files": 3.0, "langs": []any{"Go"}}}},
			evidence.Docs: {},
		},
		Metadata: Metadata{PipelineIntegrity: "SUCCESS"},
		Criteria: []judges.CriterionResult{{ID: "c1", Name: "C1", MinScore: 1, MaxScore: 5, Weight: 1,
			State: judges.Scored, FinalScore: &score,
			JudgeOpinions: []judges.JudicialOpinion{{Judge: judges.TechLead, Score: &five, State: judges.Scored}}}},
		OverallScore: &score,
	}
}
