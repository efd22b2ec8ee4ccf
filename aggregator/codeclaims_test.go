package aggregator

import (
	"errors"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/taskfiles"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// fakeCode answers CodeFacts from file contents, through a real
// taskfiles.Reader.
type fakeCode struct {
	files map[string]string
	r     *taskfiles.Reader
}

func newFakeCode(files map[string]string) *fakeCode {
	f := &fakeCode{files: files}
	f.r = &taskfiles.Reader{Has: func(p string) bool { _, ok := files[p]; return ok }, Read: f.Source, Paths: func() []string {
		out := make([]string, 0, len(files))
		for p := range files {
			out = append(out, p)
		}
		sort.Strings(out)
		return out
	}}
	return f
}

func (f *fakeCode) Runner(tool, dir string) (taskfiles.Defined, []string, bool) {
	return f.r.In(tool, dir)
}

func (f *fakeCode) DefinedElsewhere(tool, name string) string { return f.r.Elsewhere(tool, name) }

func (f *fakeCode) Source(p string) ([]byte, error) {
	s, ok := f.files[p]
	if !ok {
		return nil, errors.New("no file " + p)
	}
	return []byte(s), nil
}

var codeFiles = map[string]string{
	"Makefile":             ".PHONY: build test\nbuild:\n\tgo build\ntest:\n",
	"package.json":         `{"scripts":{"lint":"eslint ."},"devDependencies":{"vitest":"1"}}`,
	"web/package.json":     `{"scripts":{"dev":"vite"}}`,
	"gen/Makefile":         "include $(TOOLS)/rules.mk\nall:\n",
	"pyproject.toml":       "[project]\nname='x'\ndependencies=['langgraph-cli']\n[project.scripts]\nauditor='x:main'\n",
	"src/state.py":         "from x import helper\nclass AgentState: pass\nGRAPH = helper()\n",
	"tools/helper.go":      "package tools\nfunc Clean() {}\n",
	"docs/guide.md":        "",
	"README.md":            "",
	"src/run.py":           "def run_audit(): pass\n",
	"service/server.js":    "",
	"service/package.json": `{"name":"svc"}`,
}

func codeEvidence(class evidence.Class, doc, text string, data map[string]any) evidence.Evidence {
	c := &evidence.Claim{Document: doc, Line: 3, Kind: evidence.KindCode, Text: text, Context: "run " + text}
	if data["suppressed"] == true {
		c.Suppressed = true
		delete(data, "suppressed")
	}
	return evidence.Evidence{ID: evidence.ID(evidence.Docs, class, doc, text), Source: evidence.Docs, Class: class,
		Location: doc, Line: 3, Claim: c, Data: data}
}

func cmdEv(doc, runner, tool, name, dir string, explicit bool, text string) evidence.Evidence {
	return codeEvidence(evidence.ClassCommandClaim, doc, text, map[string]any{"tool": tool, "runner": runner, "name": name,
		"dir": dir, "explicit_dir": explicit, "document_dir": dirOfDoc(doc)})
}

func dirOfDoc(doc string) string {
	for i := len(doc) - 1; i >= 0; i-- {
		if doc[i] == '/' {
			return doc[:i]
		}
	}
	return "."
}

func symEv(doc, sym, file string) evidence.Evidence {
	return codeEvidence(evidence.ClassSymbolClaim, doc, sym, map[string]any{"symbol": sym, "file": file, "tie": "in"})
}

// codeRepoEvidence is what the code detective reports of the fixture.
func codeRepoEvidence() []evidence.Evidence {
	return []evidence.Evidence{
		{ID: "s", Class: classCodeSummary, Data: map[string]any{"languages": map[string]any{"python": 2, "go": 1}}},
		{ID: "d1", Class: classCodeDefinitions, Location: "src/state.py", Data: map[string]any{"names": []string{"AgentState"}}},
		{ID: "d2", Class: classCodeDefinitions, Location: "src/run.py", Data: map[string]any{"names": []string{"run_audit"}}},
		{ID: "d3", Class: classCodeDefinitions, Location: "tools/helper.go", Data: map[string]any{"names": []string{"Clean"}}},
	}
}

func TestCodeClaims(t *testing.T) {
	type outcome struct {
		Text   string
		Status evidence.ClaimStatus
		Reason string
	}
	docs := []evidence.Evidence{
		cmdEv("README.md", "make", "make", "build", ".", false, "make build"),
		cmdEv("README.md", "make", "make", "audit", ".", false, "make audit"),
		cmdEv("README.md", "npm", "npm", "lint", ".", false, "npm run lint"),
		cmdEv("README.md", "npm", "npm", "deploy", ".", false, "npm run deploy"),
		cmdEv("README.md", "pnpm", "npm", "vitest", ".", false, "pnpm vitest"),
		cmdEv("README.md", "npm", "npm", "dev", "web", true, "npm run dev"),
		cmdEv("README.md", "npm", "npm", "start", "service", true, "npm start"),
		withEarlier(cmdEv("README.md", "npm", "npm", "dev", ".", false, "npm run dev"), "web"),
		withEarlier(cmdEv("README.md", "make", "make", "html", ".", false, "make html"), "gen"),
		cmdEv("README.md", "pnpm", "npm", "dev", ".", false, "pnpm run dev"),
		cmdEv("README.md", "make", "make", "html", "gen", true, "make -C gen html"),
		cmdEv("README.md", "just", "just", "build", ".", false, "just build"),
		cmdEv("README.md", "uv", "pyproject", "auditor", ".", false, "uv run auditor"),
		cmdEv("README.md", "uv", "pyproject", "langgraph", ".", false, "uv run langgraph"),
		cmdEv("README.md", "uv", "pyproject", "serve", ".", false, "uv run serve"),
		codeEvidence(evidence.ClassCommandClaim, "README.md", "make nothere", map[string]any{"tool": "make", "runner": "make",
			"name": "nothere", "dir": ".", "explicit_dir": false, "document_dir": ".", "suppressed": true}),
		symEv("README.md", "AgentState", "src/state.py"),
		symEv("README.md", "helper", "state.py"),
		symEv("README.md", "merge_evidences", "src/state.py"),
		symEv("README.md", "run_audit", "src/state.py"),
		symEv("README.md", "Normalize", "tools/helper.go"),
		symEv("README.md", "Gone", "tools/missing.go"),
	}
	man := make([]string, 0, len(codeFiles))
	for p := range codeFiles {
		man = append(man, p)
	}
	out := Aggregate(Input{
		Evidence: evidence.Set{evidence.Repo: codeRepoEvidence(), evidence.Docs: docs},
		Manifest: evidence.NewManifest(man), Code: newFakeCode(codeFiles), SymbolClaims: true,
	})
	var got []outcome
	for _, e := range out.Evidence[evidence.Docs] {
		got = append(got, outcome{e.Claim.Text, e.Claim.Status, e.Claim.Reason})
	}
	want := []outcome{
		{"make build", "resolved", `Makefile defines "build"`},
		{"make audit", "missing", `Makefile defines no target "audit" (it defines build, test)`},
		{"npm run lint", "resolved", `package.json defines "lint"`},
		{"npm run deploy", "missing", `package.json defines no script "deploy" (it defines lint)`},
		{"pnpm vitest", "resolved", "pnpm vitest runs a binary of the project's dependencies"},
		{"npm run dev", "resolved", `web/package.json defines "dev"`},
		{"npm start", "resolved", "npm start runs server.js when no start script is defined"},
		{"npm run dev", "resolved", `web/package.json defines "dev" (an earlier block changes into web)`},
		{"make html", "ambiguous", ReasonOpenRunner},
		{"pnpm run dev", "ambiguous", `package.json does not define "dev" but web/package.json does: the document may run it there`},
		{"make -C gen html", "ambiguous", ReasonOpenRunner},
		// just build: no justfile, dropped
		{"uv run auditor", "resolved", `pyproject.toml defines "auditor"`},
		{"uv run langgraph", "resolved", "a command of the dependency langgraph-cli"},
		{"uv run serve", "missing", `pyproject.toml defines no console script "serve" (it defines auditor)`},
		{"make nothere", StatusSuppressed, `suppressed by an inline auditor-ignore marker (would be missing: Makefile defines no target "nothere" (it defines build, test))`},
		{"AgentState", "resolved", "defined there (code evidence)"},
		{"helper", "resolved", "helper is named in the file (not among the definitions the parser lists)"},
		{"merge_evidences", "missing", "src/state.py does not define or mention merge_evidences"},
		{"run_audit", "missing", "src/state.py does not define or mention run_audit (it is defined in src/run.py)"},
		{"Normalize", "missing", "tools/helper.go does not define or mention Normalize"},
		{"Gone", "not_a_claim", "tools/missing.go is not one tracked file: the symbol is not checked (a missing file is a path claim)"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if s := out.Stats; s.Commands != 15 || s.MissingCommands != 3 || s.Symbols != 6 || s.MissingSymbols != 3 {
		t.Errorf("stats %+v", s)
	}

	off := Aggregate(Input{Evidence: evidence.Set{evidence.Repo: codeRepoEvidence(), evidence.Docs: docs},
		Manifest: evidence.NewManifest(man), Code: newFakeCode(codeFiles)})
	for _, e := range off.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassSymbolClaim {
			t.Fatalf("symbol claims are off but %s is in the output", e.ID)
		}
	}
	if off.Stats.Symbols != 0 || off.Stats.MissingCommands != 3 {
		t.Errorf("symbol claims off: stats %+v", off.Stats)
	}
	if docs[1].Claim.Status != "" {
		t.Error("the input claim was modified")
	}
}

func withEarlier(e evidence.Evidence, dirs ...string) evidence.Evidence {
	e.Data["earlier_dirs"] = dirs
	e.ID += "+earlier"
	return e
}

// TestCodeClaimsByDocument: a missing target in a changelog's past is
// history, in an agent's command prompt unconfirmed, in a README a finding.
func TestCodeClaimsByDocument(t *testing.T) {
	past := cmdEv("CHANGELOG.md", "make", "make", "audit", ".", false, "make audit")
	past.Claim.Historical = true
	docs := []evidence.Evidence{
		past,
		cmdEv(".claude/commands/release.md", "make", "make", "audit", ".", false, "make audit"),
		cmdEv("README.md", "make", "make", "audit", ".", false, "make audit"),
	}
	out := Aggregate(Input{Evidence: evidence.Set{evidence.Docs: docs}, Manifest: evidence.NewManifest([]string{"Makefile", "README.md"}),
		Code: newFakeCode(map[string]string{"Makefile": "build:\n"})})
	var got []evidence.ClaimStatus
	for _, e := range out.Evidence[evidence.Docs] {
		got = append(got, e.Claim.Status)
	}
	want := []evidence.ClaimStatus{evidence.StatusNotAClaim, StatusUnconfirmed, evidence.StatusMissing}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
}
