package aggregator

// The held-out flag corpus 66 (testdata/flags_heldout66) is four documents
// about a repository of its own (a Python Typer CLI, "fetchkit"): the
// team's final report written largely by a language model, a grader's
// plain-text grading sheet, a pull request with review comments, and the
// project's CHANGELOG.md (also in the repository). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut66Docs = []string{"final_report.md", "grading_sheet.txt", "pr-58.md", "CHANGELOG.md"}

// heldOut66Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit a15148a (the
// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=8  fp=0  fn=1  precision 1.000 recall 0.889
//	grading_sheet.txt             tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	pr-58.md                      tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	CHANGELOG.md                  tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	overall                       tp=14 fp=3  fn=2  precision 0.824 recall 0.875
//
// These are held-out figures.
var heldOut66Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":   {0.98, 0.86},
	"grading_sheet.txt": {0.48, 0.98},
	"pr-58.md":          {0.64, 0.64},
	"CHANGELOG.md":      {0.73, 0.98},
	"overall":           {0.80, 0.85},
}
