package aggregator

// The held-out flag corpus 122 (testdata/flags_heldout122) is four
// documents about a repository of its own (a small C99 JPEG decoder,
// "tinyjpegx", with CMake and libFuzzer harnesses): a code tour written by
// a language model, an intern's plain-text fuzzing report, the README (also
// in the repository) and a pull-request review thread. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut122Docs = []string{"code_tour.md", "fuzzing_internship_report.txt", "README.md", "pr_214_review.md"}

// heldOut122Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 17269ec (the
// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	code_tour.md                  tp=9  fp=1  fn=0  precision 0.900 recall 1.000
//	fuzzing_internship_report.txt tp=3  fp=1  fn=1  precision 0.750 recall 0.750
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	pr_214_review.md              tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=17 fp=2  fn=1  precision 0.895 recall 0.944
//
// These are held-out figures. The same run with the tie model off
// (every missing path flagged) gives overall tp=17 fp=5 fn=1,
// precision 0.773 recall 0.944.
var heldOut122Floor = map[string]struct{ precision, recall float64 }{
	"code_tour.md":                  {0.88, 0.98},
	"fuzzing_internship_report.txt": {0.73, 0.73},
	"README.md":                     {0.98, 0.98},
	"pr_214_review.md":              {0.98, 0.98},
	"overall":                       {0.87, 0.92},
}
