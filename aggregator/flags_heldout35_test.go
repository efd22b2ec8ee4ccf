package aggregator

// The held-out flag corpus 35 (testdata/flags_heldout35) is four documents
// about a repository of its own (a Go REST service, "roombook"): a language
// model's final project report, a grader's notes on it, a pull request with
// review comments, and plain-text stand-up notes. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut35Docs = []string{"llm_report.md", "grader_notes.md", "pr-57.md", "standup_notes.txt"}

// heldOut35Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit ebb4a65 (the
// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_report.md             tp=8  fp=0  fn=1  precision 1.000 recall 0.889
//	grader_notes.md           tp=2  fp=5  fn=1  precision 0.286 recall 0.667
//	pr-57.md                  tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	standup_notes.txt         tp=5  fp=5  fn=0  precision 0.500 recall 1.000
//	overall                   tp=17 fp=12 fn=2  precision 0.586 recall 0.895
//
// These are held-out figures.
var heldOut35Floor = map[string]struct{ precision, recall float64 }{
	"llm_report.md":     {0.98, 0.86},
	"grader_notes.md":   {0.26, 0.64},
	"pr-57.md":          {0.48, 0.98},
	"standup_notes.txt": {0.48, 0.98},
	"overall":           {0.56, 0.87},
}
