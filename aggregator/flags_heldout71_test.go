package aggregator

// The held-out flag corpus 71 (testdata/flags_heldout71) is four documents
// about a repository of its own (a Java Spring Boot service, "ledgerline"):
// an engineer's migration plan, an incident postmortem, an assessment
// written by a language model, and an external reviewer's plain-text
// e-mail. Documents and labels (expected.findings) were written by a helper
// who had not read the detector, and committed before the first run.
var heldOut71Docs = []string{"migration_plan.md", "postmortem.md", "llm_report.md", "reviewer_email.txt"}

// heldOut71Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 686447f (the
// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	migration_plan.md             tp=6  fp=4  fn=0  precision 0.600 recall 1.000
//	postmortem.md                 tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	llm_report.md                 tp=11 fp=0  fn=0  precision 1.000 recall 1.000
//	reviewer_email.txt            tp=1  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=20 fp=4  fn=1  precision 0.833 recall 0.952
//
// These are held-out figures.
var heldOut71Floor = map[string]struct{ precision, recall float64 }{
	"migration_plan.md":  {0.58, 0.98},
	"postmortem.md":      {0.98, 0.64},
	"llm_report.md":      {0.98, 0.98},
	"reviewer_email.txt": {0.98, 0.98},
	"overall":            {0.81, 0.93},
}
