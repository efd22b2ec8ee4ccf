package jsonpos

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWhere: syntax errors, an unexpected end and type errors are placed
// by line and column; other errors are not.
func TestWhere(t *testing.T) {
	var n struct{ A int }
	tests := []struct{ in, want string }{
		{"{\n  \"a\": 1,\n}\n", " at line 3, column 1"},
		{"{\"a\": 1,\n\"b\": 2\n", " at line 2, column 6"},
		{"{\"A\": \"x\"}", " at line 1, column 9"},
		{"{\"A\": 1}", ""},
	}
	var got, want []string
	for _, tt := range tests {
		got, want = append(got, Where([]byte(tt.in), json.Unmarshal([]byte(tt.in), &n))), append(want, tt.want)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
