package rubric

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestJSONRubricErrors: a rubric meant as JSON that does not decode is
// reported as JSON, naming the file and the line and column of the fault,
// never with a "yaml:" message; a YAML flow mapping in a .yaml file is
// still YAML.
func TestJSONRubricErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ file, text, want string }{
		{"r.json", "{\n  \"rubric_metadata\": {\"rubric_name\": \"x\"},\n  \"dimensions\": [\n    {\"id\": \"a\",}\n  ]\n}\n",
			`r.json: invalid JSON rubric at line 4, column 16: invalid character '}' looking for beginning of object key string (fix the JSON, or write the rubric in YAML: see docs/rubric-format.md)`},
		{"r.json", "id: x\n",
			`r.json: invalid JSON rubric at line 1, column 1: invalid character 'i' looking for beginning of value (fix the JSON, or write the rubric in YAML: see docs/rubric-format.md)`},
		{"rubric.txt", "{\"id\": \"x\",\n\"name\": \"y\"\n",
			`rubric.txt: invalid JSON rubric at line 2, column 11: unexpected end of JSON input (fix the JSON, or write the rubric in YAML: see docs/rubric-format.md)`},
		{"c.json", "{\"rubric_metadata\": {\"rubric_name\": 3}, \"dimensions\": []}",
			`c.json (community rubric): invalid JSON rubric at line 1, column 37: json: cannot unmarshal number into Go struct field .rubric_metadata.rubric_name of type string (fix the JSON, or write the rubric in YAML: see docs/rubric-format.md)`},
		{"flow.yaml", "{id: x, name: y}\n", "flow.yaml: no criteria"},
	}
	var got, want []string
	for _, tt := range tests {
		p := filepath.Join(dir, tt.file)
		if err := os.WriteFile(p, []byte(tt.text), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := Load(p)
		msg := "<nil>"
		if err != nil {
			msg = err.Error()
		}
		got, want = append(got, msg), append(want, tt.want)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("errors (-want +got):\n%s", d)
	}
}
