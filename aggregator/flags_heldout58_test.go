package aggregator

// The held-out flag corpus 58 (testdata/flags_heldout58) is four documents
// about a repository of its own (an R and Python research project,
// "swiftpath"): a paper draft written with a language model's help, plain-
// text lab meeting notes, a language model's reproducibility check, and the
// maintainers' README (also the repository's README.md). Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut58Docs = []string{"paper_draft.md", "lab_meeting_notes.txt", "llm_reproducibility_check.md", "README.md"}

// heldOut58Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 311983c (the
// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	paper_draft.md                tp=5  fp=0  fn=1  precision 1.000 recall 0.833
//	lab_meeting_notes.txt         tp=3  fp=3  fn=0  precision 0.500 recall 1.000
//	llm_reproducibility_check.md  tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	README.md                     tp=1  fp=0  fn=1  precision 1.000 recall 0.500
//	overall                       tp=14 fp=3  fn=2  precision 0.824 recall 0.875
//
// These are held-out figures.
var heldOut58Floor = map[string]struct{ precision, recall float64 }{
	"paper_draft.md":               {0.98, 0.81},
	"lab_meeting_notes.txt":        {0.48, 0.98},
	"llm_reproducibility_check.md": {0.98, 0.98},
	"README.md":                    {0.98, 0.48},
	"overall":                      {0.80, 0.85},
}
