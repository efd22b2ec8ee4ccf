package aggregator

// The held-out flag corpus 67 (testdata/flags_heldout67) is four documents
// about a repository of its own (a Go backup CLI, "snapvault"): the
// project's README.md (also in the repository), a pull-request thread with
// review comments, a student's report exported from Word to plain text, and
// a teaching assistant's feedback on that report. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut67Docs = []string{"README.md", "pr_thread.md", "student_report.txt", "grader_feedback.md"}

// heldOut67Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 686447f (the
// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	pr_thread.md                  tp=2  fp=4  fn=0  precision 0.333 recall 1.000
//	student_report.txt            tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	grader_feedback.md            tp=1  fp=2  fn=1  precision 0.333 recall 0.500
//	overall                       tp=12 fp=6  fn=1  precision 0.667 recall 0.923
//
// These are held-out figures.
var heldOut67Floor = map[string]struct{ precision, recall float64 }{
	"README.md":          {0.98, 0.98},
	"pr_thread.md":       {0.31, 0.98},
	"student_report.txt": {0.98, 0.98},
	"grader_feedback.md": {0.31, 0.48},
	"overall":            {0.64, 0.90},
}
