package aggregator

// The held-out flag corpus 10 (testdata/flags_heldout10) is four documents
// about a repository of its own (a Kotlin Android app built with Gradle,
// "tramline"): the maintainers' README (also the repository's README.md), a
// student team's final report written with a language model's help, a
// senior engineer's code review of the repository itself, and the team's
// mid-term report exported from Word as plain text. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut10Docs = []string{"README.md", "final_report.md", "code_review.md", "report_export.txt"}

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
var heldOut10Floor = map[string]struct{ precision, recall float64 }{
	"README.md":         {0.98, 0.98},
	"final_report.md":   {0.88, 0.98},
	"code_review.md":    {0.48, 0.73},
	"report_export.txt": {0.18, 0.23},
	"overall":           {0.63, 0.76},
}
