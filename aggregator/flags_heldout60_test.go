package aggregator

// The held-out flag corpus 60 (testdata/flags_heldout60) is four documents
// about a repository of its own (a TypeScript npm library, "spanwise"): a
// language model's final report, an instructor's plain-text feedback, a
// pull request with review comments, and the project's CHANGELOG.md (also
// in the repository). Documents and labels (expected.findings) were written
// by a helper who had not read the detector, and committed before the first
// run.
var heldOut60Docs = []string{"llm_final_report.md", "instructor_feedback.txt", "pr-77.md", "CHANGELOG.md"}

// heldOut60Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 311983c (the
// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_final_report.md           tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	instructor_feedback.txt       tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	pr-77.md                      tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	CHANGELOG.md                  tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	overall                       tp=16 fp=4  fn=0  precision 0.800 recall 1.000
//
// These are held-out figures.
var heldOut60Floor = map[string]struct{ precision, recall float64 }{
	"llm_final_report.md":     {0.98, 0.98},
	"instructor_feedback.txt": {0.48, 0.98},
	"pr-77.md":                {0.58, 0.98},
	"CHANGELOG.md":            {0.73, 0.98},
	"overall":                 {0.78, 0.98},
}
