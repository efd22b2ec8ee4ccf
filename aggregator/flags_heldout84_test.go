package aggregator

// The held-out flag corpus 84 (testdata/flags_heldout84) is four documents
// about a repository of its own (a Vue and Express app, "quizforge"): the
// project's README.md (only in the repository), a student team's final
// report written with a language model's help, the grader's filled-in
// rubric for it, and plain-text retrospective notes. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut84Docs = []string{"README.md", "final_report.md", "grading_rubric_feedback.md", "retro_notes.txt"}

// heldOut84Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 58287b4 (the
// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	final_report.md               tp=13 fp=0  fn=0  precision 1.000 recall 1.000
//	grading_rubric_feedback.md    tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	retro_notes.txt               tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	overall                       tp=19 fp=3  fn=0  precision 0.864 recall 1.000
//
// These are held-out figures.
var heldOut84Floor = map[string]struct{ precision, recall float64 }{
	"README.md":                  {0.98, 0.98},
	"final_report.md":            {0.98, 0.98},
	"grading_rubric_feedback.md": {0.48, 0.98},
	"retro_notes.txt":            {0.58, 0.98},
	"overall":                    {0.84, 0.98},
}
