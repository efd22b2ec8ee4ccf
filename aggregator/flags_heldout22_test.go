package aggregator

// The held-out flag corpus 22 (testdata/flags_heldout22) is four documents
// about a repository of its own (an Elixir Phoenix LiveView app,
// "judgeboard"): a language model's technical report for the client, a
// bachelor thesis excerpt exported from PDF as plain text, the onboarding
// guide kept in the repository (docs/onboarding.md, read where it lives),
// and the team lead's sprint report. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut22Docs = []string{"technical_report.md", "thesis_excerpt.txt", "onboarding.md", "sprint_report.md"}

// heldOut22Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c6778c2 (the
// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	technical_report.md       tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	thesis_excerpt.txt        tp=2  fp=4  fn=1  precision 0.333 recall 0.667
//	onboarding.md             tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	sprint_report.md          tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                   tp=17 fp=5  fn=2  precision 0.773 recall 0.895
//
// These are held-out figures.
var heldOut22Floor = map[string]struct{ precision, recall float64 }{
	"technical_report.md": {0.98, 0.98},
	"thesis_excerpt.txt":  {0.31, 0.64},
	"onboarding.md":       {0.64, 0.64},
	"sprint_report.md":    {0.98, 0.98},
	"overall":             {0.75, 0.87},
}
