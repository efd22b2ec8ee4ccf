package aggregator

// The held-out flag corpus 98 (testdata/flags_heldout98) is four documents
// about a repository of its own (a Go gRPC and Postgres service,
// "ledgerlite"): the operations guide docs/operations.md (also in the
// repository), a pull-request thread, a grader's plain-text report on a
// student's submission, and an architecture review written by a language
// model. Documents and labels (expected.findings) were written by a helper
// who had not read the detector, and committed before the first run.
var heldOut98Docs = []string{"docs_operations.md", "pr_thread.md", "grader_report.txt", "ai_architecture_review.md"}

// heldOut98Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24ac46 (the
// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_operations.md            tp=3  fp=3  fn=0  precision 0.500 recall 1.000
//	pr_thread.md                  tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	grader_report.txt             tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	ai_architecture_review.md     tp=12 fp=1  fn=1  precision 0.923 recall 0.923
//	overall                       tp=21 fp=6  fn=1  precision 0.778 recall 0.955
//
// These are held-out figures.
var heldOut98Floor = map[string]struct{ precision, recall float64 }{
	"docs_operations.md":        {0.48, 0.98},
	"pr_thread.md":              {0.98, 0.98},
	"grader_report.txt":         {0.48, 0.98},
	"ai_architecture_review.md": {0.90, 0.90},
	"overall":                   {0.75, 0.93},
}
