package aggregator

// The held-out flag corpus 65 (testdata/flags_heldout65) is four documents
// about a repository of its own (a Swift Vapor server, "tutorbook"): a
// language model's project report, a senior developer's code review notes,
// a GitHub issue thread with a Swift backtrace, and plain-text weekly
// status e-mails. Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut65Docs = []string{"llm_report.md", "code_review_notes.md", "issue-18.md", "weekly_status.txt"}

// heldOut65Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit a15148a (the
// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_report.md                 tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	code_review_notes.md          tp=2  fp=4  fn=0  precision 0.333 recall 1.000
//	issue-18.md                   tp=2  fp=3  fn=0  precision 0.400 recall 1.000
//	weekly_status.txt             tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	overall                       tp=16 fp=8  fn=1  precision 0.667 recall 0.941
//
// These are held-out figures.
var heldOut65Floor = map[string]struct{ precision, recall float64 }{
	"llm_report.md":        {0.98, 0.98},
	"code_review_notes.md": {0.31, 0.98},
	"issue-18.md":          {0.38, 0.98},
	"weekly_status.txt":    {0.64, 0.64},
	"overall":              {0.64, 0.92},
}
