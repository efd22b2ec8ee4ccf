package aggregator

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// realisticInput is a small audit as the pipeline produces it: repository
// evidence, a README and a guide from the repository, an LLM-written
// external report, and no vision source.
func realisticInput() Input {
	code, link, prose, tree := evidence.KindCode, evidence.KindLink, evidence.KindProse, evidence.KindTree
	docs := []evidence.Evidence{
		{ID: "docs_DOCUMENT_readme", Source: evidence.Docs, Class: evidence.ClassDocument, Found: true, Location: "./README.md", Content: "README.md: 40 lines"},
		claimEv("README.md", 3, link, "docs/guide.md", anchor("install"), ctx("See the [install guide](docs/guide.md#install).")),
		claimEv("README.md", 8, tree, "auditor-main/src/nodes/judges.py", ctx("│   ├── judges.py")),
		claimEv("README.md", 9, tree, "auditor-main/src/graph.py", ctx("│   ├── graph.py   # the StateGraph")),
		claimEv("README.md", 15, code, ".env", ctx("Put your key in `.env`.")),
		claimEv("README.md", 16, code, "output/audit.md", status(evidence.StatusNotAClaim), ctx("The report is written to `output/audit.md`.")),
		claimEv("docs/guide.md", 4, code, "git.py", ctx("History is read by `git.py`.")),
		claimEv("docs/guide.md", 12, link, "../src/main.go", anchor("L200"), ctx("[main loop](../src/main.go#L200)")),
		claimEv("report.md", 21, code, "src/graph.py", external, ctx("The fan-out is built in `src/graph.py`.")),
		claimEv("report.md", 22, prose, "src/nodes/judges.py", external, ctx("Judges run in src/nodes/judges.py in parallel.")),
		claimEv("report.md", 30, code, "/Users/dev/project/src/x.py", external, ctx("copied from /Users/dev/project/src/x.py")),
		claimEv("report.md", 31, code, "src/legacy/old.py", external, suppressed, ctx("The old judge `src/legacy/old.py` <!-- auditor-ignore -->")),
	}
	repo := []evidence.Evidence{
		{ID: "repo_FILE_MANIFEST_1", Source: evidence.Repo, Class: evidence.ClassFileManifest, Found: true, Content: "10 files", Confidence: 1},
		{ID: "repo_FILE_PRESENCE_1", Source: evidence.Repo, Class: evidence.ClassFilePresence, Found: true, Location: "LICENSE", Confidence: 1},
	}
	return Input{
		Evidence: evidence.Set{evidence.Repo: repo, evidence.Docs: docs},
		Manifest: evidence.NewManifest(testFiles),
		Files:    testFacts,
		Ignored:  gitignore,
		RepoName: "auditor-main",
	}
}

func TestGoldenRealistic(t *testing.T) {
	got, err := json.MarshalIndent(Aggregate(realisticInput()), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	file := filepath.Join("testdata", "golden", "realistic.json")
	if *update {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(want, got) {
		t.Fatalf("output differs from %s (-want +got):\n%s", file, cmp.Diff(string(want), string(got)))
	}
}
