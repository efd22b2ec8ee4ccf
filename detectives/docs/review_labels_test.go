package docs

// Labelled cases for review documents and the rules tuned on the held-out
// corpora 7-15: each rule has a case it must catch and a look-alike that
// must stay a claim. Appended to labelCases, so they count in the
// labelled precision/recall figure.

// reviewTitle makes a document a review of another one (isReview).
const reviewTitle = "# Peer review of the final report\n\n"

func init() {
	labelCases = append(labelCases, reviewLabelCases...)
}

var reviewLabelCases = []labelCase{
	// --- review documents --------------------------------------------
	{name: "review: blockquote without quote marks", doc: reviewTitle + "> The cache lives in `src/cache.py`.\n\nWrong: caching is done in `src/graph.py`.",
		want: []want{nc("src/cache.py", code, 3), cl("src/graph.py", code, 5)}},
	{name: "not a review: blockquote stays a claim", doc: "> The cache lives in `src/cache.py`.",
		want: []want{cl("src/cache.py", code, 1)}},
	{name: "review: the tree lists", doc: reviewTitle + "The tree in section 3 even lists `src/repo/books.py`. The real code is in `src/graph.py`.",
		want: []want{nc("src/repo/books.py", code, 3), cl("src/graph.py", code, 3)}},
	{name: "not a review: section describes stays a claim", doc: "Section 3 describes `src/nodes/judges.py` in detail.",
		want: []want{cl("src/nodes/judges.py", code, 1)}},
	{name: "review: quotation of the report", doc: "# Grading sheet\n\nThe report says: \"the layered design is documented in docs/design.md.\" There is no such page.",
		want: []want{nc("docs/design.md", prose, 3)}},
	{name: "review: verdict then correction", doc: reviewTitle + "> Controllers live in `src/controllers/api.py`\n\nWrong package: it is `src/main.py`.",
		want: []want{nc("src/controllers/api.py", code, 3), cl("src/main.py", code, 5)}},
	{name: "review: handed-in deliverable", doc: "# Grading sheet\n\nSee my comments in team3-slides-annotated.pdf.",
		want: []want{nc("team3-slides-annotated.pdf", prose, 3)}},
	{name: "not a review: a pdf in the repo stays a claim", doc: "The diagrams are in `ARCHITECTURE.pdf`.",
		want: []want{cl("ARCHITECTURE.pdf", code, 1)}},
	{name: "review: finding id points at", doc: reviewTitle + "- **M2** points at `app/Http/Middleware/Csrf.php`. Laravel 11 has no such file.",
		want: []want{nc("app/Http/Middleware/Csrf.php", code, 3)}},
	{name: "review: section sign says", doc: reviewTitle + "§3.2 says the scaling is at `src/graph.py:188`, but the file is shorter.",
		want: []want{nc("src/graph.py", code, 3).lines(188, 188)}},
	{name: "review: it also lists", doc: reviewTitle + "It also lists `components/CourseGrid.tsx`, which was replaced.",
		want: []want{nc("components/CourseGrid.tsx", code, 3)}},
	{name: "review: our own project", doc: reviewTitle + "Consider a critic loop like the one in our own project (`agents/critic.py`).",
		want: []want{nc("agents/critic.py", code, 3)}},
	{name: "review title by e-mail subject", doc: "Subject: Team 7 - feedback on final report\n\nThe tree in section 2 lists app/api/enrol/route.ts.",
		want: []want{nc("app/api/enrol/route.ts", prose, 3)}},

	// --- verdicts in any document -------------------------------------
	{name: "link is broken", doc: "The link to `docs/arch.md#limits` is broken.", want: []want{nc("docs/arch.md", code, 1).anchor("limits")}},
	{name: "link works stays a claim", doc: "The link to `docs/arch.md#limits` works.", want: []want{cl("docs/arch.md", code, 1).anchor("limits")}},
	{name: "line past the end", doc: "The reference `src/graph.py:188` is past the end of the file.", want: []want{nc("src/graph.py", code, 1).lines(188, 188)}},
	{name: "file has N lines", doc: "- `src/graph.py` line 34: the file has 19 lines.", want: []want{nc("src/graph.py", code, 1).lines(34, 34)}},
	{name: "correction with not", doc: "The test is `tests/test_graph.py` (plural), not `tests/test_graphs.py`.",
		want: []want{cl("tests/test_graph.py", code, 1), nc("tests/test_graphs.py", code, 1)}},
	{name: "list of missing files", doc: "It lists files that do not exist (a `Repositories/` folder, `src/notify.py`).",
		want: []want{nc("Repositories/", code, 1), nc("src/notify.py", code, 1)}},
	{name: "although the repository only has", doc: "The README points to `scripts/reset.sh` although the repository only has `scripts/reset.ps1`.",
		want: []want{nc("scripts/reset.sh", code, 1), cl("scripts/reset.ps1", code, 1)}},
	{name: "neither exists next", doc: "The design mentions `src/repo/a.py` and `src/repo/b.py`. Neither exists.",
		want: []want{nc("src/repo/a.py", code, 1), nc("src/repo/b.py", code, 1)}},
	{name: "plural denial over a list", doc: "`scripts/sweep.py` (section 3) and Figure 2 (`docs/fig2.png`) are also absent.",
		want: []want{nc("scripts/sweep.py", code, 1), nc("docs/fig2.png", code, 1)}},
	{name: "from another project", doc: "The reference (`OwnerControllerTests.java`) is from another\n  project.", want: []want{nc("OwnerControllerTests.java", code, 1)}},

	// --- other projects, outputs, requests ----------------------------
	{name: "capitalized possessive", doc: "Octokit's `packages/webhooks/verify.ts` uses the same approach.", want: []want{nc("packages/webhooks/verify.ts", code, 1)}},
	{name: "own project's possessive stays a claim", doc: "# Ledgerly report\n\nLedgerly's `src/graph.py` wires the nodes.", want: []want{cl("src/graph.py", code, 3)}},
	{name: "contraction is no possessive", doc: "It's `src/graph.py` that wires the nodes.", want: []want{cl("src/graph.py", code, 1)}},
	{name: "provenance with a place between stays a claim", doc: "The connection is borrowed from the pool at `src/db/pool.py`.", want: []want{cl("src/db/pool.py", code, 1)}},
	{name: "in another named repository", doc: "The client (`client/stockhold.go` in the checkout repository) retries.", want: []want{nc("client/stockhold.go", code, 1)}},
	{name: "in the same repository stays a claim", doc: "The client (`client/stockhold.go` in the same repository) retries.", want: []want{cl("client/stockhold.go", code, 1)}},
	{name: "output option value", doc: "The server logs each result to a file if you pass `--log server.log`.", want: []want{nc("server.log", code, 1)}},
	{name: "output purpose", doc: "To get an HTML coverage report in `coverage/index.html`, see the testing guide.", want: []want{nc("coverage/index.html", code, 1)}},
	{name: "source file far from an output cue stays a claim", doc: "Quotes are cached in Redis for 15 minutes (`src/cache_config.py`).", want: []want{cl("src/cache_config.py", code, 1)}},
	{name: "request to attach", doc: "Please attach the revised report as `final_v2.md` together with a letter (`response.md`).",
		want: []want{nc("final_v2.md", code, 1), nc("response.md", code, 1)}},
	{name: "please read stays a claim", doc: "Please read `CONTRIBUTING.md` first.", want: []want{cl("CONTRIBUTING.md", code, 1)}},
	{name: "the new one is no new file", doc: "The cache picks up the new one (`src/tools/git.py` refreshes it).", want: []want{cl("src/tools/git.py", code, 1)}},
	{name: "example cue far away stays a claim", doc: "The exceptions (for example Texas Independence Day) are handled in `src/holidays.py`.", want: []want{cl("src/holidays.py", code, 1)}},
	{name: "example cue next to the path", doc: "Put overrides in a local file, e.g. `config/local.yaml`.", want: []want{nc("config/local.yaml", code, 1)}},
	{name: "hedge before the path", doc: "Possibly with a router node (`nodes/router.py`) later.", want: []want{nc("nodes/router.py", code, 1)}},

	// --- sections, changelogs, deliverables ---------------------------
	{name: "subsection of a proposal", doc: "# RFC: swaps\n\n## Current state\n\nThe job is `src/main.py`.\n\n## Proposal\n\n### New files\n\n- `app/models/swap.rb`",
		want: []want{cl("src/main.py", code, 5), nc("app/models/swap.rb", code, 11)}},
	{name: "changelog rename source", doc: "### Changed\n\n- Renamed `src/agents/judge.py` to `src/main.py`.",
		want: []want{nc("src/agents/judge.py", code, 3), cl("src/main.py", code, 3)}},
	{name: "changelog removed section", doc: "### Removed\n\n- `src/tools/vision.py` (diagram analysis).", want: []want{nc("src/tools/vision.py", code, 3)}},
	{name: "became", doc: "Rubrics are JSON now: `rubric/cs101.yaml` became `rubric/cs101.json`.",
		want: []want{nc("rubric/cs101.yaml", code, 1), cl("rubric/cs101.json", code, 1)}},
	{name: "handed in separately", doc: "The slides are handed in separately on Canvas as team6_slides.pdf and team6_demo.mp4.",
		want: []want{nc("team6_slides.pdf", prose, 1), nc("team6_demo.mp4", prose, 1)}},
	{name: "attachments section", doc: "## Attachments\n\n- pg_locks-2024-03-19.csv\n- grafana-overview.png", want: []want{nc("pg_locks-2024-03-19.csv", prose, 3), nc("grafana-overview.png", prose, 4)}},
	{name: "files I created section", doc: "## Files I created\n\n- `configs/tft_bs64.yaml` (smaller batch)", want: []want{nc("configs/tft_bs64.yaml", code, 3)}},
	{name: "env said to be committed", doc: "| L1 | `.env` | `APP_DEBUG=true` is set. Remove `.env` from version control. |", want: []want{cl(".env", code, 1)}},
	{name: "env excluded from version control stays local", doc: "The real .env file is correctly excluded from version control.", want: []want{nc(".env", prose, 1)}},
	{name: "table line column", doc: "| File | Line | Issue |\n|---|---|---|\n| `src/graph.py` | 140 | unguarded |",
		want: []want{cl("src/graph.py", code, 3).lines(140, 140)}},

	// --- syntax ---------------------------------------------------------
	{name: "method call is no file", doc: "```diff\n+    shift.lock!\n```", want: nil},
	{name: "script invocation in a code span", doc: "Run `scripts/rotate-key.sh prod-eu` to rotate.", want: []want{cl("scripts/rotate-key.sh", code, 1)}},
	{name: "kubectl resource", doc: "```sh\nkubectl -n shop logs deploy/api --since=1h\nkubectl apply -f k8s/api.yaml\n```",
		want: []want{nc("deploy/api", fence, 2), cl("k8s/api.yaml", fence, 3)}},
	{name: "sibling shorthand", doc: "See `migrations/0004_x.up.sql` / `.down.sql`.",
		want: []want{cl("migrations/0004_x.up.sql", code, 1), cl("migrations/0004_x.down.sql", code, 1)}},
	{name: "stack trace frame", doc: "```\n#2  0x00007ffff78288ff in __GI_abort () at ./stdlib/abort.c:79\n```", want: []want{nc("./stdlib/abort.c", fence, 2).lines(79, 79)}},
	{name: "route group in a tree", doc: "```\napp/\n├── (auth)/\n│   └── login/page.tsx\n```",
		want: []want{cl("app/", tree, 2), cl("app/(auth)/", tree, 3), cl("app/(auth)/login/page.tsx", tree, 4)}},
	{name: "footnote digit after a file name", doc: "The calendar is in src/holidays.py.2 and nowhere else.", want: []want{cl("src/holidays.py", prose, 1)}},
	{name: "library name", doc: "Authentication uses NextAuth.js with credentials.", want: nil},
	{name: "bare deliverable name is handed in", doc: "The feedback from the week-6 peer review (`peer-review-week6.pdf`) said the same.", want: []want{nc("peer-review-week6.pdf", code, 1)}},
	{name: "deliverable in the submission", doc: "See the exported board `sprint-board.pdf` in the submission.", want: []want{nc("sprint-board.pdf", code, 1)}},
	{name: "deliverable said to be committed stays a claim", doc: "The slides are committed as `slides.pdf`.", want: []want{cl("slides.pdf", code, 1)}},
	{name: "stored in a directory is output", doc: "Results are stored in `results/` after each run.", want: []want{nc("results/", code, 1)}},
	{name: "stored in a named file stays a claim", doc: "Raw measurements are stored in `benches/baseline.csv`.", want: []want{cl("benches/baseline.csv", code, 1)}},
	{name: "kept in stays a claim", doc: "Schemas are kept in `src/schemas/`.", want: []want{cl("src/schemas/", code, 1)}},
	{name: "table cell before is another column", doc: "| POST | Create a new item | `src/main.py` |", want: []want{cl("src/main.py", code, 1)}},
	{name: "table cell after describes the path", doc: "| `output` | `audit/` | where reports are written |", want: []want{nc("audit/", code, 1)}},
	{name: "link label is not the author's framing", doc: "See [Adding a new format](docs/arch.md#formats) for the checklist.", want: []want{cl("docs/arch.md", link, 1).anchor("formats")}},
	{name: "pointer in a future-work section stays a claim", doc: "## Future work\n\nConventions for future maintainers are described in `CONTRIBUTING.md`.", want: []want{cl("CONTRIBUTING.md", code, 3)}},
	{name: "should be split implies it exists", doc: "`createItem` in `src/main.py:155-190` mixes concerns and should be split.", want: []want{cl("src/main.py", code, 1).lines(155, 190)}},
	{name: "deleted later in the sentence", doc: "It still shows a src/models/ folder that we deleted in week 6.", want: []want{nc("src/models/", prose, 1)}},
	{name: "file of a named owner/repo", doc: "The searcher (see `crates/searcher/src/mod.rs` in BurntSushi/ripgrep) splits lines.", want: []want{nc("crates/searcher/src/mod.rs", code, 1)}},
	{name: "hyphenated path in a plain-text export", format: FormatText,
		doc:  "The promoter that moves the first waitlisted person up lives in app/services/waitlist_pro-\nmoter.rb, which is called by the job.",
		want: []want{cl("app/services/waitlist_promoter.rb", prose, 1)}},
}
