package aggregator

// The held-out flag corpus 48 (testdata/flags_heldout48) is four documents
// about a repository of its own (a Java Android app, "shuttlewatch"): the
// team's final report written largely by a language model, a usability
// study exported from PDF as plain text, a language model's test plan, and
// the maintainers' README (also the repository's README.md). Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut48Docs = []string{"final_report.md", "usability_study.txt", "llm_test_plan.md", "README.md"}

// heldOut48Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 4a01817 (the
// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	usability_study.txt           tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	llm_test_plan.md              tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=16 fp=2  fn=0  precision 0.889 recall 1.000
//
// These are held-out figures.
var heldOut48Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":     {0.98, 0.98},
	"usability_study.txt": {0.58, 0.98},
	"llm_test_plan.md":    {0.98, 0.98},
	"README.md":           {0.98, 0.98},
	"overall":             {0.86, 0.98},
}
