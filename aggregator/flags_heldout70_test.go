package aggregator

// The held-out flag corpus 70 (testdata/flags_heldout70) is four documents
// about a repository of its own (a Rust Bevy game, "lanternfall"): the
// design doc docs/architecture.md (also in the repository), a classmate's
// peer review of the team's final report, a sprint retrospective, and that
// final report exported from Word to plain text. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut70Docs = []string{"architecture.md", "peer_review.md", "sprint_retro.md", "final_report.txt"}

// heldOut70Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 686447f (the
// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	architecture.md               tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	peer_review.md                tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	sprint_retro.md               tp=1  fp=5  fn=1  precision 0.167 recall 0.500
//	final_report.txt              tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=13 fp=6  fn=1  precision 0.684 recall 0.929
//
// These are held-out figures.
var heldOut70Floor = map[string]struct{ precision, recall float64 }{
	"architecture.md":  {0.73, 0.98},
	"peer_review.md":   {0.98, 0.98},
	"sprint_retro.md":  {0.14, 0.48},
	"final_report.txt": {0.98, 0.98},
	"overall":          {0.66, 0.90},
}
