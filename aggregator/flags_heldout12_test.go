package aggregator

// The held-out flag corpus 12 (testdata/flags_heldout12) is four documents
// about a repository of its own (a Python Django 5 project with a multi-
// agent grading pipeline, "gradewise"): the team's final report, another
// team's peer feedback on the repository and the report, the team's interim
// report exported from PDF as plain text, and the project's CHANGELOG.md
// (also in the repository). Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut12Docs = []string{"final_report.md", "peer_feedback.md", "interim_report.txt", "CHANGELOG.md"}

// heldOut12Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 049d1c1 plus
// the one-line fix after it (the review-document rules and the rules tuned
// on corpora 7-9 included), no label fixed and no cue tuned; the labels
// were committed before that run by someone who had read neither the
// detector's sources nor the earlier corpora:
//
//	final_report.md         tp=8  fp=2  fn=1  precision 0.800 recall 0.889
//	peer_feedback.md        tp=3  fp=4  fn=0  precision 0.429 recall 1.000
//	interim_report.txt      tp=5  fp=2  fn=0  precision 0.714 recall 1.000
//	CHANGELOG.md            tp=2  fp=4  fn=0  precision 0.333 recall 1.000
//	overall                 tp=18 fp=12 fn=1  precision 0.600 recall 0.947
//
// These are held-out figures.
var heldOut12Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":    {0.78, 0.86},
	"peer_feedback.md":   {0.40, 0.98},
	"interim_report.txt": {0.69, 0.98},
	"CHANGELOG.md":       {0.31, 0.98},
	"overall":            {0.58, 0.92},
}
