package aggregator

// The held-out flag corpus 72 (testdata/flags_heldout72) is four documents
// about a repository of its own (a React Native app, "pantrypal"): the
// project's README.md (also in the repository), release notes, a pull
// request with its review thread, and a student capstone report exported
// from Google Docs to plain text. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut72Docs = []string{"README.md", "release_notes.md", "pr_review.md", "capstone_report.txt"}

// heldOut72Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 686447f (the
// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	release_notes.md              tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	pr_review.md                  tp=4  fp=1  fn=0  precision 0.800 recall 1.000
//	capstone_report.txt           tp=4  fp=2  fn=1  precision 0.667 recall 0.800
//	overall                       tp=14 fp=4  fn=1  precision 0.778 recall 0.933
//
// These are held-out figures.
var heldOut72Floor = map[string]struct{ precision, recall float64 }{
	"README.md":           {0.98, 0.98},
	"release_notes.md":    {0.78, 0.98},
	"pr_review.md":        {0.78, 0.98},
	"capstone_report.txt": {0.64, 0.78},
	"overall":             {0.75, 0.91},
}
