package aggregator

// The held-out flag corpus 112 (testdata/flags_heldout112) is four
// documents about a repository of its own (a TypeScript VS Code extension,
// "todo-lens"): the project's README.md (also in the repository),
// marketplace reviews with the maintainer's replies, an intern's report
// exported from Google Docs to plain text, and an architecture overview
// written by a language model. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut112Docs = []string{"README.md", "marketplace_reviews_and_replies.md", "internship_final_report.txt", "llm_architecture_overview.md"}

// heldOut112Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit dd55876 (the
// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	marketplace_reviews_and_replies.md tp=2  fp=3  fn=1  precision 0.400 recall 0.667
//	internship_final_report.txt   tp=5  fp=1  fn=0  precision 0.833 recall 1.000
//	llm_architecture_overview.md  tp=12 fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=21 fp=6  fn=1  precision 0.778 recall 0.955
//
// These are held-out figures.
var heldOut112Floor = map[string]struct{ precision, recall float64 }{
	"README.md":                          {0.48, 0.98},
	"marketplace_reviews_and_replies.md": {0.38, 0.64},
	"internship_final_report.txt":        {0.81, 0.98},
	"llm_architecture_overview.md":       {0.98, 0.98},
	"overall":                            {0.75, 0.93},
}
