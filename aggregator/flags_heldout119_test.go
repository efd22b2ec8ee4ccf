package aggregator

// The held-out flag corpus 119 (testdata/flags_heldout119) is four
// documents about a repository of its own (a pnpm monorepo, "potluck-
// planner", with a Vue 3 web app and an Express API): a code tour written
// by a language model, an intern's plain-text mid-term report,
// CONTRIBUTING.md (also in the repository) and a Slack channel export.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut119Docs = []string{"codebase-tour.md", "internship-midterm-report.txt", "CONTRIBUTING.md", "slack-potluck-dev-double-claim.txt"}

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
var heldOut119Floor = map[string]struct{ precision, recall float64 }{
	"codebase-tour.md":                   {0.98, 0.78},
	"internship-midterm-report.txt":      {0.98, 0.98},
	"CONTRIBUTING.md":                    {0.98, 0.48},
	"slack-potluck-dev-double-claim.txt": {0.48, 0.98},
	"overall":                            {0.86, 0.81},
}
