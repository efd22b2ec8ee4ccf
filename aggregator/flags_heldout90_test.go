package aggregator

// The held-out flag corpus 90 (testdata/flags_heldout90) is four documents
// about a repository of its own (Zephyr firmware for beehive sensor nodes,
// "hivemind"): the project's README.md (also in the repository), an
// engineer's plain-text bring-up log, an external consultant's design
// review, and a student's report on porting the firmware. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut90Docs = []string{"README.md", "hardware_bringup_log.txt", "design_review.md", "student_report.md"}

// heldOut90Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 088a100 (the
// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	hardware_bringup_log.txt      tp=4  fp=3  fn=0  precision 0.571 recall 1.000
//	design_review.md              tp=4  fp=2  fn=0  precision 0.667 recall 1.000
//	student_report.md             tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=15 fp=6  fn=0  precision 0.714 recall 1.000
//
// These are held-out figures.
var heldOut90Floor = map[string]struct{ precision, recall float64 }{
	"README.md":                {0.64, 0.98},
	"hardware_bringup_log.txt": {0.55, 0.98},
	"design_review.md":         {0.64, 0.98},
	"student_report.md":        {0.98, 0.98},
	"overall":                  {0.69, 0.98},
}
