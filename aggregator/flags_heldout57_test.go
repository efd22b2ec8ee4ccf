package aggregator

// The held-out flag corpus 57 (testdata/flags_heldout57) is four documents
// about a repository of its own (a C11 SDL2 game, "lanternfall"): the
// team's postmortem written with a language model's help, a devlog exported
// from a blog as plain text, a language model's code review, and the
// contributor guide (also the repository's CONTRIBUTING.md). Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut57Docs = []string{"postmortem.md", "devlog_export.txt", "llm_code_review.md", "CONTRIBUTING.md"}

// heldOut57Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 311983c (the
// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	postmortem.md                 tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	devlog_export.txt             tp=3  fp=7  fn=0  precision 0.300 recall 1.000
//	llm_code_review.md            tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=16 fp=7  fn=0  precision 0.696 recall 1.000
//
// These are held-out figures.
var heldOut57Floor = map[string]struct{ precision, recall float64 }{
	"postmortem.md":      {0.98, 0.98},
	"devlog_export.txt":  {0.28, 0.98},
	"llm_code_review.md": {0.98, 0.98},
	"CONTRIBUTING.md":    {0.98, 0.98},
	"overall":            {0.67, 0.98},
}
