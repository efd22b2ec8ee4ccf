package aggregator

// The held-out flag corpus 38 (testdata/flags_heldout38) is four documents
// about a repository of its own (an Angular and Spring Boot app,
// "shiftswap"): a capstone report written with a language model's help, the
// team's interim report exported from PDF as plain text, a language model's
// audit of the API documentation, and the setup guide kept in the
// repository (docs/setup.md, read where it lives). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut38Docs = []string{"capstone_report.md", "team_report.txt", "llm_api_documentation_audit.md", "docs_setup.md"}

// heldOut38Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 73ed49a (the
// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	capstone_report.md            tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	team_report.txt               tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	llm_api_documentation_audit.md  tp=4  fp=1  fn=1  precision 0.800 recall 0.800
//	docs_setup.md                 tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                       tp=19 fp=3  fn=1  precision 0.864 recall 0.950
//
// These are held-out figures.
var heldOut38Floor = map[string]struct{ precision, recall float64 }{
	"capstone_report.md":             {0.98, 0.98},
	"team_report.txt":                {0.73, 0.98},
	"llm_api_documentation_audit.md": {0.78, 0.78},
	"docs_setup.md":                  {0.64, 0.98},
	"overall":                        {0.84, 0.93},
}
