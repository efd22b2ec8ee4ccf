package aggregator

// The held-out flag corpus 33 (testdata/flags_heldout33) is four documents
// about a repository of its own (a .NET 8 Blazor Server app, "riderota"):
// the team's final report written with a language model's help, sprint
// review summaries exported from a wiki as plain text, a language model's
// security review, and the contributor guide (also the repository's
// CONTRIBUTING.md). Documents and labels (expected.findings) were written
// by a helper who had not read the detector, and committed before the first
// run.
var heldOut33Docs = []string{"final_report.md", "sprint_reviews.txt", "llm_security_review.md", "CONTRIBUTING.md"}

// heldOut33Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit ebb4a65 (the
// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md           tp=11 fp=1  fn=0  precision 0.917 recall 1.000
//	sprint_reviews.txt        tp=2  fp=8  fn=0  precision 0.200 recall 1.000
//	llm_security_review.md    tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	CONTRIBUTING.md           tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                   tp=21 fp=9  fn=0  precision 0.700 recall 1.000
//
// These are held-out figures.
var heldOut33Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":        {0.89, 0.98},
	"sprint_reviews.txt":     {0.18, 0.98},
	"llm_security_review.md": {0.98, 0.98},
	"CONTRIBUTING.md":        {0.98, 0.98},
	"overall":                {0.68, 0.98},
}
