package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestVenvInTree: an entry its comment calls a virtual environment is no
// claim; one whose comment only mentions environments stays one.
func TestVenvInTree(t *testing.T) {
	for line, want := range map[string]evidence.ClaimStatus{
		"└── project_1_env/ # Python virtual environment [tree path environment/project_1_env/]": evidence.StatusNotAClaim,
		"└── project_1_env/ # venv for the MCP server [tree path environment/project_1_env/]":    evidence.StatusNotAClaim,
		"└── project_1_env/ # environment settings [tree path environment/project_1_env/]":       evidence.StatusMissing,
	} {
		in := Input{Evidence: docsSet(claimEv("SUBMISSION.md", 125, evidence.KindTree, "environment/project_1_env/", ctx(line))),
			Manifest: evidence.NewManifest([]string{"SUBMISSION.md", "environment/setup.md"}), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != want {
			t.Errorf("%q: got %+v, want %s", line, got, want)
		}
	}
}
