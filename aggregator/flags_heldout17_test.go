package aggregator

// The held-out flag corpus 17 (testdata/flags_heldout17) is four documents
// about a repository of its own (a Node.js Express and React monorepo,
// "pantrytrack"): the maintainers' README (also the repository's
// README.md), the team's final report mostly written by a language model, a
// language model's repository audit for the course staff, and a student's
// individual report exported from PDF as plain text. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut17Docs = []string{"README.md", "project_report.md", "audit_by_llm.md", "individual_report.txt"}

// heldOut17Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 3a72a11 (the
// rules tuned on corpora 1-15 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora. Corpora 16-18
// are reports about the project (the product's main input), not reviews
// or threads:
//
//	README.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	project_report.md       tp=12 fp=0  fn=0  precision 1.000 recall 1.000
//	audit_by_llm.md         tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	individual_report.txt   tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	overall                 tp=20 fp=1  fn=1  precision 0.952 recall 0.952
//
// These are held-out figures.
var heldOut17Floor = map[string]struct{ precision, recall float64 }{
	"README.md":             {0.98, 0.98},
	"project_report.md":     {0.98, 0.98},
	"audit_by_llm.md":       {0.98, 0.64},
	"individual_report.txt": {0.78, 0.98},
	"overall":               {0.93, 0.93},
}
