package aggregator

// The held-out flag corpus 76 (testdata/flags_heldout76) is four documents
// about a repository of its own (a TypeScript pnpm monorepo, "shipfast"):
// the project's ARCHITECTURE.md (also in the repository), a v2-to-v3
// upgrade guide for contributors, an intern's report exported from Google
// Docs to plain text, and an AI review bot's pull-request comments with a
// human's replies. Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut76Docs = []string{"ARCHITECTURE.md", "upgrade_guide.md", "intern_report.txt", "bot_review.md"}

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
var heldOut76Floor = map[string]struct{ precision, recall float64 }{
	"ARCHITECTURE.md":   {0.98, 0.98},
	"upgrade_guide.md":  {0.14, 0.73},
	"intern_report.txt": {0.69, 0.98},
	"bot_review.md":     {0.98, 0.48},
	"overall":           {0.37, 0.82},
}
