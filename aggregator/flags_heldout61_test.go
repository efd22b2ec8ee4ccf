package aggregator

// The held-out flag corpus 61 (testdata/flags_heldout61) is four documents
// about a repository of its own (a Django Ninja API with Celery,
// "potholer"): the team's final report written largely by a language model,
// a retrospective exported from PDF as plain text, a language model's code
// walkthrough, and the maintainers' README (also the repository's
// README.md). Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut61Docs = []string{"final_report.md", "retrospective_report.txt", "llm_code_walkthrough.md", "README.md"}

// heldOut61Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit a15148a (the
// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=11 fp=0  fn=0  precision 1.000 recall 1.000
//	retrospective_report.txt      tp=3  fp=1  fn=1  precision 0.750 recall 0.750
//	llm_code_walkthrough.md       tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=24 fp=1  fn=1  precision 0.960 recall 0.960
//
// These are held-out figures.
var heldOut61Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":          {0.98, 0.98},
	"retrospective_report.txt": {0.73, 0.73},
	"llm_code_walkthrough.md":  {0.98, 0.98},
	"README.md":                {0.98, 0.98},
	"overall":                  {0.94, 0.94},
}
