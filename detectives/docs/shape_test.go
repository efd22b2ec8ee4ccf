package docs

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestShapeRule: each rule of the shape stage with the real-document
// tokens it exists for, and the real paths that look like them and must
// stay paths (bench/realworld).
func TestShapeRule(t *testing.T) {
	tests := []struct {
		token  string
		reason string // "" = still a path
	}{
		{"┌──────▼──────┐/detective", ReasonDiagram},
		{"START/┘", ReasonDiagram},
		{"RepoInvestigator/EvidenceAggregator|/v", ReasonDiagram},
		{"src/models/[entity].py", ReasonPlaceholder},
		{"specs/[###-feature]/", ReasonPlaceholder},
		{"tests/contract/test_[name].py", ReasonPlaceholder},
		{"kb/injection_tests/[document_name]_test.md", ReasonPlaceholder},
		{"src/[location]/[file].py", ReasonPlaceholder},
		{"specs/[", ReasonPlaceholder},
		{"audit_report_YYYYMMDD_HHMM.md", ReasonPlaceholder},
		{"net/http.ListenAndServe", ReasonSymbol},
		{"encoding/json.Marshal", ReasonSymbol},
		{"v.Interface().(T)", ReasonSymbol},
		{"try/finally", ReasonSymbol},
		{"async/await", ReasonSymbol},
		{"-X/--long", ReasonOption},
		{"mytool/v1.4.0", ReasonVersion},
		{"GOROOT/src/net/http/server.go", ReasonEnvRoot},
		{".venv/bin/activate", ReasonEnvRoot},
		{"lib/python3.11/site-packages/x.py", ReasonEnvRoot},
		{"audit/report_2026-02-28_08-30-17.md", ReasonOutput},
		{".with_structured_output", ReasonSymbol},
		{".bind_tools", ReasonSymbol},
		{"UNVERIFIED_PATH]", ReasonPlaceholder},
		{".0.0", ReasonVersion},
		{"audit/report_onself_generated/self_audit_report_TIMESTAMP.md", ReasonPlaceholder},
		{"peer_audit_PEERNAME_TIMESTAMP.md", ReasonPlaceholder},
		// look-alikes that stay paths
		{"docs/README.md", ""},
		{"LICENSE", ""},
		{"src/CONTRIBUTING_GUIDE.md", ""},
		{".env", ""},
		{".pre-commit-config.yaml", ""},
		{".github/workflows", ""},
		{".python-version", ""},
		{"pages/[id].tsx", ""},
		{"app/blog/[...slug]/page.tsx", ""},
		{"app/[team]/settings/page.tsx", ""},
		{"src/content/[[lang]]/index.md", ""},
		{"src/nodes/[id].py", ""},
		{"app/(auth)/login/page.tsx", ""},
		{"docs/README.md", ""},
		{"src/App.Test.tsx", ""},
		{"pkg/sub/file.go", ""},
		{"config/settings.local.json", ""},
		{"docs/v1.2/index.md", ""},
		{"src/state.py", ""},
		{"posts/2024-01-05-launch.md", ""},
		{"db/migrate/20240101120000_create_users.rb", ""},
		{"tests/fixtures/in/out.json", ""},
		{"env/config.yaml", ""},
		{"MM/notes.md", ""},
	}
	for _, tc := range tests {
		r, ok := shapeRule(tc.token)
		got := ""
		if ok {
			got = r.reason
		}
		if got != tc.reason {
			t.Errorf("shapeRule(%q) = %q, want %q", tc.token, got, tc.reason)
		}
	}
}

// TestDiagramArt: boxes and arrows are not trees; tree drawings are.
func TestDiagramArt(t *testing.T) {
	lines := func(ss ...string) []span {
		var out []span
		for _, s := range ss {
			out = append(out, span{text: s})
		}
		return out
	}
	if !diagramArt(lines("┌────────┐", "│ judges │", "└───┬────┘", "    ▼")) {
		t.Error("a box-drawing flow is diagram art")
	}
	if !diagramArt(lines("+----------+     +--------+", "| detective| --> | judges |", "+----------+     +--------+")) {
		t.Error("an ASCII box flow is diagram art")
	}
	if diagramArt(lines("src/", "├── graph.py", "│   └── nodes/", "└── main.py")) {
		t.Error("a project tree is not diagram art")
	}
}

// TestGeneratedAnchors: a page whose build makes anchors (mkdocstrings
// "::: x") accepts any anchor; a plain page lists its headings only.
func TestGeneratedAnchors(t *testing.T) {
	a := Anchors([]byte("# API\n\n::: fmt::format\n"))
	if len(a) == 0 || a[0] != AnyAnchor {
		t.Errorf("Anchors(mkdocstrings page) = %v, want %q first", a, AnyAnchor)
	}
	b := Anchors([]byte("# API\n\nSee `a:::b` in code.\n"))
	for _, x := range b {
		if x == AnyAnchor {
			t.Errorf("Anchors(plain page) = %v, has %q", b, AnyAnchor)
		}
	}
}

// TestFlowchartBoxesNotATree: PDF text of a flowchart whose box border
// heads "│ name │" lines is no tree: none of its cells is a claim. A tree
// with a real root keeps its entries.
func TestFlowchartBoxesNotATree(t *testing.T) {
	withFakePDF(t)
	man := evidence.NewManifest([]string{"README.md", "report/final.pdf", "src/graph.py", "src/state.py"})
	doc := "│ Final state contains: │\n│ - final_report: Complete markdown audit │\n└─────────────────────────────────┘\nERROR HANDLING PATH (Conditional Edge):\n┌──────────────────────┐\n│ EvidenceAggregator │\n│ has_fatal_error=True │\n└──────┬───────────────┘\n │\n │ (Skips Judges)\n │\n ▼\n┌──────────────────────┐\n│ ChiefJustice │\n│ (Error Report Mode) │\n│ Generates partial │\n│ report documenting │\n│ what failed │\n└──────┬───────────────┘\n │\n ▼\n┌──────────────────────┐\n│ END │\n└────────────────────\n"
	for _, text := range []string{"ChiefJustice", "Generates", "what/"} {
		if claim, _ := claimStatus(Doc{Name: "Intrim-Report.pdf", Format: FormatPDF, Data: []byte(doc)}, Options{Manifest: man}, text); claim {
			t.Errorf("%q in a flowchart box is a claim", text)
		}
	}
	tree := "Layout:\n\nsrc/\n├── graph.py\n└── state.py\n"
	if claim, found := claimStatus(Doc{Name: "report.md", Format: FormatText, Data: []byte(tree)}, Options{Manifest: man}, "src/graph.py"); !claim || !found {
		t.Errorf("a tree entry: claim=%v found=%v, want a claim", claim, found)
	}
}

// TestStepOutlineNotATree: numbered steps drawn with tree lines under a
// script name are an outline, not files; a tree with one numbered
// directory among files stays a tree.
func TestStepOutlineNotATree(t *testing.T) {
	man := evidence.NewManifest([]string{"harness.py", "mcp/toolbox_server.py", "src/a.py"})
	doc := "```\nharness.py\n  │\n  ├─ 1. Parse args: --dataset, --dummy\n  ├─ 2. Start MCP server (mcp/toolbox_server.py)\n  │      • Waits up to 10s\n  ├─ 3. For each query:\n  │      a. Spawn isolated subprocess\n  │      b. Pass: query\n  └─ 4. Stop MCP server\n```\n"
	for _, text := range []string{"1.", "3./a.", "4."} {
		if claim, _ := claimStatus(Doc{Name: "kb/eval.md", Format: FormatMarkdown, Data: []byte(doc)}, Options{Manifest: man}, text); claim {
			t.Errorf("%q in a step outline is a claim", text)
		}
	}
	tree := "```\nsrc/\n├── 1./\n├── a.py\n├── b.py\n└── c.py\n```\n"
	if claim, found := claimStatus(Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte(tree)}, Options{Manifest: man}, "src/b.py"); !claim || !found {
		t.Errorf("a tree entry: claim=%v found=%v, want a claim", claim, found)
	}
}

// TestLinesColumn: under "Line" a number cites that line; under "Lines" a
// single number is the file's length and a range is a citation.
func TestLinesColumn(t *testing.T) {
	tests := []struct {
		hdr, cell string
		start     int
	}{
		{"Line", "140", 140},
		{"Lines", "2", 0},
		{"Lines", "~90", 0},
		{"Lines", "10-20", 10},
	}
	for _, tc := range tests {
		doc := "| File | " + tc.hdr + " | Purpose |\n|---|---|---|\n| `agent/x.py` | " + tc.cell + " | marker |\n"
		got := -1
		for _, c := range Claims(context.Background(), Doc{Name: "code-summary.md", Format: FormatMarkdown, Data: []byte(doc)}, Options{}) {
			if c.Text == "agent/x.py" {
				got = c.LineStart
			}
		}
		if got != tc.start {
			t.Errorf("%s | %s: line start %d, want %d", tc.hdr, tc.cell, got, tc.start)
		}
	}
}

// TestTreeWithArrowsInComments: an arrow in a tree line's comment
// ("appendTraceEntry → agent_trace.jsonl") does not make the block a flow
// diagram; a second root after a blank line starts its own tree.
func TestTreeWithArrowsInComments(t *testing.T) {
	doc := "```\nsrc/hooks/\n├── TraceManager.ts      # appendTraceEntry → agent_trace.jsonl\n├── IntentMapManager.ts  # appendIntentEvolutionEntry → intent_map.md\n└── types.ts\n\ntests/hooks/\n├── HookEngine.test.ts\n└── PostToolHook.test.ts\n```\n"
	man := evidence.NewManifest([]string{"src/hooks/types.ts", "README.md"})
	got := map[string]evidence.ClaimKind{}
	for _, c := range Claims(context.Background(), Doc{Name: "ARCHITECTURE_NOTES.md", Format: FormatMarkdown, Data: []byte(doc)}, Options{Manifest: man}) {
		got[c.Text] = c.Kind
	}
	for _, p := range []string{"src/hooks/TraceManager.ts", "tests/hooks/PostToolHook.test.ts"} {
		if got[p] != evidence.KindTree {
			t.Errorf("%s: kind %q, want a tree entry (claims: %v)", p, got[p], got)
		}
	}
}
