package aggregator

// The held-out flag corpus 36 (testdata/flags_heldout36) is four documents
// about a repository of its own (a Java Maven multi-module project,
// "chronoparse"): a language model's final report, a GitHub issue thread
// with a Java stack trace, code-review meeting minutes, and plain-text
// release notes. Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut36Docs = []string{"llm_final_report.md", "issue-404.md", "code_review_meeting.md", "release_notes.txt"}

// heldOut36Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit ebb4a65 (the
// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_final_report.md       tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	issue-404.md              tp=2  fp=3  fn=0  precision 0.400 recall 1.000
//	code_review_meeting.md    tp=3  fp=1  fn=1  precision 0.750 recall 0.750
//	release_notes.txt         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                   tp=18 fp=4  fn=1  precision 0.818 recall 0.947
//
// These are held-out figures.
var heldOut36Floor = map[string]struct{ precision, recall float64 }{
	"llm_final_report.md":    {0.98, 0.98},
	"issue-404.md":           {0.38, 0.98},
	"code_review_meeting.md": {0.73, 0.73},
	"release_notes.txt":      {0.98, 0.98},
	"overall":                {0.79, 0.92},
}
