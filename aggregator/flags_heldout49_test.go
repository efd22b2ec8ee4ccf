package aggregator

// The held-out flag corpus 49 (testdata/flags_heldout49) is four documents
// about a repository of its own (a Rust command-line tool, "phototwin"): a
// student's final report written largely by a language model, the student's
// plain-text lab notebook, a language model's security notes, and the
// maintainers' README (also the repository's README.md). Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut49Docs = []string{"final_report.md", "lab_notebook.txt", "llm_security_notes.md", "README.md"}

// heldOut49Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 1d9967f (the
// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	lab_notebook.txt              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	llm_security_notes.md         tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=2  fn=0  precision 0.895 recall 1.000
//
// These are held-out figures.
var heldOut49Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":       {0.98, 0.98},
	"lab_notebook.txt":      {0.64, 0.98},
	"llm_security_notes.md": {0.73, 0.98},
	"README.md":             {0.98, 0.98},
	"overall":               {0.87, 0.98},
}
