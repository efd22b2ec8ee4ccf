package aggregator

// The held-out flag corpus 123 (testdata/flags_heldout123) is four
// documents about a repository of its own (a Java 21 Spring Boot service,
// "ledgerbridge", importing bank statements, a Maven multi-module build): a
// code tour written by a language model, a working student's plain-text
// report, CONTRIBUTING.md (also in the repository) and a pull-request
// review thread. Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut123Docs = []string{"code_tour.md", "internship_report_mt940.txt", "CONTRIBUTING.md", "pr87_review_thread.md"}

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
var heldOut123Floor = map[string]struct{ precision, recall float64 }{
	"code_tour.md":                {0.98, 0.98},
	"internship_report_mt940.txt": {0.98, 0.48},
	"CONTRIBUTING.md":             {0.98, 0.98},
	"pr87_review_thread.md":       {0.98, 0.98},
	"overall":                     {0.98, 0.85},
}
