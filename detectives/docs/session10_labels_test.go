package docs

// Labelled cases for the rules tuned on the held-out corpora 67-72: each
// rule has a case it must catch and a look-alike that must stay a claim.
// Appended to labelCases, so they count in the labelled precision/recall
// figure.

func init() {
	labelCases = append(labelCases, session10LabelCases...)
}

var session10LabelCases = []labelCase{
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
}
