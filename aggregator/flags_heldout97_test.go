package aggregator

// The held-out flag corpus 97 (testdata/flags_heldout97) is four documents
// about a repository of its own (a Django and HTMX app, "shelfie"): the
// project's README.md (also in the repository), an external tester's
// accessibility audit, a student developer's plain-text diary, and a
// portfolio summary written by a language model. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut97Docs = []string{"README.md", "accessibility_audit.md", "student_diary.txt", "llm_project_summary.md"}

// heldOut97Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24ac46 (the
// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	accessibility_audit.md        tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	student_diary.txt             tp=4  fp=3  fn=0  precision 0.571 recall 1.000
//	llm_project_summary.md        tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=4  fn=0  precision 0.810 recall 1.000
//
// These are held-out figures.
var heldOut97Floor = map[string]struct{ precision, recall float64 }{
	"README.md":              {0.98, 0.98},
	"accessibility_audit.md": {0.73, 0.98},
	"student_diary.txt":      {0.55, 0.98},
	"llm_project_summary.md": {0.98, 0.98},
	"overall":                {0.79, 0.98},
}
