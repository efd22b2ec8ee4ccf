package aggregator

// The held-out flag corpus 68 (testdata/flags_heldout68) is four documents
// about a repository of its own (a Python Prefect pipeline, "tidewatch"):
// an audit written by a language model, a GitHub issue thread, a human-
// written interim report exported from Google Docs to plain text, and
// weekly meeting minutes. Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut68Docs = []string{"audit_report.md", "issue_thread.md", "interim_report.txt", "meeting_minutes.md"}

// heldOut68Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 686447f (the
// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	audit_report.md               tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	issue_thread.md               tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	interim_report.txt            tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	meeting_minutes.md            tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	overall                       tp=16 fp=1  fn=0  precision 0.941 recall 1.000
//
// These are held-out figures.
var heldOut68Floor = map[string]struct{ precision, recall float64 }{
	"audit_report.md":    {0.98, 0.98},
	"issue_thread.md":    {0.98, 0.98},
	"interim_report.txt": {0.98, 0.98},
	"meeting_minutes.md": {0.64, 0.98},
	"overall":            {0.92, 0.98},
}
