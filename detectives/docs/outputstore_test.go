package docs

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestOutputStore(t *testing.T) {
	store := []string{"README.md", "src/cli.py",
		".cartography/meltano/CODEBASE.md", ".cartography/meltano/module_graph.json", ".cartography/meltano/trace.jsonl",
		".kiro/specs/fix/tasks.md", ".kiro/specs/fix/design.md",
		".agents/skills/x/SKILL.md", ".agents/skills/x/run.sh", ".agents/skills/x/a.json", ".agents/skills/x/b.json",
		".github/reports/r.md", ".github/reports/a.json", ".github/reports/b.json",
		".single/r.md", ".single/a.json"}
	m := evidence.NewManifest(store)
	tests := []struct{ name, want string }{
		{".cartography/meltano/CODEBASE.md", ".cartography"},
		{".cartography/README.md", ""},    // the store's README is the author's
		{".kiro/specs/fix/tasks.md", ""},  // specs alone: hand-written
		{".agents/skills/x/SKILL.md", ""}, // a script beside it: the project's
		{".github/reports/r.md", ""},      // configuration directory
		{".single/r.md", ""},              // one artifact is no store
		{"docs/CODEBASE.md", ""},          // not hidden
	}
	for _, tc := range tests {
		if got := outputStore(tc.name, m); got != tc.want {
			t.Errorf("outputStore(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
	doc := Doc{Name: ".cartography/meltano/CODEBASE.md", Format: FormatMarkdown, Data: []byte("# CODEBASE\n\n## Critical Path\n- `src/meltano/core/project.py`\n")}
	cs := Claims(context.Background(), doc, Options{Manifest: m})
	if len(cs) != 1 || cs[0].Status != evidence.StatusNotAClaim || cs[0].Reason != ReasonToolOutput {
		t.Fatalf("a store's report: got %+v, want one not_a_claim (%s)", cs, ReasonToolOutput)
	}
}

func TestIndefinitePossessive(t *testing.T) {
	m := evidence.NewManifest([]string{"README.md", "src/app.py"})
	tests := []struct {
		line string
		want evidence.ClaimStatus
	}{
		{"The system would flag a Django app's `admin.py` as dead code.", evidence.StatusNotAClaim},
		{"It reads each package's `setup.py` first.", evidence.StatusNotAClaim},
		{"The project's `admin.py` registers the models.", ""},
		{"Our app's `admin.py` registers the models.", ""},
	}
	for _, tc := range tests {
		cs := Claims(context.Background(), Doc{Name: "REPORT.md", Format: FormatMarkdown, Data: []byte("# R\n\n" + tc.line + "\n")}, Options{Manifest: m})
		if len(cs) != 1 {
			t.Fatalf("%q: %d claims", tc.line, len(cs))
		}
		if cs[0].Status != tc.want || tc.want != "" && cs[0].Reason != ReasonKindFile {
			t.Errorf("%q: got %s (%s), want %s", tc.line, cs[0].Status, cs[0].Reason, tc.want)
		}
	}
}
