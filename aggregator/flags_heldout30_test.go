package aggregator

// The held-out flag corpus 30 (testdata/flags_heldout30) is four documents
// about a repository of its own (a Rust axum web service, "linkpulse"): a
// language model's project report, a GitHub issue thread with a panic
// backtrace, the pull request that fixes it with review comments, and a
// postmortem exported from a wiki as plain text. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut30Docs = []string{"llm_report.md", "issue-211.md", "pr-219.md", "postmortem.txt"}

// heldOut30Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit b7fa9ce (the
// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_report.md               tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	issue-211.md                tp=1  fp=3  fn=0  precision 0.250 recall 1.000
//	pr-219.md                   tp=2  fp=4  fn=0  precision 0.333 recall 1.000
//	postmortem.txt              tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                     tp=15 fp=8  fn=0  precision 0.652 recall 1.000
//
// These are held-out figures.
var heldOut30Floor = map[string]struct{ precision, recall float64 }{
	"llm_report.md":  {0.98, 0.98},
	"issue-211.md":   {0.23, 0.98},
	"pr-219.md":      {0.31, 0.98},
	"postmortem.txt": {0.64, 0.98},
	"overall":        {0.63, 0.98},
}
