package aggregator

// The held-out flag corpus 77 (testdata/flags_heldout77) is four documents
// about a repository of its own (a Kotlin Multiplatform app, "trailmix"):
// the project's README.md (also in the repository), a pull-request
// description with review comments, an examiner's plain-text feedback on a
// thesis, and a two-week stand-up log. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut77Docs = []string{"README.md", "pr_description_and_review.md", "examiner_feedback.txt", "standup_log.md"}

// heldOut77Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c8a9c31 (the
// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	pr_description_and_review.md  tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	examiner_feedback.txt         tp=1  fp=1  fn=1  precision 0.500 recall 0.500
//	standup_log.md                tp=1  fp=2  fn=0  precision 0.333 recall 1.000
//	overall                       tp=6  fp=4  fn=1  precision 0.600 recall 0.857
//
// These are held-out figures.
var heldOut77Floor = map[string]struct{ precision, recall float64 }{
	"README.md":                    {0.98, 0.98},
	"pr_description_and_review.md": {0.64, 0.98},
	"examiner_feedback.txt":        {0.48, 0.48},
	"standup_log.md":               {0.31, 0.98},
	"overall":                      {0.58, 0.83},
}
