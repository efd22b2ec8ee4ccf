package aggregator

// The held-out flag corpus 103 (testdata/flags_heldout103) is four
// documents about a repository of its own (a Python CSV-cleaning CLI,
// "csvkitten"): the tutorial docs/tutorial.md (also in the repository), a
// GitHub issue thread with a user's traceback, a student's course report
// exported from Word to plain text, and a contributor guide drafted by a
// language model. Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut103Docs = []string{"docs_tutorial.md", "issue_thread.md", "course_report.txt", "llm_contributor_guide.md"}

// heldOut103Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 8e34f9a (the
// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_tutorial.md              tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	issue_thread.md               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	course_report.txt             tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	llm_contributor_guide.md      tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=4  fn=0  precision 0.810 recall 1.000
//
// These are held-out figures.
var heldOut103Floor = map[string]struct{ precision, recall float64 }{
	"docs_tutorial.md":         {0.48, 0.98},
	"issue_thread.md":          {0.64, 0.98},
	"course_report.txt":        {0.78, 0.98},
	"llm_contributor_guide.md": {0.98, 0.98},
	"overall":                  {0.79, 0.98},
}
