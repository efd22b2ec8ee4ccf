package report

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
