package aggregator

// The held-out flag corpus 87 (testdata/flags_heldout87) is four documents
// about a repository of its own (a Java Android app, "birdlog"): the
// project's CONTRIBUTING.md (also in the repository), a thesis chapter
// exported from a PDF to plain text, a code review written by a language
// model, and supervisor meeting notes. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut87Docs = []string{"CONTRIBUTING.md", "final_thesis_excerpt.txt", "code_review_by_llm.md", "supervisor_meeting_notes.md"}

// heldOut87Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 088a100 (the
// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CONTRIBUTING.md               tp=1  fp=1  fn=1  precision 0.500 recall 0.500
//	final_thesis_excerpt.txt      tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	code_review_by_llm.md         tp=4  fp=0  fn=3  precision 1.000 recall 0.571
//	supervisor_meeting_notes.md   tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                       tp=9  fp=2  fn=5  precision 0.818 recall 0.643
//
// These are held-out figures.
var heldOut87Floor = map[string]struct{ precision, recall float64 }{
	"CONTRIBUTING.md":             {0.48, 0.48},
	"final_thesis_excerpt.txt":    {0.98, 0.64},
	"code_review_by_llm.md":       {0.98, 0.55},
	"supervisor_meeting_notes.md": {0.64, 0.98},
	"overall":                     {0.79, 0.62},
}
