package aggregator

// The held-out flag corpus 93 (testdata/flags_heldout93) is four documents
// about a repository of its own (a Unity puzzle game, "gearbound"): the
// project's CONTRIBUTING.md (also in the repository), a designer's playtest
// report, the team's final report exported from Word to plain text, and the
// instructor's feedback on it. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut93Docs = []string{"CONTRIBUTING.md", "playtest_report.md", "team_report.txt", "instructor_feedback.md"}

// heldOut93Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 6f194a4 (the
// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CONTRIBUTING.md               tp=2  fp=3  fn=0  precision 0.400 recall 1.000
//	playtest_report.md            tp=1  fp=0  fn=0  precision 1.000 recall 1.000
//	team_report.txt               tp=7  fp=0  fn=1  precision 1.000 recall 0.875
//	instructor_feedback.md        tp=1  fp=1  fn=0  precision 0.500 recall 1.000
//	overall                       tp=11 fp=4  fn=1  precision 0.733 recall 0.917
//
// These are held-out figures.
var heldOut93Floor = map[string]struct{ precision, recall float64 }{
	"CONTRIBUTING.md":        {0.38, 0.98},
	"playtest_report.md":     {0.98, 0.98},
	"team_report.txt":        {0.98, 0.85},
	"instructor_feedback.md": {0.48, 0.98},
	"overall":                {0.71, 0.89},
}
