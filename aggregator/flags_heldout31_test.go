package aggregator

// The held-out flag corpus 31 (testdata/flags_heldout31) is four documents
// about a repository of its own (a Django REST project with Celery,
// "clubhub-backend"): the team's final report written largely by a language
// model, the midterm report exported from PDF as plain text, a language
// model's onboarding guide, and the deployment guide kept in the repository
// (docs/deployment.md, read where it lives). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut31Docs = []string{"final_report.md", "midterm_report.txt", "llm_onboarding_guide.md", "docs_deployment.md"}

// heldOut31Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit ebb4a65 (the
// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md           tp=11 fp=0  fn=0  precision 1.000 recall 1.000
//	midterm_report.txt        tp=5  fp=2  fn=1  precision 0.714 recall 0.833
//	llm_onboarding_guide.md   tp=6  fp=2  fn=0  precision 0.750 recall 1.000
//	docs_deployment.md        tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                   tp=24 fp=5  fn=1  precision 0.828 recall 0.960
//
// These are held-out figures.
var heldOut31Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":         {0.98, 0.98},
	"midterm_report.txt":      {0.69, 0.81},
	"llm_onboarding_guide.md": {0.73, 0.98},
	"docs_deployment.md":      {0.64, 0.98},
	"overall":                 {0.80, 0.94},
}
