package judges

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestCitationTitle(t *testing.T) {
	tests := []struct {
		name string
		e    evidence.Evidence
		want string
	}{
		{"claim names document, line, text and status",
			evidence.Evidence{Class: evidence.ClassPathClaim, Goal: "the path README.md cites exists in the repository",
				Claim: &evidence.Claim{Document: "README.md", Line: 72, Text: "REPORT.json", Status: evidence.StatusMissing}},
			"PATH_CLAIM: README.md:72 cites REPORT.json (missing)"},
		{"claim without a line",
			evidence.Evidence{Class: evidence.ClassDocumentClaim, Claim: &evidence.Claim{Document: "report.pdf", Text: "src/x.py"}},
			"DOCUMENT_CLAIM: report.pdf cites src/x.py"},
		{"other evidence keeps its goal",
			evidence.Evidence{Class: evidence.ClassGitHistory, Goal: "commit count"}, "GIT_HISTORY: commit count"},
		{"no goal", evidence.Evidence{Class: evidence.ClassLanguages}, "LANGUAGES"},
	}
	for _, tt := range tests {
		if got := (Origin{}).Citation(1, tt.e).Title; got != tt.want {
			t.Errorf("%s: title %q, want %q", tt.name, got, tt.want)
		}
	}
}
