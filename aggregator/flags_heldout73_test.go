package aggregator

// The held-out flag corpus 73 (testdata/flags_heldout73) is four documents
// about a repository of its own (a C++ mesh-simplification library,
// "quillmesh"): the project's README.md (also in the repository), notes
// from a design-review meeting with reported speech, a graduate student's
// lab report exported from a PDF to plain text, and a repository summary
// written by a language model. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut73Docs = []string{"README.md", "design_review_notes.md", "lab_report.txt", "llm_summary.md"}

// heldOut73Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c8a9c31 (the
// rules tuned on corpora 1-72 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	design_review_notes.md        tp=2  fp=1  fn=2  precision 0.667 recall 0.500
//	lab_report.txt                tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	llm_summary.md                tp=6  fp=0  fn=2  precision 1.000 recall 0.750
//	overall                       tp=12 fp=1  fn=5  precision 0.923 recall 0.706
//
// These are held-out figures.
var heldOut73Floor = map[string]struct{ precision, recall float64 }{
	"README.md":              {0.98, 0.98},
	"design_review_notes.md": {0.64, 0.48},
	"lab_report.txt":         {0.98, 0.64},
	"llm_summary.md":         {0.98, 0.73},
	"overall":                {0.90, 0.68},
}
