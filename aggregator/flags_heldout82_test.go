package aggregator

// The held-out flag corpus 82 (testdata/flags_heldout82) is four documents
// about a repository of its own (a SwiftUI iOS app, "tidebook"): the
// project's ARCHITECTURE.md (also in the repository), an agency's app
// review exported from a PDF to plain text, an exported Slack debugging
// thread, and an onboarding guide written by a language model. Documents
// and labels (expected.findings) were written by a helper who had not read
// the detector, and committed before the first run.
var heldOut82Docs = []string{"ARCHITECTURE.md", "app_review_report.txt", "slack_thread.md", "llm_onboarding.md"}

// heldOut82Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 58287b4 (the
// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	ARCHITECTURE.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	app_review_report.txt         tp=3  fp=1  fn=1  precision 0.750 recall 0.750
//	slack_thread.md               tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	llm_onboarding.md             tp=8  fp=0  fn=3  precision 1.000 recall 0.727
//	overall                       tp=16 fp=2  fn=4  precision 0.889 recall 0.800
//
// These are held-out figures.
var heldOut82Floor = map[string]struct{ precision, recall float64 }{
	"ARCHITECTURE.md":       {0.98, 0.98},
	"app_review_report.txt": {0.73, 0.73},
	"slack_thread.md":       {0.73, 0.98},
	"llm_onboarding.md":     {0.98, 0.70},
	"overall":               {0.86, 0.78},
}
