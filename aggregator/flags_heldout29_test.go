package aggregator

// The held-out flag corpus 29 (testdata/flags_heldout29) is four documents
// about a repository of its own (a Flask and Celery web app, "benchbook"):
// the team's final report written largely by a language model, another
// team's peer review of it and of the repository, the supervisor's plain-
// text comments, and the team's retrospective notes. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut29Docs = []string{"final_report.md", "peer_review.md", "supervisor_comments.txt", "team_retro.md"}

// heldOut29Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit b7fa9ce (the
// rules tuned on corpora 1-24 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md             tp=13 fp=0  fn=0  precision 1.000 recall 1.000
//	peer_review.md              tp=2  fp=5  fn=0  precision 0.286 recall 1.000
//	supervisor_comments.txt     tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	team_retro.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                     tp=19 fp=6  fn=0  precision 0.760 recall 1.000
//
// These are held-out figures.
var heldOut29Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":         {0.98, 0.98},
	"peer_review.md":          {0.26, 0.98},
	"supervisor_comments.txt": {0.64, 0.98},
	"team_retro.md":           {0.98, 0.98},
	"overall":                 {0.74, 0.98},
}
