package aggregator

// The held-out flag corpus 23 (testdata/flags_heldout23) is four documents
// about a repository of its own (a Scala Spark pipeline, "clickpath"): a
// language model's final project report, a teaching assistant's review of
// it, a GitHub issue thread with a Spark stack trace, and a runbook
// exported from Confluence as plain text. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut23Docs = []string{"llm_final_report.md", "ta_review.md", "issue-132.md", "runbook.txt"}

// heldOut23Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit c6778c2 (the
// rules tuned on corpora 1-18 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_final_report.md       tp=12 fp=0  fn=0  precision 1.000 recall 1.000
//	ta_review.md              tp=1  fp=0  fn=0  precision 1.000 recall 1.000
//	issue-132.md              tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	runbook.txt               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                   tp=17 fp=1  fn=0  precision 0.944 recall 1.000
//
// These are held-out figures.
var heldOut23Floor = map[string]struct{ precision, recall float64 }{
	"llm_final_report.md": {0.98, 0.98},
	"ta_review.md":        {0.98, 0.98},
	"issue-132.md":        {0.98, 0.98},
	"runbook.txt":         {0.64, 0.98},
	"overall":             {0.92, 0.98},
}
