package aggregator

// The held-out flag corpus 18 (testdata/flags_heldout18) is four documents
// about a repository of its own (a Rust workspace, "sieve"): a capstone
// report written with a language model's help, the team's interim report
// exported from PDF as plain text, a language model's code walkthrough for
// new contributors, and the contributor guide (also the repository's
// CONTRIBUTING.md). Documents and labels (expected.findings) were written
// by a helper who had not read the detector, and committed before the first
// run.
var heldOut18Docs = []string{"capstone_report.md", "interim_report.txt", "code_walkthrough.md", "CONTRIBUTING.md"}

// heldOut18Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 3a72a11 (the
// rules tuned on corpora 1-15 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora. Corpora 16-18
// are reports about the project (the product's main input), not reviews
// or threads:
//
//	capstone_report.md      tp=8  fp=1  fn=1  precision 0.889 recall 0.889
//	interim_report.txt      tp=5  fp=2  fn=0  precision 0.714 recall 1.000
//	code_walkthrough.md     tp=5  fp=0  fn=2  precision 1.000 recall 0.714
//	CONTRIBUTING.md         tp=1  fp=0  fn=1  precision 1.000 recall 0.500
//	overall                 tp=19 fp=3  fn=4  precision 0.864 recall 0.826
//
// These are held-out figures.
var heldOut18Floor = map[string]struct{ precision, recall float64 }{
	"capstone_report.md":  {0.86, 0.86},
	"interim_report.txt":  {0.69, 0.98},
	"code_walkthrough.md": {0.98, 0.69},
	"CONTRIBUTING.md":     {0.98, 0.48},
	"overall":             {0.84, 0.80},
}
