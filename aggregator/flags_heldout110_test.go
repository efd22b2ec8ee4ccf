package aggregator

// The held-out flag corpus 110 (testdata/flags_heldout110) is four
// documents about a repository of its own (a Helm chart and operator,
// "pgbouncer-chart"): the project's README.md (also in the repository),
// upgrade notes across chart versions, a pull-request review thread, and an
// SRE's plain-text incident notes. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut110Docs = []string{"README.md", "upgrade_notes.md", "review_thread.md", "ops_incident_notes.txt"}

// heldOut110Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit dd55876 (the
// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	upgrade_notes.md              tp=1  fp=2  fn=2  precision 0.333 recall 0.333
//	review_thread.md              tp=2  fp=1  fn=1  precision 0.667 recall 0.667
//	ops_incident_notes.txt        tp=2  fp=3  fn=0  precision 0.400 recall 1.000
//	overall                       tp=7  fp=8  fn=3  precision 0.467 recall 0.700
//
// These are held-out figures.
var heldOut110Floor = map[string]struct{ precision, recall float64 }{
	"README.md":              {0.48, 0.98},
	"upgrade_notes.md":       {0.31, 0.31},
	"review_thread.md":       {0.64, 0.64},
	"ops_incident_notes.txt": {0.38, 0.98},
	"overall":                {0.44, 0.68},
}
