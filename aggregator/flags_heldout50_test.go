package aggregator

// The held-out flag corpus 50 (testdata/flags_heldout50) is four documents
// about a repository of its own (a Flask and HTMX web app, "borrowbox"):
// the team's final report written largely by a language model, an end-of-
// project report exported from Word as plain text, a language model's
// performance review, and the contributing guide kept in the repository
// (docs/contributing.md, read where it lives). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut50Docs = []string{"final_report.md", "sprint_report.txt", "llm_performance_review.md", "docs_contributing.md"}

// heldOut50Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 1d9967f (the
// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	sprint_report.txt             tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_performance_review.md     tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	docs_contributing.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=16 fp=1  fn=0  precision 0.941 recall 1.000
//
// These are held-out figures.
var heldOut50Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":           {0.98, 0.98},
	"sprint_report.txt":         {0.98, 0.98},
	"llm_performance_review.md": {0.73, 0.98},
	"docs_contributing.md":      {0.98, 0.98},
	"overall":                   {0.92, 0.98},
}
