package aggregator

// The held-out flag corpus 47 (testdata/flags_heldout47) is four documents
// about a repository of its own (a Python LangGraph agent, "revubot"): the
// team's final report written largely by a language model, another team's
// peer review, the instructor's plain-text grading sheet, and a pull
// request with review comments. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut47Docs = []string{"final_report.md", "peer_review.md", "grading.txt", "pr-12.md"}

// heldOut47Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 4a01817 (the
// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	peer_review.md                tp=2  fp=3  fn=0  precision 0.400 recall 1.000
//	grading.txt                   tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	pr-12.md                      tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=3  fn=0  precision 0.850 recall 1.000
//
// These are held-out figures.
var heldOut47Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md": {0.98, 0.98},
	"peer_review.md":  {0.38, 0.98},
	"grading.txt":     {0.98, 0.98},
	"pr-12.md":        {0.98, 0.98},
	"overall":         {0.83, 0.98},
}
