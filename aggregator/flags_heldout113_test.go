package aggregator

// The held-out flag corpus 113 (testdata/flags_heldout113) is four
// documents about a repository of its own (a Go RSS reader, "tinyfeed"):
// the self-hosting guide docs/selfhosting.md (also in the repository), an
// exported Reddit thread, a colleague's plain-text code review, and a
// security audit written by a language model. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut113Docs = []string{"docs_selfhosting.md", "reddit_thread.md", "code_review_notes.txt", "llm_security_audit.md"}

// heldOut113Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit dd55876 (the
// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_selfhosting.md           tp=3  fp=4  fn=0  precision 0.429 recall 1.000
//	reddit_thread.md              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	code_review_notes.txt         tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	llm_security_audit.md         tp=6  fp=2  fn=0  precision 0.750 recall 1.000
//	overall                       tp=13 fp=8  fn=1  precision 0.619 recall 0.929
//
// These are held-out figures.
var heldOut113Floor = map[string]struct{ precision, recall float64 }{
	"docs_selfhosting.md":   {0.40, 0.98},
	"reddit_thread.md":      {0.64, 0.98},
	"code_review_notes.txt": {0.64, 0.64},
	"llm_security_audit.md": {0.73, 0.98},
	"overall":               {0.59, 0.90},
}
