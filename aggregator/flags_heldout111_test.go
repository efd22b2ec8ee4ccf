package aggregator

// The held-out flag corpus 111 (testdata/flags_heldout111) is four
// documents about a repository of its own (a Java library, "jsonpatchkit"):
// the project's CONTRIBUTING.md (also in the repository), a student's
// Markdown report on contributing a feature, a teaching assistant's plain-
// text review of it, and the maintainers' feedback thread on the student's
// pull request. Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut111Docs = []string{"CONTRIBUTING.md", "student_report.md", "ta_review.txt", "maintainer_feedback_thread.md"}

// heldOut111Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit dd55876 (the
// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CONTRIBUTING.md               tp=1  fp=1  fn=1  precision 0.500 recall 0.500
//	student_report.md             tp=9  fp=1  fn=0  precision 0.900 recall 1.000
//	ta_review.txt                 tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	maintainer_feedback_thread.md tp=1  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=13 fp=4  fn=1  precision 0.765 recall 0.929
//
// These are held-out figures.
var heldOut111Floor = map[string]struct{ precision, recall float64 }{
	"CONTRIBUTING.md":               {0.48, 0.48},
	"student_report.md":             {0.88, 0.98},
	"ta_review.txt":                 {0.48, 0.98},
	"maintainer_feedback_thread.md": {0.98, 0.98},
	"overall":                       {0.74, 0.90},
}
