package report

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestMarkdownGolden(t *testing.T) {
	for _, name := range fixtures {
		t.Run(name, func(t *testing.T) {
			r := loadFixture(t, name)
			checkGolden(t, name+".md", render(t, func(w *bytes.Buffer) error { return WriteMarkdown(w, r) }))
		})
	}
}

func TestMarkdownEscaping(t *testing.T) {
	tests := []struct {
		name string
		fn   func(string) string
		in   string
		want string
	}{
		{"pipe and newline in text", mdText, "a|b\nc", `a\|b c`},
		{"html in text", mdText, "<script>x</script>", "&lt;script&gt;x&lt;/script&gt;"},
		{"heading and link syntax", mdText, "# [x](y)", `\# \[x\](y)`},
		{"cell keeps line breaks", mdCell, "a|b\r\nc", `a\|b<br>c`},
		{"code with pipe in table", mdCode, "a|b", "`a\\|b`"},
		{"code with backticks", mdCode, "a`b", "``a`b``"},
		{"code starting with backtick", mdCode, "`x", "`` `x ``"},
		{"inline code keeps pipe", mdInlineCode, "a|b", "`a|b`"},
		{"empty code", mdCode, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.fn(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestMarkdownLinks(t *testing.T) {
	tests := []struct{ text, url, want string }{
		{"a", "https://x.test/a b", "[a](<https://x.test/a%20b>)"},
		{"a", "javascript:alert(1)", "a"},
		{"a", "docs/x.md", "[a](<docs/x.md>)"},
		{"[1]", "", `\[1\]`},
	}
	for _, tt := range tests {
		if got := mdLink(tt.text, tt.url); got != tt.want {
			t.Errorf("mdLink(%q, %q) = %q, want %q", tt.text, tt.url, got, tt.want)
		}
	}
}

// TestMarkdownHostile renders a report whose untrusted fields try to break
// the table and inject HTML.
func TestMarkdownHostile(t *testing.T) {
	r := hostileReport()
	out := string(render(t, func(w *bytes.Buffer) error { return WriteMarkdown(w, r) }))
	// code spans render their content literally: drop them, then look for
	// live markup in what remains
	prose := regexp.MustCompile("`[^`]*`").ReplaceAllString(out, "")
	for _, bad := range []string{"<script>", "<img", "javascript:", "\n# pwned"} {
		if strings.Contains(prose, bad) {
			t.Errorf("Markdown contains %q", bad)
		}
	}
	// every table row must keep its column count
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "| `docs_DOCUMENT_CLAIM") {
			if n := strings.Count(strings.ReplaceAll(line, `\|`, ""), "|"); n != 6 {
				t.Errorf("appendix row has %d unescaped pipes, want 6: %s", n, line)
			}
		}
	}
}

// hostileReport puts attacker-controlled text in every field a renderer
// prints.
func hostileReport() *Report {
	const evil = "<script>alert(1)</script>|x\n# pwned <img src=x onerror=alert(2)>"
	five := 2
	score := 2.0
	return &Report{
		SchemaVersion: SchemaVersion,
		Tool:          Tool{Name: "auditor", Version: "1.0.0"},
		Target:        Target{Input: evil, Commit: "abc", Origin: "https://github.com/o/r", Documents: []string{evil}},
		Evidences: evidence.Set{
			evidence.Docs: {{ID: "docs_DOCUMENT_CLAIM_12345678", Source: evidence.Docs, Class: evidence.ClassDocumentClaim,
				Content: evil, Location: "src/\"><script>alert(3)</script>.py", Line: 2, Rationale: evil,
				Claim: &evidence.Claim{Document: "docs/<b>x</b>.md", Line: 2, Kind: evidence.KindCode, Text: evil,
					Path: "src/x.py", Context: evil}}},
		},
		Warnings: []Warning{{Category: "W", Message: evil, Location: evil}},
		Errors:   []Error{{Category: "E", Message: evil, Detective: evil}},
		Metadata: Metadata{PipelineIntegrity: "SUCCESS"},
		Criteria: []judges.CriterionResult{{ID: "c<1>", Name: evil, MinScore: 1, MaxScore: 5, Weight: 1,
			State: judges.Scored, FinalScore: &score, Reason: evil, DissentSummary: evil,
			JudgeOpinions: []judges.JudicialOpinion{{Judge: judges.Persona(evil), Score: &five, State: judges.Scored,
				Argument: evil, Author: evil,
				Citations: []judges.Citation{{Label: "[1]", EvidenceID: evil, Title: evil, URL: "javascript:alert(4)"}},
				Iterations: []judges.Iteration{{Index: 1, Draft: judges.Draft{Content: evil},
					Reflection: judges.Reflection{Content: evil}, AppliedCorrections: []string{evil}}}}},
			Remediation:  []judges.Remediation{{File: evil, Change: evil}},
			AppliedRules: []judges.AppliedRule{{Rule: evil, Effect: evil}}}},
		OverallScore: &score,
	}
}

// TestMarkdownUnconfirmed: missing paths left unconfirmed are counted in
// the summary and listed with their tie under the flagged claims, which
// then do not claim that every path resolved.
func TestMarkdownUnconfirmed(t *testing.T) {
	r := &Report{Summary: Summary{Claims: 1, UnconfirmedClaims: 1}, Evidences: evidence.Set{evidence.Docs: {{
		ID: "c1", Source: evidence.Docs, Class: evidence.ClassPathClaim, Location: "docs/usage.md", Line: 12,
		Claim: &evidence.Claim{Document: "docs/usage.md", Line: 12, Kind: evidence.KindCode, Text: "setup.cfg",
			Context: "Add the options to your setup.cfg.", Status: "unconfirmed", Tie: 0.12},
	}}}}
	md := string(render(t, func(w *bytes.Buffer) error { return WriteMarkdown(w, r) }))
	for _, want := range []string{
		"1 (0 hallucinated, 0 rejected, 0 suppressed, 1 unconfirmed)",
		"### Unconfirmed: missing, weakly tied to this repository (1, not flagged)",
		"| `setup.cfg` | 0.12 | Add the options to your setup.cfg. |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "Every path the documents cite resolved") {
		t.Errorf("markdown says every path resolved although one is unconfirmed")
	}
}
