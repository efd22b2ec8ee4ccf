package aggregator

// The held-out flag corpus 74 (testdata/flags_heldout74) is four documents
// about a repository of its own (a Django REST Framework API, "clinicq"):
// an external consultant's security audit, a GitHub Discussions thread, a
// student group's course report exported from Word to plain text, and an
// onboarding guide written by a new team member. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut74Docs = []string{"SECURITY_AUDIT.md", "discussion_thread.md", "course_report.txt", "onboarding.md"}

// heldOut74Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c8a9c31 (the
// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	SECURITY_AUDIT.md             tp=4  fp=2  fn=0  precision 0.667 recall 1.000
//	discussion_thread.md          tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	course_report.txt             tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	onboarding.md                 tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	overall                       tp=15 fp=5  fn=0  precision 0.750 recall 1.000
//
// These are held-out figures.
var heldOut74Floor = map[string]struct{ precision, recall float64 }{
	"SECURITY_AUDIT.md":    {0.64, 0.98},
	"discussion_thread.md": {0.48, 0.98},
	"course_report.txt":    {0.98, 0.98},
	"onboarding.md":        {0.78, 0.98},
	"overall":              {0.73, 0.98},
}
