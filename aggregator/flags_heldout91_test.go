package aggregator

// The held-out flag corpus 91 (testdata/flags_heldout91) is four documents
// about a repository of its own (a FastAPI and SQLModel service,
// "mealmind"): the project's README.md (also in the repository), a
// hackathon judge's notes on several teams, the team's final report
// exported from Google Docs to plain text, and a code audit written by a
// language model. Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut91Docs = []string{"README.md", "hackathon_judging_notes.md", "final_report.txt", "code_audit_llm.md"}

// heldOut91Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 6f194a4 (the
// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	hackathon_judging_notes.md    tp=3  fp=4  fn=0  precision 0.429 recall 1.000
//	final_report.txt              tp=5  fp=0  fn=1  precision 1.000 recall 0.833
//	code_audit_llm.md             tp=6  fp=1  fn=0  precision 0.857 recall 1.000
//	overall                       tp=16 fp=5  fn=1  precision 0.762 recall 0.941
//
// These are held-out figures.
var heldOut91Floor = map[string]struct{ precision, recall float64 }{
	"README.md":                  {0.98, 0.98},
	"hackathon_judging_notes.md": {0.40, 0.98},
	"final_report.txt":           {0.98, 0.81},
	"code_audit_llm.md":          {0.83, 0.98},
	"overall":                    {0.74, 0.92},
}
