package aggregator

// The held-out flag corpus 108 (testdata/flags_heldout108) is four
// documents about a repository of its own (a SvelteKit and Supabase app,
// "potterly"): the deployment guide docs/deployment.md (also in the
// repository), a code review written by a language model, an instructor's
// plain-text feedback, and two weeks of stand-up notes. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut108Docs = []string{"docs_deployment.md", "code_review_by_llm.md", "instructor_feedback.txt", "standup_notes.md"}

// heldOut108Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 8e34f9a (the
// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_deployment.md            tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	code_review_by_llm.md         tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	instructor_feedback.txt       tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	standup_notes.md              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                       tp=15 fp=1  fn=0  precision 0.938 recall 1.000
//
// These are held-out figures.
var heldOut108Floor = map[string]struct{ precision, recall float64 }{
	"docs_deployment.md":      {0.98, 0.98},
	"code_review_by_llm.md":   {0.98, 0.98},
	"instructor_feedback.txt": {0.98, 0.98},
	"standup_notes.md":        {0.64, 0.98},
	"overall":                 {0.91, 0.98},
}
