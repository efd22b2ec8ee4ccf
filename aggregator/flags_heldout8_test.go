package aggregator

// The held-out flag corpus 8 (testdata/flags_heldout8) is four documents
// about a repository of its own (a Ruby on Rails 7.1 application,
// "shiftboard"): a maintainer's design document (RFC) proposing new files,
// a language model's code audit, a pull-request description with two review
// comments, and a student team's report exported from Google Docs as plain
// text with paths hyphenated across line ends. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut8Docs = []string{"docs_design.md", "audit_report.md", "pr-311.md", "team_report.txt"}

// heldOut8Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24496f (the
// review-document rules included), no label fixed and no cue tuned; the
// labels were committed before that run by someone who had read neither
// the detector's sources nor the earlier corpora:
//
//	docs_design.md      tp=3  fp=8  fn=0  precision 0.273 recall 1.000
//	audit_report.md     tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	pr-311.md           tp=2  fp=2  fn=1  precision 0.500 recall 0.667
//	team_report.txt     tp=2  fp=15 fn=1  precision 0.118 recall 0.667
//	overall             tp=15 fp=25 fn=2  precision 0.375 recall 0.882
//
// These are held-out figures.
var heldOut8Floor = map[string]struct{ precision, recall float64 }{
	"docs_design.md":  {0.25, 0.98},
	"audit_report.md": {0.98, 0.98},
	"pr-311.md":       {0.48, 0.64},
	"team_report.txt": {0.09, 0.64},
	"overall":         {0.35, 0.86},
}
