package aggregator

// The held-out flag corpus 19 (testdata/flags_heldout19) is four documents
// about a repository of its own (a Python FastAPI service, "gearloan"): the
// team's final report written largely by a language model, a member's
// design report exported from PDF as plain text, a language model's
// repository summary for the team wiki, and the API documentation kept in
// the repository (docs/api.md, read where it lives). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut19Docs = []string{"final_report.md", "design_review.txt", "llm_summary.md", "docs_api.md"}

// heldOut19Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c6778c2 (the
// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md           tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	design_review.txt         tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	llm_summary.md            tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	docs_api.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                   tp=16 fp=1  fn=1  precision 0.941 recall 0.941
//
// These are held-out figures.
var heldOut19Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":   {0.98, 0.98},
	"design_review.txt": {0.64, 0.64},
	"llm_summary.md":    {0.98, 0.98},
	"docs_api.md":       {0.98, 0.98},
	"overall":           {0.92, 0.92},
}
