package aggregator

// The held-out flag corpus 117 (testdata/flags_heldout117) is four
// documents about a repository of its own (a Kotlin Android app,
// "birdnote", a Gradle multi-module build): a code tour written by a
// language model, an intern's plain-text report, CONTRIBUTING.md (also in
// the repository) and a GitHub issue thread. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut117Docs = []string{"codebase_tour.md", "internship_report.txt", "CONTRIBUTING.md", "issue_231_thread.md"}

// heldOut117Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 00031d9 (the
// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	codebase_tour.md              tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	internship_report.txt         tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	CONTRIBUTING.md               tp=1  fp=0  fn=1  precision 1.000 recall 0.500
//	issue_231_thread.md           tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=16 fp=0  fn=1  precision 1.000 recall 0.941
//
// These are held-out figures. The same run with the tie model off
// (every missing path flagged, as before commit 00031d9) gives overall
// tp=17 fp=2 fn=0, precision 0.895 recall 1.000.
var heldOut117Floor = map[string]struct{ precision, recall float64 }{
	"codebase_tour.md":      {0.98, 0.98},
	"internship_report.txt": {0.98, 0.98},
	"CONTRIBUTING.md":       {0.98, 0.48},
	"issue_231_thread.md":   {0.98, 0.98},
	"overall":               {0.98, 0.92},
}
