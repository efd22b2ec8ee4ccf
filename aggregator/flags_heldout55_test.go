package aggregator

// The held-out flag corpus 55 (testdata/flags_heldout55) is four documents
// about a repository of its own (a Java Spring Boot and Thymeleaf app,
// "thesismatch"): the team's final report written largely by a language
// model, a design report exported from PDF as plain text, a language
// model's review of the test suite, and the maintainers' README (also the
// repository's README.md). Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut55Docs = []string{"final_report.md", "design_report.txt", "llm_test_review.md", "README.md"}

// heldOut55Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 311983c (the
// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=12 fp=0  fn=0  precision 1.000 recall 1.000
//	design_report.txt             tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_test_review.md            tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=23 fp=0  fn=0  precision 1.000 recall 1.000
//
// These are held-out figures.
var heldOut55Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":    {0.98, 0.98},
	"design_report.txt":  {0.98, 0.98},
	"llm_test_review.md": {0.98, 0.98},
	"README.md":          {0.98, 0.98},
	"overall":            {0.98, 0.98},
}
