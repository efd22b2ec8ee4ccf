package aggregator

// The held-out flag corpus 99 (testdata/flags_heldout99) is four documents
// about a repository of its own (a TypeScript Electron app, "notewell"):
// the project's CONTRIBUTING.md (also in the repository), a team's bug-bash
// notes, a student team's final report exported from a PDF to plain text,
// and the lecturer's feedback on it. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut99Docs = []string{"CONTRIBUTING.md", "bug_bash_notes.md", "final_report.txt", "reviewer_feedback.md"}

// heldOut99Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24ac46 (the
// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	bug_bash_notes.md             tp=5  fp=2  fn=0  precision 0.714 recall 1.000
//	final_report.txt              tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	reviewer_feedback.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=18 fp=2  fn=0  precision 0.900 recall 1.000
//
// These are held-out figures.
var heldOut99Floor = map[string]struct{ precision, recall float64 }{
	"CONTRIBUTING.md":      {0.98, 0.98},
	"bug_bash_notes.md":    {0.69, 0.98},
	"final_report.txt":     {0.98, 0.98},
	"reviewer_feedback.md": {0.98, 0.98},
	"overall":              {0.88, 0.98},
}
