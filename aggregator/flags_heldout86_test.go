package aggregator

// The held-out flag corpus 86 (testdata/flags_heldout86) is four documents
// about a repository of its own (a Python CLI and library, "tabular-diff"):
// the usage guide docs/usage.md (also in the repository), a mentor's plain-
// text review of a GSoC final report, that report, and an exported Discord
// help channel. Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut86Docs = []string{"docs_usage.md", "mentor_review.txt", "gsoc_final_report.md", "discord_export.md"}

// heldOut86Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 088a100 (the
// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_usage.md                 tp=2  fp=12 fn=0  precision 0.143 recall 1.000
//	mentor_review.txt             tp=1  fp=3  fn=0  precision 0.250 recall 1.000
//	gsoc_final_report.md          tp=5  fp=1  fn=1  precision 0.833 recall 0.833
//	discord_export.md             tp=1  fp=2  fn=0  precision 0.333 recall 1.000
//	overall                       tp=9  fp=18 fn=1  precision 0.333 recall 0.900
//
// These are held-out figures.
var heldOut86Floor = map[string]struct{ precision, recall float64 }{
	"docs_usage.md":        {0.12, 0.98},
	"mentor_review.txt":    {0.23, 0.98},
	"gsoc_final_report.md": {0.81, 0.81},
	"discord_export.md":    {0.31, 0.98},
	"overall":              {0.31, 0.88},
}
