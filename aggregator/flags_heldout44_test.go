package aggregator

// The held-out flag corpus 44 (testdata/flags_heldout44) is four documents
// about a repository of its own (a Go and React monorepo, "rotaplan"): a
// capstone report written with a language model's help, the team's interim
// report exported from Word as plain text, a language model's handover
// document, and the API reference kept in the repository (docs/api.md, read
// where it lives). Documents and labels (expected.findings) were written by
// a helper who had not read the detector, and committed before the first
// run.
var heldOut44Docs = []string{"capstone_report.md", "interim_report.txt", "llm_handover_doc.md", "docs_api.md"}

// heldOut44Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 4a01817 (the
// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	capstone_report.md            tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	interim_report.txt            tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_handover_doc.md           tp=4  fp=2  fn=0  precision 0.667 recall 1.000
//	docs_api.md                   tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	overall                       tp=16 fp=3  fn=0  precision 0.842 recall 1.000
//
// These are held-out figures.
var heldOut44Floor = map[string]struct{ precision, recall float64 }{
	"capstone_report.md":  {0.98, 0.98},
	"interim_report.txt":  {0.98, 0.98},
	"llm_handover_doc.md": {0.64, 0.98},
	"docs_api.md":         {0.48, 0.98},
	"overall":             {0.82, 0.98},
}
