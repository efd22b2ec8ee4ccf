package aggregator

// The held-out flag corpus 64 (testdata/flags_heldout64) is four documents
// about a repository of its own (a Deno webhook relay, "hookrelay"): a
// capstone report written largely by a language model, the interim report
// exported from Word as plain text, a language model's security review, and
// the operations guide kept in the repository (docs/operations.md, read
// where it lives). Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut64Docs = []string{"capstone_report.md", "interim_report.txt", "llm_security_review.md", "docs_operations.md"}

// heldOut64Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit a15148a (the
// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	capstone_report.md            tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	interim_report.txt            tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_security_review.md        tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	docs_operations.md            tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=16 fp=0  fn=0  precision 1.000 recall 1.000
//
// These are held-out figures.
var heldOut64Floor = map[string]struct{ precision, recall float64 }{
	"capstone_report.md":     {0.98, 0.98},
	"interim_report.txt":     {0.98, 0.98},
	"llm_security_review.md": {0.98, 0.98},
	"docs_operations.md":     {0.98, 0.98},
	"overall":                {0.98, 0.98},
}
