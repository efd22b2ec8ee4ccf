package aggregator

// The held-out flag corpus 80 (testdata/flags_heldout80) is four documents
// about a repository of its own (a PyTorch segmentation codebase,
// "glimmer"): the project's REPRODUCING.md (also in the repository),
// conference reviewers' comments on the paper and code, a PhD student's
// plain-text lab notebook, and a training-loop walkthrough written by a
// language model. Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut80Docs = []string{"REPRODUCING.md", "reviewer_comments.md", "lab_notebook.txt", "code_walkthrough.md"}

// heldOut80Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 58287b4 (the
// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	REPRODUCING.md                tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	reviewer_comments.md          tp=2  fp=2  fn=1  precision 0.500 recall 0.667
//	lab_notebook.txt              tp=3  fp=2  fn=1  precision 0.600 recall 0.750
//	code_walkthrough.md           tp=7  fp=1  fn=0  precision 0.875 recall 1.000
//	overall                       tp=15 fp=7  fn=2  precision 0.682 recall 0.882
//
// These are held-out figures.
var heldOut80Floor = map[string]struct{ precision, recall float64 }{
	"REPRODUCING.md":       {0.58, 0.98},
	"reviewer_comments.md": {0.48, 0.64},
	"lab_notebook.txt":     {0.58, 0.73},
	"code_walkthrough.md":  {0.85, 0.98},
	"overall":              {0.66, 0.86},
}
