package aggregator

// The held-out flag corpus 88 (testdata/flags_heldout88) is four documents
// about a repository of its own (a Rust log-filter CLI, "logsieve"): the
// project's ARCHITECTURE.md (also in the repository), a feature request
// with the pull request implementing it, a maintainer's release blog post,
// and a student's essay exported from Word to plain text. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut88Docs = []string{"ARCHITECTURE.md", "issue_and_pr.md", "blog_post.md", "course_essay.txt"}

// heldOut88Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 088a100 (the
// rules tuned on corpora 1-84 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	ARCHITECTURE.md               tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	issue_and_pr.md               tp=2  fp=1  fn=0  precision 0.667 recall 1.000
//	blog_post.md                  tp=0  fp=1  fn=3  precision 0.000 recall 0.000
//	course_essay.txt              tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=8  fp=2  fn=4  precision 0.800 recall 0.667
//
// These are held-out figures.
var heldOut88Floor = map[string]struct{ precision, recall float64 }{
	"ARCHITECTURE.md":  {0.98, 0.64},
	"issue_and_pr.md":  {0.64, 0.98},
	"blog_post.md":     {0.00, 0.00},
	"course_essay.txt": {0.98, 0.98},
	"overall":          {0.78, 0.64},
}
