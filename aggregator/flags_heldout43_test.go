package aggregator

// The held-out flag corpus 43 (testdata/flags_heldout43) is four documents
// about a repository of its own (a PHP Symfony app, "tuckshop"): the team's
// final report written largely by a language model, a progress report
// exported from PDF as plain text, a language model's code-quality report,
// and the maintainers' README (also the repository's README.md). Documents
// and labels (expected.findings) were written by a helper who had not read
// the detector, and committed before the first run.
var heldOut43Docs = []string{"final_report.md", "progress_report.txt", "llm_code_quality_report.md", "README.md"}

// heldOut43Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 4a01817 (the
// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	progress_report.txt           tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	llm_code_quality_report.md    tp=5  fp=7  fn=0  precision 0.417 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=19 fp=9  fn=0  precision 0.679 recall 1.000
//
// These are held-out figures.
var heldOut43Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":            {0.98, 0.98},
	"progress_report.txt":        {0.58, 0.98},
	"llm_code_quality_report.md": {0.39, 0.98},
	"README.md":                  {0.98, 0.98},
	"overall":                    {0.65, 0.98},
}
