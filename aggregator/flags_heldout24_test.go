package aggregator

// The held-out flag corpus 24 (testdata/flags_heldout24) is four documents
// about a repository of its own (a Dart Flutter app, "quadcal"): the team's
// final report written largely by a language model, an instructor's plain-
// text grading feedback, a pull request with review comments, and the
// project's CHANGELOG.md (also in the repository). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut24Docs = []string{"final_report.md", "grading_feedback.txt", "pr-88.md", "CHANGELOG.md"}

// heldOut24Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c6778c2 (the
// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md           tp=11 fp=0  fn=0  precision 1.000 recall 1.000
//	grading_feedback.txt      tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	pr-88.md                  tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	CHANGELOG.md              tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                   tp=16 fp=2  fn=0  precision 0.889 recall 1.000
//
// These are held-out figures.
var heldOut24Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":      {0.98, 0.98},
	"grading_feedback.txt": {0.48, 0.98},
	"pr-88.md":             {0.64, 0.98},
	"CHANGELOG.md":         {0.98, 0.98},
	"overall":              {0.86, 0.98},
}
