package repo

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func allPatterns() []*Pattern {
	return append(append([]*Pattern{}, secretPatterns...), securityPatterns...)
}

// TestPatternExamples runs every content rule against its own true- and
// false-positive examples (gitleaks style).
func TestPatternExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range allPatterns() {
		if seen[p.ID] {
			t.Errorf("duplicate rule id %s", p.ID)
		}
		seen[p.ID] = true
		if len(p.TruePositives) == 0 || len(p.FalsePositives) == 0 {
			t.Errorf("%s: every rule needs true- and false-positive examples", p.ID)
		}
		for _, ex := range p.TruePositives {
			if !p.appliesTo(ex.Path) || len(p.find(ex.Text, newLineIndex(ex.Text))) == 0 {
				t.Errorf("%s: true positive not matched: %s: %q", p.ID, ex.Path, ex.Text)
			}
		}
		for _, ex := range p.FalsePositives {
			if p.appliesTo(ex.Path) {
				if hs := p.find(ex.Text, newLineIndex(ex.Text)); len(hs) > 0 {
					t.Errorf("%s: false positive matched: %s: %q -> %+v", p.ID, ex.Path, ex.Text, hs)
				}
			}
		}
	}
}

func TestFileRuleExamples(t *testing.T) {
	for _, r := range secretFiles {
		if len(r.TruePositives) == 0 || len(r.FalsePositives) == 0 {
			t.Errorf("%s: every rule needs true- and false-positive examples", r.ID)
		}
		for _, ex := range r.TruePositives {
			if ok, _ := r.matches(ex.Path, ex.Text, true); !ok {
				t.Errorf("%s: true positive not matched: %s", r.ID, ex.Path)
			}
		}
		for _, ex := range r.FalsePositives {
			if ok, _ := r.matches(ex.Path, ex.Text, true); ok {
				t.Errorf("%s: false positive matched: %s", r.ID, ex.Path)
			}
		}
	}
}

// secretValues returns the "secret" group of every match of the rule in
// its true-positive examples.
func secretValues(t *testing.T, p *Pattern) []string {
	t.Helper()
	var out []string
	for _, ex := range p.TruePositives {
		for _, m := range p.Match.FindAllStringSubmatchIndex(ex.Text, -1) {
			ss, se := secretSpan(p.Match, m)
			out = append(out, ex.Text[ss:se])
		}
	}
	return out
}

func TestSecretHitsAreRedacted(t *testing.T) {
	for _, p := range secretPatterns {
		for _, ex := range p.TruePositives {
			for _, h := range p.find(ex.Text, newLineIndex(ex.Text)) {
				if !strings.Contains(h.Shown, "[REDACTED") {
					t.Errorf("%s: shown %q has no redaction marker", p.ID, h.Shown)
				}
				for _, v := range secretValues(t, p) {
					if strings.Contains(h.Shown, v) {
						t.Errorf("%s: shown %q leaks the secret", p.ID, h.Shown)
					}
				}
			}
		}
	}
}

func TestRedactSpan(t *testing.T) {
	tests := []struct {
		name, text     string
		ss, se, reveal int
		want           string
	}{
		{"prefix kept", `k = "AKIA` + `ABCDEFGHIJKLMNOP"`, 5, 25, 4, `k = "AKIA…[REDACTED 20 chars]"`},
		{"reveal capped at half", `pw abcd`, 3, 7, 10, `pw ab…[REDACTED 4 chars]`},
		{"negative reveal", `x=secret`, 2, 8, -1, `x=…[REDACTED 6 chars]`},
		{"whitespace collapsed", "A\n  B\tC", 6, 7, 0, "A B …[REDACTED 1 chars]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := redactSpan(tt.text, 0, len(tt.text), tt.ss, tt.se, tt.reveal)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("redactSpan (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCallArgs(t *testing.T) {
	tests := []struct{ text, want string }{
		{`f(a, b) + g(c)`, `a, b`},
		{`f(a(b), "x)y", 'z(') tail`, `a(b), "x)y", 'z('`},
		{"f(\n  x,\n  shell=True,\n)", "\n  x,\n  shell=True,\n"},
		{`f("esc\")", k)`, `"esc\")", k`},
		{`f(never closed`, `never closed`},
	}
	for _, tt := range tests {
		got := callArgs(tt.text, strings.IndexByte(tt.text, '(')+1)
		if got != tt.want {
			t.Errorf("callArgs(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
	long := "f(" + strings.Repeat("a", 3*maxArgs)
	if got := callArgs(long, 2); len(got) != maxArgs {
		t.Errorf("callArgs on unbounded input returned %d bytes, want %d", len(got), maxArgs)
	}
}

func TestLineIndex(t *testing.T) {
	text := "one\ntwo\r\n\nfour"
	idx := newLineIndex(text)
	tests := []struct {
		off, line int
		text      string
	}{{0, 1, "one"}, {3, 1, "one"}, {4, 2, "two"}, {9, 3, ""}, {10, 4, "four"}, {13, 4, "four"}}
	for _, tt := range tests {
		if got := idx.lineOf(tt.off); got != tt.line {
			t.Errorf("lineOf(%d) = %d, want %d", tt.off, got, tt.line)
		}
		if got := idx.text(text, tt.line); got != tt.text {
			t.Errorf("text(%d) = %q, want %q", tt.line, got, tt.text)
		}
	}
}

func TestSecurityPatternLine(t *testing.T) {
	text := "import os\n\n\ndef clone(url):\n    os.system(\"git clone \" + url)\n"
	var p *Pattern
	for _, r := range securityPatterns {
		if r.ID == "py-os-system" {
			p = r
		}
	}
	got := p.find(text, newLineIndex(text))
	want := []hit{{Line: 5, Shown: `os.system("git clone " + url)`}}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(hit{})); diff != "" {
		t.Errorf("find (-want +got):\n%s", diff)
	}
	if p.Class != ClassSecurityPattern || ClassSecurityPattern == evidence.ClassSecretFile {
		t.Errorf("security rule filed under %q", p.Class)
	}
}
