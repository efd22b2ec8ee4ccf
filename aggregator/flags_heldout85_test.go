package aggregator

// The held-out flag corpus 85 (testdata/flags_heldout85) is four documents
// about a repository of its own (a C# ASP.NET Core API, "stockroom"): the
// project's README.md (also in the repository), an intern's weekly logbook
// exported from Word to plain text, a pull-request review thread, and a
// security assessment written by a language model. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut85Docs = []string{"README.md", "internship_logbook.txt", "pr_review_thread.md", "llm_security_report.md"}

// heldOut85Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 088a100 (the
// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	internship_logbook.txt        tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	pr_review_thread.md           tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	llm_security_report.md        tp=6  fp=0  fn=1  precision 1.000 recall 0.857
//	overall                       tp=14 fp=1  fn=1  precision 0.933 recall 0.933
//
// These are held-out figures.
var heldOut85Floor = map[string]struct{ precision, recall float64 }{
	"README.md":              {0.98, 0.98},
	"internship_logbook.txt": {0.98, 0.98},
	"pr_review_thread.md":    {0.64, 0.98},
	"llm_security_report.md": {0.98, 0.83},
	"overall":                {0.91, 0.91},
}
