package report

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// roundTripNormalized is normalized as it was: a JSON round trip of the
// whole report, then fillNilSlices. The direct copy must encode alike.
func roundTripNormalized(t *testing.T, r *Report) *Report {
	t.Helper()
	raw, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var cp Report
	if err := dec.Decode(&cp); err != nil {
		t.Fatal(err)
	}
	if cp.Evidences == nil {
		cp.Evidences = evidence.Set{}
	}
	fillNilSlices(reflect.ValueOf(&cp).Elem())
	return &cp
}

// indented encodes r as WriteJSON does after normalizing it.
func indented(t *testing.T, r *Report) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// dataStruct is a struct value in evidence data: the round trip turns it
// into a map (keys sorted).
type dataStruct struct {
	Zed   string   `json:"zed"`
	Alpha []string `json:"alpha"`
}

// TestNormalizedAsRoundTrip: the direct copy of a report encodes to the
// bytes the round trip's copy encodes to, whatever nil slices, data
// values (numbers, nested maps and slices, structs, nil), invalid UTF-8
// and HTML characters it holds; and the report is not modified.
func TestNormalizedAsRoundTrip(t *testing.T) {
	bad := "bad \xff\xfe bytes"
	ev := func(data map[string]any) evidence.Evidence {
		return evidence.Evidence{ID: "e1", Source: "docs", Content: "<b>&</b> \u2028", Confidence: 0.1 + 0.2, Data: data}
	}
	tests := []struct {
		name string
		r    *Report
	}{
		{"zero", &Report{}},
		{"nil slices", &Report{Target: Target{Input: "x"}, Evidences: evidence.Set{"docs": nil, "repo": {{ID: "a"}}}}},
		{"data natives", &Report{Evidences: evidence.Set{"docs": {ev(map[string]any{
			"n": 3, "f": 1e21, "g": 0.1, "u": uint8(7), "s": "x", "b": true, "nil": nil,
			"list": []string{"a", "b"}, "nil list": []string(nil), "empty": []int{},
			"nested": map[string]any{"z": 1, "a": []any{1.5, "q", nil}}, "ints": map[string]int{"b": 2, "a": 1},
			"number": json.Number("12.50"), "f32": float32(0.1), "named": evidence.Source("docs"), "bytes": []byte("hi"),
		})}}}},
		{"data struct", &Report{Evidences: evidence.Set{"docs": {ev(map[string]any{"s": dataStruct{Zed: "z"}, "p": &dataStruct{Alpha: []string{"x"}}})}}}},
		{"invalid utf-8", &Report{Target: Target{Input: bad, Documents: []string{bad, "ok"}},
			Evidences: evidence.Set{"docs": {ev(map[string]any{"bad": bad, bad: 1})}},
			Warnings:  []Warning{{Message: bad}}}},
		{"claims", &Report{Evidences: evidence.Set{"docs": {{ID: "c", Claim: &evidence.Claim{Document: "README.md", Text: "a <b>"}}}}}},
	}
	for _, name := range []string{"full.json", "evidence_only.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		r, err := ReadJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct {
			name string
			r    *Report
		}{name, r})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := indented(t, tt.r)
			got, err := normalized(tt.r)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(indented(t, roundTripNormalized(t, tt.r)), indented(t, got)); diff != "" {
				t.Errorf("direct copy vs round trip (-want +got):\n%s", diff)
			}
			if after := indented(t, tt.r); after != before {
				t.Errorf("normalized modified the report")
			}
		})
	}
}

// BenchmarkNormalized copies the report named by AUDITOR_BENCH_REPORT (a
// report.json, e.g. of golang/tools: 2 MB; skipped when unset) directly
// and, for comparison, through the JSON round trip it replaced.
func BenchmarkNormalized(b *testing.B) {
	name := os.Getenv("AUDITOR_BENCH_REPORT")
	if name == "" {
		b.Skip("AUDITOR_BENCH_REPORT is not set")
	}
	f, err := os.Open(name)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	r, err := ReadJSON(f)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("copy", func(b *testing.B) {
		for b.Loop() {
			if _, err := normalized(r); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("roundtrip", func(b *testing.B) {
		t := &testing.T{}
		for b.Loop() {
			roundTripNormalized(t, r)
		}
	})
	b.Run("WriteJSON", func(b *testing.B) {
		for b.Loop() {
			if err := WriteJSON(io.Discard, r); err != nil {
				b.Fatal(err)
			}
		}
	})
}
