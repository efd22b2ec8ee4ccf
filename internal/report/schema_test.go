package report

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

var reportSchemaPath = filepath.Join("..", "..", "schema", "report.schema.json")

// TestFixturesValidateAgainstSchema validates every report JSON in testdata
// with an independent validator (santhosh-tekuri/jsonschema).
func TestFixturesValidateAgainstSchema(t *testing.T) {
	sch := compileSchema(t, reportSchemaPath)
	files, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), "sarif-") {
			continue
		}
		n++
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := validate(sch, data); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if n < len(fixtures) {
		t.Errorf("validated %d report files, want at least %d", n, len(fixtures))
	}
}

// TestSchemaRejectsInvalid proves the schema constrains: each mutation of a
// valid fixture must fail validation.
func TestSchemaRejectsInvalid(t *testing.T) {
	sch := compileSchema(t, reportSchemaPath)
	valid, err := os.ReadFile(filepath.Join("testdata", "evidence_only.json"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, old, new string }{
		{"schema version", `"schema_version": 1`, `"schema_version": 2`},
		{"found type", `"found": true`, `"found": "yes"`},
		{"unknown field", `"schema_version": 1,`, `"schema_version": 1, "surprise": 1,`},
		{"integrity enum", `"pipeline_integrity": "SUCCESS"`, `"pipeline_integrity": "MAYBE"`},
		{"missing required", `"evidence_class": "FILE_MANIFEST",`, ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !bytes.Contains(valid, []byte(tt.old)) {
				t.Fatalf("fixture lacks %q", tt.old)
			}
			bad := bytes.Replace(valid, []byte(tt.old), []byte(tt.new), 1)
			if err := validate(sch, bad); err == nil {
				t.Errorf("mutation %q -> %q validated", tt.old, tt.new)
			}
		})
	}
}

// TestScriptGoldenReportsValidate validates the golden reports of the CLI
// transcripts (cmd/auditor/testdata/script/*.txtar: every embedded .json
// file that is a report) against the schema, so a report the real pipeline
// writes is checked too, not only the hand-built fixtures.
func TestScriptGoldenReportsValidate(t *testing.T) {
	sch := compileSchema(t, reportSchemaPath)
	scripts, err := filepath.Glob(filepath.Join("..", "..", "cmd", "auditor", "testdata", "script", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range scripts {
		ar, err := txtar.ParseFile(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			if !strings.HasSuffix(f.Name, ".json") || !bytes.Contains(f.Data, []byte(`"schema_version"`)) {
				continue
			}
			n++
			if err := validate(sch, f.Data); err != nil {
				t.Errorf("%s: %s: %v", filepath.Base(s), f.Name, err)
			}
		}
	}
	if n == 0 {
		t.Error("no golden report found in the CLI transcripts")
	}
}
