package aggregator

// The held-out flag corpus 106 (testdata/flags_heldout106) is four
// documents about a repository of its own (a Rails API, "gigboard"): the
// project's CONTRIBUTING.md (also in the repository), a classmate's peer
// review of a team report, that report in Markdown, and plain-text sprint
// review notes. Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut106Docs = []string{"CONTRIBUTING.md", "peer_review.md", "team_report.md", "sprint_review_notes.txt"}

// heldOut106Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 8e34f9a (the
// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CONTRIBUTING.md               tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	peer_review.md                tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	team_report.md                tp=11 fp=0  fn=1  precision 1.000 recall 0.917
//	sprint_review_notes.txt       tp=3  fp=3  fn=1  precision 0.500 recall 0.750
//	overall                       tp=19 fp=4  fn=2  precision 0.826 recall 0.905
//
// These are held-out figures.
var heldOut106Floor = map[string]struct{ precision, recall float64 }{
	"CONTRIBUTING.md":         {0.98, 0.98},
	"peer_review.md":          {0.64, 0.98},
	"team_report.md":          {0.98, 0.89},
	"sprint_review_notes.txt": {0.48, 0.73},
	"overall":                 {0.80, 0.88},
}
