package aggregator

// The held-out flag corpus 124 (testdata/flags_heldout124) is four
// documents about a repository of its own (an Expo / React Native hike
// logger in TypeScript, "trailbuddy"): a code tour written by a language
// model, an intern's plain-text report, the README (also in the repository)
// and a pull-request review thread. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut124Docs = []string{"codebase_tour.md", "internship_report.txt", "README.md", "pr_57_review.md"}

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
var heldOut124Floor = map[string]struct{ precision, recall float64 }{
	"codebase_tour.md":      {0.98, 0.70},
	"internship_report.txt": {0.73, 0.98},
	"README.md":             {0.98, 0.98},
	"pr_57_review.md":       {0.98, 0.98},
	"overall":               {0.92, 0.82},
}
