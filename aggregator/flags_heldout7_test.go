package aggregator

// The held-out flag corpus 7 (testdata/flags_heldout7) is four documents
// about a repository of its own (an ASP.NET Core 8 Web API, "shelfmark"
// (C#)): the maintainers' README (also the repository's README.md), a
// language model's final project report, a human peer review of that report
// (Markdown) and a teaching assistant's plain-text grading sheet. Documents
// and labels (expected.findings) were written by a helper who had not read
// the detector, and committed before the first run.
var heldOut7Docs = []string{"README.md", "final_report.md", "peer_review.md", "grading.txt"}

// heldOut7Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24496f (the
// review-document rules included), no label fixed and no cue tuned; the
// labels were committed before that run by someone who had read neither
// the detector's sources nor the earlier corpora:
//
//	README.md           tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	final_report.md     tp=12 fp=0  fn=0  precision 1.000 recall 1.000
//	peer_review.md      tp=2  fp=7  fn=0  precision 0.222 recall 1.000
//	grading.txt         tp=2  fp=6  fn=1  precision 0.250 recall 0.667
//	overall             tp=19 fp=14 fn=1  precision 0.576 recall 0.950
//
// These are held-out figures.
var heldOut7Floor = map[string]struct{ precision, recall float64 }{
	"README.md":       {0.73, 0.98},
	"final_report.md": {0.98, 0.98},
	"peer_review.md":  {0.20, 0.98},
	"grading.txt":     {0.23, 0.64},
	"overall":         {0.55, 0.93},
}
