package aggregator

// The held-out flag corpus 89 (testdata/flags_heldout89) is four documents
// about a repository of its own (a NestJS and Prisma backend, "rentwise"):
// the API guide docs/api.md (also in the repository), a compliance audit
// written by a language model, a colleague's review of that audit, and a
// plain-text sprint demo script. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut89Docs = []string{"docs_api.md", "audit_report_llm.md", "peer_review_of_audit.md", "sprint_demo_script.txt"}

// heldOut89Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 088a100 (the
// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_api.md                   tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	audit_report_llm.md           tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	peer_review_of_audit.md       tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	sprint_demo_script.txt        tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=15 fp=1  fn=0  precision 0.938 recall 1.000
//
// These are held-out figures.
var heldOut89Floor = map[string]struct{ precision, recall float64 }{
	"docs_api.md":             {0.98, 0.98},
	"audit_report_llm.md":     {0.98, 0.98},
	"peer_review_of_audit.md": {0.64, 0.98},
	"sprint_demo_script.txt":  {0.98, 0.98},
	"overall":                 {0.91, 0.98},
}
