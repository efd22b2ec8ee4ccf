package aggregator

// The held-out flag corpus 56 (testdata/flags_heldout56) is four documents
// about a repository of its own (a Next.js, tRPC and Drizzle app,
// "huddle"): the team's final report written largely by a language model, a
// student's contribution statement exported from PDF as plain text, a
// language model's onboarding notes, and the database guide kept in the
// repository (docs/database.md, read where it lives). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut56Docs = []string{"project_report.md", "contribution_statement.txt", "llm_onboarding.md", "docs_database.md"}

// heldOut56Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 311983c (the
// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	project_report.md             tp=6  fp=0  fn=1  precision 1.000 recall 0.857
//	contribution_statement.txt    tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	llm_onboarding.md             tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	docs_database.md              tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=13 fp=0  fn=2  precision 1.000 recall 0.867
//
// These are held-out figures.
var heldOut56Floor = map[string]struct{ precision, recall float64 }{
	"project_report.md":          {0.98, 0.83},
	"contribution_statement.txt": {0.98, 0.64},
	"llm_onboarding.md":          {0.98, 0.98},
	"docs_database.md":           {0.98, 0.98},
	"overall":                    {0.98, 0.84},
}
