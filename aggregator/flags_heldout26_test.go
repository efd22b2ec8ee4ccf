package aggregator

// The held-out flag corpus 26 (testdata/flags_heldout26) is four documents
// about a repository of its own (a Go command-line tool, "linkrot"): a
// capstone report written with a language model's help, the maintainers'
// README (also the repository's README.md), a student's plain-text weekly
// log, and a language model's architecture notes for contributors.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut26Docs = []string{"capstone_report.md", "README.md", "weekly_log.txt", "llm_architecture_notes.md"}

// heldOut26Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit b7fa9ce (the
// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	capstone_report.md          tp=8  fp=5  fn=1  precision 0.615 recall 0.889
//	README.md                   tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	weekly_log.txt              tp=1  fp=2  fn=2  precision 0.333 recall 0.333
//	llm_architecture_notes.md   tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                     tp=18 fp=8  fn=3  precision 0.692 recall 0.857
//
// These are held-out figures.
var heldOut26Floor = map[string]struct{ precision, recall float64 }{
	"capstone_report.md":        {0.59, 0.86},
	"README.md":                 {0.64, 0.98},
	"weekly_log.txt":            {0.31, 0.31},
	"llm_architecture_notes.md": {0.98, 0.98},
	"overall":                   {0.67, 0.83},
}
