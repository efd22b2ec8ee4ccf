package aggregator

// The held-out flag corpus 92 (testdata/flags_heldout92) is four documents
// about a repository of its own (a Go static-site generator, "quillpress"):
// the theming guide docs/themes.md (also in the repository), a GitHub issue
// thread, a student's plain-text speaker notes, and a release summary
// written by a language model. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut92Docs = []string{"docs_themes.md", "issue_thread.md", "student_presentation_notes.txt", "llm_changelog_summary.md"}

// heldOut92Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 6f194a4 (the
// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_themes.md                tp=3  fp=5  fn=0  precision 0.375 recall 1.000
//	issue_thread.md               tp=3  fp=2  fn=0  precision 0.600 recall 1.000
//	student_presentation_notes.txt tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_changelog_summary.md      tp=7  fp=1  fn=0  precision 0.875 recall 1.000
//	overall                       tp=19 fp=8  fn=0  precision 0.704 recall 1.000
//
// These are held-out figures.
var heldOut92Floor = map[string]struct{ precision, recall float64 }{
	"docs_themes.md":                 {0.35, 0.98},
	"issue_thread.md":                {0.58, 0.98},
	"student_presentation_notes.txt": {0.98, 0.98},
	"llm_changelog_summary.md":       {0.85, 0.98},
	"overall":                        {0.68, 0.98},
}
