package aggregator

// The held-out flag corpus 107 (testdata/flags_heldout107) is four
// documents about a repository of its own (a Go kubectl plugin,
// "kubepeek"): the project's README.md (also in the repository), release
// notes drafted by a language model, an exported Slack support thread, and
// a platform team's evaluation exported from Google Docs to plain text.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut107Docs = []string{"README.md", "llm_release_notes.md", "slack_support_thread.md", "evaluation_report.txt"}

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
var heldOut107Floor = map[string]struct{ precision, recall float64 }{
	"README.md":               {0.98, 0.98},
	"llm_release_notes.md":    {0.98, 0.98},
	"slack_support_thread.md": {0.38, 0.98},
	"evaluation_report.txt":   {0.48, 0.73},
	"overall":                 {0.68, 0.91},
}
