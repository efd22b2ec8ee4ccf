package aggregator

// The held-out flag corpus 69 (testdata/flags_heldout69) is four documents
// about a repository of its own (a Ruby on Rails app, "plotshare"): the
// project's CONTRIBUTING.md (also in the repository), a senior developer's
// code review, a bachelor thesis chapter exported from a LaTeX PDF to plain
// text, and a code tour written by a language model. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut69Docs = []string{"CONTRIBUTING.md", "code_review.md", "thesis_chapter.txt", "code_tour.md"}

// heldOut69Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 686447f (the
// rules tuned on corpora 1-66 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CONTRIBUTING.md               tp=2  fp=3  fn=0  precision 0.400 recall 1.000
//	code_review.md                tp=1  fp=0  fn=2  precision 1.000 recall 0.333
//	thesis_chapter.txt            tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	code_tour.md                  tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=13 fp=4  fn=2  precision 0.765 recall 0.867
//
// These are held-out figures.
var heldOut69Floor = map[string]struct{ precision, recall float64 }{
	"CONTRIBUTING.md":    {0.38, 0.98},
	"code_review.md":     {0.98, 0.31},
	"thesis_chapter.txt": {0.73, 0.98},
	"code_tour.md":       {0.98, 0.98},
	"overall":            {0.74, 0.84},
}
