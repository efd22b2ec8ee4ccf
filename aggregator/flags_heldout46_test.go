package aggregator

// The held-out flag corpus 46 (testdata/flags_heldout46) is four documents
// about a repository of its own (a Haskell cabal project, "slidewright"): a
// language model's project report, a course reviewer's comments on it, a
// GitHub issue thread, and a developer's plain-text diary. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut46Docs = []string{"llm_report.md", "reviewer_comments.md", "issue-15.md", "dev_diary.txt"}

// heldOut46Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 4a01817 (the
// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_report.md                 tp=10 fp=1  fn=0  precision 0.909 recall 1.000
//	reviewer_comments.md          tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	issue-15.md                   tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	dev_diary.txt                 tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	overall                       tp=18 fp=6  fn=0  precision 0.750 recall 1.000
//
// These are held-out figures.
var heldOut46Floor = map[string]struct{ precision, recall float64 }{
	"llm_report.md":        {0.88, 0.98},
	"reviewer_comments.md": {0.73, 0.98},
	"issue-15.md":          {0.48, 0.98},
	"dev_diary.txt":        {0.58, 0.98},
	"overall":              {0.73, 0.98},
}
