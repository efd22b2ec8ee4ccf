package aggregator

// The held-out flag corpus 126 (testdata/flags_heldout126) is four
// documents about a repository of its own (an Elixir Phoenix LiveView app,
// "quizrally", for live classroom quizzes): a code tour written by a
// language model, an intern's plain-text load-testing report, the README
// (also in the repository) and a Slack incident thread. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut126Docs = []string{"codebase-tour.md", "internship-report.txt", "README.md", "slack-incident-thread.md"}

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
var heldOut126Floor = map[string]struct{ precision, recall float64 }{
	"codebase-tour.md":         {0.98, 0.98},
	"internship-report.txt":    {0.98, 0.98},
	"README.md":                {0.98, 0.98},
	"slack-incident-thread.md": {0.64, 0.98},
	"overall":                  {0.91, 0.98},
}
