package aggregator

// The held-out flag corpus 75 (testdata/flags_heldout75) is four documents
// about a repository of its own (a Go Kubernetes operator, "certwarden"):
// the operations guide docs/operations.md (also in the repository), a
// lecturer's review of a student's report, an exported Slack incident
// channel, and the student's final report written with a language model.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut75Docs = []string{"docs_operations.md", "review_of_report.md", "incident_chat_log.md", "final_report.md"}

// heldOut75Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c8a9c31 (the
// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_operations.md            tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	review_of_report.md           tp=1  fp=2  fn=1  precision 0.333 recall 0.500
//	incident_chat_log.md          tp=1  fp=2  fn=1  precision 0.333 recall 0.500
//	final_report.md               tp=11 fp=2  fn=0  precision 0.846 recall 1.000
//	overall                       tp=16 fp=8  fn=2  precision 0.667 recall 0.889
//
// These are held-out figures.
var heldOut75Floor = map[string]struct{ precision, recall float64 }{
	"docs_operations.md":   {0.58, 0.98},
	"review_of_report.md":  {0.31, 0.48},
	"incident_chat_log.md": {0.31, 0.48},
	"final_report.md":      {0.82, 0.98},
	"overall":              {0.64, 0.86},
}
