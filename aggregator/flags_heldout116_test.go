package aggregator

// The held-out flag corpus 116 (testdata/flags_heldout116) is four
// documents about a repository of its own (a Python FastAPI service,
// "clinicq", for booking physiotherapy appointments): a code walkthrough
// written by a language model, an intern's plain-text placement report, the
// README (also in the repository) and a GitHub issue thread. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut116Docs = []string{"codebase_walkthrough.md", "placement_report.txt", "README.md", "issue_214_thread.md"}

// heldOut116Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 00031d9 (the
// rules tuned on corpora 1-114 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	codebase_walkthrough.md       tp=9  fp=0  fn=0  precision 1.000 recall 1.000
//	placement_report.txt          tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	issue_214_thread.md           tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=1  fn=0  precision 0.944 recall 1.000
//
// These are held-out figures. The same run with the tie model off
// (every missing path flagged, as before commit 00031d9) gives overall
// tp=17 fp=2 fn=0, precision 0.895 recall 1.000.
var heldOut116Floor = map[string]struct{ precision, recall float64 }{
	"codebase_walkthrough.md": {0.98, 0.98},
	"placement_report.txt":    {0.73, 0.98},
	"README.md":               {0.98, 0.98},
	"issue_214_thread.md":     {0.98, 0.98},
	"overall":                 {0.92, 0.98},
}
