package docs

import (
	"context"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestClonedRepoPaths: a repository one document has the reader clone
// makes the paths in its checkout another document cites that
// repository's (first directory, or its name right before the path); this
// repository's own clone, a link, and any other path stay claims.
func TestClonedRepoPaths(t *testing.T) {
	files := map[string]string{
		"README.md": "## Setup\n\n```bash\ngit clone https://github.com/ucbepic/DataAgentBench.git\ngit clone https://github.com/me/oracle-forge.git\ncd oracle-forge\n```\n",
		"notes.md": "Run 3: `DataAgentBench/query_yelp/query2/logs/final_agent.json`.\n\n" +
			"Uses **DataAgentBench** `common_scaffold/validate/validate.py` and `src/missing.py`.\n\n" +
			"- Base: DAB built-in DataAgent (common_scaffold/DataAgent.py)\n\n" +
			"See [the validator](DataAgentBench/common_scaffold/validate/validate.py) and `oracle-forge/agent/x.py`.\n",
	}
	snap := repo.NewMemory(files, nil)
	snap.Origin = "https://github.com/me/oracle-forge"
	ev, err := Detective.Run(context.Background(), &detectives.Input{Snapshot: snap, Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]evidence.ClaimStatus{}
	for _, e := range ev {
		if c := e.Claim; c != nil && c.Document == "notes.md" {
			got[string(c.Kind)+" "+c.Text] = c.Status
		}
	}
	want := map[string]evidence.ClaimStatus{
		"code DataAgentBench/query_yelp/query2/logs/final_agent.json": evidence.StatusNotAClaim,
		"code common_scaffold/validate/validate.py":                   evidence.StatusNotAClaim,
		"code src/missing.py":                                         "",
		"prose common_scaffold/DataAgent.py":                          evidence.StatusNotAClaim,
		"link DataAgentBench/common_scaffold/validate/validate.py":    "",
	}
	for k, w := range want {
		if st, ok := got[k]; !ok || st != w {
			t.Errorf("%s: status %q (present %v), want %q", k, st, ok, w)
		}
	}
	if st := got["code oracle-forge/agent/x.py"]; st == evidence.StatusNotAClaim {
		t.Errorf("a path in this repository's own clone marked as another repository's")
	}
}
