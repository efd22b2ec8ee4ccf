package aggregator

// The second held-out flag corpus (testdata/flags_heldout2) is three more
// reports about the repository of the flag corpus
// (testdata/flags/repo.txtar), written and labelled while the detector was
// being changed on the first held-out set (testdata/flags_heldout), by
// someone who had read neither the docs detective's cues nor the
// aggregator's rules, and measured once after those changes: a maintainer's
// README rewrite (Markdown), a language model's repository audit with a
// findings table (Markdown) and a student's reflective report (plain text).

var heldOut2Docs = []string{"README.draft.md", "audit.md", "reflection.txt"}

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
var heldOut2Floor = map[string]struct{ precision, recall float64 }{
	"README.draft.md": {0.95, 0.85},
	"audit.md":        {0.95, 0.95},
	"reflection.txt":  {0.85, 0.95},
	"overall":         {0.95, 0.95},
}
