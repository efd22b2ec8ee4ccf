package aggregator

// The held-out flag corpus 101 (testdata/flags_heldout101) is four
// documents about a repository of its own (a Java Quarkus service,
// "fleetwatch"): the project's ARCHITECTURE.md (also in the repository), an
// on-call handbook excerpt, an intern's report exported from Word to plain
// text, and a code review thread on a refactoring. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut101Docs = []string{"ARCHITECTURE.md", "oncall_handbook_excerpt.md", "internship_report.txt", "code_review_thread.md"}

// heldOut101Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24ac46 (the
// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	ARCHITECTURE.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	oncall_handbook_excerpt.md    tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	internship_report.txt         tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	code_review_thread.md         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=11 fp=1  fn=0  precision 0.917 recall 1.000
//
// These are held-out figures.
var heldOut101Floor = map[string]struct{ precision, recall float64 }{
	"ARCHITECTURE.md":            {0.98, 0.98},
	"oncall_handbook_excerpt.md": {0.98, 0.98},
	"internship_report.txt":      {0.78, 0.98},
	"code_review_thread.md":      {0.98, 0.98},
	"overall":                    {0.89, 0.98},
}
