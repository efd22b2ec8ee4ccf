package aggregator

// The held-out flag corpus 51 (testdata/flags_heldout51) is four documents
// about a repository of its own (an Express API with a React Native client,
// "donordrive"): a capstone report written with a language model's help,
// the team's interim report exported from PDF as plain text, a language
// model's architecture review, and the maintainers' README (also the
// repository's README.md). Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut51Docs = []string{"capstone_report.md", "interim_report.txt", "llm_architecture_review.md", "README.md"}

// heldOut51Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 1d9967f (the
// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	capstone_report.md            tp=11 fp=0  fn=0  precision 1.000 recall 1.000
//	interim_report.txt            tp=6  fp=0  fn=2  precision 1.000 recall 0.750
//	llm_architecture_review.md    tp=5  fp=1  fn=0  precision 0.833 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=24 fp=1  fn=2  precision 0.960 recall 0.923
//
// These are held-out figures.
var heldOut51Floor = map[string]struct{ precision, recall float64 }{
	"capstone_report.md":         {0.98, 0.98},
	"interim_report.txt":         {0.98, 0.73},
	"llm_architecture_review.md": {0.81, 0.98},
	"README.md":                  {0.98, 0.98},
	"overall":                    {0.94, 0.90},
}
