package rubric

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/internal/jsonpos"
)

// looksJSON reports a rubric meant as JSON: a name ending in ".json", or
// text whose first character opens a JSON object or array.
func looksJSON(name string, data []byte) bool {
	t := bytes.TrimSpace(data)
	return strings.HasSuffix(strings.ToLower(name), ".json") || len(t) > 0 && (t[0] == '{' || t[0] == '[')
}

// jsonError returns the error of a JSON rubric that does not decode,
// naming the file, its format and the line and column of the fault, or
// nil when data is valid JSON.
func jsonError(name string, data []byte) error {
	var v any
	err := json.Unmarshal(data, &v)
	if err == nil {
		return nil
	}
	return describeJSON(name, data, err)
}

// describeJSON words a JSON decoding error of the rubric name: where it is
// (line and column) and what to do.
func describeJSON(name string, data []byte, err error) error {
	return fmt.Errorf("%s: invalid JSON rubric%s: %v (fix the JSON, or write the rubric in YAML: see docs/rubric-format.md)", name, jsonpos.Where(data, err), err)
}
