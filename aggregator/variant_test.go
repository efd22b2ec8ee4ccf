package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestSpellingVariant: a name with '-' and '_' swapped ties a missing path
// to the one tracked file it misspells; none, two, or another directory do
// not.
func TestSpellingVariant(t *testing.T) {
	r := newRun(Input{Manifest: evidence.NewManifest([]string{
		"assets/syntaxes/02_Extra/Apache.sublime-syntax",
		"src/tools/git_tools.py",
		"a/run-all.sh", "b/run-all.sh", "README.md",
	})})
	tests := []struct {
		p, want string
		ok      bool
	}{
		{"Apache.sublime_syntax", "assets/syntaxes/02_Extra/Apache.sublime-syntax", true},
		{"src/tools/git-tools.py", "src/tools/git_tools.py", true},
		{"tools/git-tools.py", "src/tools/git_tools.py", true},
		{"lib/git-tools.py", "", false},     // another directory
		{"run_all.sh", "", false},           // two candidates
		{"Robot.sublime_syntax", "", false}, // no such file
		{"graph.py", "", false},             // nothing to swap
		{"README..md", "README.md", true},   // a doubled dot
		{"../README.md", "", false},         // a parent directory is no doubled dot
	}
	for _, tc := range tests {
		got, ok := r.spellingVariant(tc.p)
		if got != tc.want || ok != tc.ok {
			t.Errorf("spellingVariant(%q) = %q, %v; want %q, %v", tc.p, got, ok, tc.want, tc.ok)
		}
	}
}

// TestTemplateOf: a file a build generates from a tracked template.
func TestTemplateOf(t *testing.T) {
	r := newRun(Input{Manifest: evidence.NewManifest([]string{"src/catch2/catch_user_config.hpp.in", "config.h.in", "README.md"})})
	for p, want := range map[string]string{
		"catch2/catch_user_config.hpp": "src/catch2/catch_user_config.hpp.in",
		"config.h":                     "config.h.in",
		"user_config.hpp":              "", // not a whole name
		"README":                       "", // no extension
	} {
		got, ok := r.templateOf(p)
		if got != want || ok != (want != "") {
			t.Errorf("templateOf(%q) = %q, %v; want %q", p, got, ok, want)
		}
	}
}

// TestGeneratedFromTemplate: a missing file a tracked template generates is
// no claim when the text is about the build; a sentence sending the reader
// to it for its content keeps the finding.
func TestGeneratedFromTemplate(t *testing.T) {
	files := []string{"src/catch2/catch_user_config.hpp.in", "docs/faq.md"}
	tests := []struct {
		line string
		want evidence.ClaimStatus
	}{
		{"My build cannot find `catch2/catch_user_config.hpp`, what should I do?", evidence.StatusNotAClaim},
		{"The switches are defined in `catch2/catch_user_config.hpp`.", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv("docs/faq.md", 98, evidence.KindCode, "catch2/catch_user_config.hpp", ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%q: got %+v, want %s", tc.line, got, tc.want)
		}
	}
}
