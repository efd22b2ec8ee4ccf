package aggregator

// The held-out flag corpus 62 (testdata/flags_heldout62) is four documents
// about a repository of its own (a Go Kubernetes operator, "backupsched-
// operator"): a design document written with a language model's help, an
// intern's report exported from PDF as plain text, a language model's
// audit, and the usage guide kept in the repository (docs/usage.md, read
// where it lives). Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut62Docs = []string{"design_doc.md", "internship_report.txt", "llm_audit.md", "docs_usage.md"}

// heldOut62Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit a15148a (the
// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	design_doc.md                 tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	internship_report.txt         tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	llm_audit.md                  tp=3  fp=1  fn=2  precision 0.750 recall 0.600
//	docs_usage.md                 tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	overall                       tp=11 fp=4  fn=2  precision 0.733 recall 0.846
//
// These are held-out figures.
var heldOut62Floor = map[string]struct{ precision, recall float64 }{
	"design_doc.md":         {0.78, 0.98},
	"internship_report.txt": {0.73, 0.98},
	"llm_audit.md":          {0.73, 0.58},
	"docs_usage.md":         {0.48, 0.98},
	"overall":               {0.71, 0.82},
}
