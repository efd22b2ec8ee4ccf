package aggregator

// The held-out flag corpus 104 (testdata/flags_heldout104) is four
// documents about a repository of its own (a TypeScript GitHub Action,
// "label-sync"): the project's README.md (also in the repository), the
// v2-to-v3 migration guide, a reviewer's notes on a pull request, and a
// user's plain-text forum post. Documents and labels (expected.findings)
// were written by a helper who had not read the detector, and committed
// before the first run.
var heldOut104Docs = []string{"README.md", "migration_guide_v3.md", "reviewer_notes.md", "user_forum_post.txt"}

// heldOut104Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 8e34f9a (the
// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	migration_guide_v3.md         tp=4  fp=3  fn=0  precision 0.571 recall 1.000
//	reviewer_notes.md             tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	user_forum_post.txt           tp=0  fp=7  fn=2  precision 0.000 recall 0.000
//	overall                       tp=8  fp=11 fn=2  precision 0.421 recall 0.800
//
// These are held-out figures.
var heldOut104Floor = map[string]struct{ precision, recall float64 }{
	"README.md":             {0.64, 0.98},
	"migration_guide_v3.md": {0.55, 0.98},
	"reviewer_notes.md":     {0.98, 0.98},
	"user_forum_post.txt":   {0.00, 0.00},
	"overall":               {0.40, 0.78},
}
