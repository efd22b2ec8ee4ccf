package aggregator

// The held-out flag corpus 102 (testdata/flags_heldout102) is four
// documents about a repository of its own (a Flutter app, "sproutly"): the
// project's README.md (also in the repository), a UX researcher's usability
// report, a student capstone report exported from Google Docs to plain
// text, and a code review written by a language model. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut102Docs = []string{"README.md", "ux_research_report.md", "capstone_report.txt", "llm_code_review.md"}

// heldOut102Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24ac46 (the
// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	ux_research_report.md         tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	capstone_report.txt           tp=5  fp=1  fn=0  precision 0.833 recall 1.000
//	llm_code_review.md            tp=4  fp=1  fn=1  precision 0.800 recall 0.800
//	overall                       tp=13 fp=3  fn=2  precision 0.812 recall 0.867
//
// These are held-out figures.
var heldOut102Floor = map[string]struct{ precision, recall float64 }{
	"README.md":             {0.98, 0.98},
	"ux_research_report.md": {0.64, 0.64},
	"capstone_report.txt":   {0.81, 0.98},
	"llm_code_review.md":    {0.78, 0.78},
	"overall":               {0.79, 0.84},
}
