package aggregator

// The held-out flag corpus 121 (testdata/flags_heldout121) is four
// documents about a repository of its own (a Laravel 11 application,
// "shiftlane", for scheduling warehouse shifts): a code tour written by a
// language model, an intern's plain-text report, the README (also in the
// repository) and a pull-request thread. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut121Docs = []string{"code_tour.md", "internship_report.txt", "README.md", "pr_87_review.md"}

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
var heldOut121Floor = map[string]struct{ precision, recall float64 }{
	"code_tour.md":          {0.98, 0.98},
	"internship_report.txt": {0.98, 0.98},
	"README.md":             {0.48, 0.98},
	"pr_87_review.md":       {0.64, 0.64},
	"overall":               {0.83, 0.92},
}
