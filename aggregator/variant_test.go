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
		"a/run-all.sh", "b/run-all.sh",
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
	}
	for _, tc := range tests {
		got, ok := r.spellingVariant(tc.p)
		if got != tc.want || ok != tc.ok {
			t.Errorf("spellingVariant(%q) = %q, %v; want %q, %v", tc.p, got, ok, tc.want, tc.ok)
		}
	}
}
