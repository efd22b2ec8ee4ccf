package aggregator

// The held-out flag corpus 41 (testdata/flags_heldout41) is four documents
// about a repository of its own (a TypeScript Discord bot, "huddle"): the
// team's final report written largely by a language model, another team's
// peer assessment, a teaching assistant's plain-text feedback, and a pull
// request with review comments. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut41Docs = []string{"final_report.md", "peer_assessment.md", "ta_feedback.txt", "pr-23.md"}

// heldOut41Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 73ed49a (the
// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=11 fp=1  fn=0  precision 0.917 recall 1.000
//	peer_assessment.md            tp=1  fp=1  fn=1  precision 0.500 recall 0.500
//	ta_feedback.txt               tp=1  fp=3  fn=0  precision 0.250 recall 1.000
//	pr-23.md                      tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=5  fn=1  precision 0.773 recall 0.944
//
// These are held-out figures.
var heldOut41Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":    {0.89, 0.98},
	"peer_assessment.md": {0.48, 0.48},
	"ta_feedback.txt":    {0.23, 0.98},
	"pr-23.md":           {0.98, 0.98},
	"overall":            {0.75, 0.92},
}
