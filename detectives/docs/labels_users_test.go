package docs

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Labelled cases for the rules tuned on the held-out corpora 67-72: each
// rule has a case it must catch and a look-alike that must stay a claim.
// Appended to labelCases, so they count in the labelled precision/recall
// figure.

func init() {
	labelCases = append(labelCases, usersLabelCases...)
}

var usersLabelCases = []labelCase{
	{name: "store cue before a source file names the module", doc: "Lookups are cached in `src/nodes/cache.py` so that a scan does not hit the network twice.",
		want: []want{cl("src/nodes/cache.py", code, 1)}},
	{name: "store cue before a data file is an output", doc: "Lookups are cached in `data/cache.json` between runs.",
		want: []want{nc("data/cache.json", code, 1)}},
	{name: "generating cue before a source file is an output", doc: "The build step generates `src/gen/api_pb.py` from the proto files.",
		want: []want{nc("src/gen/api_pb.py", code, 1)}},
	{name: "indented listing with a route group in a plain-text export", format: FormatText,
		doc:  "The layout is:\n\n    myapp/\n        src/\n            (tabs)/\n                graph.py\n            nodes/\n                judges.py\n                [id].py\n",
		want: []want{cl("src/", tree, 4), cl("src/(tabs)/", tree, 5), cl("src/(tabs)/graph.py", tree, 6), cl("src/nodes/", tree, 7), cl("src/nodes/judges.py", tree, 8), cl("src/nodes/[id].py", tree, 9)}},
	{name: "before column of a rename table", doc: "| Before | After |\n|---|---|\n| `src/physics.py` | `src/graph.py` |\n\nIf you still have `physics.py` locally, rebase.",
		// known: an "After" column is read as a plan (a move to come)
		want: []want{nc("src/physics.py", code, 3), cl("src/graph.py", code, 3), nc("physics.py", code, 5)}, known: true},
	{name: "file column of a table stays a claim", doc: "| File | Purpose |\n|---|---|\n| `src/physics.py` | collisions |",
		want: []want{cl("src/physics.py", code, 3)}},
	{name: "recollection corrected", doc: "Karin thought they were in `config/qc.yaml`; Raj pointed out the file is `src/graph.py`.",
		want: []want{nc("config/qc.yaml", code, 1), cl("src/graph.py", code, 1)}},
	{name: "thought as opinion stays a claim", doc: "I thought the layout of `src/nodes/judges.py` was clear.",
		want: []want{cl("src/nodes/judges.py", code, 1)}},
	{name: "in a separate file proposed", doc: "Would the cache handling be nicer in a separate `src/tools/cache.py`?",
		want: []want{nc("src/tools/cache.py", code, 1)}},
	{name: "split out in a follow-up", doc: "Happy to split out a `resume.py`, but in a follow-up please.",
		want: []want{nc("resume.py", code, 1)}},
	{name: "an idea worth doing", doc: "Your threat-model idea (`docs/threat-model.md`) is worth doing.",
		want: []want{nc("docs/threat-model.md", code, 1)}},
	{name: "talked about a file", doc: "We have talked about a `src/save.py` that writes progress to disk.",
		want: []want{nc("src/save.py", code, 1)}},
	{name: "in a separate file stays a claim", doc: "The judge tests are in a separate file, `tests/test_graph.py`.",
		want: []want{cl("tests/test_graph.py", code, 1)}},
	{name: "present-tense rename in a PR description", doc: "### Changes\n\n- Renames `src/upload.py` to `src/graph.py` and adds the resume logic there.",
		want: []want{nc("src/upload.py", code, 3), cl("src/graph.py", code, 3)}},
	{name: "folder went elsewhere", doc: "The rest of `src/utils/` went to `src/tools/` as well.",
		want: []want{nc("src/utils/", code, 1), cl("src/tools/", code, 1)}},
	{name: "file moved to, a claim of the target", doc: "`main.py` moved to `src/main.py` last week.",
		// known: "moved to `x`" reads the target as a move to come
		want: []want{nc("main.py", code, 1), cl("src/main.py", code, 1)}, known: true},
	{name: "tree under a target layout heading", doc: "## Target layout\n\n```\nmyapp/\n  core/\n    graph.py\n```\n",
		want: []want{nc("core/", tree, 5), nc("core/graph.py", tree, 6)}},
	{name: "moves as-is into a new module", doc: "Everything else moves as-is into `core/src/`.",
		want: []want{nc("core/src/", code, 1)}},
	{name: "verb after an article is a modifier", doc: "Add a \"duplicate postings\" section to `docs/arch.md` with the reversal query.",
		want: []want{cl("docs/arch.md", code, 1)}},
	{name: "copy verb still creates", doc: "Duplicate `.env.example` to `.env` and fill it in.",
		want: []want{cl(".env.example", code, 1), nc(".env", code, 1)}},
	{name: "a folder in the reader's fork", doc: "Put your raw measurements in a `results/` folder in your fork with a short README.",
		want: []want{nc("results/", code, 1)}},
	{name: "review comment on an outdated diff", doc: "### mkowalski commented on `src/sync_queue.py` (outdated)\n\nNaming nit: could we rename this?",
		want: []want{nc("src/sync_queue.py", code, 1)}},
	{name: "review comment on a current file stays a claim", doc: "### mkowalski commented on `src/graph.py`\n\nNaming nit: could we rename this?",
		want: []want{cl("src/graph.py", code, 1)}},
	// --- line references in words ---------------------------------------
	{name: "line N of a file", doc: "The rule is the validation rule at line 72 of `src/graph.py`.",
		want: []want{cl("src/graph.py", code, 1).lines(72, 72)}},
	{name: "around line N after a wrapped path", format: FormatText, doc: "Most of it is spent in the property loop in src/graph.py\naround line 301, which parses one property at a time.",
		want: []want{cl("src/graph.py", prose, 1).lines(301, 301)}},
	{name: "lines reviewed column", doc: "| File | Lines reviewed | Finding |\n|---|---|---|\n| `src/graph.py` | 1–212 | Missing check |",
		want: []want{cl("src/graph.py", code, 3).lines(1, 212)}},
	{name: "line tokens in the other cells of a row", doc: "| File | Notes |\n|---|---|\n| `src/graph.py` | Options (L20–L60) are clear; `build()` at **L88** is minimal. |",
		want: []want{cl("src/graph.py", code, 3).lines(20, 88)}},
	{name: "line tokens beside another file are not this one's", doc: "| File | Notes |\n|---|---|\n| `src/graph.py` | see `main.py` L88 |",
		want: []want{cl("src/graph.py", code, 3), cl("main.py", code, 3)}},
	{name: "bold line range under a file heading", doc: "### `src/graph.py`\n\n**L70-L82** · Nit\nDocument the options.\n\n**L5** · Suggestion\nTighten the schema.",
		want: []want{cl("src/graph.py", code, 1), cl("src/graph.py", code, 3).lines(70, 82), cl("src/graph.py", code, 6).lines(5, 5)}},
	{name: "bold line range under a heading of two files is nobody's", doc: "### `src/graph.py` and `src/main.py`\n\n**L70-L82** · Nit",
		want: []want{cl("src/graph.py", code, 1), cl("src/main.py", code, 1)}},
	{name: "review: a table row cites", doc: reviewTitle + "- The CRD types row cites line 183 of `src/graph.py`. That file is 90 lines long.",
		want: []want{nc("src/graph.py", code, 3).lines(183, 183)}},
	{name: "not a review: a row cites stays a claim", doc: "The config row cites line 12 of `src/graph.py`.",
		want: []want{cl("src/graph.py", code, 1).lines(12, 12)}},
	{name: "older version column of a migration table", doc: "| v2 path | v3 path |\n| --- | --- |\n| `src/common/` | `src/nodes/` |",
		want: []want{nc("src/common/", code, 3), cl("src/nodes/", code, 3)}},
	{name: "version columns of a compatibility table stay claims", doc: "| File | v2 | v3 |\n| --- | --- | --- |\n| `src/graph.py` | yes | yes |",
		want: []want{cl("src/graph.py", code, 3)}},
	{name: "moves files from a directory", doc: "The codemod moves files from `cmd/` to `src/tools/` and fixes imports.",
		want: []want{nc("cmd/", code, 1), cl("src/tools/", code, 1)}},
	{name: "gone, and with it", doc: "Jest is gone, and with it every `jest.config.js` and the root `.babelrc`.",
		want: []want{nc("jest.config.js", code, 1), nc(".babelrc", code, 1)}},
	{name: "loaded from a directory stays a claim", doc: "Config is loaded from `src/nodes/` at start-up.",
		want: []want{cl("src/nodes/", code, 1)}},
	{name: "files inside the submission archive", doc: "Screenshots are included in the submission archive (`screenshots/run.png`, `screenshots/e2e.png`).",
		want: []want{nc("screenshots/run.png", code, 1), nc("screenshots/e2e.png", code, 1)}},
	{name: "a bare file submitted separately", format: FormatText, doc: "The ER diagram (er-diagram.png) and our slides were\nsubmitted separately on Moodle.",
		want: []want{nc("er-diagram.png", prose, 1)}},
	{name: "an archive directory of the repository stays a claim", doc: "Old runs are kept in the `docs/` archive folder.",
		want: []want{cl("docs/", code, 1)}},
	{name: "which was removed", doc: "The old wiki still tells you to start the worker with `scripts/run_worker.sh`, which was removed a while ago.",
		want: []want{nc("scripts/run_worker.sh", code, 1)}},
	{name: "a path in another repository named before it", doc: "The alert rule is fine, it's in platform-infra under `alerts/certwarden.rules.yaml`.",
		want: []want{nc("alerts/certwarden.rules.yaml", code, 1)}},
	{name: "a hyphenated word that is not a repository", doc: "The check is in read-only mode (`src/graph.py`).",
		want: []want{cl("src/graph.py", code, 1)}},
	{name: "started from a copy", doc: "Start `values.local.yaml` from a copy of `src/graph.py` and keep only what you change.",
		want: []want{nc("values.local.yaml", code, 1), cl("src/graph.py", code, 1)}},
	{name: "a file named as the reader's own", doc: "Install with your overrides in `my-values.yaml`.",
		want: []want{nc("my-values.yaml", code, 1)}},
	{name: "a line of another file", doc: "Uncomment the `../prometheus` line in `src/graph.py`.",
		want: []want{nc("../prometheus", code, 1), cl("src/graph.py", code, 1)}},
	{name: "review: the thesis cites", doc: "# Examiner's report\n\nThe thesis cites \"docs/design-decisions.md\" four times. The thesis says more. The thesis is long.",
		want: []want{nc("docs/design-decisions.md", prose, 3)}},
	{name: "a wiki that still talked about old paths", doc: "The internal wiki still talked about `src/dashboard/` and `src/common/`, which confused me.",
		want: []want{nc("src/dashboard/", code, 1), nc("src/common/", code, 1)}},
	{name: "a proposal far after the path is about something else", doc: "Lena pointed out that the check in src/graph.py:12 is called twice per candidate, once at insert time and once at pop time, and that the first call could be dropped.",
		want: []want{cl("src/graph.py", prose, 1).lines(12, 12)}},
	{name: "a proposal right after the path is about it", doc: "A `docs/deferrals.md` could be added later.",
		want: []want{nc("docs/deferrals.md", code, 1)}},
	{name: "coverage html opened after a run", doc: "Run `pytest --cov=src --cov-report=html` and open `htmlcov/index.html` in your browser.",
		want: []want{nc("htmlcov/index.html", code, 1)}},
	{name: "a framework's build directory", doc: "The generated `dashboard/.next/types/routes.d.ts` and `web/.svelte-kit/ambient.d.ts` hold the route types; see `dashboard/src/routes.ts`.",
		want: []want{nc("dashboard/.next/types/routes.d.ts", code, 1), nc("web/.svelte-kit/ambient.d.ts", code, 1), cl("dashboard/src/routes.ts", code, 1)}},
	{name: "sphinx build output", doc: "Build the docs with `make html` and open `docs/_build/html/index.html`.",
		want: []want{nc("docs/_build/html/index.html", code, 1)}},
	{name: "uploaded as a CI artifact", doc: "The CI workflow uploads `coverage.cobertura.xml` as an artifact.",
		want: []want{nc("coverage.cobertura.xml", code, 1)}},
	{name: "rails binstub as a command", doc: "Generate migrations with `bin/rails generate migration ...` and commit the schema.",
		want: []want{nc("bin/rails", code, 1)}},
	{name: "slash-separated alternatives", doc: "The role grants `get/list/watch` on secrets; CI runs on linux/mac/windows.",
		want: []want{nc("get/list/watch", code, 1), nc("linux/mac/windows", prose, 1)}},
	{name: "a missing directory under a conventional root stays a claim", doc: "Helpers live in `src/nodes/utils/helpers`.",
		want: []want{cl("src/nodes/utils/helpers", code, 1)}},
	{name: "review comments on a design doc quote it", doc: "# Review comments: \"Returns service\"\n\n> Authentication reuses the JWT validation in `src/auth/jwt.py`.\n\nThere is no such module; auth is in `src/graph.py`.",
		want: []want{nc("src/auth/jwt.py", code, 3), cl("src/graph.py", code, 5)}},
	{name: "a folder of the submission zip", doc: "![Event list](shots/01_list.png)\n\nThe screenshots are in the `shots/` folder of my submission zip, not in the repository.",
		want: []want{nc("shots/01_list.png", image, 1), nc("shots/", code, 3)}},
	{name: "please list in the doc", doc: "Please also list the generated package (`gen/returns/v1/`) in the doc.",
		want: []want{nc("gen/returns/v1/", code, 1)}},
	{name: "a checkpoint by bare name", doc: "The validation picks `ckpt_best.pth`, selected on the validation set.",
		want: []want{nc("ckpt_best.pth", code, 1)}},
	{name: "a committed model file stays a claim", doc: "The small model `weights/tiny.onnx` is committed for the tests.",
		want: []want{cl("weights/tiny.onnx", code, 1)}},
	{name: "files to modify in a proposal exist", doc: "## Proposed change\n\n### Files to add\n\n- `src/aurora.py`\n\n### Files to modify\n\n- `src/graph.py`: bump the version.",
		want: []want{nc("src/aurora.py", code, 5), cl("src/graph.py", code, 9)}},
	{name: "used to have", doc: "We used to have an old inventory at `ansible/prod.ini` but that's long gone.",
		want: []want{nc("ansible/prod.ini", code, 1)}},
	{name: "never pushed", doc: "I started a `docs/pagerduty.md` but never pushed it.",
		want: []want{nc("docs/pagerduty.md", code, 1)}},
	{name: "a new ADR", doc: "A new ADR (`docs/adr/0003-aurora.md`) will supersede ADR 0002.",
		want: []want{nc("docs/adr/0003-aurora.md", code, 1)}},
	{name: "is now another path", doc: "After the rename, stores/game.ts is now src/graph.py.",
		want: []want{nc("stores/game.ts", prose, 1), cl("src/graph.py", prose, 1)}},
	{name: "is now an adjective stays a claim", doc: "The loader in `src/graph.py` is now async.",
		want: []want{cl("src/graph.py", code, 1)}},
	{name: "merged into", doc: "Old routes/scores.js merged into src/graph.py, one endpoint per quiz.",
		want: []want{nc("routes/scores.js", prose, 1), cl("src/graph.py", prose, 1)}},
	{name: "another project's file by a lower-case possessive", doc: "# Reviews\n\nThe decoder is a near copy of mmseg's\n`mmseg/models/decode_heads/aspp_head.py`.",
		want: []want{nc("mmseg/models/decode_heads/aspp_head.py", code, 4)}},
	{name: "this project's own directory after a possessive stays a claim", doc: "The graph's `src/graph.py` is the entry point.",
		want: []want{cl("src/graph.py", code, 1)}},
	{name: "for example, a file that covers", doc: "Unit tests live in `tests/`. For example, `tests/test_cache.py` covers the caching behaviour.",
		want: []want{cl("tests/", code, 1), cl("tests/test_cache.py", code, 1)}},
	{name: "for example, a file that would", doc: "For example, `plugins/csv_export.py` would register a plugin.",
		want: []want{nc("plugins/csv_export.py", code, 1)}},
	{name: "line in words on the line of the only file", doc: "3. **`src/graph.py`** – Loads predictions. The core `load()` method starts at line 188.",
		want: []want{cl("src/graph.py", code, 1), cl("src/graph.py", code, 1).lines(188, 188)}},
	{name: "line in words on a line of two files is nobody's", doc: "Compare `src/graph.py` with `src/main.py`; the loop starts at line 40.",
		want: []want{cl("src/graph.py", code, 1), cl("src/main.py", code, 1)}},
	{name: "data files passed to a command", doc: "```console\n$ mytool compare before.csv after.csv --key id\n```\n",
		want: []want{nc("before.csv", fence, 2), nc("after.csv", fence, 2)}},
	{name: "a data file of the repository stays a claim", doc: "The tool ships `examples/orders.csv` to try it on.",
		want: []want{cl("examples/orders.csv", code, 1)}},
	{name: "output option in a table", doc: "| Option | Output |\n|---|---|\n| `--json diff.json` | one JSON document |",
		want: []want{nc("diff.json", code, 3)}},
	{name: "a config next to the reader's data", doc: "Options can go in a `mytool.toml` next to your data.",
		want: []want{nc("mytool.toml", code, 1)}},
	{name: "review: the text says", doc: "# Mentor review of the report\n\nThe text says the renderer is \"src/report/md_report.py\". The report is long. The report is fine.",
		want: []want{nc("src/report/md_report.py", prose, 3)}},
	{name: "a dead docs link", doc: "The docs link \"docs/arch.md#markdown-output\" is dead: the heading is just Markdown.",
		want: []want{nc("docs/arch.md", prose, 1).anchor("markdown-output")}},
	{name: "puts the site in", doc: "`mkdocs build` puts the site in `site/`, open `site/index.html`.",
		want: []want{nc("site/", code, 1), nc("site/index.html", code, 1)}},
	{name: "a file placed inside the reader's directory", doc: "Put this object in `_lib/localize/index.js` inside your locale directory.",
		want: []want{nc("_lib/localize/index.js", code, 1)}},
	{name: "a repository file to copy into the reader's directory stays a claim", doc: "Copy `templates/locale.js` to a new file in your locale directory.",
		want: []want{cl("templates/locale.js", code, 1)}},
	{name: "a two-part path called a directory is no owner/repo", doc: "If you can't use `make`, run the script from the `lib/tests` directory.",
		want: []want{cl("lib/tests", code, 1)}},
	{name: "an owner/repo of a dependency stays one", doc: "The parser comes from the `acme/widgets` library.",
		want: []want{nc("acme/widgets", code, 1)}},
	{name: "config in the directory you run from", doc: "Either `mytool.toml` in the directory you run from, or one in your home.",
		want: []want{nc("mytool.toml", code, 1)}},
	{name: "touch as a verb of handling", doc: "If you touch sync, read [the rules](docs/arch.md#conflicts) first.",
		want: []want{cl("docs/arch.md", link, 1).anchor("conflicts")}},
	{name: "touch creates", doc: "Run `touch notes.md` first.",
		want: []want{nc("notes.md", code, 1)}},
	{name: "a file the project never had", doc: "It refers to a `sync/TokenStore.java` that the project never had.",
		want: []want{nc("sync/TokenStore.java", code, 1)}},
	{name: "a file that will be generated", doc: "The newly generated schema file (for version 3 that will be `app/schemas/3.json`) is committed with the code.",
		want: []want{nc("app/schemas/3.json", code, 1)}},
	{name: "a bold title line is its own sentence", doc: "**Endpoints exposed without policy**\n`src/graph.py:23` — the action is reachable by any user.",
		want: []want{cl("src/graph.py", code, 2).lines(23, 23)}},
	{name: "a lineage diagram is no tree", doc: "```\nraw.vessel_calls ──► stg_vessel_calls ──┬──► fct_calls\nraw.vessels ──► stg_vessels ──► dim_vessels   │\nraw.moves ──► stg_moves ──────────────────────┘\n```\n",
		want: nil},
	{name: "a file under a directory removed earlier in the text is a stale reference", doc: "The old `models/core/` folder was removed in the refactor.\n\nModel: `models/core/fct_dwell.sql`",
		want: []want{nc("models/core/", code, 1), cl("models/core/fct_dwell.sql", code, 3)}},
	{name: "in the old days we had", doc: "In the old days we had one file that did everything. It was called `redis_adapter.rb` and it was long.",
		want: []want{nc("redis_adapter.rb", code, 1)}},
	{name: "had a look stays a claim", doc: "Spikes are common in our data. I had a look at `src/graph.py` and found no test.",
		want: []want{cl("src/graph.py", code, 1)}},
	{name: "the reader's app", doc: "If your app still has a `config/mytool.yml`, delete it first.",
		want: []want{nc("config/mytool.yml", code, 1)}},
	{name: "a slide quoted by label", doc: "- Deck, slide 5: *\"Personalised ranking (src/ml/ranker.py)\"*. There is no such module.",
		want: []want{nc("src/ml/ranker.py", prose, 1)}},
	{name: "an image never committed", doc: "The README shows a screenshot `docs/img/plan.png` that doesn't render; the image was never committed.",
		want: []want{nc("docs/img/plan.png", code, 1)}},
	{name: "a tree of what the build writes", doc: "## What ends up in public/\n\nA build of the site above writes:\n\n```\npublic/\n├── index.html\n└── sitemap.xml\n```\n",
		want: []want{nc("public/", prose, 1), nc("public/index.html", tree, 7), nc("public/sitemap.xml", tree, 8)}},
	{name: "the reader's site directory", doc: "Everything in your site's `static/` directory is copied to the output.",
		want: []want{nc("static/", code, 1)}},
	{name: "a template expression", doc: "Partials are included with `{{ partial \"name.html\" . }}`.",
		want: nil},
	{name: "push request", doc: "1. Push `tests/test_loader.py` (or tell me it was dropped).",
		want: []want{nc("tests/test_loader.py", code, 1)}},
	{name: "pushed tag stays a claim", doc: "`src/graph.py` publishes to PyPI when a `v*` tag is pushed.",
		want: []want{cl("src/graph.py", code, 1)}},
	{name: "nothing under a directory is committed", doc: "The player ends up in `build/WebGL/` on the runner; nothing under `build/` is committed.",
		want: []want{nc("build/WebGL/", code, 1), nc("build/", code, 1)}},
	{name: "review: your report (2.3) says", doc: reviewTitle + "Your report (2.3) says the scripts are in `src/migrations/`. They're in `src/nodes/`.",
		want: []want{nc("src/migrations/", code, 3), cl("src/nodes/", code, 3)}},
	{name: "typo corrected", doc: "Typo: `src/api/appointment.py` should be `src/graph.py`.",
		want: []want{nc("src/api/appointment.py", code, 1), cl("src/graph.py", code, 1)}},
	{name: "files I'd add", doc: "## Files I'd add\n\n- `CONTRIBUTING.md` with the branch rules.\n- `docs/adr/0003-x.md` explaining the polling.",
		want: []want{nc("CONTRIBUTING.md", code, 3), nc("docs/adr/0003-x.md", code, 4)}},
	{name: "a file that should be changed stays a claim", doc: "`src/graph.py` should be split into two modules.",
		want: []want{cl("src/graph.py", code, 1)}},
	{name: "back in an old version", doc: "Back in 0.8 the special case lived in `pkg/markdown/urls.go`. I guess it got lost when `pkg/` moved under `src/`.",
		want: []want{nc("pkg/markdown/urls.go", code, 1), nc("pkg/", code, 1), cl("src/", code, 1)}},
	{name: "a reply quoting the review", doc: "# Re: security review\n\nThanks for the review. Some of the review is wrong; the review cites files we never had.\n\n> The upload handler in `src/handlers/upload.py` streams data.\n\nThere is no upload handler; uploads go through `src/graph.py`.",
		want: []want{nc("src/handlers/upload.py", code, 5), cl("src/graph.py", code, 7)}},
	{name: "or anywhere else", doc: "There is no rate limiter in the app, in `src/middleware/rate_limit.py` or anywhere else.",
		want: []want{nc("src/middleware/rate_limit.py", code, 1)}},
	{name: "open to a file", doc: "I'm open to a `deny.toml` if someone wants to set up cargo-deny.",
		want: []want{nc("deny.toml", code, 1)}},
	{name: "an elided blockquote is an excerpt", doc: "> The upload handler in `src/handlers/upload.py` streams ... without checking its size\n\nThere is no upload handler.",
		want: []want{nc("src/handlers/upload.py", code, 1)}},
	{name: "a plain blockquote stays a claim", doc: "> Note: the entry point is `src/graph.py`.",
		want: []want{cl("src/graph.py", code, 1)}},
	{name: "no such file, and more", doc: "> The upload handler in `src/handlers/upload.py` streams the data.\n\nNo such file, and nothing is written to disk.",
		want: []want{nc("src/handlers/upload.py", code, 1)}},
	{name: "x renamed to y", format: FormatText, doc: "static/js/app.js renamed to src/graph.py because\nSam said app.js tells you nothing.",
		want: []want{nc("static/js/app.js", prose, 1), cl("src/graph.py", prose, 1), nc("app.js", prose, 2)}},
	{name: "someone wants a file", format: FormatText, doc: "Sam wants a docs/accessibility.md too.",
		want: []want{nc("docs/accessibility.md", prose, 1)}},
	{name: "a listing of the author's own files", format: FormatText, doc: "The files involved on my side are:\n\n  .github/\n    workflows/\n      pr-labels.yml\n    label-sync.yml\n",
		want: []want{nc(".github/", tree, 3), nc(".github/workflows/", tree, 4), nc(".github/workflows/pr-labels.yml", tree, 5), nc(".github/label-sync.yml", tree, 6)}},
	{name: "I'll put it in", doc: "I'll write the postmortem and will put it in `docs/postmortems/acme.md` so it's next to the guide.",
		want: []want{nc("docs/postmortems/acme.md", code, 1)}},
	{name: "a default value in an inputs table", doc: "| Input | Default | Description |\n|---|---|---|\n| `rules` | `.github/label-rules.yml` | Rules file. |",
		want: []want{nc(".github/label-rules.yml", code, 3)}},
	{name: "files an unmerged branch adds", format: FormatText, doc: "Stripe webhooks: branch feature/stripe-webhooks adds\napp/controllers/webhooks_controller.rb and\napp/services/handle_webhook.rb. Moved to sprint 7.",
		want: []want{nc("app/controllers/webhooks_controller.rb", prose, 2), nc("app/services/handle_webhook.rb", prose, 3)}},
	{name: "half written locally", format: FormatText, doc: "Venue policy: venue_policy.rb is half written locally; not pushed yet.",
		want: []want{nc("venue_policy.rb", prose, 1)}},
	{name: "a shell start-up file", doc: "I keep one kubeconfig per cluster and my `.zshrc` has an alias.",
		want: []want{nc(".zshrc", code, 1)}},
	{name: "klog lines", doc: "```\nI0611 10:39:02.118412   48213 loader.go:395] Config loaded from file\n```\n",
		want: []want{nc("loader.go", fence, 2).lines(395, 395)}},
	{name: "a test runner's failure line", doc: "```\n> exec gh pr merge\nFAIL: testdata/pr/pr-merge.txtar:42: no match for `Merge` found in stdout\n```\n",
		want: []want{nc("testdata/pr/pr-merge.txtar", fence, 3).lines(42, 42)}},
	{name: "a tree drawn with icons", doc: "```\n📦 TellCo-Analytics\n ┣ 📂 notebooks\n ┃ ┗ 📜 overview.ipynb\n ┗ 📜 requirements.txt\n```\n",
		want: []want{cl("notebooks/", tree, 3), cl("notebooks/overview.ipynb", tree, 4), cl("requirements.txt", tree, 5)}},
	{name: "a transcript with > prompts", doc: "```bash\n> fd -e rs mod\nsrc/fshelper/mod.rs\n```\n",
		want: []want{nc("src/fshelper/mod.rs", fence, 3)}},
	{name: "rustc's location arrow", doc: "You'll get this error:\n\n```text\nerror: expected identifier\n --> src/main.rs:4:4\n```\n",
		want: []want{nc("src/main.rs", fence, 5).lines(4, 4)}},
	{name: "a compiler's error line", doc: "```\ntest/test.ts:999:999 - error TS2344: Type 'string' does not satisfy\n```\n",
		want: []want{nc("test/test.ts", fence, 2).lines(999, 999)}},
	{name: "a plain list introduced as the author's own files", format: FormatText, doc: "Repo is private so I'm pasting the bits. The files involved on\nmy side are:\n\n  .github/workflows/pr-labels.yml\n  .github/label-sync.yml      (the old config)\n",
		want: []want{nc(".github/workflows/pr-labels.yml", prose, 4), nc(".github/label-sync.yml", prose, 5)}},
	{name: "a plain list of the project's files stays claims", format: FormatText, doc: "The files involved are:\n\n  src/graph.py\n  src/main.py\n",
		want: []want{cl("src/graph.py", prose, 3), cl("src/main.py", prose, 4)}},
	{name: "a tree under an absolute root is on some machine", doc: "```\n/srv/app/\n├── compose.yaml\n└── data/\n    └── favicons/\n```\n",
		want: []want{nc("srv/app/", tree, 2), nc("srv/app/compose.yaml", tree, 3), nc("srv/app/data/", tree, 4), nc("srv/app/data/favicons/", tree, 5)}},
	{name: "a workspace layout a script assumes", doc: "`eval/run_baseline.py` assumes this folder layout:\n\n```text\nbackend/\n├── conversion-engine/\n└── tau2-bench/\n```\n",
		want: []want{cl("eval/run_baseline.py", code, 1), nc("conversion-engine/", tree, 5), nc("tau2-bench/", tree, 6)}},
	{name: "a tree under a placeholder root is any project's", doc: "```txt\n<project root>\n└── routes\n    ├── _layout.tsx\n    └── index.tsx\n```\n",
		want: []want{nc("routes/", tree, 3), nc("routes/_layout.tsx", tree, 4), nc("routes/index.tsx", tree, 5)}},
	{name: "a Go qualified type", format: FormatText, doc: "The handler returns a template.HTML cast, which is fine only after sanitizing.",
		want: []want{nc("template.HTML", prose, 1)}},
	{name: "a camera file name stays a claim", doc: "The photo is `docs/images/IMG_1234.JPG`.",
		want: []want{cl("docs/images/IMG_1234.JPG", code, 1)}},
}

// TestOwnBlobPathByProjectName: with no origin known, a GitHub link into a
// repository of the project's own name is a path of this repository;
// another repository's link is not.
func TestOwnBlobPathByProjectName(t *testing.T) {
	c := &collector{project: "logsieve"}
	for _, tt := range []struct {
		dest, want string
		ok         bool
	}{
		{"https://github.com/logsieve/logsieve/blob/v1.0.0/src/filter/lexer.rs#L250-L271", "/src/filter/lexer.rs#L250-L271", true},
		{"https://github.com/someone/LogSieve/tree/main/docs/", "/docs/", true},
		{"https://github.com/BurntSushi/ripgrep/blob/master/crates/core/main.rs", "", false},
	} {
		got, ok := c.ownBlobPath(tt.dest)
		if ok != tt.ok || ok && got != tt.want {
			t.Errorf("ownBlobPath(%q) = %q, %v; want %q, %v", tt.dest, got, ok, tt.want, tt.ok)
		}
	}
	for dest, want := range map[string]string{
		"https://github.com/logsieve/logsieve/blob/v1.5.0-RC/docs/json.md#encoding-literal": "/docs/json.md",
		"https://github.com/logsieve/logsieve/blob/18.9b0/README.md#blackd":                 "/README.md",
		"https://github.com/logsieve/logsieve/blob/v1.0.0/src/lexer.rs#L250-L271":           "/src/lexer.rs#L250-L271",
		"https://github.com/logsieve/logsieve/blob/main/docs/json.md#encoding-literal":      "/docs/json.md#encoding-literal",
	} {
		if got, _ := c.ownBlobTarget(dest); got != want {
			t.Errorf("ownBlobTarget(%q) = %q, want %q", dest, got, want)
		}
	}
	if _, ok := (&collector{}).ownBlobPath("https://github.com/logsieve/logsieve/blob/main/README.md"); ok {
		t.Error("without origin or project name, no link is the repository's own")
	}
}

// TestUserOfProjectOwnFiles: in a document by a user of this project (its
// files appear under an install location), "our" files are the user's
// application; without that, "our" files are the project's.
func TestUserOfProjectOwnFiles(t *testing.T) {
	issue := "# incr raises on cluster\n\n```\n/usr/local/bundle/gems/graphkit-2.0.1/lib/graphkit/counter.rb:77:in `incr'\n```\n\nWe call it from our `app/jobs/rollup_job.rb` every hour.\n"
	report := "# Our project\n\nWe call it from our `app/jobs/rollup_job.rb` every hour.\n"
	// a user's issue: files outside this repository's top-level names are
	// theirs even without "our"; a partial path of the project is not
	userIssue := issue + "\n`app/jobs/other_job.rb`:\n\nThe check in `nodes/judges_x.py:164` returns early.\n"
	for _, tt := range []struct {
		doc   string
		claim bool
	}{{issue, false}, {report, true}, {userIssue, false}} {
		got, found := claimStatus(Doc{Name: "doc.md", Format: FormatMarkdown, Data: []byte(tt.doc)}, Options{Manifest: tableManifest, Project: "graphkit"}, "app/jobs/rollup_job.rb")
		if !found || got != tt.claim {
			t.Errorf("doc %q: app/jobs/rollup_job.rb claim = %v (found %v), want %v", tt.doc[:20], got, found, tt.claim)
		}
	}
}

// TestRepoNamedAsThisProject: "in the <name> repo" names another
// repository unless the name is this project's.
func TestRepoNamedAsThisProject(t *testing.T) {
	for _, tt := range []struct {
		doc   string
		claim bool
	}{
		{"# Help\n\nI read `src/graph.py` in the label-sync repo to see the inputs.\n", true},
		{"# Help\n\nI read `src/graph.py` in the other-tool repo to see the inputs.\n", false},
	} {
		got, found := claimStatus(Doc{Name: "post.md", Format: FormatMarkdown, Data: []byte(tt.doc)}, Options{Manifest: tableManifest, Project: "label-sync"}, "src/graph.py")
		if !found || got != tt.claim {
			t.Errorf("%q: claim = %v (found %v), want %v", tt.doc, got, found, tt.claim)
		}
	}
}

// TestActionConsumerFiles: in a GitHub Action's repository, untracked
// .github/ files are the using repository's; elsewhere they are claims.
func TestActionConsumerFiles(t *testing.T) {
	doc := "**2. (Optional) add rules** in `.github/label-rules.yml`.\n"
	for _, tt := range []struct {
		files []string
		claim bool
	}{
		{[]string{"action.yml", "src/main.ts"}, false},
		{[]string{"src/main.ts"}, true},
	} {
		got, found := claimStatus(Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte(doc)}, Options{Manifest: evidence.NewManifest(tt.files)}, ".github/label-rules.yml")
		if !found || got != tt.claim {
			t.Errorf("files %v: claim = %v (found %v), want %v", tt.files, got, found, tt.claim)
		}
	}
}

// claimStatus extracts doc with opt and reports whether the mention text
// is a claim, and whether it was extracted at all.
func claimStatus(doc Doc, opt Options, text string) (claim, found bool) {
	for _, c := range Claims(context.Background(), doc, opt) {
		if c.Text == text {
			return c.Status == "", true
		}
	}
	return false, false
}

// TestUserIssuePaths: in a user's document, a path under a top-level name
// the repository does not track is the user's; a partial path that ends
// a tracked path stays the project's.
func TestUserIssuePaths(t *testing.T) {
	doc := Doc{Name: "issue.md", Format: FormatMarkdown, Data: []byte("# Crash\n\n```\n/venv/lib/python3.11/site-packages/graphkit/x.py:3\n```\n\n`billing/schemas/base.py`:\n\nThe check in `nodes/judges.py:999` returns early.\n")}
	opt := Options{Manifest: tableManifest, Project: "graphkit"}
	if claim, found := claimStatus(doc, opt, "billing/schemas/base.py"); !found || claim {
		t.Errorf("billing/schemas/base.py: claim %v (found %v), want the user's file", claim, found)
	}
	if claim, found := claimStatus(doc, opt, "nodes/judges.py"); !found || !claim {
		t.Errorf("nodes/judges.py: claim %v (found %v), want a claim (partial path of the project)", claim, found)
	}
}

// TestLocalCheckoutPath: a file:// link into the author's checkout of this
// repository is the repository path after the project's directory; one
// into another directory stays a local URL.
func TestLocalCheckoutPath(t *testing.T) {
	c := &collector{project: "Project-Chimera-TRP1"}
	for _, tt := range []struct {
		dest, want string
		ok         bool
	}{
		{"file:///c:/elshaday's/TRP1/Project-Chimera-TRP1/docs/DOCKER_GUIDE.md", "/docs/DOCKER_GUIDE.md", true},
		{"file:///C:/Users/me/project-chimera-trp1/src/main.py#L3", "/src/main.py#L3", true},
		{"file:///home/me/notes/todo.md", "", false},
		{"https://example.com/Project-Chimera-TRP1/docs/x.md", "", false},
		{"file:///c:/me/Project-Chimera-TRP1/", "", false},
	} {
		got, ok := c.localCheckoutPath(tt.dest)
		if ok != tt.ok || ok && got != tt.want {
			t.Errorf("localCheckoutPath(%q) = %q, %v; want %q, %v", tt.dest, got, ok, tt.want, tt.ok)
		}
	}
}
