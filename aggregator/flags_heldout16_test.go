package aggregator

// The held-out flag corpus 16 (testdata/flags_heldout16) is four documents
// about a repository of its own (a Java 21 Gradle project, "carrel"): the
// team's final report written largely by a language model, a member's
// technical report exported from Word as plain text, the team's self-
// assessment against the course rubric, and the design document kept in the
// repository (docs/design.md, read where it lives). Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut16Docs = []string{"final_report.md", "technical_report.txt", "self_assessment.md", "docs_design.md"}

// heldOut16Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 3a72a11 (the
// rules tuned on corpora 1-15 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora. Corpora 16-18
// are reports about the project (the product's main input), not reviews
// or threads:
//
//	final_report.md         tp=9  fp=0  fn=1  precision 1.000 recall 0.900
//	technical_report.txt    tp=4  fp=0  fn=0  precision 1.000 recall 1.000
//	self_assessment.md      tp=3  fp=2  fn=1  precision 0.600 recall 0.750
//	docs_design.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                 tp=18 fp=2  fn=2  precision 0.900 recall 0.900
//
// These are held-out figures.
var heldOut16Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":      {0.98, 0.88},
	"technical_report.txt": {0.98, 0.98},
	"self_assessment.md":   {0.58, 0.73},
	"docs_design.md":       {0.98, 0.98},
	"overall":              {0.88, 0.88},
}
