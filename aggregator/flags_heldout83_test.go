package aggregator

// The held-out flag corpus 83 (testdata/flags_heldout83) is four documents
// about a repository of its own (a Go microservices repository,
// "parcelrun"): the project's CONTRIBUTING.md (also in the repository),
// three engineers' review of a design document, a student team's capstone
// report exported from Word to plain text, and an incident postmortem.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut83Docs = []string{"CONTRIBUTING.md", "design_doc_review.md", "capstone_report.txt", "postmortem.md"}

// heldOut83Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 58287b4 (the
// rules tuned on corpora 1-78 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	design_doc_review.md          tp=3  fp=6  fn=0  precision 0.333 recall 1.000
//	capstone_report.txt           tp=0  fp=0  fn=4  precision 1.000 recall 0.000
//	postmortem.md                 tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=8  fp=6  fn=4  precision 0.571 recall 0.667
//
// These are held-out figures.
var heldOut83Floor = map[string]struct{ precision, recall float64 }{
	"CONTRIBUTING.md":      {0.98, 0.98},
	"design_doc_review.md": {0.31, 0.98},
	"capstone_report.txt":  {0.98, 0.00},
	"postmortem.md":        {0.98, 0.98},
	"overall":              {0.55, 0.64},
}
