package report

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestTextGolden(t *testing.T) {
	for _, name := range fixtures {
		r := loadFixture(t, name)
		got := render(t, func(w *bytes.Buffer) error { return Render(w, r, "text") })
		checkGolden(t, name+".txt", got)
		if bytes.Contains(got, []byte("\x1b")) {
			t.Errorf("%s: plain text has an escape sequence", name)
		}
	}
}

// ansiPattern matches the SGR sequences the text format writes.
var ansiPattern = regexp.MustCompile("\x1b\\[[0-9;]*m")

// TestTextColour: colour only when asked, and the text is the same once
// the escape sequences are removed.
func TestTextColour(t *testing.T) {
	r := loadFixture(t, "full")
	plain := render(t, func(w *bytes.Buffer) error { return WriteText(w, r, TextOptions{}) })
	colour := render(t, func(w *bytes.Buffer) error { return WriteText(w, r, TextOptions{Color: true}) })
	if !bytes.Contains(colour, []byte("\x1b[")) {
		t.Fatal("Color: true wrote no escape sequence")
	}
	stripped := ansiPattern.ReplaceAll(colour, nil)
	if diff := cmp.Diff(string(plain), string(stripped)); diff != "" {
		t.Errorf("coloured text differs from plain text once stripped (-plain +stripped):\n%s", diff)
	}
}

// claimEvidence is a hallucinated-path evidence cited at doc:line.
func claimEvidence(doc string, line int, path string) evidence.Evidence {
	return evidence.Evidence{
		ID: fmt.Sprintf("aggregator_%s_%d", doc, line), Source: "aggregator", Class: evidence.ClassDocumentClaim,
		Location: path, Claim: &evidence.Claim{Document: doc, Line: line, Text: path, Path: path, Status: "missing"},
	}
}

func textOf(t *testing.T, r *Report, opt TextOptions) string {
	t.Helper()
	var b bytes.Buffer
	if err := WriteText(&b, r, opt); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// findingLines returns the lines of the Findings section.
func findingLines(text string) []string {
	_, after, ok := strings.Cut(text, "Findings (")
	if !ok {
		return nil
	}
	lines := strings.Split(after, "\n")
	var out []string
	for _, l := range lines[1:] {
		if l == "" {
			break
		}
		out = append(out, l)
	}
	return out
}

func TestTextFindingsGroupedAndCapped(t *testing.T) {
	var evs []evidence.Evidence
	for i := 1; i <= 4; i++ {
		evs = append(evs, claimEvidence("b.md", 10-i, fmt.Sprintf("src/b%d.py", i)))
	}
	evs = append(evs, claimEvidence("a.md", 7, "docs/missing.md"))
	evs = append(evs, claimEvidence("c.md", 1, "c.txt"))
	r := &Report{Evidences: evidence.Set{"aggregator": evs}, Metadata: Metadata{PipelineIntegrity: "SUCCESS"}}
	tests := []struct {
		name string
		opt  TextOptions
		want []string
	}{
		{"defaults", TextOptions{}, []string{
			"a.md",
			"  a.md:7: docs/missing.md — path does not exist",
			"b.md",
			"  b.md:6: src/b4.py — path does not exist",
			"  b.md:7: src/b3.py — path does not exist",
			"  b.md:8: src/b2.py — path does not exist",
			"  b.md:9: src/b1.py — path does not exist",
			"c.md",
			"  c.md:1: c.txt — path does not exist",
		}},
		{"per document", TextOptions{PerDocument: 2}, []string{
			"a.md",
			"  a.md:7: docs/missing.md — path does not exist",
			"b.md",
			"  b.md:6: src/b4.py — path does not exist",
			"  b.md:7: src/b3.py — path does not exist",
			"  and 2 more, see --format md",
			"c.md",
			"  c.md:1: c.txt — path does not exist",
		}},
		{"documents", TextOptions{Documents: 1, PerDocument: 1}, []string{
			"a.md",
			"  a.md:7: docs/missing.md — path does not exist",
			"and 5 more in 2 other documents, see --format md",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, findingLines(textOf(t, r, tt.opt))); diff != "" {
				t.Errorf("findings (-want +got):\n%s", diff)
			}
		})
	}
}

func TestTextVerdictAndWhere(t *testing.T) {
	score := 66.44
	r := &Report{
		Target:       Target{Input: "repo", Commit: "9f86a7a6576bd5146dbed92328dab35f93d3cfb1", Ref: "main"},
		Summary:      Summary{Documents: 2, Claims: 10, HallucinatedClaims: 4, UnconfirmedClaims: 3},
		Metadata:     Metadata{PipelineIntegrity: "SUCCESS"},
		OverallScore: &score,
	}
	got := textOf(t, r, TextOptions{Written: []string{"out/report.json", "out/report.md"}})
	for _, want := range []string{
		"Audit of repo @ 9f86a7a6576b (main)\n",
		"Score 66.44/100 · integrity SUCCESS\n",
		"10 claims checked in 2 documents · 4 hallucinated · 3 unconfirmed\n",
		"Full reports: out/report.json, out/report.md\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("text lacks %q:\n%s", want, got)
		}
	}
	if !strings.HasPrefix(got, "Audit of") {
		t.Errorf("the verdict is not first:\n%s", got)
	}
}

func TestTextIncomplete(t *testing.T) {
	r := &Report{
		Metadata: Metadata{PipelineIntegrity: "FAILED"},
		Errors:   []Error{{Category: "INCOMPLETE", Message: "the docs detective did not complete"}},
	}
	got := textOf(t, r, TextOptions{})
	for _, want := range []string{"integrity FAILED", "Incomplete audit:", "INCOMPLETE: the docs detective did not complete", "the audit is incomplete"} {
		if !strings.Contains(got, want) {
			t.Errorf("text lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "every path the documents cite resolved") {
		t.Errorf("an incomplete audit says every path resolved:\n%s", got)
	}
}

// TestTermText: text from the audited repository cannot drive the terminal.
func TestTermText(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"docs/a.md", 0, "docs/a.md"},
		{"a\x1b[2Jb", 0, "a\ufffd[2Jb"},
		{"title\x1b]0;pwned\x07", 0, "title\ufffd]0;pwned\ufffd"},
		{"c1\u009bx", 0, "c1\ufffdx"},
		{"rtl\u202eexe.md", 0, "rtl\ufffdexe.md"},
		{"  two\n\tlines  ", 0, "two lines"},
		{"abcdef", 3, "abc…"},
		{"ab cd", 4, "ab c…"},
	}
	for _, tt := range tests {
		if got := termText(tt.in, tt.n); got != tt.want {
			t.Errorf("termText(%q, %d) = %q, want %q", tt.in, tt.n, got, tt.want)
		}
	}
}

func TestTextHostilePath(t *testing.T) {
	r := &Report{Evidences: evidence.Set{"aggregator": {claimEvidence("README.md", 3, "x\x1b]0;owned\x07.py")}},
		Metadata: Metadata{PipelineIntegrity: "SUCCESS"}}
	for _, colour := range []bool{false, true} {
		got := textOf(t, r, TextOptions{Color: colour})
		if strings.Contains(got, "\x1b]") || strings.Contains(got, "\x07") {
			t.Errorf("colour=%v: a document's escape sequence reached the output: %q", colour, got)
		}
	}
}

// BenchmarkWriteText renders the text of a report with many findings
// (2,000 hallucinated paths in 100 documents: capped output).
func BenchmarkWriteText(b *testing.B) {
	var evs []evidence.Evidence
	for d := range 100 {
		for l := range 20 {
			evs = append(evs, claimEvidence(fmt.Sprintf("docs/d%03d.md", d), l+1, fmt.Sprintf("src/p%d.py", l)))
		}
	}
	r := &Report{Evidences: evidence.Set{"aggregator": evs}, Metadata: Metadata{PipelineIntegrity: "SUCCESS"}}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := WriteText(&buf, r, TextOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/op-out")
}
