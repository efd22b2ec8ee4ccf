package aggregator

// The held-out flag corpus 52 (testdata/flags_heldout52) is four documents
// about a repository of its own (a Go rate-limiting library, "tokenwell"):
// a thesis implementation chapter written with a language model's help, the
// supervisor's assessment as plain text, a language model's API review, and
// the project's CHANGELOG.md (also in the repository). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut52Docs = []string{"thesis_chapter.md", "supervisor_report.txt", "llm_api_review.md", "CHANGELOG.md"}

// heldOut52Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 1d9967f (the
// rules tuned on corpora 1-48 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	thesis_chapter.md             tp=5  fp=0  fn=1  precision 1.000 recall 0.833
//	supervisor_report.txt         tp=2  fp=3  fn=0  precision 0.400 recall 1.000
//	llm_api_review.md             tp=5  fp=1  fn=0  precision 0.833 recall 1.000
//	CHANGELOG.md                  tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	overall                       tp=14 fp=4  fn=2  precision 0.778 recall 0.875
//
// These are held-out figures.
var heldOut52Floor = map[string]struct{ precision, recall float64 }{
	"thesis_chapter.md":     {0.98, 0.81},
	"supervisor_report.txt": {0.38, 0.98},
	"llm_api_review.md":     {0.81, 0.98},
	"CHANGELOG.md":          {0.98, 0.64},
	"overall":               {0.75, 0.85},
}
