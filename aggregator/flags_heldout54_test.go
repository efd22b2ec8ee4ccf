package aggregator

// The held-out flag corpus 54 (testdata/flags_heldout54) is four documents
// about a repository of its own (a Kotlin Ktor server, "fixturely"): the
// team's final report written largely by a language model, a teaching
// assistant's review of it, a pull request with review comments, and plain-
// text retrospective notes. Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut54Docs = []string{"final_report.md", "ta_review.md", "pr-41.md", "retro_notes.txt"}

// heldOut54Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 1d9967f (the
// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=12 fp=0  fn=0  precision 1.000 recall 1.000
//	ta_review.md                  tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	pr-41.md                      tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	retro_notes.txt               tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	overall                       tp=19 fp=2  fn=1  precision 0.905 recall 0.950
//
// These are held-out figures.
var heldOut54Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md": {0.98, 0.98},
	"ta_review.md":    {0.98, 0.98},
	"pr-41.md":        {0.64, 0.98},
	"retro_notes.txt": {0.64, 0.64},
	"overall":         {0.88, 0.93},
}
