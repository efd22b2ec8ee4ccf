package aggregator

// The held-out flag corpus 20 (testdata/flags_heldout20) is four documents
// about a repository of its own (a Swift iOS app, "sprout"): the team's
// final report written with a language model's help, a human-written
// earlier draft exported from Word as plain text, the maintainers' README
// (also the repository's README.md), and a language model's code tour.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut20Docs = []string{"final_report.md", "report_word_export.txt", "README.md", "ai_code_tour.md"}

// heldOut20Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c6778c2 (the
// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md           tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	report_word_export.txt    tp=3  fp=2  fn=1  precision 0.600 recall 0.750
//	README.md                 tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	ai_code_tour.md           tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                   tp=19 fp=2  fn=1  precision 0.905 recall 0.950
//
// These are held-out figures.
var heldOut20Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":        {0.98, 0.98},
	"report_word_export.txt": {0.58, 0.73},
	"README.md":              {0.98, 0.98},
	"ai_code_tour.md":        {0.98, 0.98},
	"overall":                {0.88, 0.93},
}
