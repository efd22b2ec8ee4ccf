package aggregator

// syntheticCorpora are the synthetic flag corpora TestFlagHeldOut scores,
// in corpus order. Each is a few reports about a fixture repository,
// written and labelled (expected.findings) by this team or its helpers and
// scored once, held out, before any cue was tuned on it; corpus n's files
// are under testdata/flags_heldoutN (testdata/flags_heldout for corpus 1).
//
// Above each entry is its corpus's documentation, and above its floor the
// first (held-out) run the floor sits a little under, both kept verbatim
// from the file the corpus had before they were gathered here,
// flags_heldoutN_test.go, whose variables heldOutNDocs and heldOutNFloor
// are the entry's docs and floor (corpus 1's, heldOutDocs and heldOutFloor,
// were in flags_heldout_test.go). firstRunTotals (tie_model_test.go) reads
// the first "overall" line in each entry's comments.
var syntheticCorpora = []syntheticCorpus{
	// The held-out flag corpus (testdata/flags_heldout) is three reports about
	// the repository of the flag corpus (testdata/flags/repo.txtar), written
	// and labelled after the detector's cues were tuned on testdata/flags and
	// never used to tune them: a language model's student report (Markdown), a
	// person's terse peer review quoting it (Markdown) and a Word-style
	// assessment (plain text). Its figures are held-out figures.
	{
		n:    1,
		docs: []string{"final_report.md", "review.md", "assessment.txt"},
		// heldOutFloor sits a little below the figures of the first (and only
		// scored) run, with no label fixed and no cue tuned:
		//
		//	final_report.md  tp=11 fp=3  fn=0  precision 0.786 recall 1.000
		//	review.md        tp=5  fp=8  fn=0  precision 0.385 recall 1.000
		//	assessment.txt   tp=5  fp=1  fn=0  precision 0.833 recall 1.000
		//	overall          tp=21 fp=12 fn=0  precision 0.636 recall 1.000
		//
		// The false findings are genuine non-claims the detector takes for claims:
		// other projects' files (ofxparse/ofxparse.py, beancount's
		// beancount/ingest/importer.py, firefly-iii/..., a bibliography entry
		// ofxtools/Parser.py), an output four words past "produces"
		// (htmlcov/index.html), a peer review's blockquotes of the report it refutes
		// on the next line, a checklist table whose "missing" cell denies the path
		// (CHANGELOG.md, SECURITY.md) and the reviewed report's own file name.
		//
		// NO LONGER HELD OUT: these error classes were then fixed by general rules
		// in the docs detective (sticky denials and additions, quoted blockquotes,
		// reference sections, other-project cues, plain-text headings); after the
		// fix: tp=21 fp=2 fn=0, precision 0.913, recall 1.000 (left: an output six
		// words past "produces", the reviewed report's own file name). The floors
		// below are the tuned figures; the first run above is the held-out figure.
		floor: floors{
			"final_report.md": {0.90, 0.95},
			"review.md":       {0.80, 0.95},
			"assessment.txt":  {0.95, 0.95},
			"overall":         {0.90, 0.95},
		},
	},
	// The second held-out flag corpus (testdata/flags_heldout2) is three more
	// reports about the repository of the flag corpus
	// (testdata/flags/repo.txtar), written and labelled while the detector was
	// being changed on the first held-out set (testdata/flags_heldout), by
	// someone who had read neither the docs detective's cues nor the
	// aggregator's rules, and measured once after those changes: a maintainer's
	// README rewrite (Markdown), a language model's repository audit with a
	// findings table (Markdown) and a student's reflective report (plain text).
	{
		n:    2,
		docs: []string{"README.draft.md", "audit.md", "reflection.txt"},
		// heldOut2Floor sits a little below the figures of the first (and only
		// scored) run, after the detector changes of b148ca1, with no label fixed
		// and no cue tuned:
		//
		//	README.draft.md  tp=9  fp=3  fn=1  precision 0.750 recall 0.900
		//	audit.md         tp=12 fp=1  fn=1  precision 0.923 recall 0.923
		//	reflection.txt   tp=7  fp=6  fn=0  precision 0.538 recall 1.000
		//	overall          tp=28 fp=10 fn=2  precision 0.737 recall 0.933
		//
		// The false findings: other projects' files in a "Related projects" list
		// (gnucash/..., packages/loot-core/...) and in a plain-text "References"
		// section (beancount/parser/grammar.y, hledger-lib/..., a course template's
		// report/REFLECTION_TEMPLATE.md), a Homebrew formula name
		// (acme/tap/ledgerly), a path the same sentence or table row says is absent
		// ("not in the tree", "not in the repository": xlsx_export.py twice) and
		// next steps under a "What I would do next" heading (tests/test_cli.py,
		// mkdocs.yml). The misses: a path in a tree line's comment (tests/fixtures/)
		// and docker/Dockerfile taken for an owner/repo reference. Raise a floor
		// when the detector improves on this corpus.
		//
		// NO LONGER HELD OUT: its error classes were fixed by general rules in the
		// docs detective (package managers' install arguments, denials later in the
		// sentence, "what I would do next" and related-project sections, plain-text
		// title headings, dir/Dockerfile is not a slug), measured after the fix:
		// tp=29 fp=1 fn=1, precision 0.967, recall 0.967 (left: a denial wrapped
		// onto the next line of plain text, a path in a tree line's comment). The
		// floors below are the tuned figures; report its first run above, not
		// these, as the held-out figure.
		floor: floors{
			"README.draft.md": {0.95, 0.85},
			"audit.md":        {0.95, 0.95},
			"reflection.txt":  {0.85, 0.95},
			"overall":         {0.95, 0.95},
		},
	},
	// The third held-out flag corpus (testdata/flags_heldout3) is four
	// documents about a repository of its own (testdata/flags_heldout3/repo.txtar,
	// "linkshelf", a TypeScript/Node REST service, unlike the Python repository
	// the detector was tuned on), written and labelled before the first run by
	// someone who had read neither the docs detective's cues nor the
	// aggregator's rules: the maintainer's README (Markdown), a language
	// model's security and code-quality review with a findings table
	// (Markdown), a design document / ADR with a Mermaid diagram and anchored
	// links (Markdown) and a contractor's final report (plain text).
	{
		n:        3,
		repoName: "linkshelf",
		docs:     []string{"README.proposed.md", "audit.md", "adr-0007-tag-search.md", "final_report.txt"},
		// heldOut3Floor sits a little below the figures of the first (and only
		// scored) run, with no label fixed and no cue tuned:
		//
		//	README.proposed.md      tp=7  fp=0 fn=0  precision 1.000 recall 1.000
		//	audit.md                tp=7  fp=3 fn=1  precision 0.700 recall 0.875
		//	adr-0007-tag-search.md  tp=5  fp=6 fn=1  precision 0.455 recall 0.833
		//	final_report.txt        tp=6  fp=0 fn=0  precision 1.000 recall 1.000
		//	overall                 tp=25 fp=9 fn=2  precision 0.735 recall 0.926
		//
		// The false findings: files a design decision or a recommendation says
		// will be added ("A new migration ... adds", "A new module ... wraps", "a
		// new test/search.test.ts will cover", "move all SQL into a new
		// src/db/repositories/bookmarks.ts"), Mermaid node labels read with their
		// node ids (route[routes/bookmarks.ts, auth[middleware/auth.ts,
		// search[services/searchService.ts), another project's file after "its"
		// (express-rate-limit's source/memory-store.ts) and the reviewed
		// repository's owner/name slug in a report title (shelfhq/linkshelf). The
		// misses: a migration the audit says exists taken for run-time output
		// ("which drops and recreates the session index on every deploy") and an
		// embedded figure taken for a proposal because its caption says "the
		// proposed flow" (docs/images/search-flow.png). The figures above are the
		// held-out figures.
		//
		// NO LONGER HELD OUT: three general fixes followed (Mermaid node labels are
		// split from node ids; a two-segment dotless name whose first segment is
		// no directory of the repository is an owner/repo name; "a new `x`" with
		// no past or perfect verb before it is a design proposal). After them:
		// tp=25 fp=2 fn=2, precision 0.926, recall 0.926. The floors are the tuned
		// figures.
		floor: floors{
			"README.proposed.md":     {0.95, 0.95},
			"audit.md":               {0.85, 0.85},
			"adr-0007-tag-search.md": {0.80, 0.80},
			"final_report.txt":       {0.95, 0.95},
			"overall":                {0.90, 0.90},
		},
	},
	// The fourth held-out flag corpus (testdata/flags_heldout4) is four
	// documents about a repository of its own (testdata/flags_heldout4/repo.txtar,
	// "hookline", a Go command-line tool, unlike the Python and TypeScript
	// repositories of the earlier corpora), written and labelled before the
	// first run by someone who had read neither the docs detective's cues nor
	// the aggregator's rules: a maintainer's rewritten README (Markdown), a
	// language model's capstone report with a project tree and file:line
	// references (Markdown), a pull-request description with a changed-files
	// table (Markdown) and an assessor's marking sheet that checks the report
	// (plain text).
	{
		n:        4,
		repoName: "hookline",
		docs:     []string{"README.rewrite.md", "final_project_report.md", "pr-142.md", "grading.txt"},
		// heldOut4Floor sits a little below the figures of the first (and only
		// scored) run, with no label fixed and no cue tuned (labels committed
		// before the run, in their own commit):
		//
		//	README.rewrite.md        tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	final_project_report.md  tp=8  fp=1  fn=0  precision 0.889 recall 1.000
		//	pr-142.md                tp=5  fp=5  fn=0  precision 0.500 recall 1.000
		//	grading.txt              tp=4  fp=12 fn=0  precision 0.250 recall 1.000
		//	overall                  tp=23 fp=18 fn=0  precision 0.561 recall 1.000
		//
		// The false findings: other projects' files named after a possessive or a
		// project name (stripe-cli's pkg/proxy/proxy.go, Octokit's
		// packages/webhooks-methods/src/node/verify.ts); the old name of a renamed
		// file (internal/cli/check.go "was renamed to", "renamed from check.go");
		// a sed expression in a shell block (s/main/evil/); a log file a flag
		// creates ("logs ... to hookline.log ... if you pass --log hookline.log");
		// and, in the plain-text marking sheet, the report's claims quoted and
		// refuted in the next clause ("There is no such page", "That file does not
		// exist and neither does internal/queue", "is past the end of the file",
		// "No such directory exists"), paths the assessor calls plans ("are
		// correctly described as plans") and the submission's own files
		// (hookline-final.zip, final_project_report.md, coverage-team7.html
		// "attached", feedback-team7.pdf). No misses. These are the held-out
		// figures.
		// NO LONGER HELD OUT: rules were then written from the summary of its
		// false findings (denials in the next sentence, rename sources, sed
		// expressions, attachments, hyphenated project possessives, plans stated
		// after the paths), without tuning on the documents themselves; after
		// them: tp=23 fp=11 fn=0, precision 0.676, recall 1.000. The first run
		// above stays the held-out figure.
		floor: floors{
			"README.rewrite.md":       {0.95, 0.95},
			"final_project_report.md": {0.95, 0.95},
			"pr-142.md":               {0.70, 0.95},
			"grading.txt":             {0.35, 0.95},
			"overall":                 {0.70, 0.95},
		},
	},
	// The fifth held-out flag corpus (testdata/flags_heldout5) is four
	// documents about a repository of its own (testdata/flags_heldout5/repo.txtar,
	// "rowdy", a Rust crate with SIMD backends and a command-line workspace
	// member, unlike the Python, TypeScript and Go repositories of the earlier
	// corpora), written and labelled before the first run by someone who had
	// read neither the docs detective's cues nor the aggregator's rules nor
	// the earlier corpora's documents: a developer guide (CONTRIBUTING.md,
	// Markdown), a language model's technical report with a project tree and
	// file:line references (Markdown), a GitHub issue thread with a Rust
	// backtrace, quoted code and logs (Markdown) and a teaching assistant's
	// code review that checks the report (plain text).
	{
		n:        5,
		repoName: "rowdy",
		docs:     []string{"CONTRIBUTING.md", "technical_report.md", "issue-87.md", "code_review.txt"},
		// heldOut5Floor sits a little below the figures of the first (and only
		// scored) run, with no label fixed and no cue tuned (labels committed
		// before the run, in their own commit, c4b2569):
		//
		//	CONTRIBUTING.md      tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	technical_report.md  tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	issue-87.md          tp=3  fp=3  fn=0  precision 0.500 recall 1.000
		//	code_review.txt      tp=4  fp=11 fn=0  precision 0.267 recall 1.000
		//	overall              tp=24 fp=14 fn=0  precision 0.632 recall 1.000
		//
		// The false findings: in the issue thread, other projects' files named
		// after "Python's csv module" (Lib/csv.py, Modules/_csv.c) and a
		// backtrace frame the reporter says is in "our own code ... in our repo"
		// (./src/ingest/billing.rs:54:22); in the plain-text review, the
		// submission's own files in its header and action items
		// (rowdy-team3.tar.gz, technical_report.md, slides-team3.pdf,
		// slides-team3-annotated.pdf, rowdy-team3-v2.tar.gz and the directories
		// rowdy-team3/ and rowdy-team3-v2/ of a diff command), and four of the
		// report's claims quoted after "Report:" and refuted on the next
		// "Check:" line (src/parser/state.rs "there is no src/parser/
		// directory", src/simd/sse42.rs "not in the submission",
		// docs/architecture.md "missing", src/reader.rs:260 "has 214 lines").
		// No misses. These are the held-out figures.
		// NO LONGER HELD OUT: one general rule followed from the summary of its
		// false findings (a line labelled as another document's words or as
		// material handed in: "Report: ...", "Claimed: ...", "Submission: ..."),
		// without tuning on the documents themselves; after it: tp=24 fp=8 fn=0,
		// precision 0.750, recall 1.000. The first run above stays the held-out
		// figure.
		floor: floors{
			"CONTRIBUTING.md":     {0.95, 0.95},
			"technical_report.md": {0.95, 0.95},
			"issue-87.md":         {0.45, 0.95},
			"code_review.txt":     {0.42, 0.95},
			"overall":             {0.72, 0.95},
		},
	},
	// The sixth held-out flag corpus (testdata/flags_heldout6) is four
	// documents about a repository of its own (testdata/flags_heldout6/repo.txtar,
	// "parcelhub", a Java Spring Boot service built with Maven, unlike the
	// Python, TypeScript, Go and Rust repositories of the earlier corpora),
	// written and labelled before the first run by someone who had read
	// neither the docs detective's cues nor the aggregator's rules nor the
	// earlier corpora's documents: the project's README (Markdown, also the
	// repository's own README.md), a language model's final project report
	// with a project tree, file:line references and features that do not
	// exist (Markdown), a peer reviewer's report that quotes and checks it
	// (Markdown) and a plain-text report exported from a word processor.
	{
		n:        6,
		repoName: "parcelhub",
		docs:     []string{"README.md", "final_report.md", "review.md", "project_report.txt"},
		// heldOut6Floor sits a little below the figures of the first (and only
		// scored) run, with no label fixed and no cue tuned (labels committed
		// before the run, in their own commit, daf316c):
		//
		//	README.md           tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	final_report.md     tp=10 fp=0  fn=1  precision 1.000 recall 0.909
		//	review.md           tp=3  fp=11 fn=0  precision 0.214 recall 1.000
		//	project_report.txt  tp=8  fp=1  fn=0  precision 0.889 recall 1.000
		//	overall             tp=27 fp=12 fn=1  precision 0.692 recall 0.964
		//
		// The miss: the report's src/main/java/io/parcelhub/config/RedisCacheConfig.java
		// (in its project tree and after "Quotes are cached in Redis for 15
		// minutes"), taken for "run-time output the text says the tool writes".
		// The false findings: in the peer review, the report's claims it quotes
		// and refutes (a blockquote of NotificationService.java followed by "Not
		// present.", a blockquote of controller/ShipmentController.java followed
		// by "Wrong package", and in its own prose "the report places at
		// DhlCarrierClient.java:212 cannot be there", "k8s/hpa.yaml is listed in
		// the tree ... but k8s/ only has", "The link to docs/api.md#rate-limiting
		// is broken"), another project's file ("The PetClinic reference
		// (OwnerControllerTests.java) is from another project"), the report's
		// future work it quotes (webhook/WebhookDispatcher.java,
		// charts/parcelhub/), files it asks to be written (final_report_v2.md,
		// response-to-reviewers.md) and the reviewed report's own name
		// (final_report.md); in the plain-text report, its own export ("exported
		// from Word as parcelhub_report.docx and parcelhub_report.pdf").
		// These are the held-out figures.
		floor: floors{
			"README.md":          {0.95, 0.95},
			"final_report.md":    {0.95, 0.85},
			"review.md":          {0.19, 0.95},
			"project_report.txt": {0.85, 0.95},
			"overall":            {0.65, 0.93},
		},
	},
	// The held-out flag corpus 7 (testdata/flags_heldout7) is four documents
	// about a repository of its own (an ASP.NET Core 8 Web API, "shelfmark"
	// (C#)): the maintainers' README (also the repository's README.md), a
	// language model's final project report, a human peer review of that report
	// (Markdown) and a teaching assistant's plain-text grading sheet. Documents
	// and labels (expected.findings) were written by a helper who had not read
	// the detector, and committed before the first run.
	{
		n:        7,
		repoName: "shelfmark",
		docs:     []string{"README.md", "final_report.md", "peer_review.md", "grading.txt"},
		// heldOut7Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24496f (the
		// review-document rules included), no label fixed and no cue tuned; the
		// labels were committed before that run by someone who had read neither
		// the detector's sources nor the earlier corpora:
		//
		//	README.md           tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	final_report.md     tp=12 fp=0  fn=0  precision 1.000 recall 1.000
		//	peer_review.md      tp=2  fp=7  fn=0  precision 0.222 recall 1.000
		//	grading.txt         tp=2  fp=6  fn=1  precision 0.250 recall 0.667
		//	overall             tp=19 fp=14 fn=1  precision 0.576 recall 0.950
		//
		// These are held-out figures.
		floor: floors{
			"README.md":       {0.73, 0.98},
			"final_report.md": {0.98, 0.98},
			"peer_review.md":  {0.20, 0.98},
			"grading.txt":     {0.23, 0.64},
			"overall":         {0.55, 0.93},
		},
	},
	// The held-out flag corpus 8 (testdata/flags_heldout8) is four documents
	// about a repository of its own (a Ruby on Rails 7.1 application,
	// "shiftboard"): a maintainer's design document (RFC) proposing new files,
	// a language model's code audit, a pull-request description with two review
	// comments, and a student team's report exported from Google Docs as plain
	// text with paths hyphenated across line ends. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        8,
		repoName: "shiftboard",
		docs:     []string{"docs_design.md", "audit_report.md", "pr-311.md", "team_report.txt"},
		// heldOut8Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24496f (the
		// review-document rules included), no label fixed and no cue tuned; the
		// labels were committed before that run by someone who had read neither
		// the detector's sources nor the earlier corpora:
		//
		//	docs_design.md      tp=3  fp=8  fn=0  precision 0.273 recall 1.000
		//	audit_report.md     tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr-311.md           tp=2  fp=2  fn=1  precision 0.500 recall 0.667
		//	team_report.txt     tp=2  fp=15 fn=1  precision 0.118 recall 0.667
		//	overall             tp=15 fp=25 fn=2  precision 0.375 recall 0.882
		//
		// These are held-out figures.
		floor: floors{
			"docs_design.md":  {0.25, 0.98},
			"audit_report.md": {0.98, 0.98},
			"pr-311.md":       {0.48, 0.64},
			"team_report.txt": {0.09, 0.64},
			"overall":         {0.35, 0.86},
		},
	},
	// The held-out flag corpus 9 (testdata/flags_heldout9) is four documents
	// about a repository of its own (a C++17 geometry library built with CMake,
	// "tinygeo"): the contributor guide (also the repository's
	// CONTRIBUTING.md), a language model's evaluation of the repository, a
	// GitHub issue thread with stack traces, and a student report exported from
	// PDF as plain text. Documents and labels (expected.findings) were written
	// by a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        9,
		repoName: "tinygeo",
		docs:     []string{"CONTRIBUTING.md", "evaluation.md", "issue-58.md", "student_report.txt"},
		// heldOut9Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24496f (the
		// review-document rules included), no label fixed and no cue tuned; the
		// labels were committed before that run by someone who had read neither
		// the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	evaluation.md       tp=8  fp=2  fn=0  precision 0.800 recall 1.000
		//	issue-58.md         tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	student_report.txt  tp=3  fp=3  fn=1  precision 0.500 recall 0.750
		//	overall             tp=15 fp=8  fn=1  precision 0.652 recall 0.938
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":    {0.98, 0.98},
			"evaluation.md":      {0.78, 0.98},
			"issue-58.md":        {0.38, 0.98},
			"student_report.txt": {0.48, 0.73},
			"overall":            {0.63, 0.91},
		},
	},
	// The held-out flag corpus 10 (testdata/flags_heldout10) is four documents
	// about a repository of its own (a Kotlin Android app built with Gradle,
	// "tramline"): the maintainers' README (also the repository's README.md), a
	// student team's final report written with a language model's help, a
	// senior engineer's code review of the repository itself, and the team's
	// mid-term report exported from Word as plain text. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        10,
		repoName: "tramline",
		docs:     []string{"README.md", "final_report.md", "code_review.md", "report_export.txt"},
		// heldOut10Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 049d1c1 plus
		// the one-line fix after it (the review-document rules and the rules tuned
		// on corpora 7-9 included), no label fixed and no cue tuned; the labels
		// were committed before that run by someone who had read neither the
		// detector's sources nor the earlier corpora:
		//
		//	README.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	final_report.md         tp=9  fp=1  fn=0  precision 0.900 recall 1.000
		//	code_review.md          tp=3  fp=3  fn=1  precision 0.500 recall 0.750
		//	report_export.txt       tp=1  fp=4  fn=3  precision 0.200 recall 0.250
		//	overall                 tp=15 fp=8  fn=4  precision 0.652 recall 0.789
		//
		// These are held-out figures.
		floor: floors{
			"README.md":         {0.98, 0.98},
			"final_report.md":   {0.88, 0.98},
			"code_review.md":    {0.48, 0.73},
			"report_export.txt": {0.18, 0.23},
			"overall":           {0.63, 0.76},
		},
	},
	// The held-out flag corpus 11 (testdata/flags_heldout11) is four documents
	// about a repository of its own (a PHP 8.3 Laravel 11 application,
	// "clinicbook"): the maintainer's architecture document (also the
	// repository's ARCHITECTURE.md), a language model's security and quality
	// audit, the maintainer's point-by-point review of that audit, and a
	// contractor's plain-text handover note. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        11,
		repoName: "clinicbook",
		docs:     []string{"ARCHITECTURE.md", "llm_audit.md", "review_of_llm_audit.md", "handover.txt"},
		// heldOut11Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 049d1c1 plus
		// the one-line fix after it (the review-document rules and the rules tuned
		// on corpora 7-9 included), no label fixed and no cue tuned; the labels
		// were committed before that run by someone who had read neither the
		// detector's sources nor the earlier corpora:
		//
		//	ARCHITECTURE.md         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_audit.md            tp=8  fp=0  fn=4  precision 1.000 recall 0.667
		//	review_of_llm_audit.md  tp=2  fp=9  fn=0  precision 0.182 recall 1.000
		//	handover.txt            tp=4  fp=3  fn=0  precision 0.571 recall 1.000
		//	overall                 tp=17 fp=12 fn=4  precision 0.586 recall 0.810
		//
		// These are held-out figures.
		floor: floors{
			"ARCHITECTURE.md":        {0.98, 0.98},
			"llm_audit.md":           {0.98, 0.64},
			"review_of_llm_audit.md": {0.16, 0.98},
			"handover.txt":           {0.55, 0.98},
			"overall":                {0.56, 0.79},
		},
	},
	// The held-out flag corpus 12 (testdata/flags_heldout12) is four documents
	// about a repository of its own (a Python Django 5 project with a multi-
	// agent grading pipeline, "gradewise"): the team's final report, another
	// team's peer feedback on the repository and the report, the team's interim
	// report exported from PDF as plain text, and the project's CHANGELOG.md
	// (also in the repository). Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        12,
		repoName: "gradewise",
		docs:     []string{"final_report.md", "peer_feedback.md", "interim_report.txt", "CHANGELOG.md"},
		// heldOut12Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 049d1c1 plus
		// the one-line fix after it (the review-document rules and the rules tuned
		// on corpora 7-9 included), no label fixed and no cue tuned; the labels
		// were committed before that run by someone who had read neither the
		// detector's sources nor the earlier corpora:
		//
		//	final_report.md         tp=8  fp=2  fn=1  precision 0.800 recall 0.889
		//	peer_feedback.md        tp=3  fp=4  fn=0  precision 0.429 recall 1.000
		//	interim_report.txt      tp=5  fp=2  fn=0  precision 0.714 recall 1.000
		//	CHANGELOG.md            tp=2  fp=4  fn=0  precision 0.333 recall 1.000
		//	overall                 tp=18 fp=12 fn=1  precision 0.600 recall 0.947
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":    {0.78, 0.86},
			"peer_feedback.md":   {0.40, 0.98},
			"interim_report.txt": {0.69, 0.98},
			"CHANGELOG.md":       {0.31, 0.98},
			"overall":            {0.58, 0.92},
		},
	},
	// The held-out flag corpus 13 (testdata/flags_heldout13) is four documents
	// about a repository of its own (a Go 1.22 gRPC service, "stockhold"): an
	// SRE's operations runbook (the repository's docs/operations.md, read where
	// it lives), a language model's technical due-diligence report, a pull-
	// request review thread, and a postmortem exported from Confluence as plain
	// text. Documents and labels (expected.findings) were written by a helper
	// who had not read the detector, and committed before the first run.
	{
		n:        13,
		repoName: "stockhold",
		docs:     []string{"docs_operations.md", "llm_report.md", "pr-review-thread.md", "postmortem.txt"},
		tracked:  map[string]string{"docs_operations.md": "docs/operations.md"},
		// heldOut13Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 32255da (the
		// rules tuned on corpora 1-12 included), no label fixed and no cue
		// tuned; the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_operations.md          tp=5  fp=1  fn=1  precision 0.833 recall 0.833
		//	llm_report.md               tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr-review-thread.md         tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	postmortem.txt              tp=2  fp=4  fn=0  precision 0.333 recall 1.000
		//	overall                     tp=15 fp=6  fn=1  precision 0.714 recall 0.938
		//
		// These are held-out figures.
		floor: floors{
			"docs_operations.md":  {0.81, 0.81},
			"llm_report.md":       {0.98, 0.98},
			"pr-review-thread.md": {0.48, 0.98},
			"postmortem.txt":      {0.31, 0.98},
			"overall":             {0.69, 0.91},
		},
	},
	// The held-out flag corpus 14 (testdata/flags_heldout14) is four documents
	// about a repository of its own (a TypeScript Next.js 14 app with Prisma,
	// "enrolmate"): the maintainers' README (also the repository's README.md),
	// a student team's final report written largely by a language model, an
	// instructor's feedback e-mail as plain text, and the team's sprint
	// retrospective notes. Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        14,
		repoName: "enrolmate",
		docs:     []string{"README.md", "final_report.md", "instructor_feedback.txt", "retro.md"},
		// heldOut14Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 32255da (the
		// rules tuned on corpora 1-12 included) (the test repository builder then accepted the
		// Next.js route directory app/api/auth/[...nextauth]/, which it had wrongly
		// refused as a '..' path), no label fixed and no cue
		// tuned; the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                   tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	final_report.md             tp=13 fp=3  fn=0  precision 0.812 recall 1.000
		//	instructor_feedback.txt     tp=1  fp=6  fn=0  precision 0.143 recall 1.000
		//	retro.md                    tp=1  fp=6  fn=1  precision 0.143 recall 0.500
		//	overall                     tp=18 fp=15 fn=1  precision 0.545 recall 0.947
		//
		// These are held-out figures.
		floor: floors{
			"README.md":               {0.98, 0.98},
			"final_report.md":         {0.79, 0.98},
			"instructor_feedback.txt": {0.12, 0.98},
			"retro.md":                {0.12, 0.48},
			"overall":                 {0.52, 0.92},
		},
	},
	// The held-out flag corpus 15 (testdata/flags_heldout15) is four documents
	// about a repository of its own (a Python machine-learning research
	// project, "gridcast"): the team's experiment notes, a language model's
	// peer review of them, a student's thesis chapter exported from PDF as
	// plain text, and an external reproduction report. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        15,
		repoName: "gridcast",
		docs:     []string{"PAPER_NOTES.md", "llm_peer_review.md", "student_thesis_chapter.txt", "reproduce.md"},
		// heldOut15Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 32255da (the
		// rules tuned on corpora 1-12 included), no label fixed and no cue
		// tuned; the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	PAPER_NOTES.md              tp=5  fp=1  fn=0  precision 0.833 recall 1.000
		//	llm_peer_review.md          tp=4  fp=5  fn=0  precision 0.444 recall 1.000
		//	student_thesis_chapter.txt  tp=2  fp=1  fn=2  precision 0.667 recall 0.500
		//	reproduce.md                tp=3  fp=5  fn=0  precision 0.375 recall 1.000
		//	overall                     tp=14 fp=12 fn=2  precision 0.538 recall 0.875
		//
		// These are held-out figures.
		floor: floors{
			"PAPER_NOTES.md":             {0.81, 0.98},
			"llm_peer_review.md":         {0.42, 0.98},
			"student_thesis_chapter.txt": {0.64, 0.48},
			"reproduce.md":               {0.35, 0.98},
			"overall":                    {0.51, 0.85},
		},
	},
	// The held-out flag corpus 16 (testdata/flags_heldout16) is four documents
	// about a repository of its own (a Java 21 Gradle project, "carrel"): the
	// team's final report written largely by a language model, a member's
	// technical report exported from Word as plain text, the team's self-
	// assessment against the course rubric, and the design document kept in the
	// repository (docs/design.md, read where it lives). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        16,
		repoName: "carrel",
		docs:     []string{"final_report.md", "technical_report.txt", "self_assessment.md", "docs_design.md"},
		tracked:  map[string]string{"docs_design.md": "docs/design.md"},
		// heldOut16Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 3a72a11 (the
		// rules tuned on corpora 1-15 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora. Corpora 16-18
		// are reports about the project (the product's main input), not reviews
		// or threads:
		//
		//	final_report.md         tp=9  fp=0  fn=1  precision 1.000 recall 0.900
		//	technical_report.txt    tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	self_assessment.md      tp=3  fp=2  fn=1  precision 0.600 recall 0.750
		//	docs_design.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                 tp=18 fp=2  fn=2  precision 0.900 recall 0.900
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":      {0.98, 0.88},
			"technical_report.txt": {0.98, 0.98},
			"self_assessment.md":   {0.58, 0.73},
			"docs_design.md":       {0.98, 0.98},
			"overall":              {0.88, 0.88},
		},
	},
	// The held-out flag corpus 17 (testdata/flags_heldout17) is four documents
	// about a repository of its own (a Node.js Express and React monorepo,
	// "pantrytrack"): the maintainers' README (also the repository's
	// README.md), the team's final report mostly written by a language model, a
	// language model's repository audit for the course staff, and a student's
	// individual report exported from PDF as plain text. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        17,
		repoName: "pantrytrack",
		docs:     []string{"README.md", "project_report.md", "audit_by_llm.md", "individual_report.txt"},
		// heldOut17Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 3a72a11 (the
		// rules tuned on corpora 1-15 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora. Corpora 16-18
		// are reports about the project (the product's main input), not reviews
		// or threads:
		//
		//	README.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	project_report.md       tp=12 fp=0  fn=0  precision 1.000 recall 1.000
		//	audit_by_llm.md         tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	individual_report.txt   tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	overall                 tp=20 fp=1  fn=1  precision 0.952 recall 0.952
		//
		// These are held-out figures.
		floor: floors{
			"README.md":             {0.98, 0.98},
			"project_report.md":     {0.98, 0.98},
			"audit_by_llm.md":       {0.98, 0.64},
			"individual_report.txt": {0.78, 0.98},
			"overall":               {0.93, 0.93},
		},
	},
	// The held-out flag corpus 18 (testdata/flags_heldout18) is four documents
	// about a repository of its own (a Rust workspace, "sieve"): a capstone
	// report written with a language model's help, the team's interim report
	// exported from PDF as plain text, a language model's code walkthrough for
	// new contributors, and the contributor guide (also the repository's
	// CONTRIBUTING.md). Documents and labels (expected.findings) were written
	// by a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        18,
		repoName: "sieve",
		docs:     []string{"capstone_report.md", "interim_report.txt", "code_walkthrough.md", "CONTRIBUTING.md"},
		// heldOut18Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 3a72a11 (the
		// rules tuned on corpora 1-15 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora. Corpora 16-18
		// are reports about the project (the product's main input), not reviews
		// or threads:
		//
		//	capstone_report.md      tp=8  fp=1  fn=1  precision 0.889 recall 0.889
		//	interim_report.txt      tp=5  fp=2  fn=0  precision 0.714 recall 1.000
		//	code_walkthrough.md     tp=5  fp=0  fn=2  precision 1.000 recall 0.714
		//	CONTRIBUTING.md         tp=1  fp=0  fn=1  precision 1.000 recall 0.500
		//	overall                 tp=19 fp=3  fn=4  precision 0.864 recall 0.826
		//
		// These are held-out figures.
		floor: floors{
			"capstone_report.md":  {0.86, 0.86},
			"interim_report.txt":  {0.69, 0.98},
			"code_walkthrough.md": {0.98, 0.69},
			"CONTRIBUTING.md":     {0.98, 0.48},
			"overall":             {0.84, 0.80},
		},
	},
	// The held-out flag corpus 19 (testdata/flags_heldout19) is four documents
	// about a repository of its own (a Python FastAPI service, "gearloan"): the
	// team's final report written largely by a language model, a member's
	// design report exported from PDF as plain text, a language model's
	// repository summary for the team wiki, and the API documentation kept in
	// the repository (docs/api.md, read where it lives). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        19,
		repoName: "gearloan",
		docs:     []string{"final_report.md", "design_review.txt", "llm_summary.md", "docs_api.md"},
		tracked:  map[string]string{"docs_api.md": "docs/api.md"},
		// heldOut19Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c6778c2 (the
		// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md           tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	design_review.txt         tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	llm_summary.md            tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	docs_api.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                   tp=16 fp=1  fn=1  precision 0.941 recall 0.941
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":   {0.98, 0.98},
			"design_review.txt": {0.64, 0.64},
			"llm_summary.md":    {0.98, 0.98},
			"docs_api.md":       {0.98, 0.98},
			"overall":           {0.92, 0.92},
		},
	},
	// The held-out flag corpus 20 (testdata/flags_heldout20) is four documents
	// about a repository of its own (a Swift iOS app, "sprout"): the team's
	// final report written with a language model's help, a human-written
	// earlier draft exported from Word as plain text, the maintainers' README
	// (also the repository's README.md), and a language model's code tour.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        20,
		repoName: "sprout",
		docs:     []string{"final_report.md", "report_word_export.txt", "README.md", "ai_code_tour.md"},
		// heldOut20Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c6778c2 (the
		// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md           tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	report_word_export.txt    tp=3  fp=2  fn=1  precision 0.600 recall 0.750
		//	README.md                 tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	ai_code_tour.md           tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                   tp=19 fp=2  fn=1  precision 0.905 recall 0.950
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":        {0.98, 0.98},
			"report_word_export.txt": {0.58, 0.73},
			"README.md":              {0.98, 0.98},
			"ai_code_tour.md":        {0.98, 0.98},
			"overall":                {0.88, 0.93},
		},
	},
	// The held-out flag corpus 21 (testdata/flags_heldout21) is four documents
	// about a repository of its own (a Unity C# game, "lanternfall"): the
	// team's postmortem report drafted with a language model, the game design
	// document kept in the repository (docs/gdd.md, read where it lives), a
	// member's reflection exported from PDF as plain text, and a language
	// model's code review. Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        21,
		repoName: "lanternfall",
		docs:     []string{"postmortem_report.md", "gdd.md", "individual_reflection.txt", "llm_code_review.md"},
		tracked:  map[string]string{"gdd.md": "docs/gdd.md"},
		// heldOut21Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c6778c2 (the
		// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	postmortem_report.md      tp=3  fp=4  fn=0  precision 0.429 recall 1.000
		//	gdd.md                    tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	individual_reflection.txt tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	llm_code_review.md        tp=6  fp=0  fn=1  precision 1.000 recall 0.857
		//	overall                   tp=14 fp=5  fn=1  precision 0.737 recall 0.933
		//
		// These are held-out figures.
		floor: floors{
			"postmortem_report.md":      {0.40, 0.98},
			"gdd.md":                    {0.98, 0.98},
			"individual_reflection.txt": {0.64, 0.98},
			"llm_code_review.md":        {0.98, 0.83},
			"overall":                   {0.71, 0.91},
		},
	},
	// The held-out flag corpus 22 (testdata/flags_heldout22) is four documents
	// about a repository of its own (an Elixir Phoenix LiveView app,
	// "judgeboard"): a language model's technical report for the client, a
	// bachelor thesis excerpt exported from PDF as plain text, the onboarding
	// guide kept in the repository (docs/onboarding.md, read where it lives),
	// and the team lead's sprint report. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        22,
		repoName: "judgeboard",
		docs:     []string{"technical_report.md", "thesis_excerpt.txt", "onboarding.md", "sprint_report.md"},
		tracked:  map[string]string{"onboarding.md": "docs/onboarding.md"},
		// heldOut22Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c6778c2 (the
		// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	technical_report.md       tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	thesis_excerpt.txt        tp=2  fp=4  fn=1  precision 0.333 recall 0.667
		//	onboarding.md             tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	sprint_report.md          tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                   tp=17 fp=5  fn=2  precision 0.773 recall 0.895
		//
		// These are held-out figures.
		floor: floors{
			"technical_report.md": {0.98, 0.98},
			"thesis_excerpt.txt":  {0.31, 0.64},
			"onboarding.md":       {0.64, 0.64},
			"sprint_report.md":    {0.98, 0.98},
			"overall":             {0.75, 0.87},
		},
	},
	// The held-out flag corpus 23 (testdata/flags_heldout23) is four documents
	// about a repository of its own (a Scala Spark pipeline, "clickpath"): a
	// language model's final project report, a teaching assistant's review of
	// it, a GitHub issue thread with a Spark stack trace, and a runbook
	// exported from Confluence as plain text. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        23,
		repoName: "clickpath",
		docs:     []string{"llm_final_report.md", "ta_review.md", "issue-132.md", "runbook.txt"},
		// heldOut23Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c6778c2 (the
		// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_final_report.md       tp=12 fp=0  fn=0  precision 1.000 recall 1.000
		//	ta_review.md              tp=1  fp=0  fn=0  precision 1.000 recall 1.000
		//	issue-132.md              tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	runbook.txt               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                   tp=17 fp=1  fn=0  precision 0.944 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"llm_final_report.md": {0.98, 0.98},
			"ta_review.md":        {0.98, 0.98},
			"issue-132.md":        {0.98, 0.98},
			"runbook.txt":         {0.64, 0.98},
			"overall":             {0.92, 0.98},
		},
	},
	// The held-out flag corpus 24 (testdata/flags_heldout24) is four documents
	// about a repository of its own (a Dart Flutter app, "quadcal"): the team's
	// final report written largely by a language model, an instructor's plain-
	// text grading feedback, a pull request with review comments, and the
	// project's CHANGELOG.md (also in the repository). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        24,
		repoName: "quadcal",
		docs:     []string{"final_report.md", "grading_feedback.txt", "pr-88.md", "CHANGELOG.md"},
		// heldOut24Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c6778c2 (the
		// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md           tp=11 fp=0  fn=0  precision 1.000 recall 1.000
		//	grading_feedback.txt      tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	pr-88.md                  tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	CHANGELOG.md              tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                   tp=16 fp=2  fn=0  precision 0.889 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":      {0.98, 0.98},
			"grading_feedback.txt": {0.48, 0.98},
			"pr-88.md":             {0.64, 0.98},
			"CHANGELOG.md":         {0.98, 0.98},
			"overall":              {0.86, 0.98},
		},
	},
	// The held-out flag corpus 25 (testdata/flags_heldout25) is four documents
	// about a repository of its own (a Kotlin Spring Boot service, "talkbox"):
	// the team's final report written largely by a language model, a progress
	// report exported from PDF as plain text, a language model's evaluation of
	// the repository for the course staff, and the architecture document kept
	// in the repository (docs/architecture.md, read where it lives). Documents
	// and labels (expected.findings) were written by a helper who had not read
	// the detector, and committed before the first run.
	{
		n:        25,
		repoName: "talkbox",
		docs:     []string{"final_report.md", "progress_report.txt", "llm_repo_evaluation.md", "docs_architecture.md"},
		tracked:  map[string]string{"docs_architecture.md": "docs/architecture.md"},
		// heldOut25Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit b7fa9ce (the
		// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		// (The helper who wrote this corpus saw one commit subject line of the
		// detector's history by accident; nothing else.)
		//
		//	final_report.md             tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	progress_report.txt         tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_repo_evaluation.md      tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	docs_architecture.md        tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                     tp=18 fp=1  fn=0  precision 0.947 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":        {0.98, 0.98},
			"progress_report.txt":    {0.98, 0.98},
			"llm_repo_evaluation.md": {0.73, 0.98},
			"docs_architecture.md":   {0.98, 0.98},
			"overall":                {0.92, 0.98},
		},
	},
	// The held-out flag corpus 26 (testdata/flags_heldout26) is four documents
	// about a repository of its own (a Go command-line tool, "linkrot"): a
	// capstone report written with a language model's help, the maintainers'
	// README (also the repository's README.md), a student's plain-text weekly
	// log, and a language model's architecture notes for contributors.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        26,
		repoName: "linkrot",
		docs:     []string{"capstone_report.md", "README.md", "weekly_log.txt", "llm_architecture_notes.md"},
		// heldOut26Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit b7fa9ce (the
		// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	capstone_report.md          tp=8  fp=5  fn=1  precision 0.615 recall 0.889
		//	README.md                   tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	weekly_log.txt              tp=1  fp=2  fn=2  precision 0.333 recall 0.333
		//	llm_architecture_notes.md   tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                     tp=18 fp=8  fn=3  precision 0.692 recall 0.857
		//
		// These are held-out figures.
		floor: floors{
			"capstone_report.md":        {0.59, 0.86},
			"README.md":                 {0.64, 0.98},
			"weekly_log.txt":            {0.31, 0.31},
			"llm_architecture_notes.md": {0.98, 0.98},
			"overall":                   {0.67, 0.83},
		},
	},
	// The held-out flag corpus 27 (testdata/flags_heldout27) is four documents
	// about a repository of its own (a NestJS and React monorepo, "queuewise"):
	// the team's final report mostly written by a language model, a student's
	// contribution report exported from PDF as plain text, the contributor
	// guide (also the repository's CONTRIBUTING.md), and a language model's
	// test-coverage report. Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        27,
		repoName: "queuewise",
		docs:     []string{"project_report.md", "individual_contribution.txt", "CONTRIBUTING.md", "llm_test_report.md"},
		// heldOut27Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit b7fa9ce (the
		// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	project_report.md           tp=7  fp=0  fn=2  precision 1.000 recall 0.778
		//	individual_contribution.txt tp=3  fp=0  fn=1  precision 1.000 recall 0.750
		//	CONTRIBUTING.md             tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_test_report.md          tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                     tp=17 fp=0  fn=3  precision 1.000 recall 0.850
		//
		// These are held-out figures.
		floor: floors{
			"project_report.md":           {0.98, 0.75},
			"individual_contribution.txt": {0.98, 0.73},
			"CONTRIBUTING.md":             {0.98, 0.98},
			"llm_test_report.md":          {0.98, 0.98},
			"overall":                     {0.98, 0.83},
		},
	},
	// The held-out flag corpus 28 (testdata/flags_heldout28) is four documents
	// about a repository of its own (an embedded C firmware project,
	// "terrasense-fw"): a design report written with a language model's help, a
	// lab report exported from PDF as plain text, the maintainers' README (also
	// the repository's README.md), and a language model's code audit. Documents
	// and labels (expected.findings) were written by a helper who had not read
	// the detector, and committed before the first run.
	{
		n:        28,
		repoName: "terrasense-fw",
		docs:     []string{"design_report.md", "lab_report.txt", "README.md", "llm_code_audit.md"},
		// heldOut28Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit b7fa9ce (the
		// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	design_report.md            tp=6  fp=0  fn=1  precision 1.000 recall 0.857
		//	lab_report.txt              tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                   tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	llm_code_audit.md           tp=4  fp=3  fn=0  precision 0.571 recall 1.000
		//	overall                     tp=16 fp=6  fn=1  precision 0.727 recall 0.941
		//
		// These are held-out figures.
		floor: floors{
			"design_report.md":  {0.98, 0.83},
			"lab_report.txt":    {0.98, 0.98},
			"README.md":         {0.38, 0.98},
			"llm_code_audit.md": {0.55, 0.98},
			"overall":           {0.70, 0.92},
		},
	},
	// The held-out flag corpus 29 (testdata/flags_heldout29) is four documents
	// about a repository of its own (a Flask and Celery web app, "benchbook"):
	// the team's final report written largely by a language model, another
	// team's peer review of it and of the repository, the supervisor's plain-
	// text comments, and the team's retrospective notes. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        29,
		repoName: "benchbook",
		docs:     []string{"final_report.md", "peer_review.md", "supervisor_comments.txt", "team_retro.md"},
		// heldOut29Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit b7fa9ce (the
		// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md             tp=13 fp=0  fn=0  precision 1.000 recall 1.000
		//	peer_review.md              tp=2  fp=5  fn=0  precision 0.286 recall 1.000
		//	supervisor_comments.txt     tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	team_retro.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                     tp=19 fp=6  fn=0  precision 0.760 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":         {0.98, 0.98},
			"peer_review.md":          {0.26, 0.98},
			"supervisor_comments.txt": {0.64, 0.98},
			"team_retro.md":           {0.98, 0.98},
			"overall":                 {0.74, 0.98},
		},
	},
	// The held-out flag corpus 30 (testdata/flags_heldout30) is four documents
	// about a repository of its own (a Rust axum web service, "linkpulse"): a
	// language model's project report, a GitHub issue thread with a panic
	// backtrace, the pull request that fixes it with review comments, and a
	// postmortem exported from a wiki as plain text. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        30,
		repoName: "linkpulse",
		docs:     []string{"llm_report.md", "issue-211.md", "pr-219.md", "postmortem.txt"},
		// heldOut30Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit b7fa9ce (the
		// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_report.md               tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	issue-211.md                tp=1  fp=3  fn=0  precision 0.250 recall 1.000
		//	pr-219.md                   tp=2  fp=4  fn=0  precision 0.333 recall 1.000
		//	postmortem.txt              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                     tp=15 fp=8  fn=0  precision 0.652 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"llm_report.md":  {0.98, 0.98},
			"issue-211.md":   {0.23, 0.98},
			"pr-219.md":      {0.31, 0.98},
			"postmortem.txt": {0.64, 0.98},
			"overall":        {0.63, 0.98},
		},
	},
	// The held-out flag corpus 31 (testdata/flags_heldout31) is four documents
	// about a repository of its own (a Django REST project with Celery,
	// "clubhub-backend"): the team's final report written largely by a language
	// model, the midterm report exported from PDF as plain text, a language
	// model's onboarding guide, and the deployment guide kept in the repository
	// (docs/deployment.md, read where it lives). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        31,
		repoName: "clubhub-backend",
		docs:     []string{"final_report.md", "midterm_report.txt", "llm_onboarding_guide.md", "docs_deployment.md"},
		tracked:  map[string]string{"docs_deployment.md": "docs/deployment.md"},
		// heldOut31Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit ebb4a65 (the
		// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md           tp=11 fp=0  fn=0  precision 1.000 recall 1.000
		//	midterm_report.txt        tp=5  fp=2  fn=1  precision 0.714 recall 0.833
		//	llm_onboarding_guide.md   tp=6  fp=2  fn=0  precision 0.750 recall 1.000
		//	docs_deployment.md        tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                   tp=24 fp=5  fn=1  precision 0.828 recall 0.960
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":         {0.98, 0.98},
			"midterm_report.txt":      {0.69, 0.81},
			"llm_onboarding_guide.md": {0.73, 0.98},
			"docs_deployment.md":      {0.64, 0.98},
			"overall":                 {0.80, 0.94},
		},
	},
	// The held-out flag corpus 32 (testdata/flags_heldout32) is four documents
	// about a repository of its own (a Vue 3 app with an Express BFF,
	// "gallerywalk"): the team's final report written largely by a language
	// model, a UX evaluation exported from Word as plain text, the maintainers'
	// README (also the repository's README.md), and a language model's
	// refactoring plan. Documents and labels (expected.findings) were written
	// by a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        32,
		repoName: "gallerywalk",
		docs:     []string{"project_report.md", "ux_report.txt", "README.md", "llm_refactoring_plan.md"},
		// heldOut32Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit ebb4a65 (the
		// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	project_report.md         tp=7  fp=1  fn=0  precision 0.875 recall 1.000
		//	ux_report.txt             tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	README.md                 tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_refactoring_plan.md   tp=4  fp=10 fn=0  precision 0.286 recall 1.000
		//	overall                   tp=16 fp=12 fn=0  precision 0.571 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"project_report.md":       {0.85, 0.98},
			"ux_report.txt":           {0.73, 0.98},
			"README.md":               {0.98, 0.98},
			"llm_refactoring_plan.md": {0.26, 0.98},
			"overall":                 {0.55, 0.98},
		},
	},
	// The held-out flag corpus 33 (testdata/flags_heldout33) is four documents
	// about a repository of its own (a .NET 8 Blazor Server app, "riderota"):
	// the team's final report written with a language model's help, sprint
	// review summaries exported from a wiki as plain text, a language model's
	// security review, and the contributor guide (also the repository's
	// CONTRIBUTING.md). Documents and labels (expected.findings) were written
	// by a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        33,
		repoName: "riderota",
		docs:     []string{"final_report.md", "sprint_reviews.txt", "llm_security_review.md", "CONTRIBUTING.md"},
		// heldOut33Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit ebb4a65 (the
		// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md           tp=11 fp=1  fn=0  precision 0.917 recall 1.000
		//	sprint_reviews.txt        tp=2  fp=8  fn=0  precision 0.200 recall 1.000
		//	llm_security_review.md    tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	CONTRIBUTING.md           tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                   tp=21 fp=9  fn=0  precision 0.700 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":        {0.89, 0.98},
			"sprint_reviews.txt":     {0.18, 0.98},
			"llm_security_review.md": {0.98, 0.98},
			"CONTRIBUTING.md":        {0.98, 0.98},
			"overall":                {0.68, 0.98},
		},
	},
	// The held-out flag corpus 34 (testdata/flags_heldout34) is four documents
	// about a repository of its own (a Python command-line GTFS validator,
	// "feedlint"): a thesis implementation chapter written with a language
	// model's help, an earlier seminar report exported from PDF as plain text,
	// a language model's review of the repository, and the documentation index
	// kept in the repository (docs/index.md, read where it lives). Documents
	// and labels (expected.findings) were written by a helper who had not read
	// the detector, and committed before the first run.
	{
		n:        34,
		repoName: "feedlint",
		docs:     []string{"thesis_chapter.md", "report_pdf_export.txt", "llm_review_of_repo.md", "docs_index.md"},
		tracked:  map[string]string{"docs_index.md": "docs/index.md"},
		// heldOut34Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit ebb4a65 (the
		// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	thesis_chapter.md         tp=1  fp=0  fn=4  precision 1.000 recall 0.200
		//	report_pdf_export.txt     tp=4  fp=2  fn=0  precision 0.667 recall 1.000
		//	llm_review_of_repo.md     tp=4  fp=5  fn=0  precision 0.444 recall 1.000
		//	docs_index.md             tp=1  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                   tp=10 fp=7  fn=4  precision 0.588 recall 0.714
		//
		// These are held-out figures.
		floor: floors{
			"thesis_chapter.md":     {0.98, 0.18},
			"report_pdf_export.txt": {0.64, 0.98},
			"llm_review_of_repo.md": {0.42, 0.98},
			"docs_index.md":         {0.98, 0.98},
			"overall":               {0.56, 0.69},
		},
	},
	// The held-out flag corpus 35 (testdata/flags_heldout35) is four documents
	// about a repository of its own (a Go REST service, "roombook"): a language
	// model's final project report, a grader's notes on it, a pull request with
	// review comments, and plain-text stand-up notes. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        35,
		repoName: "roombook",
		docs:     []string{"llm_report.md", "grader_notes.md", "pr-57.md", "standup_notes.txt"},
		// heldOut35Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit ebb4a65 (the
		// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_report.md             tp=8  fp=0  fn=1  precision 1.000 recall 0.889
		//	grader_notes.md           tp=2  fp=5  fn=1  precision 0.286 recall 0.667
		//	pr-57.md                  tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	standup_notes.txt         tp=5  fp=5  fn=0  precision 0.500 recall 1.000
		//	overall                   tp=17 fp=12 fn=2  precision 0.586 recall 0.895
		//
		// These are held-out figures.
		floor: floors{
			"llm_report.md":     {0.98, 0.86},
			"grader_notes.md":   {0.26, 0.64},
			"pr-57.md":          {0.48, 0.98},
			"standup_notes.txt": {0.48, 0.98},
			"overall":           {0.56, 0.87},
		},
	},
	// The held-out flag corpus 36 (testdata/flags_heldout36) is four documents
	// about a repository of its own (a Java Maven multi-module project,
	// "chronoparse"): a language model's final report, a GitHub issue thread
	// with a Java stack trace, code-review meeting minutes, and plain-text
	// release notes. Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        36,
		repoName: "chronoparse",
		docs:     []string{"llm_final_report.md", "issue-404.md", "code_review_meeting.md", "release_notes.txt"},
		// heldOut36Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit ebb4a65 (the
		// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_final_report.md       tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	issue-404.md              tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	code_review_meeting.md    tp=3  fp=1  fn=1  precision 0.750 recall 0.750
		//	release_notes.txt         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                   tp=18 fp=4  fn=1  precision 0.818 recall 0.947
		//
		// These are held-out figures.
		floor: floors{
			"llm_final_report.md":    {0.98, 0.98},
			"issue-404.md":           {0.38, 0.98},
			"code_review_meeting.md": {0.73, 0.73},
			"release_notes.txt":      {0.98, 0.98},
			"overall":                {0.79, 0.92},
		},
	},
	// The held-out flag corpus 37 (testdata/flags_heldout37) is four documents
	// about a repository of its own (a Ruby on Rails app with Hotwire,
	// "toolshed"): the team's final report written largely by a language model,
	// a human-written draft exported from Google Docs as plain text, a language
	// model's maintainability review, and the maintainers' README (also the
	// repository's README.md). Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        37,
		repoName: "toolshed",
		docs:     []string{"final_report.md", "project_report_export.txt", "llm_maintainability_review.md", "README.md"},
		// heldOut37Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 73ed49a (the
		// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	project_report_export.txt     tp=5  fp=0  fn=1  precision 1.000 recall 0.833
		//	llm_maintainability_review.md tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	README.md                     tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=18 fp=3  fn=1  precision 0.857 recall 0.947
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":               {0.98, 0.98},
			"project_report_export.txt":     {0.98, 0.81},
			"llm_maintainability_review.md": {0.58, 0.98},
			"README.md":                     {0.64, 0.98},
			"overall":                       {0.83, 0.92},
		},
	},
	// The held-out flag corpus 38 (testdata/flags_heldout38) is four documents
	// about a repository of its own (an Angular and Spring Boot app,
	// "shiftswap"): a capstone report written with a language model's help, the
	// team's interim report exported from PDF as plain text, a language model's
	// audit of the API documentation, and the setup guide kept in the
	// repository (docs/setup.md, read where it lives). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        38,
		repoName: "shiftswap",
		docs:     []string{"capstone_report.md", "team_report.txt", "llm_api_documentation_audit.md", "docs_setup.md"},
		tracked:  map[string]string{"docs_setup.md": "docs/setup.md"},
		// heldOut38Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 73ed49a (the
		// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	capstone_report.md            tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	team_report.txt               tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	llm_api_documentation_audit.md  tp=4  fp=1  fn=1  precision 0.800 recall 0.800
		//	docs_setup.md                 tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=19 fp=3  fn=1  precision 0.864 recall 0.950
		//
		// These are held-out figures.
		floor: floors{
			"capstone_report.md":             {0.98, 0.98},
			"team_report.txt":                {0.73, 0.98},
			"llm_api_documentation_audit.md": {0.78, 0.78},
			"docs_setup.md":                  {0.64, 0.98},
			"overall":                        {0.84, 0.93},
		},
	},
	// The held-out flag corpus 39 (testdata/flags_heldout39) is four documents
	// about a repository of its own (a Python library, "dimensia"): a
	// contributor's final report written with a language model's help, the
	// mentor's evaluation exported as plain text, a language model's release
	// summary, and the contributor guide (also the repository's
	// CONTRIBUTING.md). Documents and labels (expected.findings) were written
	// by a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        39,
		repoName: "dimensia",
		docs:     []string{"gsoc_final_report.md", "mentor_evaluation.txt", "llm_release_summary.md", "CONTRIBUTING.md"},
		// heldOut39Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 73ed49a (the
		// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	gsoc_final_report.md          tp=5  fp=0  fn=1  precision 1.000 recall 0.833
		//	mentor_evaluation.txt         tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	llm_release_summary.md        tp=7  fp=2  fn=0  precision 0.778 recall 1.000
		//	CONTRIBUTING.md               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=16 fp=5  fn=1  precision 0.762 recall 0.941
		//
		// These are held-out figures.
		floor: floors{
			"gsoc_final_report.md":   {0.98, 0.81},
			"mentor_evaluation.txt":  {0.48, 0.98},
			"llm_release_summary.md": {0.75, 0.98},
			"CONTRIBUTING.md":        {0.64, 0.98},
			"overall":                {0.74, 0.92},
		},
	},
	// The held-out flag corpus 40 (testdata/flags_heldout40) is four documents
	// about a repository of its own (a SvelteKit app with Supabase, "cruxlog"):
	// the team's final report written largely by a language model, a student's
	// individual report exported from PDF as plain text, a language model's
	// accessibility audit, and the architecture notes kept in the repository
	// (docs/architecture.md, read where it lives). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        40,
		repoName: "cruxlog",
		docs:     []string{"final_report.md", "individual_report.txt", "llm_accessibility_audit.md", "docs_architecture.md"},
		tracked:  map[string]string{"docs_architecture.md": "docs/architecture.md"},
		// heldOut40Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 73ed49a (the
		// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=7  fp=6  fn=0  precision 0.538 recall 1.000
		//	individual_report.txt         tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_accessibility_audit.md    tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	docs_architecture.md          tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	overall                       tp=20 fp=7  fn=0  precision 0.741 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":            {0.51, 0.98},
			"individual_report.txt":      {0.98, 0.98},
			"llm_accessibility_audit.md": {0.98, 0.98},
			"docs_architecture.md":       {0.78, 0.98},
			"overall":                    {0.72, 0.98},
		},
	},
	// The held-out flag corpus 41 (testdata/flags_heldout41) is four documents
	// about a repository of its own (a TypeScript Discord bot, "huddle"): the
	// team's final report written largely by a language model, another team's
	// peer assessment, a teaching assistant's plain-text feedback, and a pull
	// request with review comments. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        41,
		repoName: "huddle",
		docs:     []string{"final_report.md", "peer_assessment.md", "ta_feedback.txt", "pr-23.md"},
		// heldOut41Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 73ed49a (the
		// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=11 fp=1  fn=0  precision 0.917 recall 1.000
		//	peer_assessment.md            tp=1  fp=1  fn=1  precision 0.500 recall 0.500
		//	ta_feedback.txt               tp=1  fp=3  fn=0  precision 0.250 recall 1.000
		//	pr-23.md                      tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=5  fn=1  precision 0.773 recall 0.944
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":    {0.89, 0.98},
			"peer_assessment.md": {0.48, 0.48},
			"ta_feedback.txt":    {0.23, 0.98},
			"pr-23.md":           {0.98, 0.98},
			"overall":            {0.75, 0.92},
		},
	},
	// The held-out flag corpus 42 (testdata/flags_heldout42) is four documents
	// about a repository of its own (a C++ Qt desktop app, "cuewright"): a
	// language model's project report, a GitHub issue thread with a crash
	// backtrace, design meeting notes, and a developer's plain-text packaging
	// notes. Documents and labels (expected.findings) were written by a helper
	// who had not read the detector, and committed before the first run.
	{
		n:        42,
		repoName: "cuewright",
		docs:     []string{"llm_report.md", "issue-77.md", "design_meeting_notes.md", "build_log_notes.txt"},
		// heldOut42Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 73ed49a (the
		// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_report.md                 tp=10 fp=1  fn=0  precision 0.909 recall 1.000
		//	issue-77.md                   tp=3  fp=3  fn=0  precision 0.500 recall 1.000
		//	design_meeting_notes.md       tp=3  fp=5  fn=0  precision 0.375 recall 1.000
		//	build_log_notes.txt           tp=3  fp=1  fn=1  precision 0.750 recall 0.750
		//	overall                       tp=19 fp=10 fn=1  precision 0.655 recall 0.950
		//
		// These are held-out figures.
		floor: floors{
			"llm_report.md":           {0.88, 0.98},
			"issue-77.md":             {0.48, 0.98},
			"design_meeting_notes.md": {0.35, 0.98},
			"build_log_notes.txt":     {0.73, 0.73},
			"overall":                 {0.63, 0.93},
		},
	},
	// The held-out flag corpus 43 (testdata/flags_heldout43) is four documents
	// about a repository of its own (a PHP Symfony app, "tuckshop"): the team's
	// final report written largely by a language model, a progress report
	// exported from PDF as plain text, a language model's code-quality report,
	// and the maintainers' README (also the repository's README.md). Documents
	// and labels (expected.findings) were written by a helper who had not read
	// the detector, and committed before the first run.
	{
		n:        43,
		repoName: "tuckshop",
		docs:     []string{"final_report.md", "progress_report.txt", "llm_code_quality_report.md", "README.md"},
		// heldOut43Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 4a01817 (the
		// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	progress_report.txt           tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	llm_code_quality_report.md    tp=5  fp=7  fn=0  precision 0.417 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=19 fp=9  fn=0  precision 0.679 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":            {0.98, 0.98},
			"progress_report.txt":        {0.58, 0.98},
			"llm_code_quality_report.md": {0.39, 0.98},
			"README.md":                  {0.98, 0.98},
			"overall":                    {0.65, 0.98},
		},
	},
	// The held-out flag corpus 44 (testdata/flags_heldout44) is four documents
	// about a repository of its own (a Go and React monorepo, "rotaplan"): a
	// capstone report written with a language model's help, the team's interim
	// report exported from Word as plain text, a language model's handover
	// document, and the API reference kept in the repository (docs/api.md, read
	// where it lives). Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        44,
		repoName: "rotaplan",
		docs:     []string{"capstone_report.md", "interim_report.txt", "llm_handover_doc.md", "docs_api.md"},
		tracked:  map[string]string{"docs_api.md": "docs/api.md"},
		// heldOut44Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 4a01817 (the
		// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	capstone_report.md            tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	interim_report.txt            tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_handover_doc.md           tp=4  fp=2  fn=0  precision 0.667 recall 1.000
		//	docs_api.md                   tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	overall                       tp=16 fp=3  fn=0  precision 0.842 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"capstone_report.md":  {0.98, 0.98},
			"interim_report.txt":  {0.98, 0.98},
			"llm_handover_doc.md": {0.64, 0.98},
			"docs_api.md":         {0.48, 0.98},
			"overall":             {0.82, 0.98},
		},
	},
	// The held-out flag corpus 45 (testdata/flags_heldout45) is four documents
	// about a repository of its own (a dbt and Airflow data pipeline,
	// "veloflow"): a language model's technical report for the client, a data
	// analyst's plain-text notes, a language model's lineage summary, and the
	// contributor guide (also the repository's CONTRIBUTING.md). Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        45,
		repoName: "veloflow",
		docs:     []string{"technical_report.md", "analyst_notes.txt", "llm_lineage_summary.md", "CONTRIBUTING.md"},
		// heldOut45Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 4a01817 (the
		// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	technical_report.md           tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	analyst_notes.txt             tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_lineage_summary.md        tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=24 fp=0  fn=0  precision 1.000 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"technical_report.md":    {0.98, 0.98},
			"analyst_notes.txt":      {0.98, 0.98},
			"llm_lineage_summary.md": {0.98, 0.98},
			"CONTRIBUTING.md":        {0.98, 0.98},
			"overall":                {0.98, 0.98},
		},
	},
	// The held-out flag corpus 46 (testdata/flags_heldout46) is four documents
	// about a repository of its own (a Haskell cabal project, "slidewright"): a
	// language model's project report, a course reviewer's comments on it, a
	// GitHub issue thread, and a developer's plain-text diary. Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        46,
		repoName: "slidewright",
		docs:     []string{"llm_report.md", "reviewer_comments.md", "issue-15.md", "dev_diary.txt"},
		// heldOut46Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 4a01817 (the
		// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_report.md                 tp=10 fp=1  fn=0  precision 0.909 recall 1.000
		//	reviewer_comments.md          tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	issue-15.md                   tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	dev_diary.txt                 tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	overall                       tp=18 fp=6  fn=0  precision 0.750 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"llm_report.md":        {0.88, 0.98},
			"reviewer_comments.md": {0.73, 0.98},
			"issue-15.md":          {0.48, 0.98},
			"dev_diary.txt":        {0.58, 0.98},
			"overall":              {0.73, 0.98},
		},
	},
	// The held-out flag corpus 47 (testdata/flags_heldout47) is four documents
	// about a repository of its own (a Python LangGraph agent, "revubot"): the
	// team's final report written largely by a language model, another team's
	// peer review, the instructor's plain-text grading sheet, and a pull
	// request with review comments. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        47,
		repoName: "revubot",
		docs:     []string{"final_report.md", "peer_review.md", "grading.txt", "pr-12.md"},
		// heldOut47Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 4a01817 (the
		// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	peer_review.md                tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	grading.txt                   tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr-12.md                      tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=3  fn=0  precision 0.850 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md": {0.98, 0.98},
			"peer_review.md":  {0.38, 0.98},
			"grading.txt":     {0.98, 0.98},
			"pr-12.md":        {0.98, 0.98},
			"overall":         {0.83, 0.98},
		},
	},
	// The held-out flag corpus 48 (testdata/flags_heldout48) is four documents
	// about a repository of its own (a Java Android app, "shuttlewatch"): the
	// team's final report written largely by a language model, a usability
	// study exported from PDF as plain text, a language model's test plan, and
	// the maintainers' README (also the repository's README.md). Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        48,
		repoName: "shuttlewatch",
		docs:     []string{"final_report.md", "usability_study.txt", "llm_test_plan.md", "README.md"},
		// heldOut48Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 4a01817 (the
		// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	usability_study.txt           tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	llm_test_plan.md              tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=16 fp=2  fn=0  precision 0.889 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":     {0.98, 0.98},
			"usability_study.txt": {0.58, 0.98},
			"llm_test_plan.md":    {0.98, 0.98},
			"README.md":           {0.98, 0.98},
			"overall":             {0.86, 0.98},
		},
	},
	// The held-out flag corpus 49 (testdata/flags_heldout49) is four documents
	// about a repository of its own (a Rust command-line tool, "phototwin"): a
	// student's final report written largely by a language model, the student's
	// plain-text lab notebook, a language model's security notes, and the
	// maintainers' README (also the repository's README.md). Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        49,
		repoName: "phototwin",
		docs:     []string{"final_report.md", "lab_notebook.txt", "llm_security_notes.md", "README.md"},
		// heldOut49Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 1d9967f (the
		// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	lab_notebook.txt              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	llm_security_notes.md         tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=2  fn=0  precision 0.895 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":       {0.98, 0.98},
			"lab_notebook.txt":      {0.64, 0.98},
			"llm_security_notes.md": {0.73, 0.98},
			"README.md":             {0.98, 0.98},
			"overall":               {0.87, 0.98},
		},
	},
	// The held-out flag corpus 50 (testdata/flags_heldout50) is four documents
	// about a repository of its own (a Flask and HTMX web app, "borrowbox"):
	// the team's final report written largely by a language model, an end-of-
	// project report exported from Word as plain text, a language model's
	// performance review, and the contributing guide kept in the repository
	// (docs/contributing.md, read where it lives). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        50,
		repoName: "borrowbox",
		docs:     []string{"final_report.md", "sprint_report.txt", "llm_performance_review.md", "docs_contributing.md"},
		tracked:  map[string]string{"docs_contributing.md": "docs/contributing.md"},
		// heldOut50Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 1d9967f (the
		// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	sprint_report.txt             tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_performance_review.md     tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	docs_contributing.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=16 fp=1  fn=0  precision 0.941 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":           {0.98, 0.98},
			"sprint_report.txt":         {0.98, 0.98},
			"llm_performance_review.md": {0.73, 0.98},
			"docs_contributing.md":      {0.98, 0.98},
			"overall":                   {0.92, 0.98},
		},
	},
	// The held-out flag corpus 51 (testdata/flags_heldout51) is four documents
	// about a repository of its own (an Express API with a React Native client,
	// "donordrive"): a capstone report written with a language model's help,
	// the team's interim report exported from PDF as plain text, a language
	// model's architecture review, and the maintainers' README (also the
	// repository's README.md). Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        51,
		repoName: "donordrive",
		docs:     []string{"capstone_report.md", "interim_report.txt", "llm_architecture_review.md", "README.md"},
		// heldOut51Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 1d9967f (the
		// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	capstone_report.md            tp=11 fp=0  fn=0  precision 1.000 recall 1.000
		//	interim_report.txt            tp=6  fp=0  fn=2  precision 1.000 recall 0.750
		//	llm_architecture_review.md    tp=5  fp=1  fn=0  precision 0.833 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=24 fp=1  fn=2  precision 0.960 recall 0.923
		//
		// These are held-out figures.
		floor: floors{
			"capstone_report.md":         {0.98, 0.98},
			"interim_report.txt":         {0.98, 0.73},
			"llm_architecture_review.md": {0.81, 0.98},
			"README.md":                  {0.98, 0.98},
			"overall":                    {0.94, 0.90},
		},
	},
	// The held-out flag corpus 52 (testdata/flags_heldout52) is four documents
	// about a repository of its own (a Go rate-limiting library, "tokenwell"):
	// a thesis implementation chapter written with a language model's help, the
	// supervisor's assessment as plain text, a language model's API review, and
	// the project's CHANGELOG.md (also in the repository). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        52,
		repoName: "tokenwell",
		docs:     []string{"thesis_chapter.md", "supervisor_report.txt", "llm_api_review.md", "CHANGELOG.md"},
		// heldOut52Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 1d9967f (the
		// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	thesis_chapter.md             tp=5  fp=0  fn=1  precision 1.000 recall 0.833
		//	supervisor_report.txt         tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	llm_api_review.md             tp=5  fp=1  fn=0  precision 0.833 recall 1.000
		//	CHANGELOG.md                  tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	overall                       tp=14 fp=4  fn=2  precision 0.778 recall 0.875
		//
		// These are held-out figures.
		floor: floors{
			"thesis_chapter.md":     {0.98, 0.81},
			"supervisor_report.txt": {0.38, 0.98},
			"llm_api_review.md":     {0.81, 0.98},
			"CHANGELOG.md":          {0.98, 0.64},
			"overall":               {0.75, 0.85},
		},
	},
	// The held-out flag corpus 53 (testdata/flags_heldout53) is four documents
	// about a repository of its own (a Ruby gem, "icalkit"): a language model's
	// project report, a GitHub issue thread with a Ruby backtrace, a
	// maintainer's review of a design proposal, and a plain-text release
	// checklist. Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        53,
		repoName: "icalkit",
		docs:     []string{"llm_report.md", "issue-31.md", "maintainer_review.md", "release_checklist.txt"},
		// heldOut53Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 1d9967f (the
		// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_report.md                 tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	issue-31.md                   tp=2  fp=4  fn=1  precision 0.333 recall 0.667
		//	maintainer_review.md          tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	release_checklist.txt         tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	overall                       tp=17 fp=6  fn=1  precision 0.739 recall 0.944
		//
		// These are held-out figures.
		floor: floors{
			"llm_report.md":         {0.98, 0.98},
			"issue-31.md":           {0.31, 0.64},
			"maintainer_review.md":  {0.98, 0.98},
			"release_checklist.txt": {0.58, 0.98},
			"overall":               {0.71, 0.92},
		},
	},
	// The held-out flag corpus 54 (testdata/flags_heldout54) is four documents
	// about a repository of its own (a Kotlin Ktor server, "fixturely"): the
	// team's final report written largely by a language model, a teaching
	// assistant's review of it, a pull request with review comments, and plain-
	// text retrospective notes. Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        54,
		repoName: "fixturely",
		docs:     []string{"final_report.md", "ta_review.md", "pr-41.md", "retro_notes.txt"},
		// heldOut54Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 1d9967f (the
		// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=12 fp=0  fn=0  precision 1.000 recall 1.000
		//	ta_review.md                  tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr-41.md                      tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	retro_notes.txt               tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	overall                       tp=19 fp=2  fn=1  precision 0.905 recall 0.950
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md": {0.98, 0.98},
			"ta_review.md":    {0.98, 0.98},
			"pr-41.md":        {0.64, 0.98},
			"retro_notes.txt": {0.64, 0.64},
			"overall":         {0.88, 0.93},
		},
	},
	// The held-out flag corpus 55 (testdata/flags_heldout55) is four documents
	// about a repository of its own (a Java Spring Boot and Thymeleaf app,
	// "thesismatch"): the team's final report written largely by a language
	// model, a design report exported from PDF as plain text, a language
	// model's review of the test suite, and the maintainers' README (also the
	// repository's README.md). Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        55,
		repoName: "thesismatch",
		docs:     []string{"final_report.md", "design_report.txt", "llm_test_review.md", "README.md"},
		// heldOut55Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 311983c (the
		// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=12 fp=0  fn=0  precision 1.000 recall 1.000
		//	design_report.txt             tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_test_review.md            tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=23 fp=0  fn=0  precision 1.000 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":    {0.98, 0.98},
			"design_report.txt":  {0.98, 0.98},
			"llm_test_review.md": {0.98, 0.98},
			"README.md":          {0.98, 0.98},
			"overall":            {0.98, 0.98},
		},
	},
	// The held-out flag corpus 56 (testdata/flags_heldout56) is four documents
	// about a repository of its own (a Next.js, tRPC and Drizzle app,
	// "huddle"): the team's final report written largely by a language model, a
	// student's contribution statement exported from PDF as plain text, a
	// language model's onboarding notes, and the database guide kept in the
	// repository (docs/database.md, read where it lives). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        56,
		repoName: "huddle",
		docs:     []string{"project_report.md", "contribution_statement.txt", "llm_onboarding.md", "docs_database.md"},
		tracked:  map[string]string{"docs_database.md": "docs/database.md"},
		// heldOut56Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 311983c (the
		// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	project_report.md             tp=6  fp=0  fn=1  precision 1.000 recall 0.857
		//	contribution_statement.txt    tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	llm_onboarding.md             tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	docs_database.md              tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=13 fp=0  fn=2  precision 1.000 recall 0.867
		//
		// These are held-out figures.
		floor: floors{
			"project_report.md":          {0.98, 0.83},
			"contribution_statement.txt": {0.98, 0.64},
			"llm_onboarding.md":          {0.98, 0.98},
			"docs_database.md":           {0.98, 0.98},
			"overall":                    {0.98, 0.84},
		},
	},
	// The held-out flag corpus 57 (testdata/flags_heldout57) is four documents
	// about a repository of its own (a C11 SDL2 game, "lanternfall"): the
	// team's postmortem written with a language model's help, a devlog exported
	// from a blog as plain text, a language model's code review, and the
	// contributor guide (also the repository's CONTRIBUTING.md). Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        57,
		repoName: "lanternfall-c",
		docs:     []string{"postmortem.md", "devlog_export.txt", "llm_code_review.md", "CONTRIBUTING.md"},
		// heldOut57Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 311983c (the
		// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	postmortem.md                 tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	devlog_export.txt             tp=3  fp=7  fn=0  precision 0.300 recall 1.000
		//	llm_code_review.md            tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=16 fp=7  fn=0  precision 0.696 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"postmortem.md":      {0.98, 0.98},
			"devlog_export.txt":  {0.28, 0.98},
			"llm_code_review.md": {0.98, 0.98},
			"CONTRIBUTING.md":    {0.98, 0.98},
			"overall":            {0.67, 0.98},
		},
	},
	// The held-out flag corpus 58 (testdata/flags_heldout58) is four documents
	// about a repository of its own (an R and Python research project,
	// "swiftpath"): a paper draft written with a language model's help, plain-
	// text lab meeting notes, a language model's reproducibility check, and the
	// maintainers' README (also the repository's README.md). Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        58,
		repoName: "swiftpath",
		docs:     []string{"paper_draft.md", "lab_meeting_notes.txt", "llm_reproducibility_check.md", "README.md"},
		// heldOut58Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 311983c (the
		// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	paper_draft.md                tp=5  fp=0  fn=1  precision 1.000 recall 0.833
		//	lab_meeting_notes.txt         tp=3  fp=3  fn=0  precision 0.500 recall 1.000
		//	llm_reproducibility_check.md  tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=1  fp=0  fn=1  precision 1.000 recall 0.500
		//	overall                       tp=14 fp=3  fn=2  precision 0.824 recall 0.875
		//
		// These are held-out figures.
		floor: floors{
			"paper_draft.md":               {0.98, 0.81},
			"lab_meeting_notes.txt":        {0.48, 0.98},
			"llm_reproducibility_check.md": {0.98, 0.98},
			"README.md":                    {0.98, 0.48},
			"overall":                      {0.80, 0.85},
		},
	},
	// The held-out flag corpus 59 (testdata/flags_heldout59) is four documents
	// about a repository of its own (an Elixir OTP application, "tidepool"): a
	// language model's project report, another team's peer review of it, a
	// GitHub issue thread with an Elixir stack trace, and a plain-text stand-up
	// log. Documents and labels (expected.findings) were written by a helper
	// who had not read the detector, and committed before the first run.
	{
		n:        59,
		repoName: "tidepool",
		docs:     []string{"llm_report.md", "peer_review.md", "issue-9.md", "standup_log.txt"},
		// heldOut59Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 311983c (the
		// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_report.md                 tp=6  fp=9  fn=1  precision 0.400 recall 0.857
		//	peer_review.md                tp=2  fp=4  fn=0  precision 0.333 recall 1.000
		//	issue-9.md                    tp=2  fp=5  fn=0  precision 0.286 recall 1.000
		//	standup_log.txt               tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	overall                       tp=12 fp=18 fn=2  precision 0.400 recall 0.857
		//
		// These are held-out figures.
		floor: floors{
			"llm_report.md":   {0.38, 0.83},
			"peer_review.md":  {0.31, 0.98},
			"issue-9.md":      {0.26, 0.98},
			"standup_log.txt": {0.98, 0.64},
			"overall":         {0.38, 0.83},
		},
	},
	// The held-out flag corpus 60 (testdata/flags_heldout60) is four documents
	// about a repository of its own (a TypeScript npm library, "spanwise"): a
	// language model's final report, an instructor's plain-text feedback, a
	// pull request with review comments, and the project's CHANGELOG.md (also
	// in the repository). Documents and labels (expected.findings) were written
	// by a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        60,
		repoName: "spanwise",
		docs:     []string{"llm_final_report.md", "instructor_feedback.txt", "pr-77.md", "CHANGELOG.md"},
		// heldOut60Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 311983c (the
		// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_final_report.md           tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	instructor_feedback.txt       tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	pr-77.md                      tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	CHANGELOG.md                  tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	overall                       tp=16 fp=4  fn=0  precision 0.800 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"llm_final_report.md":     {0.98, 0.98},
			"instructor_feedback.txt": {0.48, 0.98},
			"pr-77.md":                {0.58, 0.98},
			"CHANGELOG.md":            {0.73, 0.98},
			"overall":                 {0.78, 0.98},
		},
	},
	// The held-out flag corpus 61 (testdata/flags_heldout61) is four documents
	// about a repository of its own (a Django Ninja API with Celery,
	// "potholer"): the team's final report written largely by a language model,
	// a retrospective exported from PDF as plain text, a language model's code
	// walkthrough, and the maintainers' README (also the repository's
	// README.md). Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        61,
		repoName: "potholer",
		docs:     []string{"final_report.md", "retrospective_report.txt", "llm_code_walkthrough.md", "README.md"},
		// heldOut61Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit a15148a (the
		// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=11 fp=0  fn=0  precision 1.000 recall 1.000
		//	retrospective_report.txt      tp=3  fp=1  fn=1  precision 0.750 recall 0.750
		//	llm_code_walkthrough.md       tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=24 fp=1  fn=1  precision 0.960 recall 0.960
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":          {0.98, 0.98},
			"retrospective_report.txt": {0.73, 0.73},
			"llm_code_walkthrough.md":  {0.98, 0.98},
			"README.md":                {0.98, 0.98},
			"overall":                  {0.94, 0.94},
		},
	},
	// The held-out flag corpus 62 (testdata/flags_heldout62) is four documents
	// about a repository of its own (a Go Kubernetes operator, "backupsched-
	// operator"): a design document written with a language model's help, an
	// intern's report exported from PDF as plain text, a language model's
	// audit, and the usage guide kept in the repository (docs/usage.md, read
	// where it lives). Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        62,
		repoName: "backupsched-operator",
		docs:     []string{"design_doc.md", "internship_report.txt", "llm_audit.md", "docs_usage.md"},
		tracked:  map[string]string{"docs_usage.md": "docs/usage.md"},
		// heldOut62Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit a15148a (the
		// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	design_doc.md                 tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	internship_report.txt         tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	llm_audit.md                  tp=3  fp=1  fn=2  precision 0.750 recall 0.600
		//	docs_usage.md                 tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	overall                       tp=11 fp=4  fn=2  precision 0.733 recall 0.846
		//
		// These are held-out figures.
		floor: floors{
			"design_doc.md":         {0.78, 0.98},
			"internship_report.txt": {0.73, 0.98},
			"llm_audit.md":          {0.73, 0.58},
			"docs_usage.md":         {0.48, 0.98},
			"overall":               {0.71, 0.82},
		},
	},
	// The held-out flag corpus 63 (testdata/flags_heldout63) is four documents
	// about a repository of its own (a Godot 4 game in GDScript, "turnip-
	// hollow"): the team's final report written with a language model's help,
	// an artist's plain-text pipeline notes, a language model's performance
	// audit, and the contributor guide (also the repository's CONTRIBUTING.md).
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        63,
		repoName: "turnip-hollow",
		docs:     []string{"final_report.md", "art_pipeline_notes.txt", "llm_performance_audit.md", "CONTRIBUTING.md"},
		// heldOut63Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit a15148a (the
		// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=5  fp=11 fn=5  precision 0.312 recall 0.500
		//	art_pipeline_notes.txt        tp=3  fp=4  fn=0  precision 0.429 recall 1.000
		//	llm_performance_audit.md      tp=1  fp=1  fn=3  precision 0.500 recall 0.250
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=11 fp=16 fn=8  precision 0.407 recall 0.579
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":          {0.29, 0.48},
			"art_pipeline_notes.txt":   {0.40, 0.98},
			"llm_performance_audit.md": {0.48, 0.23},
			"CONTRIBUTING.md":          {0.98, 0.98},
			"overall":                  {0.38, 0.55},
		},
	},
	// The held-out flag corpus 64 (testdata/flags_heldout64) is four documents
	// about a repository of its own (a Deno webhook relay, "hookrelay"): a
	// capstone report written largely by a language model, the interim report
	// exported from Word as plain text, a language model's security review, and
	// the operations guide kept in the repository (docs/operations.md, read
	// where it lives). Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        64,
		repoName: "hookrelay",
		docs:     []string{"capstone_report.md", "interim_report.txt", "llm_security_review.md", "docs_operations.md"},
		tracked:  map[string]string{"docs_operations.md": "docs/operations.md"},
		// heldOut64Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit a15148a (the
		// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	capstone_report.md            tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	interim_report.txt            tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_security_review.md        tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	docs_operations.md            tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=16 fp=0  fn=0  precision 1.000 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"capstone_report.md":     {0.98, 0.98},
			"interim_report.txt":     {0.98, 0.98},
			"llm_security_review.md": {0.98, 0.98},
			"docs_operations.md":     {0.98, 0.98},
			"overall":                {0.98, 0.98},
		},
	},
	// The held-out flag corpus 65 (testdata/flags_heldout65) is four documents
	// about a repository of its own (a Swift Vapor server, "tutorbook"): a
	// language model's project report, a senior developer's code review notes,
	// a GitHub issue thread with a Swift backtrace, and plain-text weekly
	// status e-mails. Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        65,
		repoName: "tutorbook",
		docs:     []string{"llm_report.md", "code_review_notes.md", "issue-18.md", "weekly_status.txt"},
		// heldOut65Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit a15148a (the
		// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	llm_report.md                 tp=10 fp=0  fn=0  precision 1.000 recall 1.000
		//	code_review_notes.md          tp=2  fp=4  fn=0  precision 0.333 recall 1.000
		//	issue-18.md                   tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	weekly_status.txt             tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	overall                       tp=16 fp=8  fn=1  precision 0.667 recall 0.941
		//
		// These are held-out figures.
		floor: floors{
			"llm_report.md":        {0.98, 0.98},
			"code_review_notes.md": {0.31, 0.98},
			"issue-18.md":          {0.38, 0.98},
			"weekly_status.txt":    {0.64, 0.64},
			"overall":              {0.64, 0.92},
		},
	},
	// The held-out flag corpus 66 (testdata/flags_heldout66) is four documents
	// about a repository of its own (a Python Typer CLI, "fetchkit"): the
	// team's final report written largely by a language model, a grader's
	// plain-text grading sheet, a pull request with review comments, and the
	// project's CHANGELOG.md (also in the repository). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        66,
		repoName: "fetchkit",
		docs:     []string{"final_report.md", "grading_sheet.txt", "pr-58.md", "CHANGELOG.md"},
		// heldOut66Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit a15148a (the
		// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	final_report.md               tp=8  fp=0  fn=1  precision 1.000 recall 0.889
		//	grading_sheet.txt             tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	pr-58.md                      tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	CHANGELOG.md                  tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	overall                       tp=14 fp=3  fn=2  precision 0.824 recall 0.875
		//
		// These are held-out figures.
		floor: floors{
			"final_report.md":   {0.98, 0.86},
			"grading_sheet.txt": {0.48, 0.98},
			"pr-58.md":          {0.64, 0.64},
			"CHANGELOG.md":      {0.73, 0.98},
			"overall":           {0.80, 0.85},
		},
	},
	// The held-out flag corpus 67 (testdata/flags_heldout67) is four documents
	// about a repository of its own (a Go backup CLI, "snapvault"): the
	// project's README.md (also in the repository), a pull-request thread with
	// review comments, a student's report exported from Word to plain text, and
	// a teaching assistant's feedback on that report. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        67,
		repoName: "snapvault",
		docs:     []string{"README.md", "pr_thread.md", "student_report.txt", "grader_feedback.md"},
		// heldOut67Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 686447f (the
		// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr_thread.md                  tp=2  fp=4  fn=0  precision 0.333 recall 1.000
		//	student_report.txt            tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	grader_feedback.md            tp=1  fp=2  fn=1  precision 0.333 recall 0.500
		//	overall                       tp=12 fp=6  fn=1  precision 0.667 recall 0.923
		//
		// These are held-out figures.
		floor: floors{
			"README.md":          {0.98, 0.98},
			"pr_thread.md":       {0.31, 0.98},
			"student_report.txt": {0.98, 0.98},
			"grader_feedback.md": {0.31, 0.48},
			"overall":            {0.64, 0.90},
		},
	},
	// The held-out flag corpus 68 (testdata/flags_heldout68) is four documents
	// about a repository of its own (a Python Prefect pipeline, "tidewatch"):
	// an audit written by a language model, a GitHub issue thread, a human-
	// written interim report exported from Google Docs to plain text, and
	// weekly meeting minutes. Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        68,
		repoName: "tidewatch",
		docs:     []string{"audit_report.md", "issue_thread.md", "interim_report.txt", "meeting_minutes.md"},
		// heldOut68Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 686447f (the
		// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	audit_report.md               tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	issue_thread.md               tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	interim_report.txt            tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	meeting_minutes.md            tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=16 fp=1  fn=0  precision 0.941 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"audit_report.md":    {0.98, 0.98},
			"issue_thread.md":    {0.98, 0.98},
			"interim_report.txt": {0.98, 0.98},
			"meeting_minutes.md": {0.64, 0.98},
			"overall":            {0.92, 0.98},
		},
	},
	// The held-out flag corpus 69 (testdata/flags_heldout69) is four documents
	// about a repository of its own (a Ruby on Rails app, "plotshare"): the
	// project's CONTRIBUTING.md (also in the repository), a senior developer's
	// code review, a bachelor thesis chapter exported from a LaTeX PDF to plain
	// text, and a code tour written by a language model. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        69,
		repoName: "plotshare",
		docs:     []string{"CONTRIBUTING.md", "code_review.md", "thesis_chapter.txt", "code_tour.md"},
		// heldOut69Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 686447f (the
		// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	code_review.md                tp=1  fp=0  fn=2  precision 1.000 recall 0.333
		//	thesis_chapter.txt            tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	code_tour.md                  tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=13 fp=4  fn=2  precision 0.765 recall 0.867
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":    {0.38, 0.98},
			"code_review.md":     {0.98, 0.31},
			"thesis_chapter.txt": {0.73, 0.98},
			"code_tour.md":       {0.98, 0.98},
			"overall":            {0.74, 0.84},
		},
	},
	// The held-out flag corpus 70 (testdata/flags_heldout70) is four documents
	// about a repository of its own (a Rust Bevy game, "lanternfall"): the
	// design doc docs/architecture.md (also in the repository), a classmate's
	// peer review of the team's final report, a sprint retrospective, and that
	// final report exported from Word to plain text. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        70,
		repoName: "lanternfall",
		docs:     []string{"architecture.md", "peer_review.md", "sprint_retro.md", "final_report.txt"},
		tracked:  map[string]string{"architecture.md": "docs/architecture.md"},
		// heldOut70Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 686447f (the
		// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	architecture.md               tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	peer_review.md                tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	sprint_retro.md               tp=1  fp=5  fn=1  precision 0.167 recall 0.500
		//	final_report.txt              tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=13 fp=6  fn=1  precision 0.684 recall 0.929
		//
		// These are held-out figures.
		floor: floors{
			"architecture.md":  {0.73, 0.98},
			"peer_review.md":   {0.98, 0.98},
			"sprint_retro.md":  {0.14, 0.48},
			"final_report.txt": {0.98, 0.98},
			"overall":          {0.66, 0.90},
		},
	},
	// The held-out flag corpus 71 (testdata/flags_heldout71) is four documents
	// about a repository of its own (a Java Spring Boot service, "ledgerline"):
	// an engineer's migration plan, an incident postmortem, an assessment
	// written by a language model, and an external reviewer's plain-text
	// e-mail. Documents and labels (expected.findings) were written by a helper
	// who had not read the detector, and committed before the first run.
	{
		n:        71,
		repoName: "ledgerline",
		docs:     []string{"migration_plan.md", "postmortem.md", "llm_report.md", "reviewer_email.txt"},
		// heldOut71Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 686447f (the
		// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	migration_plan.md             tp=6  fp=4  fn=0  precision 0.600 recall 1.000
		//	postmortem.md                 tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	llm_report.md                 tp=11 fp=0  fn=0  precision 1.000 recall 1.000
		//	reviewer_email.txt            tp=1  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=20 fp=4  fn=1  precision 0.833 recall 0.952
		//
		// These are held-out figures.
		floor: floors{
			"migration_plan.md":  {0.58, 0.98},
			"postmortem.md":      {0.98, 0.64},
			"llm_report.md":      {0.98, 0.98},
			"reviewer_email.txt": {0.98, 0.98},
			"overall":            {0.81, 0.93},
		},
	},
	// The held-out flag corpus 72 (testdata/flags_heldout72) is four documents
	// about a repository of its own (a React Native app, "pantrypal"): the
	// project's README.md (also in the repository), release notes, a pull
	// request with its review thread, and a student capstone report exported
	// from Google Docs to plain text. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        72,
		repoName: "pantrypal",
		docs:     []string{"README.md", "release_notes.md", "pr_review.md", "capstone_report.txt"},
		// heldOut72Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 686447f (the
		// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	release_notes.md              tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	pr_review.md                  tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	capstone_report.txt           tp=4  fp=2  fn=1  precision 0.667 recall 0.800
		//	overall                       tp=14 fp=4  fn=1  precision 0.778 recall 0.933
		//
		// These are held-out figures.
		floor: floors{
			"README.md":           {0.98, 0.98},
			"release_notes.md":    {0.78, 0.98},
			"pr_review.md":        {0.78, 0.98},
			"capstone_report.txt": {0.64, 0.78},
			"overall":             {0.75, 0.91},
		},
	},
	// The held-out flag corpus 73 (testdata/flags_heldout73) is four documents
	// about a repository of its own (a C++ mesh-simplification library,
	// "quillmesh"): the project's README.md (also in the repository), notes
	// from a design-review meeting with reported speech, a graduate student's
	// lab report exported from a PDF to plain text, and a repository summary
	// written by a language model. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        73,
		repoName: "quillmesh",
		docs:     []string{"README.md", "design_review_notes.md", "lab_report.txt", "llm_summary.md"},
		// heldOut73Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c8a9c31 (the
		// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	design_review_notes.md        tp=2  fp=1  fn=2  precision 0.667 recall 0.500
		//	lab_report.txt                tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	llm_summary.md                tp=6  fp=0  fn=2  precision 1.000 recall 0.750
		//	overall                       tp=12 fp=1  fn=5  precision 0.923 recall 0.706
		//
		// These are held-out figures.
		floor: floors{
			"README.md":              {0.98, 0.98},
			"design_review_notes.md": {0.64, 0.48},
			"lab_report.txt":         {0.98, 0.64},
			"llm_summary.md":         {0.98, 0.73},
			"overall":                {0.90, 0.68},
		},
	},
	// The held-out flag corpus 74 (testdata/flags_heldout74) is four documents
	// about a repository of its own (a Django REST Framework API, "clinicq"):
	// an external consultant's security audit, a GitHub Discussions thread, a
	// student group's course report exported from Word to plain text, and an
	// onboarding guide written by a new team member. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        74,
		repoName: "clinicq",
		docs:     []string{"SECURITY_AUDIT.md", "discussion_thread.md", "course_report.txt", "onboarding.md"},
		// heldOut74Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c8a9c31 (the
		// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	SECURITY_AUDIT.md             tp=4  fp=2  fn=0  precision 0.667 recall 1.000
		//	discussion_thread.md          tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	course_report.txt             tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	onboarding.md                 tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	overall                       tp=15 fp=5  fn=0  precision 0.750 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"SECURITY_AUDIT.md":    {0.64, 0.98},
			"discussion_thread.md": {0.48, 0.98},
			"course_report.txt":    {0.98, 0.98},
			"onboarding.md":        {0.78, 0.98},
			"overall":              {0.73, 0.98},
		},
	},
	// The held-out flag corpus 75 (testdata/flags_heldout75) is four documents
	// about a repository of its own (a Go Kubernetes operator, "certwarden"):
	// the operations guide docs/operations.md (also in the repository), a
	// lecturer's review of a student's report, an exported Slack incident
	// channel, and the student's final report written with a language model.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        75,
		repoName: "certwarden",
		docs:     []string{"docs_operations.md", "review_of_report.md", "incident_chat_log.md", "final_report.md"},
		tracked:  map[string]string{"docs_operations.md": "docs/operations.md"},
		// heldOut75Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c8a9c31 (the
		// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_operations.md            tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	review_of_report.md           tp=1  fp=2  fn=1  precision 0.333 recall 0.500
		//	incident_chat_log.md          tp=1  fp=2  fn=1  precision 0.333 recall 0.500
		//	final_report.md               tp=11 fp=2  fn=0  precision 0.846 recall 1.000
		//	overall                       tp=16 fp=8  fn=2  precision 0.667 recall 0.889
		//
		// These are held-out figures.
		floor: floors{
			"docs_operations.md":   {0.58, 0.98},
			"review_of_report.md":  {0.31, 0.48},
			"incident_chat_log.md": {0.31, 0.48},
			"final_report.md":      {0.82, 0.98},
			"overall":              {0.64, 0.86},
		},
	},
	// The held-out flag corpus 76 (testdata/flags_heldout76) is four documents
	// about a repository of its own (a TypeScript pnpm monorepo, "shipfast"):
	// the project's ARCHITECTURE.md (also in the repository), a v2-to-v3
	// upgrade guide for contributors, an intern's report exported from Google
	// Docs to plain text, and an AI review bot's pull-request comments with a
	// human's replies. Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        76,
		repoName: "shipfast",
		docs:     []string{"ARCHITECTURE.md", "upgrade_guide.md", "intern_report.txt", "bot_review.md"},
		// heldOut76Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c8a9c31 (the
		// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	ARCHITECTURE.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	upgrade_guide.md              tp=3  fp=15 fn=1  precision 0.167 recall 0.750
		//	intern_report.txt             tp=5  fp=2  fn=0  precision 0.714 recall 1.000
		//	bot_review.md                 tp=1  fp=0  fn=1  precision 1.000 recall 0.500
		//	overall                       tp=11 fp=17 fn=2  precision 0.393 recall 0.846
		//
		// These are held-out figures.
		floor: floors{
			"ARCHITECTURE.md":   {0.98, 0.98},
			"upgrade_guide.md":  {0.14, 0.73},
			"intern_report.txt": {0.69, 0.98},
			"bot_review.md":     {0.98, 0.48},
			"overall":           {0.37, 0.82},
		},
	},
	// The held-out flag corpus 77 (testdata/flags_heldout77) is four documents
	// about a repository of its own (a Kotlin Multiplatform app, "trailmix"):
	// the project's README.md (also in the repository), a pull-request
	// description with review comments, an examiner's plain-text feedback on a
	// thesis, and a two-week stand-up log. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        77,
		repoName: "trailmix",
		docs:     []string{"README.md", "pr_description_and_review.md", "examiner_feedback.txt", "standup_log.md"},
		// heldOut77Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c8a9c31 (the
		// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr_description_and_review.md  tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	examiner_feedback.txt         tp=1  fp=1  fn=1  precision 0.500 recall 0.500
		//	standup_log.md                tp=1  fp=2  fn=0  precision 0.333 recall 1.000
		//	overall                       tp=6  fp=4  fn=1  precision 0.600 recall 0.857
		//
		// These are held-out figures.
		floor: floors{
			"README.md":                    {0.98, 0.98},
			"pr_description_and_review.md": {0.64, 0.98},
			"examiner_feedback.txt":        {0.48, 0.48},
			"standup_log.md":               {0.31, 0.98},
			"overall":                      {0.58, 0.83},
		},
	},
	// The held-out flag corpus 78 (testdata/flags_heldout78) is four documents
	// about a repository of its own (a Laravel app, "benchbook"): the project's
	// CONTRIBUTING.md (also in the repository), an audit written by a language
	// model, a human-written project report exported from a PDF to plain text,
	// and a peer group's feedback on that report. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        78,
		repoName: "benchbook",
		docs:     []string{"CONTRIBUTING.md", "audit_by_llm.md", "project_report.txt", "peer_feedback.md"},
		// heldOut78Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit c8a9c31 (the
		// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	audit_by_llm.md               tp=8  fp=1  fn=2  precision 0.889 recall 0.800
		//	project_report.txt            tp=4  fp=1  fn=2  precision 0.800 recall 0.667
		//	peer_feedback.md              tp=1  fp=0  fn=1  precision 1.000 recall 0.500
		//	overall                       tp=15 fp=2  fn=5  precision 0.882 recall 0.750
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":    {0.98, 0.98},
			"audit_by_llm.md":    {0.86, 0.78},
			"project_report.txt": {0.78, 0.64},
			"peer_feedback.md":   {0.98, 0.48},
			"overall":            {0.86, 0.73},
		},
	},
	// The held-out flag corpus 79 (testdata/flags_heldout79) is four documents
	// about a repository of its own (a Terraform and Ansible infrastructure
	// repository, "harborline"): the project's README.md (also in the
	// repository), a database-migration change request, a departing engineer's
	// plain-text handover e-mail, and a review written by a language model.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        79,
		repoName: "harborline",
		docs:     []string{"README.md", "change_request.md", "ops_handover.txt", "llm_review.md"},
		// heldOut79Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 58287b4 (the
		// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	change_request.md             tp=2  fp=0  fn=2  precision 1.000 recall 0.500
		//	ops_handover.txt              tp=6  fp=2  fn=0  precision 0.750 recall 1.000
		//	llm_review.md                 tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=2  fn=2  precision 0.895 recall 0.895
		//
		// These are held-out figures.
		floor: floors{
			"README.md":         {0.98, 0.98},
			"change_request.md": {0.98, 0.48},
			"ops_handover.txt":  {0.73, 0.98},
			"llm_review.md":     {0.98, 0.98},
			"overall":           {0.87, 0.87},
		},
	},
	// The held-out flag corpus 80 (testdata/flags_heldout80) is four documents
	// about a repository of its own (a PyTorch segmentation codebase,
	// "glimmer"): the project's REPRODUCING.md (also in the repository),
	// conference reviewers' comments on the paper and code, a PhD student's
	// plain-text lab notebook, and a training-loop walkthrough written by a
	// language model. Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        80,
		repoName: "glimmer",
		docs:     []string{"REPRODUCING.md", "reviewer_comments.md", "lab_notebook.txt", "code_walkthrough.md"},
		// heldOut80Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 58287b4 (the
		// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	REPRODUCING.md                tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	reviewer_comments.md          tp=2  fp=2  fn=1  precision 0.500 recall 0.667
		//	lab_notebook.txt              tp=3  fp=2  fn=1  precision 0.600 recall 0.750
		//	code_walkthrough.md           tp=7  fp=1  fn=0  precision 0.875 recall 1.000
		//	overall                       tp=15 fp=7  fn=2  precision 0.682 recall 0.882
		//
		// These are held-out figures.
		floor: floors{
			"REPRODUCING.md":       {0.58, 0.98},
			"reviewer_comments.md": {0.48, 0.64},
			"lab_notebook.txt":     {0.58, 0.73},
			"code_walkthrough.md":  {0.85, 0.98},
			"overall":              {0.66, 0.86},
		},
	},
	// The held-out flag corpus 81 (testdata/flags_heldout81) is four documents
	// about a repository of its own (an Elixir Phoenix LiveView app,
	// "potluck"): a student's Markdown project report, a teaching assistant's
	// plain-text feedback on it, a GitHub issue thread, and the project's
	// CHANGELOG.md (in the repository as CHANGELOG.md). Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        81,
		repoName: "potluck",
		docs:     []string{"student_report.md", "ta_feedback.txt", "github_issue.md", "changelog_excerpt.md"},
		tracked:  map[string]string{"changelog_excerpt.md": "CHANGELOG.md"},
		// heldOut81Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 58287b4 (the
		// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	student_report.md             tp=7  fp=4  fn=0  precision 0.636 recall 1.000
		//	ta_feedback.txt               tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	github_issue.md               tp=1  fp=0  fn=1  precision 1.000 recall 0.500
		//	changelog_excerpt.md          tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	overall                       tp=10 fp=6  fn=1  precision 0.625 recall 0.909
		//
		// These are held-out figures.
		floor: floors{
			"student_report.md":    {0.61, 0.98},
			"ta_feedback.txt":      {0.48, 0.98},
			"github_issue.md":      {0.98, 0.48},
			"changelog_excerpt.md": {0.48, 0.98},
			"overall":              {0.60, 0.88},
		},
	},
	// The held-out flag corpus 82 (testdata/flags_heldout82) is four documents
	// about a repository of its own (a SwiftUI iOS app, "tidebook"): the
	// project's ARCHITECTURE.md (also in the repository), an agency's app
	// review exported from a PDF to plain text, an exported Slack debugging
	// thread, and an onboarding guide written by a language model. Documents
	// and labels (expected.findings) were written by a helper who had not read
	// the detector, and committed before the first run.
	{
		n:        82,
		repoName: "tidebook",
		docs:     []string{"ARCHITECTURE.md", "app_review_report.txt", "slack_thread.md", "llm_onboarding.md"},
		// heldOut82Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 58287b4 (the
		// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	ARCHITECTURE.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	app_review_report.txt         tp=3  fp=1  fn=1  precision 0.750 recall 0.750
		//	slack_thread.md               tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	llm_onboarding.md             tp=8  fp=0  fn=3  precision 1.000 recall 0.727
		//	overall                       tp=16 fp=2  fn=4  precision 0.889 recall 0.800
		//
		// These are held-out figures.
		floor: floors{
			"ARCHITECTURE.md":       {0.98, 0.98},
			"app_review_report.txt": {0.73, 0.73},
			"slack_thread.md":       {0.73, 0.98},
			"llm_onboarding.md":     {0.98, 0.70},
			"overall":               {0.86, 0.78},
		},
	},
	// The held-out flag corpus 83 (testdata/flags_heldout83) is four documents
	// about a repository of its own (a Go microservices repository,
	// "parcelrun"): the project's CONTRIBUTING.md (also in the repository),
	// three engineers' review of a design document, a student team's capstone
	// report exported from Word to plain text, and an incident postmortem.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        83,
		repoName: "parcelrun",
		docs:     []string{"CONTRIBUTING.md", "design_doc_review.md", "capstone_report.txt", "postmortem.md"},
		// heldOut83Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 58287b4 (the
		// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	design_doc_review.md          tp=3  fp=6  fn=0  precision 0.333 recall 1.000
		//	capstone_report.txt           tp=0  fp=0  fn=4  precision 1.000 recall 0.000
		//	postmortem.md                 tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=8  fp=6  fn=4  precision 0.571 recall 0.667
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":      {0.98, 0.98},
			"design_doc_review.md": {0.31, 0.98},
			"capstone_report.txt":  {0.98, 0.00},
			"postmortem.md":        {0.98, 0.98},
			"overall":              {0.55, 0.64},
		},
	},
	// The held-out flag corpus 84 (testdata/flags_heldout84) is four documents
	// about a repository of its own (a Vue and Express app, "quizforge"): the
	// project's README.md (only in the repository), a student team's final
	// report written with a language model's help, the grader's filled-in
	// rubric for it, and plain-text retrospective notes. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        84,
		repoName: "quizforge",
		docs:     []string{"README.md", "final_report.md", "grading_rubric_feedback.md", "retro_notes.txt"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut84Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 58287b4 (the
		// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	final_report.md               tp=13 fp=0  fn=0  precision 1.000 recall 1.000
		//	grading_rubric_feedback.md    tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	retro_notes.txt               tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	overall                       tp=19 fp=3  fn=0  precision 0.864 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"README.md":                  {0.98, 0.98},
			"final_report.md":            {0.98, 0.98},
			"grading_rubric_feedback.md": {0.48, 0.98},
			"retro_notes.txt":            {0.58, 0.98},
			"overall":                    {0.84, 0.98},
		},
	},
	// The held-out flag corpus 85 (testdata/flags_heldout85) is four documents
	// about a repository of its own (a C# ASP.NET Core API, "stockroom"): the
	// project's README.md (also in the repository), an intern's weekly logbook
	// exported from Word to plain text, a pull-request review thread, and a
	// security assessment written by a language model. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        85,
		repoName: "stockroom",
		docs:     []string{"README.md", "internship_logbook.txt", "pr_review_thread.md", "llm_security_report.md"},
		// heldOut85Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 088a100 (the
		// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship_logbook.txt        tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr_review_thread.md           tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	llm_security_report.md        tp=6  fp=0  fn=1  precision 1.000 recall 0.857
		//	overall                       tp=14 fp=1  fn=1  precision 0.933 recall 0.933
		//
		// These are held-out figures.
		floor: floors{
			"README.md":              {0.98, 0.98},
			"internship_logbook.txt": {0.98, 0.98},
			"pr_review_thread.md":    {0.64, 0.98},
			"llm_security_report.md": {0.98, 0.83},
			"overall":                {0.91, 0.91},
		},
	},
	// The held-out flag corpus 86 (testdata/flags_heldout86) is four documents
	// about a repository of its own (a Python CLI and library, "tabular-diff"):
	// the usage guide docs/usage.md (also in the repository), a mentor's plain-
	// text review of a GSoC final report, that report, and an exported Discord
	// help channel. Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        86,
		repoName: "tabular-diff",
		docs:     []string{"docs_usage.md", "mentor_review.txt", "gsoc_final_report.md", "discord_export.md"},
		tracked:  map[string]string{"docs_usage.md": "docs/usage.md"},
		// heldOut86Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 088a100 (the
		// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_usage.md                 tp=2  fp=12 fn=0  precision 0.143 recall 1.000
		//	mentor_review.txt             tp=1  fp=3  fn=0  precision 0.250 recall 1.000
		//	gsoc_final_report.md          tp=5  fp=1  fn=1  precision 0.833 recall 0.833
		//	discord_export.md             tp=1  fp=2  fn=0  precision 0.333 recall 1.000
		//	overall                       tp=9  fp=18 fn=1  precision 0.333 recall 0.900
		//
		// These are held-out figures.
		floor: floors{
			"docs_usage.md":        {0.12, 0.98},
			"mentor_review.txt":    {0.23, 0.98},
			"gsoc_final_report.md": {0.81, 0.81},
			"discord_export.md":    {0.31, 0.98},
			"overall":              {0.31, 0.88},
		},
	},
	// The held-out flag corpus 87 (testdata/flags_heldout87) is four documents
	// about a repository of its own (a Java Android app, "birdlog"): the
	// project's CONTRIBUTING.md (also in the repository), a thesis chapter
	// exported from a PDF to plain text, a code review written by a language
	// model, and supervisor meeting notes. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        87,
		repoName: "birdlog",
		docs:     []string{"CONTRIBUTING.md", "final_thesis_excerpt.txt", "code_review_by_llm.md", "supervisor_meeting_notes.md"},
		// heldOut87Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 088a100 (the
		// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=1  fp=1  fn=1  precision 0.500 recall 0.500
		//	final_thesis_excerpt.txt      tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	code_review_by_llm.md         tp=4  fp=0  fn=3  precision 1.000 recall 0.571
		//	supervisor_meeting_notes.md   tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=9  fp=2  fn=5  precision 0.818 recall 0.643
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":             {0.48, 0.48},
			"final_thesis_excerpt.txt":    {0.98, 0.64},
			"code_review_by_llm.md":       {0.98, 0.55},
			"supervisor_meeting_notes.md": {0.64, 0.98},
			"overall":                     {0.79, 0.62},
		},
	},
	// The held-out flag corpus 88 (testdata/flags_heldout88) is four documents
	// about a repository of its own (a Rust log-filter CLI, "logsieve"): the
	// project's ARCHITECTURE.md (also in the repository), a feature request
	// with the pull request implementing it, a maintainer's release blog post,
	// and a student's essay exported from Word to plain text. Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        88,
		repoName: "logsieve",
		docs:     []string{"ARCHITECTURE.md", "issue_and_pr.md", "blog_post.md", "course_essay.txt"},
		// heldOut88Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 088a100 (the
		// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	ARCHITECTURE.md               tp=2  fp=0  fn=1  precision 1.000 recall 0.667
		//	issue_and_pr.md               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	blog_post.md                  tp=0  fp=1  fn=3  precision 0.000 recall 0.000
		//	course_essay.txt              tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=8  fp=2  fn=4  precision 0.800 recall 0.667
		//
		// These are held-out figures.
		floor: floors{
			"ARCHITECTURE.md":  {0.98, 0.64},
			"issue_and_pr.md":  {0.64, 0.98},
			"blog_post.md":     {0.00, 0.00},
			"course_essay.txt": {0.98, 0.98},
			"overall":          {0.78, 0.64},
		},
	},
	// The held-out flag corpus 89 (testdata/flags_heldout89) is four documents
	// about a repository of its own (a NestJS and Prisma backend, "rentwise"):
	// the API guide docs/api.md (also in the repository), a compliance audit
	// written by a language model, a colleague's review of that audit, and a
	// plain-text sprint demo script. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        89,
		repoName: "rentwise",
		docs:     []string{"docs_api.md", "audit_report_llm.md", "peer_review_of_audit.md", "sprint_demo_script.txt"},
		tracked:  map[string]string{"docs_api.md": "docs/api.md"},
		// heldOut89Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 088a100 (the
		// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_api.md                   tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	audit_report_llm.md           tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	peer_review_of_audit.md       tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	sprint_demo_script.txt        tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=15 fp=1  fn=0  precision 0.938 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"docs_api.md":             {0.98, 0.98},
			"audit_report_llm.md":     {0.98, 0.98},
			"peer_review_of_audit.md": {0.64, 0.98},
			"sprint_demo_script.txt":  {0.98, 0.98},
			"overall":                 {0.91, 0.98},
		},
	},
	// The held-out flag corpus 90 (testdata/flags_heldout90) is four documents
	// about a repository of its own (Zephyr firmware for beehive sensor nodes,
	// "hivemind"): the project's README.md (also in the repository), an
	// engineer's plain-text bring-up log, an external consultant's design
	// review, and a student's report on porting the firmware. Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        90,
		repoName: "hivemind",
		docs:     []string{"README.md", "hardware_bringup_log.txt", "design_review.md", "student_report.md"},
		// heldOut90Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 088a100 (the
		// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	hardware_bringup_log.txt      tp=4  fp=3  fn=0  precision 0.571 recall 1.000
		//	design_review.md              tp=4  fp=2  fn=0  precision 0.667 recall 1.000
		//	student_report.md             tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=15 fp=6  fn=0  precision 0.714 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"README.md":                {0.64, 0.98},
			"hardware_bringup_log.txt": {0.55, 0.98},
			"design_review.md":         {0.64, 0.98},
			"student_report.md":        {0.98, 0.98},
			"overall":                  {0.69, 0.98},
		},
	},
	// The held-out flag corpus 91 (testdata/flags_heldout91) is four documents
	// about a repository of its own (a FastAPI and SQLModel service,
	// "mealmind"): the project's README.md (also in the repository), a
	// hackathon judge's notes on several teams, the team's final report
	// exported from Google Docs to plain text, and a code audit written by a
	// language model. Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        91,
		repoName: "mealmind",
		docs:     []string{"README.md", "hackathon_judging_notes.md", "final_report.txt", "code_audit_llm.md"},
		// heldOut91Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 6f194a4 (the
		// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	hackathon_judging_notes.md    tp=3  fp=4  fn=0  precision 0.429 recall 1.000
		//	final_report.txt              tp=5  fp=0  fn=1  precision 1.000 recall 0.833
		//	code_audit_llm.md             tp=6  fp=1  fn=0  precision 0.857 recall 1.000
		//	overall                       tp=16 fp=5  fn=1  precision 0.762 recall 0.941
		//
		// These are held-out figures.
		floor: floors{
			"README.md":                  {0.98, 0.98},
			"hackathon_judging_notes.md": {0.40, 0.98},
			"final_report.txt":           {0.98, 0.81},
			"code_audit_llm.md":          {0.83, 0.98},
			"overall":                    {0.74, 0.92},
		},
	},
	// The held-out flag corpus 92 (testdata/flags_heldout92) is four documents
	// about a repository of its own (a Go static-site generator, "quillpress"):
	// the theming guide docs/themes.md (also in the repository), a GitHub issue
	// thread, a student's plain-text speaker notes, and a release summary
	// written by a language model. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        92,
		repoName: "quillpress",
		docs:     []string{"docs_themes.md", "issue_thread.md", "student_presentation_notes.txt", "llm_changelog_summary.md"},
		tracked:  map[string]string{"docs_themes.md": "docs/themes.md"},
		// heldOut92Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 6f194a4 (the
		// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_themes.md                tp=3  fp=5  fn=0  precision 0.375 recall 1.000
		//	issue_thread.md               tp=3  fp=2  fn=0  precision 0.600 recall 1.000
		//	student_presentation_notes.txt tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_changelog_summary.md      tp=7  fp=1  fn=0  precision 0.875 recall 1.000
		//	overall                       tp=19 fp=8  fn=0  precision 0.704 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"docs_themes.md":                 {0.35, 0.98},
			"issue_thread.md":                {0.58, 0.98},
			"student_presentation_notes.txt": {0.98, 0.98},
			"llm_changelog_summary.md":       {0.85, 0.98},
			"overall":                        {0.68, 0.98},
		},
	},
	// The held-out flag corpus 93 (testdata/flags_heldout93) is four documents
	// about a repository of its own (a Unity puzzle game, "gearbound"): the
	// project's CONTRIBUTING.md (also in the repository), a designer's playtest
	// report, the team's final report exported from Word to plain text, and the
	// instructor's feedback on it. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        93,
		repoName: "gearbound",
		docs:     []string{"CONTRIBUTING.md", "playtest_report.md", "team_report.txt", "instructor_feedback.md"},
		// heldOut93Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 6f194a4 (the
		// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	playtest_report.md            tp=1  fp=0  fn=0  precision 1.000 recall 1.000
		//	team_report.txt               tp=7  fp=0  fn=1  precision 1.000 recall 0.875
		//	instructor_feedback.md        tp=1  fp=1  fn=0  precision 0.500 recall 1.000
		//	overall                       tp=11 fp=4  fn=1  precision 0.733 recall 0.917
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":        {0.38, 0.98},
			"playtest_report.md":     {0.98, 0.98},
			"team_report.txt":        {0.98, 0.85},
			"instructor_feedback.md": {0.48, 0.98},
			"overall":                {0.71, 0.89},
		},
	},
	// The held-out flag corpus 94 (testdata/flags_heldout94) is four documents
	// about a repository of its own (a Ruby gem, "tally_ho"): the project's
	// UPGRADING.md (also in the repository), an issue filed by a user of the
	// gem, a review written by a language model, and a plain-text conference
	// talk transcript. Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        94,
		repoName: "tally_ho",
		docs:     []string{"UPGRADING.md", "rubygems_issue.md", "code_review_llm.md", "conference_talk_transcript.txt"},
		// heldOut94Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 6f194a4 (the
		// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	UPGRADING.md                  tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	rubygems_issue.md             tp=3  fp=3  fn=0  precision 0.500 recall 1.000
		//	code_review_llm.md            tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	conference_talk_transcript.txt tp=2  fp=5  fn=1  precision 0.286 recall 0.667
		//	overall                       tp=14 fp=9  fn=1  precision 0.609 recall 0.933
		//
		// These are held-out figures.
		floor: floors{
			"UPGRADING.md":                   {0.64, 0.98},
			"rubygems_issue.md":              {0.48, 0.98},
			"code_review_llm.md":             {0.98, 0.98},
			"conference_talk_transcript.txt": {0.26, 0.64},
			"overall":                        {0.58, 0.91},
		},
	},
	// The held-out flag corpus 95 (testdata/flags_heldout95) is four documents
	// about a repository of its own (a dbt and Airflow repository,
	// "harbormetrics"): the on-call runbook docs/runbook.md (also in the
	// repository), a data-quality incident write-up, a plain-text analyst
	// handbook excerpt, and a lineage report written by a language model.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        95,
		repoName: "harbormetrics",
		docs:     []string{"docs_runbook.md", "data_quality_incident.md", "analyst_handbook_excerpt.txt", "llm_lineage_report.md"},
		tracked:  map[string]string{"docs_runbook.md": "docs/runbook.md"},
		// heldOut95Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 6f194a4 (the
		// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_runbook.md               tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	data_quality_incident.md      tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	analyst_handbook_excerpt.txt  tp=2  fp=1  fn=2  precision 0.667 recall 0.500
		//	llm_lineage_report.md         tp=7  fp=8  fn=0  precision 0.467 recall 1.000
		//	overall                       tp=14 fp=9  fn=2  precision 0.609 recall 0.875
		//
		// These are held-out figures.
		floor: floors{
			"docs_runbook.md":              {0.98, 0.98},
			"data_quality_incident.md":     {0.98, 0.98},
			"analyst_handbook_excerpt.txt": {0.64, 0.48},
			"llm_lineage_report.md":        {0.44, 0.98},
			"overall":                      {0.58, 0.85},
		},
	},
	// The held-out flag corpus 96 (testdata/flags_heldout96) is four documents
	// about a repository of its own (a Kotlin Spring Boot and React monorepo,
	// "clinicbook"): the project's README.md (also in the repository), a peer's
	// review of a classmate's report and code, that report exported from a PDF
	// to plain text, and two weeks of stand-up notes with a retro. Documents
	// and labels (expected.findings) were written by a helper who had not read
	// the detector, and committed before the first run.
	{
		n:        96,
		repoName: "clinicbook",
		docs:     []string{"README.md", "peer_code_review.md", "project_report.txt", "standup_and_retro.md"},
		// heldOut96Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 6f194a4 (the
		// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	peer_code_review.md           tp=3  fp=4  fn=0  precision 0.429 recall 1.000
		//	project_report.txt            tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	standup_and_retro.md          tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=16 fp=5  fn=0  precision 0.762 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"README.md":            {0.98, 0.98},
			"peer_code_review.md":  {0.40, 0.98},
			"project_report.txt":   {0.98, 0.98},
			"standup_and_retro.md": {0.64, 0.98},
			"overall":              {0.74, 0.98},
		},
	},
	// The held-out flag corpus 97 (testdata/flags_heldout97) is four documents
	// about a repository of its own (a Django and HTMX app, "shelfie"): the
	// project's README.md (also in the repository), an external tester's
	// accessibility audit, a student developer's plain-text diary, and a
	// portfolio summary written by a language model. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        97,
		repoName: "shelfie",
		docs:     []string{"README.md", "accessibility_audit.md", "student_diary.txt", "llm_project_summary.md"},
		// heldOut97Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24ac46 (the
		// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	accessibility_audit.md        tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	student_diary.txt             tp=4  fp=3  fn=0  precision 0.571 recall 1.000
		//	llm_project_summary.md        tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=4  fn=0  precision 0.810 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"README.md":              {0.98, 0.98},
			"accessibility_audit.md": {0.73, 0.98},
			"student_diary.txt":      {0.55, 0.98},
			"llm_project_summary.md": {0.98, 0.98},
			"overall":                {0.79, 0.98},
		},
	},
	// The held-out flag corpus 98 (testdata/flags_heldout98) is four documents
	// about a repository of its own (a Go gRPC and Postgres service,
	// "ledgerlite"): the operations guide docs/operations.md (also in the
	// repository), a pull-request thread, a grader's plain-text report on a
	// student's submission, and an architecture review written by a language
	// model. Documents and labels (expected.findings) were written by a helper
	// who had not read the detector, and committed before the first run.
	{
		n:        98,
		repoName: "ledgerlite",
		docs:     []string{"docs_operations.md", "pr_thread.md", "grader_report.txt", "ai_architecture_review.md"},
		tracked:  map[string]string{"docs_operations.md": "docs/operations.md"},
		// heldOut98Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24ac46 (the
		// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_operations.md            tp=3  fp=3  fn=0  precision 0.500 recall 1.000
		//	pr_thread.md                  tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	grader_report.txt             tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	ai_architecture_review.md     tp=12 fp=1  fn=1  precision 0.923 recall 0.923
		//	overall                       tp=21 fp=6  fn=1  precision 0.778 recall 0.955
		//
		// These are held-out figures.
		floor: floors{
			"docs_operations.md":        {0.48, 0.98},
			"pr_thread.md":              {0.98, 0.98},
			"grader_report.txt":         {0.48, 0.98},
			"ai_architecture_review.md": {0.90, 0.90},
			"overall":                   {0.75, 0.93},
		},
	},
	// The held-out flag corpus 99 (testdata/flags_heldout99) is four documents
	// about a repository of its own (a TypeScript Electron app, "notewell"):
	// the project's CONTRIBUTING.md (also in the repository), a team's bug-bash
	// notes, a student team's final report exported from a PDF to plain text,
	// and the lecturer's feedback on it. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        99,
		repoName: "notewell",
		docs:     []string{"CONTRIBUTING.md", "bug_bash_notes.md", "final_report.txt", "reviewer_feedback.md"},
		// heldOut99Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24ac46 (the
		// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	bug_bash_notes.md             tp=5  fp=2  fn=0  precision 0.714 recall 1.000
		//	final_report.txt              tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	reviewer_feedback.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=18 fp=2  fn=0  precision 0.900 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":      {0.98, 0.98},
			"bug_bash_notes.md":    {0.69, 0.98},
			"final_report.txt":     {0.98, 0.98},
			"reviewer_feedback.md": {0.98, 0.98},
			"overall":              {0.88, 0.98},
		},
	},
	// The held-out flag corpus 100 (testdata/flags_heldout100) is four
	// documents about a repository of its own (a Rust axum and sqlx service,
	// "parkrun-stats"): the project's README.md (also in the repository), a
	// security review written by a language model, the maintainer's reply
	// refuting it, and an attendee's plain-text notes of a meetup talk.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        100,
		repoName: "parkrun-stats",
		docs:     []string{"README.md", "security_review_llm.md", "maintainer_reply.md", "meetup_talk_notes.txt"},
		// heldOut100Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24ac46 (the
		// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	security_review_llm.md        tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	maintainer_reply.md           tp=1  fp=4  fn=0  precision 0.200 recall 1.000
		//	meetup_talk_notes.txt         tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	overall                       tp=13 fp=5  fn=0  precision 0.722 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"README.md":              {0.98, 0.98},
			"security_review_llm.md": {0.98, 0.98},
			"maintainer_reply.md":    {0.18, 0.98},
			"meetup_talk_notes.txt":  {0.73, 0.98},
			"overall":                {0.70, 0.98},
		},
	},
	// The held-out flag corpus 101 (testdata/flags_heldout101) is four
	// documents about a repository of its own (a Java Quarkus service,
	// "fleetwatch"): the project's ARCHITECTURE.md (also in the repository), an
	// on-call handbook excerpt, an intern's report exported from Word to plain
	// text, and a code review thread on a refactoring. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        101,
		repoName: "fleetwatch",
		docs:     []string{"ARCHITECTURE.md", "oncall_handbook_excerpt.md", "internship_report.txt", "code_review_thread.md"},
		// heldOut101Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24ac46 (the
		// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	ARCHITECTURE.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	oncall_handbook_excerpt.md    tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship_report.txt         tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	code_review_thread.md         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=11 fp=1  fn=0  precision 0.917 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"ARCHITECTURE.md":            {0.98, 0.98},
			"oncall_handbook_excerpt.md": {0.98, 0.98},
			"internship_report.txt":      {0.78, 0.98},
			"code_review_thread.md":      {0.98, 0.98},
			"overall":                    {0.89, 0.98},
		},
	},
	// The held-out flag corpus 102 (testdata/flags_heldout102) is four
	// documents about a repository of its own (a Flutter app, "sproutly"): the
	// project's README.md (also in the repository), a UX researcher's usability
	// report, a student capstone report exported from Google Docs to plain
	// text, and a code review written by a language model. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        102,
		repoName: "sproutly",
		docs:     []string{"README.md", "ux_research_report.md", "capstone_report.txt", "llm_code_review.md"},
		// heldOut102Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit e24ac46 (the
		// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	ux_research_report.md         tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	capstone_report.txt           tp=5  fp=1  fn=0  precision 0.833 recall 1.000
		//	llm_code_review.md            tp=4  fp=1  fn=1  precision 0.800 recall 0.800
		//	overall                       tp=13 fp=3  fn=2  precision 0.812 recall 0.867
		//
		// These are held-out figures.
		floor: floors{
			"README.md":             {0.98, 0.98},
			"ux_research_report.md": {0.64, 0.64},
			"capstone_report.txt":   {0.81, 0.98},
			"llm_code_review.md":    {0.78, 0.78},
			"overall":               {0.79, 0.84},
		},
	},
	// The held-out flag corpus 103 (testdata/flags_heldout103) is four
	// documents about a repository of its own (a Python CSV-cleaning CLI,
	// "csvkitten"): the tutorial docs/tutorial.md (also in the repository), a
	// GitHub issue thread with a user's traceback, a student's course report
	// exported from Word to plain text, and a contributor guide drafted by a
	// language model. Documents and labels (expected.findings) were written by
	// a helper who had not read the detector, and committed before the first
	// run.
	{
		n:        103,
		repoName: "csvkitten",
		docs:     []string{"docs_tutorial.md", "issue_thread.md", "course_report.txt", "llm_contributor_guide.md"},
		tracked:  map[string]string{"docs_tutorial.md": "docs/tutorial.md"},
		// heldOut103Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 8e34f9a (the
		// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_tutorial.md              tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	issue_thread.md               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	course_report.txt             tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	llm_contributor_guide.md      tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=4  fn=0  precision 0.810 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"docs_tutorial.md":         {0.48, 0.98},
			"issue_thread.md":          {0.64, 0.98},
			"course_report.txt":        {0.78, 0.98},
			"llm_contributor_guide.md": {0.98, 0.98},
			"overall":                  {0.79, 0.98},
		},
	},
	// The held-out flag corpus 104 (testdata/flags_heldout104) is four
	// documents about a repository of its own (a TypeScript GitHub Action,
	// "label-sync"): the project's README.md (also in the repository), the
	// v2-to-v3 migration guide, a reviewer's notes on a pull request, and a
	// user's plain-text forum post. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        104,
		repoName: "label-sync",
		docs:     []string{"README.md", "migration_guide_v3.md", "reviewer_notes.md", "user_forum_post.txt"},
		// heldOut104Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 8e34f9a (the
		// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	migration_guide_v3.md         tp=4  fp=3  fn=0  precision 0.571 recall 1.000
		//	reviewer_notes.md             tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	user_forum_post.txt           tp=0  fp=7  fn=2  precision 0.000 recall 0.000
		//	overall                       tp=8  fp=11 fn=2  precision 0.421 recall 0.800
		//
		// These are held-out figures.
		floor: floors{
			"README.md":             {0.64, 0.98},
			"migration_guide_v3.md": {0.55, 0.98},
			"reviewer_notes.md":     {0.98, 0.98},
			"user_forum_post.txt":   {0.00, 0.00},
			"overall":               {0.40, 0.78},
		},
	},
	// The held-out flag corpus 105 (testdata/flags_heldout105) is four
	// documents about a repository of its own (a C++ audio library, "lumen-
	// audio"): the integration guide docs/integration.md (also in the
	// repository), design meeting minutes, a master's thesis chapter exported
	// from a LaTeX PDF to plain text, and a code audit written by a language
	// model. Documents and labels (expected.findings) were written by a helper
	// who had not read the detector, and committed before the first run.
	{
		n:        105,
		repoName: "lumen-audio",
		docs:     []string{"docs_integration.md", "design_meeting_minutes.md", "thesis_excerpt.txt", "llm_audit.md"},
		tracked:  map[string]string{"docs_integration.md": "docs/integration.md"},
		// heldOut105Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 8e34f9a (the
		// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_integration.md           tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	design_meeting_minutes.md     tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	thesis_excerpt.txt            tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	llm_audit.md                  tp=7  fp=1  fn=0  precision 0.875 recall 1.000
		//	overall                       tp=14 fp=4  fn=0  precision 0.778 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"docs_integration.md":       {0.98, 0.98},
			"design_meeting_minutes.md": {0.48, 0.98},
			"thesis_excerpt.txt":        {0.73, 0.98},
			"llm_audit.md":              {0.85, 0.98},
			"overall":                   {0.75, 0.98},
		},
	},
	// The held-out flag corpus 106 (testdata/flags_heldout106) is four
	// documents about a repository of its own (a Rails API, "gigboard"): the
	// project's CONTRIBUTING.md (also in the repository), a classmate's peer
	// review of a team report, that report in Markdown, and plain-text sprint
	// review notes. Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        106,
		repoName: "gigboard",
		docs:     []string{"CONTRIBUTING.md", "peer_review.md", "team_report.md", "sprint_review_notes.txt"},
		// heldOut106Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 8e34f9a (the
		// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	peer_review.md                tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	team_report.md                tp=11 fp=0  fn=1  precision 1.000 recall 0.917
		//	sprint_review_notes.txt       tp=3  fp=3  fn=1  precision 0.500 recall 0.750
		//	overall                       tp=19 fp=4  fn=2  precision 0.826 recall 0.905
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":         {0.98, 0.98},
			"peer_review.md":          {0.64, 0.98},
			"team_report.md":          {0.98, 0.89},
			"sprint_review_notes.txt": {0.48, 0.73},
			"overall":                 {0.80, 0.88},
		},
	},
	// The held-out flag corpus 107 (testdata/flags_heldout107) is four
	// documents about a repository of its own (a Go kubectl plugin,
	// "kubepeek"): the project's README.md (also in the repository), release
	// notes drafted by a language model, an exported Slack support thread, and
	// a platform team's evaluation exported from Google Docs to plain text.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        107,
		repoName: "kubepeek",
		docs:     []string{"README.md", "llm_release_notes.md", "slack_support_thread.md", "evaluation_report.txt"},
		// heldOut107Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 8e34f9a (the
		// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	llm_release_notes.md          tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	slack_support_thread.md       tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	evaluation_report.txt         tp=3  fp=3  fn=1  precision 0.500 recall 0.750
		//	overall                       tp=14 fp=6  fn=1  precision 0.700 recall 0.933
		//
		// These are held-out figures.
		floor: floors{
			"README.md":               {0.98, 0.98},
			"llm_release_notes.md":    {0.98, 0.98},
			"slack_support_thread.md": {0.38, 0.98},
			"evaluation_report.txt":   {0.48, 0.73},
			"overall":                 {0.68, 0.91},
		},
	},
	// The held-out flag corpus 108 (testdata/flags_heldout108) is four
	// documents about a repository of its own (a SvelteKit and Supabase app,
	// "potterly"): the deployment guide docs/deployment.md (also in the
	// repository), a code review written by a language model, an instructor's
	// plain-text feedback, and two weeks of stand-up notes. Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        108,
		repoName: "potterly",
		docs:     []string{"docs_deployment.md", "code_review_by_llm.md", "instructor_feedback.txt", "standup_notes.md"},
		tracked:  map[string]string{"docs_deployment.md": "docs/deployment.md"},
		// heldOut108Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 8e34f9a (the
		// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_deployment.md            tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	code_review_by_llm.md         tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	instructor_feedback.txt       tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	standup_notes.md              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=15 fp=1  fn=0  precision 0.938 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"docs_deployment.md":      {0.98, 0.98},
			"code_review_by_llm.md":   {0.98, 0.98},
			"instructor_feedback.txt": {0.98, 0.98},
			"standup_notes.md":        {0.64, 0.98},
			"overall":                 {0.91, 0.98},
		},
	},
	// The held-out flag corpus 109 (testdata/flags_heldout109) is four
	// documents about a repository of its own (a Python flake8 plugin,
	// "flake8-tidyimports-ng"): the usage guide docs/usage.md (also in the
	// repository), a user's false-positive issue, a user's plain-text blog post
	// about adopting the plugin, and a code review written by a language model.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        109,
		repoName: "flake8-tidyimports-ng",
		docs:     []string{"docs_usage.md", "github_issue_false_positive.md", "tutorial_blog_post.txt", "llm_code_review.md"},
		tracked:  map[string]string{"docs_usage.md": "docs/usage.md"},
		// heldOut109Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit dd55876 (the
		// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_usage.md                 tp=2  fp=4  fn=0  precision 0.333 recall 1.000
		//	github_issue_false_positive.md tp=2  fp=5  fn=0  precision 0.286 recall 1.000
		//	tutorial_blog_post.txt        tp=3  fp=4  fn=0  precision 0.429 recall 1.000
		//	llm_code_review.md            tp=6  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=13 fp=13 fn=0  precision 0.500 recall 1.000
		//
		// These are held-out figures.
		floor: floors{
			"docs_usage.md":                  {0.31, 0.98},
			"github_issue_false_positive.md": {0.26, 0.98},
			"tutorial_blog_post.txt":         {0.40, 0.98},
			"llm_code_review.md":             {0.98, 0.98},
			"overall":                        {0.48, 0.98},
		},
	},
	// The held-out flag corpus 110 (testdata/flags_heldout110) is four
	// documents about a repository of its own (a Helm chart and operator,
	// "pgbouncer-chart"): the project's README.md (also in the repository),
	// upgrade notes across chart versions, a pull-request review thread, and an
	// SRE's plain-text incident notes. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        110,
		repoName: "pgbouncer-chart",
		docs:     []string{"README.md", "upgrade_notes.md", "review_thread.md", "ops_incident_notes.txt"},
		// heldOut110Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit dd55876 (the
		// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	upgrade_notes.md              tp=1  fp=2  fn=2  precision 0.333 recall 0.333
		//	review_thread.md              tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	ops_incident_notes.txt        tp=2  fp=3  fn=0  precision 0.400 recall 1.000
		//	overall                       tp=7  fp=8  fn=3  precision 0.467 recall 0.700
		//
		// These are held-out figures.
		floor: floors{
			"README.md":              {0.48, 0.98},
			"upgrade_notes.md":       {0.31, 0.31},
			"review_thread.md":       {0.64, 0.64},
			"ops_incident_notes.txt": {0.38, 0.98},
			"overall":                {0.44, 0.68},
		},
	},
	// The held-out flag corpus 111 (testdata/flags_heldout111) is four
	// documents about a repository of its own (a Java library, "jsonpatchkit"):
	// the project's CONTRIBUTING.md (also in the repository), a student's
	// Markdown report on contributing a feature, a teaching assistant's plain-
	// text review of it, and the maintainers' feedback thread on the student's
	// pull request. Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        111,
		repoName: "jsonpatchkit",
		docs:     []string{"CONTRIBUTING.md", "student_report.md", "ta_review.txt", "maintainer_feedback_thread.md"},
		// heldOut111Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit dd55876 (the
		// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CONTRIBUTING.md               tp=1  fp=1  fn=1  precision 0.500 recall 0.500
		//	student_report.md             tp=9  fp=1  fn=0  precision 0.900 recall 1.000
		//	ta_review.txt                 tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	maintainer_feedback_thread.md tp=1  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=13 fp=4  fn=1  precision 0.765 recall 0.929
		//
		// These are held-out figures.
		floor: floors{
			"CONTRIBUTING.md":               {0.48, 0.48},
			"student_report.md":             {0.88, 0.98},
			"ta_review.txt":                 {0.48, 0.98},
			"maintainer_feedback_thread.md": {0.98, 0.98},
			"overall":                       {0.74, 0.90},
		},
	},
	// The held-out flag corpus 112 (testdata/flags_heldout112) is four
	// documents about a repository of its own (a TypeScript VS Code extension,
	// "todo-lens"): the project's README.md (also in the repository),
	// marketplace reviews with the maintainer's replies, an intern's report
	// exported from Google Docs to plain text, and an architecture overview
	// written by a language model. Documents and labels (expected.findings)
	// were written by a helper who had not read the detector, and committed
	// before the first run.
	{
		n:        112,
		repoName: "todo-lens",
		docs:     []string{"README.md", "marketplace_reviews_and_replies.md", "internship_final_report.txt", "llm_architecture_overview.md"},
		// heldOut112Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit dd55876 (the
		// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	README.md                     tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	marketplace_reviews_and_replies.md tp=2  fp=3  fn=1  precision 0.400 recall 0.667
		//	internship_final_report.txt   tp=5  fp=1  fn=0  precision 0.833 recall 1.000
		//	llm_architecture_overview.md  tp=12 fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=21 fp=6  fn=1  precision 0.778 recall 0.955
		//
		// These are held-out figures.
		floor: floors{
			"README.md":                          {0.48, 0.98},
			"marketplace_reviews_and_replies.md": {0.38, 0.64},
			"internship_final_report.txt":        {0.81, 0.98},
			"llm_architecture_overview.md":       {0.98, 0.98},
			"overall":                            {0.75, 0.93},
		},
	},
	// The held-out flag corpus 113 (testdata/flags_heldout113) is four
	// documents about a repository of its own (a Go RSS reader, "tinyfeed"):
	// the self-hosting guide docs/selfhosting.md (also in the repository), an
	// exported Reddit thread, a colleague's plain-text code review, and a
	// security audit written by a language model. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        113,
		repoName: "tinyfeed",
		docs:     []string{"docs_selfhosting.md", "reddit_thread.md", "code_review_notes.txt", "llm_security_audit.md"},
		tracked:  map[string]string{"docs_selfhosting.md": "docs/selfhosting.md"},
		// heldOut113Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit dd55876 (the
		// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_selfhosting.md           tp=3  fp=4  fn=0  precision 0.429 recall 1.000
		//	reddit_thread.md              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	code_review_notes.txt         tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	llm_security_audit.md         tp=6  fp=2  fn=0  precision 0.750 recall 1.000
		//	overall                       tp=13 fp=8  fn=1  precision 0.619 recall 0.929
		//
		// These are held-out figures.
		floor: floors{
			"docs_selfhosting.md":   {0.40, 0.98},
			"reddit_thread.md":      {0.64, 0.98},
			"code_review_notes.txt": {0.64, 0.64},
			"llm_security_audit.md": {0.73, 0.98},
			"overall":               {0.59, 0.90},
		},
	},
	// The held-out flag corpus 114 (testdata/flags_heldout114) is four
	// documents about a repository of its own (a Django CMS plugin, "djangocms-
	// galleryx"): the installation guide docs/installation.md (also in the
	// repository), a plain-text support e-mail thread, a peer review of a
	// design proposal, and the release notes (in the repository as
	// CHANGELOG.md). Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        114,
		repoName: "djangocms-galleryx",
		docs:     []string{"docs_installation.md", "support_email_thread.txt", "peer_review_of_design.md", "changelog_and_release_notes.md"},
		tracked:  map[string]string{"docs_installation.md": "docs/installation.md", "changelog_and_release_notes.md": "CHANGELOG.md"},
		// heldOut114Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit dd55876 (the
		// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	docs_installation.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	support_email_thread.txt      tp=1  fp=3  fn=2  precision 0.250 recall 0.333
		//	peer_review_of_design.md      tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	changelog_and_release_notes.md tp=2  fp=3  fn=1  precision 0.400 recall 0.667
		//	overall                       tp=7  fp=6  fn=3  precision 0.538 recall 0.700
		//
		// These are held-out figures.
		floor: floors{
			"docs_installation.md":           {0.98, 0.98},
			"support_email_thread.txt":       {0.23, 0.31},
			"peer_review_of_design.md":       {0.98, 0.98},
			"changelog_and_release_notes.md": {0.38, 0.64},
			"overall":                        {0.51, 0.68},
		},
	},
	// The held-out flag corpus 115 (testdata/flags_heldout115) is four
	// documents about a repository of its own (a Rust Cargo workspace,
	// "tidewatch", that polls tide-gauge APIs and writes alerts): a code tour
	// written by a language model, an intern's plain-text report,
	// CONTRIBUTING.md (also in the repository) and a GitHub issue thread.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        115,
		repoName: "tidewatch",
		docs:     []string{"CODEBASE_OVERVIEW.md", "internship_report_ea_provider.txt", "CONTRIBUTING.md", "issue_231_duplicate_alerts.md"},
		tracked:  map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"},
		// heldOut115Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 00031d9 (the
		// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	CODEBASE_OVERVIEW.md          tp=7  fp=0  fn=1  precision 1.000 recall 0.875
		//	internship_report_ea_provider.txt tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	issue_231_duplicate_alerts.md tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	overall                       tp=16 fp=1  fn=2  precision 0.941 recall 0.889
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged, as before commit 00031d9) gives overall
		// tp=18 fp=3 fn=0, precision 0.857 recall 1.000.
		floor: floors{
			"CODEBASE_OVERVIEW.md":              {0.98, 0.85},
			"internship_report_ea_provider.txt": {0.98, 0.98},
			"CONTRIBUTING.md":                   {0.98, 0.98},
			"issue_231_duplicate_alerts.md":     {0.64, 0.64},
			"overall":                           {0.92, 0.86},
		},
	},
	// The held-out flag corpus 116 (testdata/flags_heldout116) is four
	// documents about a repository of its own (a Python FastAPI service,
	// "clinicq", for booking physiotherapy appointments): a code walkthrough
	// written by a language model, an intern's plain-text placement report, the
	// README (also in the repository) and a GitHub issue thread. Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        116,
		repoName: "clinicq",
		docs:     []string{"codebase_walkthrough.md", "placement_report.txt", "README.md", "issue_214_thread.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut116Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 00031d9 (the
		// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	codebase_walkthrough.md       tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	placement_report.txt          tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	issue_214_thread.md           tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=1  fn=0  precision 0.944 recall 1.000
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged, as before commit 00031d9) gives overall
		// tp=17 fp=2 fn=0, precision 0.895 recall 1.000.
		floor: floors{
			"codebase_walkthrough.md": {0.98, 0.98},
			"placement_report.txt":    {0.73, 0.98},
			"README.md":               {0.98, 0.98},
			"issue_214_thread.md":     {0.98, 0.98},
			"overall":                 {0.92, 0.98},
		},
	},
	// The held-out flag corpus 117 (testdata/flags_heldout117) is four
	// documents about a repository of its own (a Kotlin Android app,
	// "birdnote", a Gradle multi-module build): a code tour written by a
	// language model, an intern's plain-text report, CONTRIBUTING.md (also in
	// the repository) and a GitHub issue thread. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        117,
		repoName: "birdnote",
		docs:     []string{"codebase_tour.md", "internship_report.txt", "CONTRIBUTING.md", "issue_231_thread.md"},
		tracked:  map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"},
		// heldOut117Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 00031d9 (the
		// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	codebase_tour.md              tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship_report.txt         tp=5  fp=0  fn=0  precision 1.000 recall 1.000
		//	CONTRIBUTING.md               tp=1  fp=0  fn=1  precision 1.000 recall 0.500
		//	issue_231_thread.md           tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=16 fp=0  fn=1  precision 1.000 recall 0.941
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged, as before commit 00031d9) gives overall
		// tp=17 fp=2 fn=0, precision 0.895 recall 1.000.
		floor: floors{
			"codebase_tour.md":      {0.98, 0.98},
			"internship_report.txt": {0.98, 0.98},
			"CONTRIBUTING.md":       {0.98, 0.48},
			"issue_231_thread.md":   {0.98, 0.98},
			"overall":               {0.98, 0.92},
		},
	},
	// The held-out flag corpus 118 (testdata/flags_heldout118) is four
	// documents about a repository of its own (a Go rate-limiting library and
	// CLI on Redis, "quotaflow"): a code tour written by a language model, an
	// intern's plain-text benchmark report, the README (also in the repository)
	// and a GitHub issue thread. Documents and labels (expected.findings) were
	// written by a helper who had not read the detector, and committed before
	// the first run.
	{
		n:        118,
		repoName: "quotaflow",
		docs:     []string{"code_tour.md", "internship_performance_report.txt", "README.md", "issue_87_thread.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut118Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 00031d9 (the
		// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	code_tour.md                  tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship_performance_report.txt tp=4  fp=1  fn=0  precision 0.800 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	issue_87_thread.md            tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=18 fp=1  fn=0  precision 0.947 recall 1.000
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged, as before commit 00031d9) gives overall
		// tp=18 fp=2 fn=0, precision 0.900 recall 1.000.
		floor: floors{
			"code_tour.md":                      {0.98, 0.98},
			"internship_performance_report.txt": {0.78, 0.98},
			"README.md":                         {0.98, 0.98},
			"issue_87_thread.md":                {0.98, 0.98},
			"overall":                           {0.92, 0.98},
		},
	},
	// The held-out flag corpus 119 (testdata/flags_heldout119) is four
	// documents about a repository of its own (a pnpm monorepo, "potluck-
	// planner", with a Vue 3 web app and an Express API): a code tour written
	// by a language model, an intern's plain-text mid-term report,
	// CONTRIBUTING.md (also in the repository) and a Slack channel export.
	// Documents and labels (expected.findings) were written by a helper who had
	// not read the detector, and committed before the first run.
	{
		n:        119,
		repoName: "potluck-planner",
		docs:     []string{"codebase-tour.md", "internship-midterm-report.txt", "CONTRIBUTING.md", "slack-potluck-dev-double-claim.txt"},
		tracked:  map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"},
		// heldOut119Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 00031d9 (the
		// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	codebase-tour.md              tp=8  fp=0  fn=2  precision 1.000 recall 0.800
		//	internship-midterm-report.txt tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	CONTRIBUTING.md               tp=1  fp=0  fn=1  precision 1.000 recall 0.500
		//	slack-potluck-dev-double-claim.txt tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	overall                       tp=15 fp=2  fn=3  precision 0.882 recall 0.833
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged, as before commit 00031d9) gives overall
		// tp=16 fp=2 fn=2, precision 0.889 recall 0.889.
		floor: floors{
			"codebase-tour.md":                   {0.98, 0.78},
			"internship-midterm-report.txt":      {0.98, 0.98},
			"CONTRIBUTING.md":                    {0.98, 0.48},
			"slack-potluck-dev-double-claim.txt": {0.48, 0.98},
			"overall":                            {0.86, 0.81},
		},
	},
	// The held-out flag corpus 120 (testdata/flags_heldout120) is four
	// documents about a repository of its own (a Python research repository,
	// "soilcarbon-ml", with Hydra configs and a DVC pipeline): a repository
	// overview written by a language model, an intern's plain-text report, the
	// README (also in the repository) and a PR review thread. Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        120,
		repoName: "soilcarbon-ml",
		docs:     []string{"repository_overview.md", "internship_report.txt", "README.md", "pr_52_review.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut120Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 00031d9 (the
		// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	repository_overview.md        tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship_report.txt         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr_52_review.md               tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=0  fn=0  precision 1.000 recall 1.000
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged, as before commit 00031d9) gives overall
		// tp=17 fp=0 fn=0, precision 1.000 recall 1.000.
		floor: floors{
			"repository_overview.md": {0.98, 0.98},
			"internship_report.txt":  {0.98, 0.98},
			"README.md":              {0.98, 0.98},
			"pr_52_review.md":        {0.98, 0.98},
			"overall":                {0.98, 0.98},
		},
	},
	// The held-out flag corpus 121 (testdata/flags_heldout121) is four
	// documents about a repository of its own (a Laravel 11 application,
	// "shiftlane", for scheduling warehouse shifts): a code tour written by a
	// language model, an intern's plain-text report, the README (also in the
	// repository) and a pull-request thread. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        121,
		repoName: "shiftlane",
		docs:     []string{"code_tour.md", "internship_report.txt", "README.md", "pr_87_review.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut121Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 17269ec (the
		// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	code_tour.md                  tp=9  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship_report.txt         tp=4  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=2  fp=2  fn=0  precision 0.500 recall 1.000
		//	pr_87_review.md               tp=2  fp=1  fn=1  precision 0.667 recall 0.667
		//	overall                       tp=17 fp=3  fn=1  precision 0.850 recall 0.944
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged) gives overall tp=17 fp=5 fn=1,
		// precision 0.773 recall 0.944.
		floor: floors{
			"code_tour.md":          {0.98, 0.98},
			"internship_report.txt": {0.98, 0.98},
			"README.md":             {0.48, 0.98},
			"pr_87_review.md":       {0.64, 0.64},
			"overall":               {0.83, 0.92},
		},
	},
	// The held-out flag corpus 122 (testdata/flags_heldout122) is four
	// documents about a repository of its own (a small C99 JPEG decoder,
	// "tinyjpegx", with CMake and libFuzzer harnesses): a code tour written by
	// a language model, an intern's plain-text fuzzing report, the README (also
	// in the repository) and a pull-request review thread. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        122,
		repoName: "tinyjpegx",
		docs:     []string{"code_tour.md", "fuzzing_internship_report.txt", "README.md", "pr_214_review.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut122Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 17269ec (the
		// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	code_tour.md                  tp=9  fp=1  fn=0  precision 0.900 recall 1.000
		//	fuzzing_internship_report.txt tp=3  fp=1  fn=1  precision 0.750 recall 0.750
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr_214_review.md              tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=17 fp=2  fn=1  precision 0.895 recall 0.944
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged) gives overall tp=17 fp=5 fn=1,
		// precision 0.773 recall 0.944.
		floor: floors{
			"code_tour.md":                  {0.88, 0.98},
			"fuzzing_internship_report.txt": {0.73, 0.73},
			"README.md":                     {0.98, 0.98},
			"pr_214_review.md":              {0.98, 0.98},
			"overall":                       {0.87, 0.92},
		},
	},
	// The held-out flag corpus 123 (testdata/flags_heldout123) is four
	// documents about a repository of its own (a Java 21 Spring Boot service,
	// "ledgerbridge", importing bank statements, a Maven multi-module build): a
	// code tour written by a language model, a working student's plain-text
	// report, CONTRIBUTING.md (also in the repository) and a pull-request
	// review thread. Documents and labels (expected.findings) were written by a
	// helper who had not read the detector, and committed before the first run.
	{
		n:        123,
		repoName: "ledgerbridge",
		docs:     []string{"code_tour.md", "internship_report_mt940.txt", "CONTRIBUTING.md", "pr87_review_thread.md"},
		tracked:  map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"},
		// heldOut123Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 17269ec (the
		// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	code_tour.md                  tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship_report_mt940.txt   tp=2  fp=0  fn=2  precision 1.000 recall 0.500
		//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr87_review_thread.md         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=14 fp=0  fn=2  precision 1.000 recall 0.875
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged) gives overall tp=15 fp=4 fn=1,
		// precision 0.789 recall 0.938.
		floor: floors{
			"code_tour.md":                {0.98, 0.98},
			"internship_report_mt940.txt": {0.98, 0.48},
			"CONTRIBUTING.md":             {0.98, 0.98},
			"pr87_review_thread.md":       {0.98, 0.98},
			"overall":                     {0.98, 0.85},
		},
	},
	// The held-out flag corpus 124 (testdata/flags_heldout124) is four
	// documents about a repository of its own (an Expo / React Native hike
	// logger in TypeScript, "trailbuddy"): a code tour written by a language
	// model, an intern's plain-text report, the README (also in the repository)
	// and a pull-request review thread. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        124,
		repoName: "trailbuddy",
		docs:     []string{"codebase_tour.md", "internship_report.txt", "README.md", "pr_57_review.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut124Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 17269ec (the
		// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	codebase_tour.md              tp=8  fp=0  fn=3  precision 1.000 recall 0.727
		//	internship_report.txt         tp=3  fp=1  fn=0  precision 0.750 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	pr_57_review.md               tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=16 fp=1  fn=3  precision 0.941 recall 0.842
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged) gives overall tp=16 fp=1 fn=3,
		// precision 0.941 recall 0.842.
		floor: floors{
			"codebase_tour.md":      {0.98, 0.70},
			"internship_report.txt": {0.73, 0.98},
			"README.md":             {0.98, 0.98},
			"pr_57_review.md":       {0.98, 0.98},
			"overall":               {0.92, 0.82},
		},
	},
	// The held-out flag corpus 125 (testdata/flags_heldout125) is four
	// documents about a repository of its own (an Ansible and Terraform
	// infrastructure repository, "campus-infra"): a repository analysis written
	// by a language model, a student's plain-text placement report, the README
	// (also in the repository) and a GitHub issue thread. Documents and labels
	// (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        125,
		repoName: "campus-infra",
		docs:     []string{"repo-analysis.md", "internship-report.txt", "README.md", "issue-87-prod-plan-fails.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut125Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 17269ec (the
		// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	repo-analysis.md              tp=8  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship-report.txt         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	issue-87-prod-plan-fails.md   tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	overall                       tp=15 fp=0  fn=0  precision 1.000 recall 1.000
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged) gives overall tp=15 fp=8 fn=0,
		// precision 0.652 recall 1.000.
		floor: floors{
			"repo-analysis.md":            {0.98, 0.98},
			"internship-report.txt":       {0.98, 0.98},
			"README.md":                   {0.98, 0.98},
			"issue-87-prod-plan-fails.md": {0.98, 0.98},
			"overall":                     {0.98, 0.98},
		},
	},
	// The held-out flag corpus 126 (testdata/flags_heldout126) is four
	// documents about a repository of its own (an Elixir Phoenix LiveView app,
	// "quizrally", for live classroom quizzes): a code tour written by a
	// language model, an intern's plain-text load-testing report, the README
	// (also in the repository) and a Slack incident thread. Documents and
	// labels (expected.findings) were written by a helper who had not read the
	// detector, and committed before the first run.
	{
		n:        126,
		repoName: "quizrally",
		docs:     []string{"codebase-tour.md", "internship-report.txt", "README.md", "slack-incident-thread.md"},
		tracked:  map[string]string{"README.md": "README.md"},
		// heldOut126Floor sits a little below the figures of the first (and only
		// held-out) run, scored once with the detector as of commit 17269ec (the
		// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
		// the labels were committed before that run by someone who had read
		// neither the detector's sources nor the earlier corpora:
		//
		//	codebase-tour.md              tp=7  fp=0  fn=0  precision 1.000 recall 1.000
		//	internship-report.txt         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
		//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
		//	slack-incident-thread.md      tp=2  fp=1  fn=0  precision 0.667 recall 1.000
		//	overall                       tp=14 fp=1  fn=0  precision 0.933 recall 1.000
		//
		// These are held-out figures. The same run with the tie model off
		// (every missing path flagged) gives overall tp=14 fp=1 fn=0,
		// precision 0.933 recall 1.000.
		floor: floors{
			"codebase-tour.md":         {0.98, 0.98},
			"internship-report.txt":    {0.98, 0.98},
			"README.md":                {0.98, 0.98},
			"slack-incident-thread.md": {0.64, 0.98},
			"overall":                  {0.91, 0.98},
		},
	},
}
