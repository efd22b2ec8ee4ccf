package rubric

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
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
// (line:column, from the byte offset that encoding/json reports) and what
// to do.
func describeJSON(name string, data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
		if off >= int64(len(data)) { // unexpected end: point at the last character
			off = int64(len(bytes.TrimRight(data, " \t\r\n")))
		}
	case errors.As(err, &typ):
		off = typ.Offset
	}
	where := ""
	if off >= 0 {
		line, col := lineCol(data, off)
		where = fmt.Sprintf(" at line %d, column %d", line, col)
	}
	return fmt.Errorf("%s: invalid JSON rubric%s: %v (fix the JSON, or write the rubric in YAML: see docs/rubric-format.md)", name, where, err)
}

// lineCol turns a byte offset of data into a 1-based line and column
// (columns count bytes).
func lineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}
