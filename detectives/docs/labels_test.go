package docs

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/pdftext"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// A labelled corpus of how READMEs and LLM-written reports cite paths. Each
// case lists every mention extraction must emit (text, kind, claim or
// not, line, anchor, line range); tokens that are not path mentions at all
// (and/or, v1.2.3, Node.js) must not be emitted. Labels were written from
// the sentence's meaning before the rules were tuned; cases the rules
// still get wrong are kept with known=true so that they count in the
// precision/recall figure instead of being dropped.

const (
	link  = evidence.KindLink
	image = evidence.KindImage
	code  = evidence.KindCode
	fence = evidence.KindFence
	prose = evidence.KindProse
	tree  = evidence.KindTree
)

// want is the projection of a claim the table compares.
type want struct {
	Text       string
	Kind       evidence.ClaimKind
	Claim      bool
	Line       int
	Page       int
	Anchor     string
	LineStart  int
	LineEnd    int
	Suppressed bool
}

func cl(text string, k evidence.ClaimKind, line int) want {
	return want{Text: text, Kind: k, Claim: true, Line: line}
}
func nc(text string, k evidence.ClaimKind, line int) want {
	return want{Text: text, Kind: k, Line: line}
}
func (w want) anchor(a string) want { w.Anchor = a; return w }
func (w want) lines(a, b int) want  { w.LineStart, w.LineEnd = a, b; return w }
func (w want) page(p int) want      { w.Page = p; return w }
func (w want) suppressed() want     { w.Suppressed = true; return w }

type labelCase struct {
	name   string
	doc    string
	format Format // markdown when empty; pdf pages are split on "\f"
	origin string
	want   []want
	known  bool // a known miss: reported, counted, not failed
}

// tableManifest is the repository the sentences talk about.
var tableManifest = evidence.NewManifest([]string{
	"README.md", "CONTRIBUTING.md", "LICENSE", "Makefile", "main.py", "pyproject.toml",
	"requirements.txt", ".env.example", ".gitignore", "src/graph.py", "src/main.py",
	"src/nodes/judges.py", "src/nodes/detectives.py", "src/nodes/aggregator.py",
	"src/tools/git.py", "src/__init__.py", "docs/arch.md", "docs/images/architecture.png",
	"tests/test_graph.py", "tools/git_helpers.py", "cmd/auditor/main.go", "src/UI/view.py",
})

var labelCases = []labelCase{
	// --- true claims -------------------------------------------------
	{name: "code span in sentence", doc: "The `StateGraph` is built in `src/graph.py`.", want: []want{cl("src/graph.py", code, 1)}},
	{name: "link with anchor", doc: "See [the architecture](docs/arch.md#fan-out).", want: []want{cl("docs/arch.md", link, 1).anchor("fan-out")}},
	{name: "bare prose path", doc: "Judges are defined in src/nodes/judges.py.", want: []want{cl("src/nodes/judges.py", prose, 1)}},
	{name: "bare file name", doc: "The entry point is `main.py`.", want: []want{cl("main.py", code, 1)}},
	{name: "lives in", doc: "Configuration lives in `pyproject.toml`.", want: []want{cl("pyproject.toml", code, 1)}},
	{name: "image", doc: "![Architecture](docs/images/architecture.png)", want: []want{cl("docs/images/architecture.png", image, 1)}},
	{name: "parenthesised code", doc: "The `EvidenceAggregator` node (`src/nodes/aggregator.py`) merges evidence.", want: []want{cl("src/nodes/aggregator.py", code, 1)}},
	{name: "directory", doc: "Tests are in the `tests/` directory.", want: []want{cl("tests/", code, 1)}},
	{name: "lines after", doc: "I implemented the fan-out in `src/graph.py` lines 40-80.", want: []want{cl("src/graph.py", code, 1).lines(40, 80)}},
	{name: "colon line", doc: "See `src/tools/git.py:42`.", want: []want{cl("src/tools/git.py", code, 1).lines(42, 42)}},
	{name: "hash line range", doc: "The detective logic is in `src/nodes/detectives.py#L10-L25`.", want: []want{cl("src/nodes/detectives.py", code, 1).lines(10, 25)}},
	{name: "link to md", doc: "Details in [CONTRIBUTING](CONTRIBUTING.md).", want: []want{cl("CONTRIBUTING.md", link, 1)}},
	{name: "same-document anchor", doc: "Jump to [Setup](#setup).", want: []want{cl("", link, 1).anchor("setup")}},
	{name: "url-encoded link", doc: "Read the [design doc](./docs/design%20notes.md).", want: []want{cl("./docs/design notes.md", link, 1)}},
	{name: "prose README", doc: "The README.md explains usage.", want: []want{cl("README.md", prose, 1)}},
	{name: "prose requirements", doc: "Dependencies are pinned in requirements.txt.", want: []want{cl("requirements.txt", prose, 1)}},
	{name: "copy to", doc: "Copy `.env.example` to `.env`.", want: []want{cl(".env.example", code, 1), nc(".env", code, 1)}},
	{name: "blockquote quoting a report", doc: "> \"Our main contribution is `src/core.py`\"\n\nNot in the repo.", want: []want{nc("src/core.py", code, 1)}},
	{name: "blockquote curly quote", doc: "> \u201cThe cache lives in `src/cache.py`.\u201d", want: []want{nc("src/cache.py", code, 1)}},
	{name: "blockquote note stays a claim", doc: "> **Note:** settings are read from `config/settings.yaml`.", want: []want{cl("config/settings.yaml", code, 1)}},
	{name: "github alert stays a claim", doc: "> [!NOTE]\n> The schema is in `schema/report.schema.json`.", want: []want{cl("schema/report.schema.json", code, 2)}},
	{name: "refuted later in the document", doc: "The report says the tests cover storage.\n\nStorage is tested in `tests/test_storage.py`, it claims.\n\nThere is no `tests/test_storage.py`.", want: []want{nc("tests/test_storage.py", code, 3)}},
	{name: "proposed addition elsewhere", doc: "| File | Status |\n|---|---|\n| `SECURITY.md` | missing |\n\nAdd a `SECURITY.md` with a contact.", want: []want{nc("SECURITY.md", code, 3)}},
	{name: "references section", doc: "# Report\n\nThe parser is in `src/parser.py`.\n\n## References\n\n1. csingley/ofxtools, file `ofxtools/Parser.py`.", want: []want{cl("src/parser.py", code, 3), nc("ofxtools/Parser.py", code, 7)}},
	{name: "inspired by", doc: "The importer is inspired by `ofxparse/ofxparse.py` in the ofxparse project.", want: []want{nc("ofxparse/ofxparse.py", code, 1)}},
	{name: "brew tap package", doc: "```sh\nbrew install acme/tap/ledgerly\n```", want: []want{nc("acme/tap/ledgerly", fence, 2)}},
	{name: "pip requirements stays a claim", doc: "```sh\npip install -r requirements/dev.txt\n```", want: []want{cl("requirements/dev.txt", fence, 2)}},
	{name: "denied later in the sentence", doc: "The README still mentions `xlsx_export.py` even though that file is not in the repository.", want: []want{nc("xlsx_export.py", code, 1)}},
	{name: "denial about another path", doc: "The exporter is `src/export.py`, while `src/xlsx.py` is not in the repository.", want: []want{cl("src/export.py", code, 1), nc("src/xlsx.py", code, 1)}},
	{name: "what I would do next", doc: "# Reflection\n\n## What I would do next\n\nWrite tests for the CLI, probably in `tests/test_cli.py`.", want: []want{nc("tests/test_cli.py", code, 5)}},
	{name: "dir/Dockerfile is a path, not a slug", doc: "The image is built from `docker/Dockerfile` in this repository.", want: []want{cl("docker/Dockerfile", code, 1)}},
	{name: "mermaid node labels", doc: "```mermaid\nflowchart LR\n  route[routes/bookmarks.ts] --> search((services/search.ts))\n  search -->|reads| db[(db/schema.sql)]\n```",
		want: []want{cl("routes/bookmarks.ts", fence, 3), cl("services/search.ts", fence, 3), cl("db/schema.sql", fence, 4)}},
	{name: "a new module in a design", doc: "A new module `src/services/search.ts` wraps the query.", want: []want{nc("src/services/search.ts", code, 1)}},
	{name: "added a new module stays a claim", doc: "We added a new module `src/services/search.ts` that wraps the query.", want: []want{cl("src/services/search.ts", code, 1)}},
	{name: "has a new module stays a claim", doc: "The service now has a new module `src/cache.ts`.", want: []want{cl("src/cache.ts", code, 1)}},
	{name: "denied in the next sentence", doc: "> The cache lives in `src/cache.py`.\n\nNo such file.", want: []want{nc("src/cache.py", code, 1)}},
	{name: "denied next: it does not exist", doc: "The report cites `docs/arch.md`. It does not exist.", want: []want{nc("docs/arch.md", code, 1)}},
	{name: "next sentence about something else", doc: "See `docs/setup.md`. Missing dependencies are listed there.", want: []want{cl("docs/setup.md", code, 1)}},
	{name: "next sentence denial with more words", doc: "Settings are read from `config/app.yaml`. It does not exist in older releases, so upgrade first.", want: []want{cl("config/app.yaml", code, 1)}},
	{name: "rename source", doc: "The old `internal/cli/check.go` was renamed to `internal/cli/verify.go`.", want: []want{nc("internal/cli/check.go", code, 1), cl("internal/cli/verify.go", code, 1)}},
	{name: "sed expression", doc: "```sh\nsed -i 's/main/evil/' go.mod\n```", want: []want{nc("s/main/evil/", fence, 2), cl("go.mod", fence, 2)}},
	{name: "attached file", doc: "The coverage report is attached as `coverage-team7.html`.", want: []want{nc("coverage-team7.html", code, 1)}},
	{name: "hyphenated project possessive", doc: "The relay borrows from stripe-cli's `pkg/proxy/proxy.go`.", want: []want{nc("pkg/proxy/proxy.go", code, 1)}},
	{name: "component possessive stays a claim", doc: "The parser's `src/parse.go` handles it.", want: []want{cl("src/parse.go", code, 1)}},
	{name: "plans stated after", doc: "`internal/store/postgres.go` and `internal/signature/gitlab.go` are correctly described as plans.", want: []want{nc("internal/store/postgres.go", code, 1), nc("internal/signature/gitlab.go", code, 1)}},
	{name: "labelled report quote", format: FormatText, doc: "Report: \"The parser state machine lives in src/parser/state.rs.\"\n  Check: there is no parser directory.", want: []want{nc("src/parser/state.rs", prose, 1)}},
	{name: "submission header", format: FormatText, doc: "Submission: rowdy-team3.tar.gz, slides-team3.pdf", want: []want{nc("rowdy-team3.tar.gz", prose, 1), nc("slides-team3.pdf", prose, 1)}},
	{name: "bold claimed label", doc: "**Claimed:** the retry queue is in `internal/queue/retry.go`.", want: []want{nc("internal/queue/retry.go", code, 1)}},
	{name: "report word inside a sentence stays a claim", doc: "The report generator in `src/report.py` writes HTML.", want: []want{cl("src/report.py", code, 1)}},
	{name: "local env file", doc: "A `.env` file in the working directory is read too.", want: []want{nc(".env", code, 1)}},
	{name: "local env variant", doc: "Put your key in .env.local before running.", want: []want{nc(".env.local", prose, 1)}},
	{name: "env template stays a claim", doc: "The template is `.env.example`.", want: []want{cl(".env.example", code, 1)}},
	{name: "run command span", doc: "Run `python src/main.py` to start.", want: []want{cl("src/main.py", code, 1)}},
	{name: "pytest fence", doc: "```bash\npython -m pytest tests/test_graph.py\n```", want: []want{cl("tests/test_graph.py", fence, 2)}},
	{name: "cat fence", doc: "```bash\ncat docs/arch.md\n```", want: []want{cl("docs/arch.md", fence, 2)}},
	{name: "go run fence", doc: "```sh\ngo run ./cmd/auditor\n```", want: []want{cl("./cmd/auditor", fence, 2)}},
	{name: "yaml value", doc: "```yaml\nentrypoint: src/main.py\n```", want: []want{cl("src/main.py", fence, 2)}},
	{name: "tree dot root", doc: "```\n.\n├── src/\n│   └── graph.py\n└── README.md\n```", want: []want{cl("src/", tree, 3), cl("src/graph.py", tree, 4), cl("README.md", tree, 5)}},
	{name: "tree repo-name root", doc: "```\nauditor/\n├── src/\n│   ├── nodes/\n│   │   └── judges.py   # the judges\n│   └── graph.py\n└── README.md\n```",
		want: []want{cl("src/", tree, 3), cl("src/nodes/", tree, 4), cl("src/nodes/judges.py", tree, 5), cl("src/graph.py", tree, 6), cl("README.md", tree, 7)}},
	{name: "tree tracked root", doc: "```text\nsrc/\n├── nodes/\n│   └── judges.py\n└── graph.py\n```",
		want: []want{cl("src/", tree, 2), cl("src/nodes/", tree, 3), cl("src/nodes/judges.py", tree, 4), cl("src/graph.py", tree, 5)}},
	{name: "indented listing", doc: "```\nsrc/\n  nodes/\n    judges.py\n  graph.py\n```",
		want: []want{cl("src/", tree, 2), cl("src/nodes/", tree, 3), cl("src/nodes/judges.py", tree, 4), cl("src/graph.py", tree, 5)}},
	{name: "ascii tree", doc: "```\nproject/\n|-- src/\n|   `-- graph.py\n`-- main.py\n```", want: []want{cl("src/", tree, 3), cl("src/graph.py", tree, 4), cl("main.py", tree, 5)}},
	{name: "hallucinated tree entry", doc: "```\n.\n└── src/\n    ├── graph.py\n    └── cache.py\n```", want: []want{cl("src/", tree, 3), cl("src/graph.py", tree, 4), cl("src/cache.py", tree, 5)}},
	{name: "absolute path", doc: "The key is read from `/etc/auditor/key.pem`.", want: []want{cl("/etc/auditor/key.pem", code, 1)}},
	{name: "escaping path", doc: "`../shared/config.yaml` is loaded at startup.", want: []want{cl("../shared/config.yaml", code, 1)}},
	{name: "windows path", doc: "Windows users edit `C:\\auditor\\config.ini`.", want: []want{cl(`C:\auditor\config.ini`, code, 1)}},
	{name: "Dockerfile span", doc: "The `Dockerfile` builds the image.", want: []want{cl("Dockerfile", code, 1)}},
	{name: "Makefile prose", doc: "The Makefile has a `test` target.", want: []want{cl("Makefile", prose, 1)}},
	{name: "line word", doc: "Check `file.go` line 42.", want: []want{cl("file.go", code, 1).lines(42, 42)}},
	{name: "query string", doc: "[config](config/settings.yaml?plain=1)", want: []want{cl("config/settings.yaml", link, 1)}},
	{name: "github line anchor link", doc: "[see](src/graph.py#L12)", want: []want{cl("src/graph.py", link, 1).lines(12, 12)}},
	{name: "dotfile prose", doc: "The .gitignore excludes build artifacts.", want: []want{cl(".gitignore", prose, 1)}},
	// relabelled: a dotenv file holds the reader's own secrets and is by
	// convention never committed, so naming it claims no repository file
	// (the repo detective reports a committed .env as a secret instead)
	{name: "dotfile read", doc: "Secrets are read from `.env`.", want: []want{nc(".env", code, 1)}},
	{name: "other dotfile read", doc: "Lint settings are read from `.eslintrc.json`.", want: []want{cl(".eslintrc.json", code, 1)}},
	{name: "html img", doc: "<p align=\"center\"><img src=\"docs/logo.png\" width=\"200\"></p>", want: []want{cl("docs/logo.png", image, 1)}},
	{name: "inline html link", doc: "Licensed under <a href=\"LICENSE\">MIT</a>.", want: []want{cl("LICENSE", link, 1)}},
	{name: "reference link", doc: "See [arch][1].\n\n[1]: docs/arch.md", want: []want{cl("docs/arch.md", link, 3)}},
	{name: "wrapped paragraph", doc: "The graph is\nwired in `src/graph.py`.", want: []want{cl("src/graph.py", code, 2)}},
	{name: "table cell", doc: "| File | Purpose |\n|---|---|\n| `src/graph.py` | graph |", want: []want{cl("src/graph.py", code, 3)}},
	{name: "bold prose path", doc: "**src/nodes/judges.py** holds the judges.", want: []want{cl("src/nodes/judges.py", prose, 1)}},
	{name: "dunder prose", doc: "Add exports to src/__init__.py.", want: []want{cl("src/__init__.py", prose, 1)}},
	{name: "past tense added", doc: "I added a new module `src/cache.py` for caching.", want: []want{cl("src/cache.py", code, 1)}},
	{name: "past tense created", doc: "Created `src/utils/retry.py` to wrap API calls.", want: []want{cl("src/utils/retry.py", code, 1)}},
	{name: "folder", doc: "The `tools/` folder contains git helpers.", want: []want{cl("tools/", code, 1)}},
	{name: "partial path", doc: "`tools/git.py` wraps git.", want: []want{cl("tools/git.py", code, 1)}},
	{name: "llm evidence line", doc: "**Evidence:** `src/nodes/detectives.py` implements RepoInvestigator.", want: []want{cl("src/nodes/detectives.py", code, 1)}},
	{name: "list item", doc: "- `src/graph.py` — builds the StateGraph\n- `src/state.py` — typed state", want: []want{cl("src/graph.py", code, 1), cl("src/state.py", code, 2)}},
	{name: "generated by", doc: "The report is generated by `src/report.py`.", want: []want{cl("src/report.py", code, 1)}},
	{name: "symbol suffix", doc: "See `src/graph.py:build_graph`.", want: []want{cl("src/graph.py", code, 1)}},
	{name: "pytest node id", doc: "Run `tests/test_graph.py::test_fanout`.", want: []want{cl("tests/test_graph.py", code, 1)}},
	{name: "add to existing", doc: "We should add retries to `src/tools/git.py`.", want: []want{cl("src/tools/git.py", code, 1)}, known: true},
	{name: "split existing", doc: "Split `src/graph.py` into `src/graph/build.py` and `src/graph/run.py`.", want: []want{cl("src/graph.py", code, 1), nc("src/graph/build.py", code, 1), nc("src/graph/run.py", code, 1)}},
	{name: "rename", doc: "Rename `main.py` to `app.py`.", want: []want{cl("main.py", code, 1), nc("app.py", code, 1)}},
	{name: "tracked first dir pair", doc: "The tools/skills split keeps helpers apart.", want: []want{cl("tools/skills", prose, 1)}},
	{name: "see also", doc: "See also docs/arch.md and CONTRIBUTING.md.", want: []want{cl("docs/arch.md", prose, 1), cl("CONTRIBUTING.md", prose, 1)}},
	{name: "heading mention", doc: "## `src/graph.py`\n\nBuilds the graph.", want: []want{cl("src/graph.py", code, 1)}},
	{name: "python read", doc: "```python\ncfg = yaml.safe_load(open(\"config.yaml\"))\n```", want: []want{cl("config.yaml", fence, 2)}},
	{name: "go read", doc: "```go\ndata, _ := os.ReadFile(\"testdata/in.json\")\n```", want: []want{cl("testdata/in.json", fence, 2)}},
	{name: "suppressed", doc: "<!-- auditor-ignore -->\nSee `src/ghost.py`.", want: []want{cl("src/ghost.py", code, 2).suppressed()}},
	{name: "suppressed same line", doc: "See `src/ghost.py`. <!-- auditor-ignore -->", want: []want{cl("src/ghost.py", code, 1).suppressed()}},
	{name: "own blob link", origin: "https://github.com/acme/auditor", doc: "[graph](https://github.com/acme/auditor/blob/main/src/graph.py)", want: []want{cl("/src/graph.py", link, 1)}},
	{name: "own permalink to a commit", origin: "https://github.com/acme/auditor", doc: "[asserts](https://github.com/acme/auditor/blob/62eff1f8d3394cef819b4aa7b23a/src/build/arg/debug_asserts.rs)", want: []want{nc("https://github.com/acme/auditor/blob/62eff1f8d3394cef819b4aa7b23a/src/build/arg/debug_asserts.rs", link, 1)}},
	{name: "own link to another branch", origin: "https://github.com/acme/auditor", doc: "![demo](https://github.com/acme/auditor/blob/images/examples/demo.gif?raw=true)", want: []want{nc("https://github.com/acme/auditor/blob/images/examples/demo.gif", image, 1)}},
	{name: "claim wins over plan", doc: "We plan to refactor `src/graph.py`.\n\nThe graph is in `src/graph.py`.", want: []want{cl("src/graph.py", code, 3)}},
	{name: "cd into dir", doc: "```bash\ncd src/nodes\n```", want: []want{cl("src/nodes", fence, 2)}},
	{name: "docker compose build", doc: "```yaml\nservices:\n  app:\n    build: ./app\n```", want: []want{cl("./app", fence, 4)}},
	{name: "llm report evidence", doc: "The judges (`src/nodes/judges.py`, lines 12-58) run in parallel.", want: []want{cl("src/nodes/judges.py", code, 1).lines(12, 58)}},
	{name: "pip requirements", doc: "```bash\npip install -r requirements-dev.txt\n```", want: []want{cl("requirements-dev.txt", fence, 2)}},
	{name: "prose paren path", doc: "State is typed (see src/state.py).", want: []want{cl("src/state.py", prose, 1)}},
	{name: "quoted path", doc: "The file \"src/graph.py\" builds it.", want: []want{cl("src/graph.py", prose, 1)}},
	{name: "two paths one line", doc: "`src/a.py` imports `src/b.py`.", want: []want{cl("src/a.py", code, 1), cl("src/b.py", code, 1)}},
	{name: "makefile target fence", doc: "```make\ntest:\n\tpytest tests/\n```", want: []want{cl("tests/", fence, 3)}},
	{name: "mdx doc", doc: "import X from './X'\n\nSee [guide](guide.mdx).", want: []want{nc("./X", prose, 1), cl("guide.mdx", link, 3)}},

	// --- not claims ----------------------------------------------------
	{name: "url link", doc: "[LangGraph](https://github.com/langchain-ai/langgraph)", want: []want{nc("https://github.com/langchain-ai/langgraph", link, 1)}},
	{name: "autolink", doc: "<https://example.com/a.md>", want: []want{nc("https://example.com/a.md", link, 1)}},
	{name: "mailto", doc: "[mail](mailto:a@b.com)", want: []want{nc("mailto:a@b.com", link, 1)}},
	{name: "prose url", doc: "Docs at https://example.com/guide.md.", want: nil},
	{name: "forked from", doc: "Forked from `langchain-ai/langgraph`.", want: []want{nc("langchain-ai/langgraph", code, 1)}},
	{name: "host path", doc: "Uses github.com/spf13/cobra for the CLI.", want: []want{nc("github.com/spf13/cobra", prose, 1)}},
	{name: "action ref", doc: "```yaml\n- uses: actions/checkout@v4\n```", want: []want{nc("actions/checkout@v4", fence, 2)}},
	{name: "python import", doc: "```python\nfrom src.nodes.judges import Judge\n```", want: nil},
	{name: "go import", doc: "```go\nimport \"github.com/repo-auditor/auditor/pkg/evidence\"\n```", want: []want{nc("github.com/repo-auditor/auditor/pkg/evidence", fence, 2)}},
	{name: "os.path", doc: "Uses `os.path` to join.", want: nil},
	{name: "path/to", doc: "Pass `path/to/file` to the tool.", want: []want{nc("path/to/file", code, 1)}},
	{name: "angle placeholder", doc: "Replace `<your-file>` with yours.", want: nil},
	{name: "angle placeholder ext", doc: "Write `docs/<name>.md` for each.", want: []want{nc("docs/<name>.md", code, 1)}},
	{name: "your project", doc: "`your_project/` is the root.", want: []want{nc("your_project/", code, 1)}},
	{name: "illustrative foo name", doc: "Put the fixture in a header file, say `foo_param_test.h`.", want: []want{nc("foo_param_test.h", code, 1)}},
	{name: "some-prefixed name", doc: "The package holds `pkg_dir/some_module.py`.", want: []want{nc("pkg_dir/some_module.py", code, 1)}},
	{name: "a new thing to add", doc: "1. Create provider file: `src/providers/newprovider/music.py`, tests in `tests/mypy/modules/new_test.py`.", want: []want{nc("src/providers/newprovider/music.py", code, 1), nc("tests/mypy/modules/new_test.py", code, 1)}},
	{name: "a real name beginning with new", doc: "The entry point is `src/news_feed.py` beside `src/newsletter/`.", want: []want{cl("src/news_feed.py", code, 1), cl("src/newsletter/", code, 1)}},
	{name: "documentation host", doc: "A small `Cargo.toml` fix for `docs.rs`.", want: []want{cl("Cargo.toml", code, 1), nc("docs.rs", code, 1)}},
	{name: "crate root stays", doc: "The entry point is `src/lib.rs`.", want: []want{cl("src/lib.rs", code, 1)}},
	{name: "a website link without its scheme", doc: "Fixed the links to [cppreference](cppreference.com).", want: []want{nc("cppreference.com", link, 1)}},
	{name: "a host under .org without its scheme", doc: "- you can also test on the PyPI test servers `test.pypi.org`\nbefore the real deployment", want: []want{nc("test.pypi.org", code, 1)}},
	{name: "an Org mode file stays a path", doc: "The agenda lives in `notes.org`.", want: []want{cl("notes.org", code, 1)}},
	{name: "a request to add to a file names an existing file", doc: "If making non-trivial changes, please add an integration test to\n`cargo-insta/tests/main.rs`. Feel free to add an issue.", want: []want{cl("cargo-insta/tests/main.rs", code, 2)}},
	{name: "a request to add a file is still a plan", doc: "Please add a `SECURITY.md` with a contact address.", want: []want{nc("SECURITY.md", code, 1)}},
	{name: "a licence's capitals", format: FormatText, doc: "IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY.", want: []want{nc("AUTHORS", prose, 1)}},
	{name: "a pointer to AUTHORS stays", format: FormatText, doc: "The contributors are listed in AUTHORS, see there.", want: []want{cl("AUTHORS", prose, 1)}},
	{name: "foo as a later word", doc: "Other files as needed, such as `catch2/internal/catch_config_foo.hpp`.", want: []want{nc("catch2/internal/catch_config_foo.hpp", code, 1)}},
	{name: "food stays", doc: "The menu is in `src/food_menu.py`.", want: []want{cl("src/food_menu.py", code, 1)}},
	{name: "a linked project's name", doc: "### VCR.py\n\n[GitHub](https://github.com/kevin1024/vcrpy) - a recorder.\n", want: []want{nc("VCR.py", prose, 1), nc("https://github.com/kevin1024/vcrpy", link, 3)}},
	{name: "a file beside an unrelated project link stays", doc: "See `judges.py`, built on [vcrpy](https://github.com/kevin1024/vcrpy).\n", want: []want{cl("judges.py", code, 1), nc("https://github.com/kevin1024/vcrpy", link, 1)}},
	{name: "bar-prefixed real name stays", doc: "The chart is drawn by `src/bar_chart.py`.", want: []want{cl("src/bar_chart.py", code, 1)}},
	{name: "brace placeholder", doc: "Each judge is `{name}.py`.", want: []want{nc("{name}.py", code, 1)}},
	{name: "env var", doc: "Config goes in `$HOME/.config/auditor.yaml`.", want: []want{nc("$HOME/.config/auditor.yaml", code, 1)}},
	{name: "tilde", doc: "Clone into `~/projects/x`.", want: []want{nc("~/projects/x", code, 1)}},
	{name: "ext glob", doc: "Format all `*.go` files.", want: nil},
	{name: "doublestar", doc: "Docs match `**/*.md`.", want: []want{nc("**/*.md", code, 1)}},
	{name: "dir glob", doc: "Everything in `src/*` is linted.", want: []want{nc("src/*", code, 1)}},
	{name: "cp env", doc: "Run `cp .env.example .env` and edit it.", want: []want{cl(".env.example", code, 1), nc(".env", code, 1)}},
	{name: "touch", doc: "```bash\ntouch notes.txt\n```", want: []want{nc("notes.txt", fence, 2)}},
	{name: "redirect", doc: "```bash\necho hi > out.txt\n```", want: []want{nc("out.txt", fence, 2)}},
	{name: "append redirect", doc: "```bash\necho more >> log.txt\n```", want: []want{nc("log.txt", fence, 2)}},
	{name: "mkdir", doc: "```bash\nmkdir -p data/raw\n```", want: []want{nc("data/raw", fence, 2)}},
	{name: "output directory flag with an underscore", doc: "```bash\npython run.py --n_tasks 20 --output_dir data/sims/run1/\npython x.py --save-dir runs/exp1 --config configs/a.yaml\n```", want: []want{cl("run.py", fence, 2), nc("data/sims/run1/", fence, 2), cl("x.py", fence, 3), nc("runs/exp1", fence, 3), cl("configs/a.yaml", fence, 3)}},
	{name: "a tree whose descriptions hold arrows", doc: "```\nproj/\n├── agent/\n│   ├── main_agent.py      Orchestrator: enrich → compose → send\n│   ├── server.py          Webhook receiver\n│   ├── enrichment.py\n│   └── requirements.txt\n├── eval/               Act I reproduction\n│   ├── trace_log.jsonl       150 rows\n│   └── ablation.json Delta A → B tests\n├── evidence_graph.json 21 claims → trace IDs\n└── README.md\n```",
		want: []want{cl("agent/", tree, 3), cl("agent/main_agent.py", tree, 4), cl("agent/server.py", tree, 5), cl("agent/enrichment.py", tree, 6), cl("agent/requirements.txt", tree, 7),
			cl("eval/", tree, 8), cl("eval/trace_log.jsonl", tree, 9), cl("eval/ablation.json", tree, 10), cl("evidence_graph.json", tree, 11), cl("README.md", tree, 12)}},
	{name: "tee", doc: "```bash\npython run.py | tee run.log\n```", want: []want{cl("run.py", fence, 2), nc("run.log", fence, 2)}},
	{name: "-o flag", doc: "```bash\nauditor . -o report.json\n```", want: []want{nc("report.json", fence, 2)}},
	{name: "--output=", doc: "```bash\nauditor . --output=audit/report.json\n```", want: []want{nc("audit/report.json", fence, 2)}},
	{name: "add a", doc: "Add a `docs/deferrals.md` listing deferred items.", want: []want{nc("docs/deferrals.md", code, 1)}},
	{name: "we will create", doc: "We will create `src/cache.py` next sprint.", want: []want{nc("src/cache.py", code, 1)}},
	{name: "will live", doc: "The cache will live in `src/cache/`.", want: []want{nc("src/cache/", code, 1)}},
	{name: "should be", doc: "Config should be in `config/settings.yaml`.", want: []want{nc("config/settings.yaml", code, 1)}},
	{name: "could add", doc: "We could add `scripts/lint.sh` later.", want: []want{nc("scripts/lint.sh", code, 1)}},
	{name: "for example", doc: "For example, `src/plugins/slack.py` would register a plugin.", want: []want{nc("src/plugins/slack.py", code, 1)}},
	{name: "or similar", doc: "Use a file like `config.local.yaml` or similar.", want: []want{nc("config.local.yaml", code, 1)}},
	{name: "todo", doc: "TODO: write `docs/api.md`.", want: []want{nc("docs/api.md", code, 1)}},
	{name: "planned", doc: "Planned: `src/vision.py` (vision detective).", want: []want{nc("src/vision.py", code, 1)}},
	{name: "future work section", doc: "## Future Work\n\nSupport OCR in `src/vision/ocr.py`.", want: []want{nc("src/vision/ocr.py", code, 3)}},
	{name: "next steps section", doc: "## Next steps\n\n- Move prompts into `prompts/`.", want: []want{nc("prompts/", code, 3)}},
	{name: "rejected alternative", doc: "**Chosen:** `agent/judgment/` holds the rules.\n\n**Rejected:** A flat `agent/policy/` directory.", want: []want{cl("agent/judgment/", code, 1), nc("agent/policy/", code, 3)}},
	{name: "expected output of a step", doc: "**Expected:** `outputs/run_<ts>/stdout.json` shows JSON; under `lead_<id>/` you see `enrichment_brief.json`.\n\nThe runner is `scripts/run.py`.", want: []want{nc("outputs/run_<ts>/stdout.json", code, 1), nc("lead_<id>/", code, 1), nc("enrichment_brief.json", code, 1), cl("scripts/run.py", code, 3)}},
	{name: "script an interpreter runs", doc: "```\n$ NODE_DEBUG=koa* node --harmony examples/simple\n$ git clone shelfhq/linkshelf\n```", want: []want{cl("examples/simple", fence, 2), nc("shelfhq/linkshelf", fence, 3)}},
	{name: "kept out of git", doc: "```text\nbench/\n├── outputs/        # Runtime artifacts (.gitignored)\n├── held_out/       ← Sealed evaluation slice\n├── tau2-bench/     # Benchmark checkout (not pushed)\n├── cost_log.csv    ← Budget tracking\n└── Result.kt       # sealed class hierarchy\n```", want: []want{nc("outputs/", tree, 3), nc("held_out/", tree, 4), nc("tau2-bench/", tree, 5), cl("cost_log.csv", tree, 6), cl("Result.kt", tree, 7)}},
	{name: "the reader's download", doc: "Download manually from layoffs.fyi and place at `data/layoffs.csv`. The loader is `src/load.py`.", want: []want{nc("data/layoffs.csv", code, 1), cl("src/load.py", code, 1)}},
	{name: "runtime data section", doc: "## Runtime data (what the running system writes)\n\n| Location | Purpose |\n|---|---|\n| `data/runtime/leads.json` | Lead state |\n\n## Code\n\nThe store is `agent/store.py`.", want: []want{nc("data/runtime/leads.json", code, 5), cl("agent/store.py", code, 9)}},
	{name: "runtime section link stays a claim", doc: "## Run-time state\n\nSee [the schema](schemas/state.json).", want: []want{cl("schemas/state.json", link, 3)}},
	{name: "directory layout (target)", doc: "## 1. Directory layout (target)\n\n```text\nharness/\n├── cli.py\n├── runner.py\n└── config/\n    └── base.yaml\n```\n\n## 2. Run\n\nRun `harness/cli.py`.", want: []want{nc("cli.py", tree, 5), nc("runner.py", tree, 6), nc("config/", tree, 7), nc("config/base.yaml", tree, 8), cl("harness/cli.py", code, 13)}},
	{name: "peer claimed", doc: "The peer's report claimed `src/x.py` existed.", want: []want{nc("src/x.py", code, 1)}},
	{name: "their repo", doc: "In their repo, `app/main.py` is the entry point.", want: []want{nc("app/main.py", code, 1)}},
	{name: "upstream", doc: "Upstream keeps this in `lib/core.js`.", want: []want{nc("lib/core.js", code, 1)}},
	{name: "writes", doc: "It writes `audit/report.md` after each run.", want: []want{nc("audit/report.md", code, 1)}},
	{name: "generated at", doc: "The report is generated at `audit/report_peer/report.md`.", want: []want{nc("audit/report_peer/report.md", code, 1)}},
	{name: "saved to", doc: "Output is saved to `out/results.json`.", want: []want{nc("out/results.json", code, 1)}},
	{name: "is generated postfix", doc: "`coverage.xml` is generated by pytest.", want: []want{nc("coverage.xml", code, 1)}},
	{name: "stored in", doc: "Results are stored in `results/`.", want: []want{nc("results/", code, 1)}},
	{name: "missing", doc: "`tests/` is missing from the repository.", want: []want{nc("tests/", code, 1)}},
	{name: "there is no", doc: "There is no `Dockerfile` in the repo.", want: []want{nc("Dockerfile", code, 1)}},
	{name: "was removed", doc: "The old `src/legacy.py` was removed in v2.", want: []want{nc("src/legacy.py", code, 1)}},
	{name: "python write", doc: "```python\nwith open(\"report.md\", \"w\") as f:\n    f.write(text)\n```", want: []want{nc("report.md", fence, 2)}},
	{name: "pandas write", doc: "```python\ndf.to_csv(\"out/summary.csv\")\n```", want: []want{nc("out/summary.csv", fence, 2)}},
	{name: "go write", doc: "```go\nos.WriteFile(\"out.json\", b, 0o644)\n```", want: []want{nc("out.json", fence, 2)}},
	{name: "and/or", doc: "Use and/or to combine filters.", want: nil},
	{name: "input/output", doc: "The input/output handling is async.", want: nil},
	{name: "true/false", doc: "Set true/false flags.", want: nil},
	{name: "I/O", doc: "The workload is I/O bound.", want: nil},
	{name: "client/server", doc: "A classic client/server model.", want: nil},
	{name: "versions", doc: "Requires Python 3.11 and v1.2.3 of the tool.", want: nil},
	{name: "abbreviations", doc: "Abbreviations (e.g. this, i.e. that) etc. are fine.", want: nil},
	{name: "domain", doc: "Visit example.com for details.", want: nil},
	{name: "product js", doc: "Built with Node.js and Vue.js.", want: nil},
	{name: "language pair", doc: "Python/Go tooling is supported.", want: nil},
	{name: "a link to the word link", doc: "- Prevent fully defined links [`name`](link) from being reformatted.", want: []want{nc("link", link, 1)}},
	{name: "a word and an acronym", doc: "| Modern src/ML stack | Low |\n\nOne `Modern src/ML stack` input; UI/UX and AI/ML work.", want: nil},
	{name: "a tracked directory in capitals stays", doc: "See `src/UI` for the views.", want: []want{cl("src/UI", code, 1)}},
	{name: "date", doc: "Released on 12/05/2024.", want: nil},
	{name: "score", doc: "The repo scored 8/10.", want: nil},
	{name: "scoped package", doc: "`@types/node` is a dev dependency.", want: []want{nc("@types/node", code, 1)}},
	{name: "npm scoped install", doc: "```bash\nnpm install @scope/pkg\n```", want: []want{nc("@scope/pkg", fence, 2)}},
	{name: "docker image tag", doc: "Pull `ghcr.io/org/app:latest`.", want: nil},
	{name: "clone and cd", doc: "```bash\ngit clone https://github.com/x/auditor.git\ncd auditor\n```", want: nil},
	{name: "venv", doc: "```bash\npython -m venv .venv\nsource .venv/bin/activate\n```", want: []want{nc(".venv", fence, 2), nc(".venv/bin/activate", fence, 3)}},
	{name: "bare extension", doc: "All `.py` files are formatted.", want: nil},
	{name: "dotted module", doc: "Import `src.nodes.judges` in tests.", want: nil},
	{name: "action ref prose", doc: "CI uses actions/checkout@v4.", want: []want{nc("actions/checkout@v4", prose, 1)}},
	{name: "no such dir", doc: "The repo has no `tests/` directory.", want: []want{nc("tests/", code, 1)}},
	{name: "the missing", doc: "Imports the missing `src/state.py`.", want: []want{nc("src/state.py", code, 1)}},
	{name: "tree output", doc: "Running the audit will produce:\n\n```\naudit/\n├── report.md\n└── report.json\n```", want: []want{nc("report.md", tree, 5), nc("report.json", tree, 6)}},
	{name: "tree created by mkdir", doc: "```bash\nmkdir -p out/reports\n```\n\n```\nout/\n└── reports/\n    └── a.md\n```", want: []want{nc("out/reports", fence, 2), nc("reports/", tree, 7), nc("reports/a.md", tree, 8)}},
	{name: "rm", doc: "```bash\nrm -rf build/\n```", want: []want{nc("build/", fence, 2)}},
	{name: "python relative import js", doc: "```js\nimport { run } from \"./lib/run\";\n```", want: []want{nc("./lib/run", fence, 2)}},
	{name: "foo placeholder", doc: "Put it in `foo/bar.py`.", want: []want{nc("foo/bar.py", code, 1)}},
	{name: "ellipsis path", doc: "Judges live under `src/.../judges.py`.", want: []want{nc("src/.../judges.py", code, 1)}},
	{name: "create a file", doc: "Create a `.env` file with your key.\n\nThe app reads `.env` at startup.", want: []want{nc(".env", code, 1)}},
	{name: "external link label", doc: "See [src/graph.py](https://github.com/other/repo/blob/main/src/graph.py).", want: []want{nc("https://github.com/other/repo/blob/main/src/graph.py", link, 1)}},
	{name: "consider adding", doc: "Consider adding `tests/test_cache.py`.", want: []want{nc("tests/test_cache.py", code, 1)}},
	{name: "a module like", doc: "Adding a format means writing a module like `src/importers/qif.py` and registering it.", want: []want{nc("src/importers/qif.py", code, 1)}},
	{name: "a new script like", doc: "Put a new script like `scripts/backup.sh` in the repo.", want: []want{nc("scripts/backup.sh", code, 1)}},
	{name: "files like stays claim", doc: "Files like `src/graph.py` hold the graph.", want: []want{cl("src/graph.py", code, 1)}},
	{name: "comma like stays claim", doc: "The `src/graph.py` module, like `src/main.py`, is typed.", want: []want{cl("src/graph.py", code, 1), cl("src/main.py", code, 1)}},
	{name: "but not implemented", doc: "A `qif.py` importer is mentioned in the README but not implemented.", want: []want{nc("qif.py", code, 1)}},
	{name: "is not implemented", doc: "`src/sync.py` is not implemented.", want: []want{nc("src/sync.py", code, 1)}},
	{name: "but exists stays claim", doc: "`src/graph.py` is short but builds the whole graph.", want: []want{cl("src/graph.py", code, 1)}},
	{name: "compared with slug", doc: "Compared with `firefly-iii/firefly-iii`, this project has no web UI.", want: []want{nc("firefly-iii/firefly-iii", code, 1)}},
	{name: "a X would", doc: "A `Dockerfile` would make deployment easier.", want: []want{nc("Dockerfile", code, 1)}},
	{name: "there is a stays claim", doc: "There is a `Makefile` with a test target.", want: []want{cl("Makefile", code, 1)}},
	{name: "the X would stays claim", doc: "The `src/graph.py` module would fail without a state.", want: []want{cl("src/graph.py", code, 1)}},
	{name: "json example block", doc: "A finding, as it appears in the report:\n\n```json\n{\n  \"location\": \"docs/setup.md\",\n  \"line\": 7\n}\n```", want: []want{nc("docs/setup.md", fence, 5)}},
	{name: "json config block stays claim", doc: "The build reads:\n\n```json\n{\n  \"main\": \"src/index.js\",\n  \"private\": true\n}\n```", want: []want{cl("src/index.js", fence, 5)}},
	{name: "synopsis caps placeholder", doc: "```\ntool render REPORT.json --format md [-o FILE]\n```", want: []want{nc("REPORT.json", fence, 2)}},
	{name: "synopsis optional group", doc: "```\ngo run ./cmd/bench docs/ [more.pdf|dir ...]\n```", want: []want{cl("./cmd/bench", fence, 2), cl("docs/", fence, 2), nc("more.pdf", fence, 2)}},
	{name: "shell test brackets stay claim", doc: "```sh\nif [ -f config.yaml ]; then echo ok; fi\n```", want: []want{cl("config.yaml", fence, 2)}},
	{name: "caps doc without synopsis stays claim", doc: "```sh\ncat NOTES.md\n```", want: []want{cl("NOTES.md", fence, 2)}},
	{name: "some placeholder", doc: "```sh\ntool -dump some.pdf\n```", want: []want{nc("some.pdf", fence, 2)}},
	{name: "out argument", doc: "```sh\nnode check.mjs report.html out.png\n```", want: []want{cl("check.mjs", fence, 2), cl("report.html", fence, 2), nc("out.png", fence, 2)}},
	{name: "cache flag", doc: "```sh\ntool audit . --cache .tool-cache.sqlite\n```", want: []want{nc(".tool-cache.sqlite", fence, 2)}},
	{name: "hyphenated word pair", doc: "Rules have their own true/false-positive examples.", want: nil},
	{name: "status classes", doc: "Retries on 429/5xx/timeouts with backoff.", want: nil},
	{name: "go std package", doc: "All text is escaped by `html/template`.", want: []want{nc("html/template", code, 1)}},
	{name: "hyphenated tracked dir pair", doc: "The docs/getting-started page is long.", want: []want{cl("docs/getting-started", prose, 1)}},
	{name: "hallucinated per peer", doc: "Their report hallucinated `src/nodes/vision.py`.", want: []want{nc("src/nodes/vision.py", code, 1)}},

	// --- plain text and PDF --------------------------------------------
	{name: "pdf url wrapped over lines", format: FormatPDF, doc: "sources; errors are the fault of the authors of the\ndatasheet: http://www.cs.cornell.edu/people/pabo/movie-review-data/; http:\n//xxx.lanl.gov/pdf/cs/0409058v1; http://www.cs.cornell.edu/people/pabo/\nmovie-review-data/rt-polaritydata.README.1.0.txt; http://www.cs.cornell.\nedu/people/pabo/movie-review-data/poldata.README.2.0.txt. The loader is in\nsrc/load.py as shipped.",
		want: []want{cl("src/load.py", prose, 6).page(1)}},
	{name: "pdf wrapped path", format: FormatPDF, doc: "The detectives are implemented in the module src/nodes/detective\ns.py which fans out in parallel.",
		want: []want{cl("src/nodes/detectives.py", prose, 1).page(1)}},
	{name: "pdf wrapped dir", format: FormatPDF, doc: "For the reference report please read the full file at audit/\nreport_x/y.md which is long.",
		want: []want{cl("audit/report_x/y.md", prose, 1).page(1)}},
	{name: "pdf hyphenated", format: FormatPDF, doc: "The judicial layer lives entirely in the module src/nodes/judg-\nes.py and the chief justice is in src/nodes/justice.py.",
		want: []want{cl("src/nodes/judges.py", prose, 1).page(1), cl("src/nodes/justice.py", prose, 2).page(1)}},
	{name: "pdf ligature", format: FormatPDF, doc: "Conﬁguration is in conﬁg/settings.yaml.", want: []want{cl("config/settings.yaml", prose, 1).page(1)}},
	{name: "pdf zero width", format: FormatPDF, doc: "src/\u200bgraph.py is the graph.", want: []want{cl("src/graph.py", prose, 1).page(1)}},
	{name: "pdf smart quotes", format: FormatPDF, doc: "The file “src/graph.py” builds the graph.", want: []want{cl("src/graph.py", prose, 1).page(1)}},
	{name: "pdf nbsp", format: FormatPDF, doc: "See\u00a0docs/arch.md\u00a0for details.", want: []want{cl("docs/arch.md", prose, 1).page(1)}},
	{name: "pdf second page", format: FormatPDF, doc: "Intro text.\fThe graph is in src/graph.py.", want: []want{cl("src/graph.py", prose, 1).page(2)}},
	{name: "pdf short lines not joined", format: FormatPDF, doc: "Read src/\nmain.py next.", want: []want{cl("src/", prose, 1).page(1), cl("main.py", prose, 2).page(1)}},
	{name: "text tree", format: FormatText, doc: "auditor/\n├── src/\n│   └── graph.py\n└── README.md", want: []want{cl("src/", tree, 2), cl("src/graph.py", tree, 3), cl("README.md", tree, 4)}},
	{name: "text command", format: FormatText, doc: "$ cp .env.example .env", want: []want{cl(".env.example", fence, 1), nc(".env", fence, 1)}},
	{name: "text inline command", format: FormatText, doc: "Run cp .env.example .env and edit it.", want: []want{cl(".env.example", prose, 1), nc(".env", prose, 1)}},
	{name: "text plan", format: FormatText, doc: "We plan to add src/cache.py in the next sprint.", want: []want{nc("src/cache.py", prose, 1)}},
	{name: "text claim", format: FormatText, doc: "The aggregator in src/nodes/aggregator.py merges evidence.", want: []want{cl("src/nodes/aggregator.py", prose, 1)}},
}

// fakePDF splits a case's text into pages on form feeds.
func fakePDF(_ context.Context, data []byte) (*pdftext.Doc, error) {
	var d pdftext.Doc
	for i, p := range strings.Split(string(data), "\f") {
		d.Pages = append(d.Pages, pdftext.Page{Number: i + 1, Text: p})
	}
	return &d, nil
}

func runCase(t testing.TB, c labelCase) []want {
	t.Helper()
	f := c.format
	if f == "" {
		f = FormatMarkdown
	}
	claims := Claims(context.Background(), Doc{Name: "doc.md", Format: f, Data: []byte(c.doc)}, Options{Manifest: tableManifest, Origin: c.origin})
	var got []want
	for _, x := range claims {
		got = append(got, want{Text: x.Text, Kind: x.Kind, Claim: x.Status == "", Line: x.Line, Page: x.Page,
			Anchor: x.Anchor, LineStart: x.LineStart, LineEnd: x.LineEnd, Suppressed: x.Suppressed})
	}
	return got
}

func withFakePDF(t testing.TB) {
	old := pdfExtract
	pdfExtract = fakePDF
	t.Cleanup(func() { pdfExtract = old })
}

func TestLabelledCorpus(t *testing.T) {
	withFakePDF(t)
	if len(labelCases) < 120 {
		t.Fatalf("labelled corpus has %d cases, want >= 120", len(labelCases))
	}
	seen := map[string]bool{}
	for _, c := range labelCases {
		if seen[c.name] {
			t.Fatalf("duplicate case name %q", c.name)
		}
		seen[c.name] = true
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			got := runCase(t, c)
			diff := cmp.Diff(c.want, got)
			switch {
			case diff != "" && !c.known:
				t.Errorf("doc %q: extraction mismatch (-want +got):\n%s", c.doc, diff)
			case diff == "" && c.known:
				t.Logf("known miss %q now passes: drop known=true", c.name)
			case diff != "":
				t.Logf("known miss (-want +got):\n%s", diff)
			}
		})
	}
}

// prf counts claim decisions: a labelled claim reported as a claim is a
// true positive; a mention reported as a claim that the label says is no
// claim (or is no mention) is a false positive; a labelled claim missing or
// marked not_a_claim is a false negative.
type prf struct{ tp, fp, fn int }

func (p *prf) add(labels, got []want) {
	key := func(w want) string { return w.Text + "#" + w.Anchor }
	labelled := map[string]bool{}
	for _, w := range labels {
		if w.Claim {
			labelled[key(w)] = true
		}
	}
	claimed := map[string]bool{}
	for _, g := range got {
		if g.Claim {
			claimed[key(g)] = true
		}
	}
	for k := range claimed {
		if labelled[k] {
			p.tp++
		} else {
			p.fp++
		}
	}
	for k := range labelled {
		if !claimed[k] {
			p.fn++
		}
	}
}

func (p prf) precision() float64 { return ratio(p.tp, p.tp+p.fp) }
func (p prf) recall() float64    { return ratio(p.tp, p.tp+p.fn) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

func TestLabelledPrecisionRecall(t *testing.T) {
	withFakePDF(t)
	var p prf
	for _, c := range labelCases {
		p.add(c.want, runCase(t, c))
	}
	t.Logf("labelled table: %d cases, claims tp=%d fp=%d fn=%d precision=%.3f recall=%.3f",
		len(labelCases), p.tp, p.fp, p.fn, p.precision(), p.recall())
	if p.precision() < 0.9 || p.recall() < 0.9 {
		t.Errorf("precision %.3f / recall %.3f below 0.9", p.precision(), p.recall())
	}
}
