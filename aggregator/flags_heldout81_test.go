package aggregator

// The held-out flag corpus 81 (testdata/flags_heldout81) is four documents
// about a repository of its own (an Elixir Phoenix LiveView app,
// "potluck"): a student's Markdown project report, a teaching assistant's
// plain-text feedback on it, a GitHub issue thread, and the project's
// CHANGELOG.md (in the repository as CHANGELOG.md). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut81Docs = []string{"student_report.md", "ta_feedback.txt", "github_issue.md", "changelog_excerpt.md"}

// heldOut81Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 58287b4 (the
// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	student_report.md             tp=7  fp=4  fn=0  precision 0.636 recall 1.000
//	ta_feedback.txt               tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	github_issue.md               tp=1  fp=0  fn=1  precision 1.000 recall 0.500
//	changelog_excerpt.md          tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	overall                       tp=10 fp=6  fn=1  precision 0.625 recall 0.909
//
// These are held-out figures.
var heldOut81Floor = map[string]struct{ precision, recall float64 }{
	"student_report.md":    {0.61, 0.98},
	"ta_feedback.txt":      {0.48, 0.98},
	"github_issue.md":      {0.98, 0.48},
	"changelog_excerpt.md": {0.48, 0.98},
	"overall":              {0.60, 0.88},
}
