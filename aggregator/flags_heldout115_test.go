package aggregator

// The held-out flag corpus 115 (testdata/flags_heldout115) is four
// documents about a repository of its own (a Rust Cargo workspace,
// "tidewatch", that polls tide-gauge APIs and writes alerts): a code tour
// written by a language model, an intern's plain-text report,
// CONTRIBUTING.md (also in the repository) and a GitHub issue thread.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut115Docs = []string{"CODEBASE_OVERVIEW.md", "internship_report_ea_provider.txt", "CONTRIBUTING.md", "issue_231_duplicate_alerts.md"}

// heldOut115Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 00031d9 (the
// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CODEBASE_OVERVIEW.md          tp=7  fp=0  fn=1  precision 1.000 recall 0.875
//	internship_report_ea_provider.txt tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	issue_231_duplicate_alerts.md tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	overall                       tp=16 fp=1  fn=2  precision 0.941 recall 0.889
//
// These are held-out figures. The same run with the tie model off
// (every missing path flagged, as before commit 00031d9) gives overall
// tp=18 fp=3 fn=0, precision 0.857 recall 1.000.
var heldOut115Floor = map[string]struct{ precision, recall float64 }{
	"CODEBASE_OVERVIEW.md":              {0.98, 0.85},
	"internship_report_ea_provider.txt": {0.98, 0.98},
	"CONTRIBUTING.md":                   {0.98, 0.98},
	"issue_231_duplicate_alerts.md":     {0.64, 0.64},
	"overall":                           {0.92, 0.86},
}
