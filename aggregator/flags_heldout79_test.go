package aggregator

// The held-out flag corpus 79 (testdata/flags_heldout79) is four documents
// about a repository of its own (a Terraform and Ansible infrastructure
// repository, "harborline"): the project's README.md (also in the
// repository), a database-migration change request, a departing engineer's
// plain-text handover e-mail, and a review written by a language model.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut79Docs = []string{"README.md", "change_request.md", "ops_handover.txt", "llm_review.md"}

// heldOut79Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 58287b4 (the
// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	change_request.md             tp=2  fp=0  fn=2  precision 1.000 recall 0.500
//	ops_handover.txt              tp=6  fp=2  fn=0  precision 0.750 recall 1.000
//	llm_review.md                 tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=2  fn=2  precision 0.895 recall 0.895
//
// These are held-out figures.
var heldOut79Floor = map[string]struct{ precision, recall float64 }{
	"README.md":         {0.98, 0.98},
	"change_request.md": {0.98, 0.48},
	"ops_handover.txt":  {0.73, 0.98},
	"llm_review.md":     {0.98, 0.98},
	"overall":           {0.87, 0.87},
}
