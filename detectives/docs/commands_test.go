package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// cmdSeen is what a test compares of a command mention.
type cmdSeen struct {
	Tool, Name, Dir, Text string
	Explicit, Code        bool
	Line                  int
}

func seenCommands(src, project string) []cmdSeen {
	var out []cmdSeen
	for _, m := range commandMentions(readCodeParts(src), project) {
		out = append(out, cmdSeen{m.tool, m.name, m.dir, m.text, m.explicit, m.code, m.line})
	}
	return out
}

func TestCommandMentions(t *testing.T) {
	tests := []struct {
		name, src string
		want      []cmdSeen
	}{
		{"code spans", "Run `make test` and `npm run lint`.\n", []cmdSeen{
			{"make", "test", ".", "make test", false, true, 1}, {"npm", "lint", ".", "npm run lint", false, true, 1}}},
		{"a choice of scripts in shorthand", "use `npm run dev/build/preview` or `npm run build`\n", []cmdSeen{
			{"npm", "build", ".", "npm run build", false, true, 1}}},
		{"an optional prefix in brackets", "```\n[python -m py]make pypimeta\n[sudo] make install\n```\n", []cmdSeen{
			{"make", "pypimeta", ".", "make pypimeta", false, false, 2}, {"make", "install", ".", "make install", false, false, 3}}},
		{"the directory named after a span", "run `make deploy` in the `docs` submodule, then `make all` in the `wiki/` directory; `make x` in the morning\n", []cmdSeen{
			{"make", "deploy", "docs", "make deploy", true, true, 1}, {"make", "all", "wiki", "make all", true, true, 1}, {"make", "x", ".", "make x", false, true, 1}}},
		{"prompt, variables, several targets", "```sh\n$ make test V=1\nmake -j4 build clean\n```\n", []cmdSeen{
			{"make", "test", ".", "make test", false, false, 2}, {"make", "build", ".", "make -j4 build", false, false, 3},
			{"make", "clean", ".", "make -j4 build clean", false, false, 3}}},
		{"make -C and cd", "```bash\nmake -C docs html\ncd web && npm run dev\n```\n", []cmdSeen{
			{"make", "html", "docs", "make -C docs html", true, false, 2}, {"npm", "dev", "web", "npm run dev", true, false, 3}}},
		{"cd in an earlier block", "```sh\ncd web\nnpm install\n```\n\n```sh\nnpm run dev\n```\n", []cmdSeen{
			{"npm", "dev", ".", "npm run dev", false, false, 7}}},
		{"quoted variable values and a clone's subdirectory", "```sh\nmake test SOURCE='file go_bindata' DB=x\ncd demo/web && npm run dev\n```\n", []cmdSeen{
			{"make", "test", ".", "make test", false, false, 2}, {"npm", "dev", "web", "npm run dev", true, false, 3}}},
		{"other projects", "```sh\nnpm install -g typescript\npnpm add zod\ngit clone https://x.org/o/dep.git\ncd dep\nmake all\n```\n", nil},
		{"a package the document adds runs its program", "```sh\nyarn add --dev simple-git-hooks @commitlint/cli@17\n```\n\n```sh\nyarn simple-git-hooks\nyarn cli\nyarn lint\n```\n", []cmdSeen{
			{"npm", "lint", ".", "yarn lint", false, false, 8}}},
		{"cd into the clone under another name", "```sh\ngit clone https://github.com/o/demo\ncd project-demo\nmake all\n```\n", []cmdSeen{
			{"make", "all", ".", "make all", false, false, 4}}},
		{"cd into the project spelt with underscores, then a subfolder", "```sh\ngit clone https://github.com/o/De_mo.git\ncd De_mo/web\nnpm run dev\n```\n", []cmdSeen{
			{"npm", "dev", "web", "npm run dev", true, false, 4}}},
		{"cd elsewhere after cloning a dependency", "```sh\ngit clone https://github.com/o/dep\ncd other\nmake all\n```\n", []cmdSeen{
			{"make", "all", "other", "make all", true, false, 4}}},
		{"cd into the project itself", "```sh\ngit clone https://github.com/o/demo.git\ncd demo\nmake all\n```\n", []cmdSeen{
			{"make", "all", ".", "make all", false, false, 4}}},
		{"the reader's project after npm init", "Run `npm run lint` first.\n\n```sh\nnpm init fastify\nnpm i\n```\n\n```sh\nnpm run dev\n```\n\nThen `npm start`.\n\n## Contributing\n\n```sh\nnpm run unit\n```\n", []cmdSeen{
			{"npm", "unit", ".", "npm run unit", false, false, 17}, {"npm", "lint", ".", "npm run lint", false, true, 1}}},
		{"the reader's project after installing this package", "```sh\nnpm run test\nnpm i -D typescript\npnpm add @demo/server@2\nnpm run build\n```\n\nRun `npm run start`.\n", []cmdSeen{
			{"npm", "test", ".", "npm run test", false, false, 2}}},
		{"npx create starts the reader's project", "```sh\nnpx create-next-app my-app\nnpm run dev\n```\n", nil},
		{"installing another package is not the reader's project", "```sh\nnpm i fastify\nnpm run dev\n```\n", []cmdSeen{
			{"npm", "dev", ".", "npm run dev", false, false, 3}}},
		{"lifecycle and bare scripts", "`npm test`, `npm start`, `yarn build`, `pnpm test:unit`, `yarn`, `npm ci`\n", []cmdSeen{
			{"npm", "test", ".", "npm test", false, true, 1}, {"npm", "start", ".", "npm start", false, true, 1},
			{"npm", "build", ".", "yarn build", false, true, 1}, {"npm", "test:unit", ".", "pnpm test:unit", false, true, 1}}},
		{"just, task, uv and poetry", "`just build`, `task lint`, `uv run auditor`, `poetry run serve`, `uv run python x.py`, `uv run pytest`, `poetry run which python`\n", []cmdSeen{
			{"just", "build", ".", "just build", false, true, 1}, {"task", "lint", ".", "task lint", false, true, 1},
			{"pyproject", "auditor", ".", "uv run auditor", false, true, 1}, {"pyproject", "serve", ".", "poetry run serve", false, true, 1}}},
		{"python -m modules", "```sh\npython -m ledger.cli migrate\nuv run python -u -m src.main --x\npython -m pip install x\npython script.py -m y\n```\n", []cmdSeen{
			{"pymodule", "ledger.cli", ".", "python -m ledger.cli", false, false, 2}, {"pymodule", "src.main", ".", "uv run python -u -m src.main", false, false, 3},
			{"pymodule", "pip", ".", "python -m pip", false, false, 4}}},
		{"not shell fences and placeholders", "```python\nmake test\n```\n\n`make <target>` `make $(T)`\n", nil},
		{"comments and prose", "```sh\n# make docs\nmake test # make lint\n```\nmake sure it works\n", []cmdSeen{
			{"make", "test", ".", "make test", false, false, 3}}},
		{"a generated app's directory in an earlier block of the section", "```bash\nexpress /tmp/foo && cd /tmp/foo\n```\n\nInstall:\n\n```bash\nnpm start\n```\n", nil},
		{"a heading returns to the project", "```bash\ncd /tmp/foo\n```\n\n## Develop\n\n```bash\nnpm start\n```\n", []cmdSeen{
			{"npm", "start", ".", "npm start", false, false, 8}}},
		{"a target and its description", "    make install: Install all dependencies using uv.\n\n    make test.\n", []cmdSeen{
			{"make", "install", ".", "make install", false, false, 1}, {"make", "test", ".", "make test", false, false, 3}}},
		{"cd to the parent stays out", "```sh\ncd ..\nmake all\n```\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, seenCommands(tt.src, "demo")); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestSymbolMentions(t *testing.T) {
	type seen struct{ Symbol, File, Tie string }
	tests := []struct {
		name, src string
		want      []seen
	}{
		{"tie after", "The `merge_evidences` reducer in `src/state.py` merges.\n", []seen{{"merge_evidences", "src/state.py", "in"}}},
		{"defined in", "`EvidenceAggregator.run()` is defined in `agg.py`.\n", []seen{{"EvidenceAggregator.run", "agg.py", "in"}}},
		{"tie before", "`judges.py` defines `build_prosecutor()`.\n", []seen{{"build_prosecutor", "judges.py", "defines"}}},
		{"qualified", "See `tests/test_x.py::TestA::test_b` and `judges.py::build_prosecutor`.\n", []seen{
			{"TestA.test_b", "tests/test_x.py", "qualified"}, {"build_prosecutor", "judges.py", "qualified"}}},
		{"list item", "- `src/graph.py` — `build_graph()`, `compile_graph` (main), `run_audit`.\n", []seen{
			{"build_graph", "src/graph.py", "listed under"}, {"compile_graph", "src/graph.py", "listed under"}, {"run_audit", "src/graph.py", "listed under"}}},
		{"written after the file", "Load it (see `src/api.py` `load_rubric()`); hook: `setup.ts` -> `afterAll`.\n", []seen{
			{"load_rubric", "src/api.py", "written after"}, {"afterAll", "setup.ts", "written after"}}},
		{"a bold label before the file and a semicolon's next item", "**Evidence:** `tests/test_a.py` — `test_one`, `test_two`; `tests/test_b.py` — `test_three` asserts it.\n", []seen{
			{"test_one", "tests/test_a.py", "listed under"}, {"test_two", "tests/test_a.py", "listed under"}, {"test_three", "tests/test_b.py", "listed under"}}},
		{"a prose clause before the file is no label", "We ran it, `tests/test_a.py` — `test_one`.\n", nil},
		{"raises", "`agent/handlers/sms.py` raises `SMSChannelError` before any call.\n", []seen{{"SMSChannelError", "agent/handlers/sms.py", "raises"}}},
		{"a file name is not cut short", "Read `rubric_dimensions` from `rubric.json` in `cfg.py`.\n", nil},
		{"not tied", "`src/graph.py` wires `StateGraph` and calls `add_edge()`.\n", nil},
		{"library and constants", "`os.system` in `tools.py`, `MAX_RETRIES` in `cfg.py`, `print()` in `a.py`.\n", nil},
		{"prose after a file is no list", "- `graph.py`: StateGraph from START, then `analyze_graph_structure()` parses it.\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []seen
			for _, m := range symbolMentions(readCodeParts(tt.src), Options{}, "") {
				got = append(got, seen{m.symbol, m.file, m.tie})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestCommandEarlierDirs: a cd in one block is remembered for the later
// blocks of the document (earlier), never for the block's own lines.
func TestCommandEarlierDirs(t *testing.T) {
	src := "```sh\nnpm run a\ncd web\nnpm run b\n```\n\n```sh\nnpm run c\ncd ../api\n```\n\n```sh\nnpm run d\n```\n"
	var got [][]string
	for _, m := range commandMentions(readCodeParts(src), "demo") {
		got = append(got, append([]string{m.name, m.dir}, m.earlier...))
	}
	want := [][]string{{"a", "."}, {"b", "web"}, {"c", ".", "web"}, {"d", ".", "web"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestModuleSymbols(t *testing.T) {
	man := evidence.NewManifest([]string{"src/state.py", "src/nodes/__init__.py", "src/graph.py", "src/nodes/briefs.py", "src/nodes/policies/rules.py"})
	// a submodule (src.nodes.briefs) or subpackage (src.nodes.policies) is
	// no name of __init__.py; a logger's dotted name is no definition, nor
	// is a name a migration guide says was removed
	src := "`src.state.merge_evidences`, `src.nodes.judge()`, `from src.graph import build_graph`, `os.path.join`, `src.state.AgentState.model_fields.x`, `src.nodes.briefs`, `src.nodes.policies`\n\n" +
		"Logger names include `src.nodes.intake`.\n\n" +
		"- Removed `src.state.Old.new_span`. Use `src.state.Old.start_child` instead.\n- Removed the `src.graph.Scheduler.stop` method.\n"
	type seen struct{ Symbol, File, Tie string }
	var got []seen
	for _, m := range symbolMentions(readCodeParts(src), Options{Manifest: man}, "README.md") {
		got = append(got, seen{m.symbol, m.file, m.tie})
	}
	want := []seen{{"merge_evidences", "src/state.py", "module path"}, {"judge", "src/nodes/__init__.py", "module path"},
		{"build_graph", "src/graph.py", "module path"}, {"Old.start_child", "src/state.py", "module path"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestCodeClaimsInTranscript: a saved chat asks for commands to come; its
// command claims are recorded as not claims, a report's stay open.
func TestCodeClaimsInTranscript(t *testing.T) {
	src := "Add a Makefile:\n\n    make audit-self: Run the auditor on itself.\n"
	for name, want := range map[string]evidence.ClaimStatus{
		"ide-chat-history/ide-chat-history.md": evidence.StatusNotAClaim,
		"docs/report.md":                       "",
	} {
		got := codeClaims(Doc{Name: name}, readCodeParts(src), Options{})
		if len(got) != 1 || got[0].Claim.Status != want {
			t.Errorf("%s: got %d claims (%+v), want one with status %q", name, len(got), got, want)
		}
	}
}

// TestCodeClaimsInChangelogPast: a changelog's older releases name the
// commands of then; their claims are historical, the newest release's are not.
func TestCodeClaimsInChangelogPast(t *testing.T) {
	src := "# Changelog\n\n## [1.1.0] - 2021-01-02\n- Run `make lint` before a release.\n\n## [1.0.0] - 2020-01-02\n- `make test` runs the suite.\n"
	got := map[string]bool{}
	for _, e := range Extract(context.Background(), Doc{Name: "CHANGELOG.md", Format: FormatMarkdown, Data: []byte(src)}, Options{}) {
		if e.Class == evidence.ClassCommandClaim {
			got[e.Claim.Text] = e.Claim.Historical
		}
	}
	if want := map[string]bool{"make lint": false, "make test": true}; !cmp.Equal(got, want) {
		t.Errorf("historical by command = %v, want %v", got, want)
	}
}

// TestPackageSignatureSymbols: a Go signature in a document kept beside a
// package's sources claims the package defines the function; a call, a
// document elsewhere, or a directory without Go files claims nothing.
func TestPackageSignatureSymbols(t *testing.T) {
	man := evidence.NewManifest([]string{"src/algo/SIMD.md", "src/algo/algo.go", "src/algo/algo_test.go", "docs/guide.md", "web/notes.md", "web/app.ts"})
	src := "`indexByteTwo(s []byte, b1, b2 byte) int` and `lastIndex(s []byte) int`, `cpuHasAVX2() bool`, `find(x)`, `fmt.Println(a string)`, `run()`\n"
	type seen struct{ Symbol, File string }
	for _, tc := range []struct {
		doc  string
		want []seen
	}{
		{"src/algo/SIMD.md", []seen{{"indexByteTwo", "src/algo/"}, {"lastIndex", "src/algo/"}, {"cpuHasAVX2", "src/algo/"}}},
		{"docs/guide.md", nil},
		{"web/notes.md", nil},
	} {
		var got []seen
		for _, m := range symbolMentions(readCodeParts(src), Options{Manifest: man}, tc.doc) {
			got = append(got, seen{m.symbol, m.file})
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.doc, diff)
		}
	}
}

// TestHeadingFileSymbols: a list of function signatures under a heading
// naming one source file claims that file defines them; a bare word in a
// list under it, a heading naming two files, or a list under no file
// heading claims nothing.
func TestHeadingFileSymbols(t *testing.T) {
	src := "### `scripts/load_data.py`\n\n- `load_txt(filepath, delimiter)`: Reads a .txt file.\n- **`dataclasses`**: rejected.\n\n" +
		"### `a.py` and `b.py`\n\n- `both(x)`: unclear.\n\n### Notes\n\n- `helper(x)`: no file.\n"
	type seen struct{ Symbol, File, Tie string }
	var got []seen
	for _, m := range symbolMentions(readCodeParts(src), Options{}, "README.md") {
		got = append(got, seen{m.symbol, m.file, m.tie})
	}
	want := []seen{{"load_txt", "scripts/load_data.py", "listed under a heading naming"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
