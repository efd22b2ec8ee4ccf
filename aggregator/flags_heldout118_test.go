package aggregator

// The held-out flag corpus 118 (testdata/flags_heldout118) is four
// documents about a repository of its own (a Go rate-limiting library and
// CLI on Redis, "quotaflow"): a code tour written by a language model, an
// intern's plain-text benchmark report, the README (also in the repository)
// and a GitHub issue thread. Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut118Docs = []string{"code_tour.md", "internship_performance_report.txt", "README.md", "issue_87_thread.md"}

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
var heldOut118Floor = map[string]struct{ precision, recall float64 }{
	"code_tour.md":                      {0.98, 0.98},
	"internship_performance_report.txt": {0.78, 0.98},
	"README.md":                         {0.98, 0.98},
	"issue_87_thread.md":                {0.98, 0.98},
	"overall":                           {0.92, 0.98},
}
