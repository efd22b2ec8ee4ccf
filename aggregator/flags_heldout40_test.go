package aggregator

// The held-out flag corpus 40 (testdata/flags_heldout40) is four documents
// about a repository of its own (a SvelteKit app with Supabase, "cruxlog"):
// the team's final report written largely by a language model, a student's
// individual report exported from PDF as plain text, a language model's
// accessibility audit, and the architecture notes kept in the repository
// (docs/architecture.md, read where it lives). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut40Docs = []string{"final_report.md", "individual_report.txt", "llm_accessibility_audit.md", "docs_architecture.md"}

// heldOut40Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 73ed49a (the
// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=7  fp=6  fn=0  precision 0.538 recall 1.000
//	individual_report.txt         tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_accessibility_audit.md    tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	docs_architecture.md          tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	overall                       tp=20 fp=7  fn=0  precision 0.741 recall 1.000
//
// These are held-out figures.
var heldOut40Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":            {0.51, 0.98},
	"individual_report.txt":      {0.98, 0.98},
	"llm_accessibility_audit.md": {0.98, 0.98},
	"docs_architecture.md":       {0.78, 0.98},
	"overall":                    {0.72, 0.98},
}
