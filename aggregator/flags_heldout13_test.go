package aggregator

// The held-out flag corpus 13 (testdata/flags_heldout13) is four documents
// about a repository of its own (a Go 1.22 gRPC service, "stockhold"): an
// SRE's operations runbook (the repository's docs/operations.md, read where
// it lives), a language model's technical due-diligence report, a pull-
// request review thread, and a postmortem exported from Confluence as plain
// text. Documents and labels (expected.findings) were written by a helper
// who had not read the detector, and committed before the first run.
var heldOut13Docs = []string{"docs_operations.md", "llm_report.md", "pr-review-thread.md", "postmortem.txt"}

// heldOut13Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 32255da (the
// rules tuned on corpora 1-12 included), no label fixed and no cue
// tuned; the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_operations.md          tp=5  fp=1  fn=1  precision 0.833 recall 0.833
//	llm_report.md               tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	pr-review-thread.md         tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	postmortem.txt              tp=2  fp=4  fn=0  precision 0.333 recall 1.000
//	overall                     tp=15 fp=6  fn=1  precision 0.714 recall 0.938
//
// These are held-out figures.
var heldOut13Floor = map[string]struct{ precision, recall float64 }{
	"docs_operations.md":  {0.81, 0.81},
	"llm_report.md":       {0.98, 0.98},
	"pr-review-thread.md": {0.48, 0.98},
	"postmortem.txt":      {0.31, 0.98},
	"overall":             {0.69, 0.91},
}
