package aggregator

// The held-out flag corpus 39 (testdata/flags_heldout39) is four documents
// about a repository of its own (a Python library, "dimensia"): a
// contributor's final report written with a language model's help, the
// mentor's evaluation exported as plain text, a language model's release
// summary, and the contributor guide (also the repository's
// CONTRIBUTING.md). Documents and labels (expected.findings) were written
// by a helper who had not read the detector, and committed before the first
// run.
var heldOut39Docs = []string{"gsoc_final_report.md", "mentor_evaluation.txt", "llm_release_summary.md", "CONTRIBUTING.md"}

// heldOut39Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 73ed49a (the
// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	gsoc_final_report.md          tp=5  fp=0  fn=1  precision 1.000 recall 0.833
//	mentor_evaluation.txt         tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	llm_release_summary.md        tp=7  fp=2  fn=0  precision 0.778 recall 1.000
//	CONTRIBUTING.md               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                       tp=16 fp=5  fn=1  precision 0.762 recall 0.941
//
// These are held-out figures.
var heldOut39Floor = map[string]struct{ precision, recall float64 }{
	"gsoc_final_report.md":   {0.98, 0.81},
	"mentor_evaluation.txt":  {0.48, 0.98},
	"llm_release_summary.md": {0.75, 0.98},
	"CONTRIBUTING.md":        {0.64, 0.98},
	"overall":                {0.74, 0.92},
}
