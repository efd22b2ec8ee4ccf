package aggregator

// The held-out flag corpus 25 (testdata/flags_heldout25) is four documents
// about a repository of its own (a Kotlin Spring Boot service, "talkbox"):
// the team's final report written largely by a language model, a progress
// report exported from PDF as plain text, a language model's evaluation of
// the repository for the course staff, and the architecture document kept
// in the repository (docs/architecture.md, read where it lives). Documents
// and labels (expected.findings) were written by a helper who had not read
// the detector, and committed before the first run.
var heldOut25Docs = []string{"final_report.md", "progress_report.txt", "llm_repo_evaluation.md", "docs_architecture.md"}

// heldOut25Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit b7fa9ce (the
// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
// (The helper who wrote this corpus saw one commit subject line of the
// detector's history by accident; nothing else.)
//
//	final_report.md             tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	progress_report.txt         tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_repo_evaluation.md      tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	docs_architecture.md        tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                     tp=18 fp=1  fn=0  precision 0.947 recall 1.000
//
// These are held-out figures.
var heldOut25Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":        {0.98, 0.98},
	"progress_report.txt":    {0.98, 0.98},
	"llm_repo_evaluation.md": {0.73, 0.98},
	"docs_architecture.md":   {0.98, 0.98},
	"overall":                {0.92, 0.98},
}
