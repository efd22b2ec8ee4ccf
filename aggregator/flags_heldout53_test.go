package aggregator

// The held-out flag corpus 53 (testdata/flags_heldout53) is four documents
// about a repository of its own (a Ruby gem, "icalkit"): a language model's
// project report, a GitHub issue thread with a Ruby backtrace, a
// maintainer's review of a design proposal, and a plain-text release
// checklist. Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut53Docs = []string{"llm_report.md", "issue-31.md", "maintainer_review.md", "release_checklist.txt"}

// heldOut53Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 1d9967f (the
// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_report.md                 tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	issue-31.md                   tp=2  fp=4  fn=1  precision 0.333 recall 0.667
//	maintainer_review.md          tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	release_checklist.txt         tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	overall                       tp=17 fp=6  fn=1  precision 0.739 recall 0.944
//
// These are held-out figures.
var heldOut53Floor = map[string]struct{ precision, recall float64 }{
	"llm_report.md":         {0.98, 0.98},
	"issue-31.md":           {0.31, 0.64},
	"maintainer_review.md":  {0.98, 0.98},
	"release_checklist.txt": {0.58, 0.98},
	"overall":               {0.71, 0.92},
}
