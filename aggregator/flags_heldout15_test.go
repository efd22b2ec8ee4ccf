package aggregator

// The held-out flag corpus 15 (testdata/flags_heldout15) is four documents
// about a repository of its own (a Python machine-learning research
// project, "gridcast"): the team's experiment notes, a language model's
// peer review of them, a student's thesis chapter exported from PDF as
// plain text, and an external reproduction report. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut15Docs = []string{"PAPER_NOTES.md", "llm_peer_review.md", "student_thesis_chapter.txt", "reproduce.md"}

// heldOut15Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 32255da (the
// rules tuned on corpora 1-12 included), no label fixed and no cue
// tuned; the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	PAPER_NOTES.md              tp=5  fp=1  fn=0  precision 0.833 recall 1.000
//	llm_peer_review.md          tp=4  fp=5  fn=0  precision 0.444 recall 1.000
//	student_thesis_chapter.txt  tp=2  fp=1  fn=2  precision 0.667 recall 0.500
//	reproduce.md                tp=3  fp=5  fn=0  precision 0.375 recall 1.000
//	overall                     tp=14 fp=12 fn=2  precision 0.538 recall 0.875
//
// These are held-out figures.
var heldOut15Floor = map[string]struct{ precision, recall float64 }{
	"PAPER_NOTES.md":             {0.81, 0.98},
	"llm_peer_review.md":         {0.42, 0.98},
	"student_thesis_chapter.txt": {0.64, 0.48},
	"reproduce.md":               {0.35, 0.98},
	"overall":                    {0.51, 0.85},
}
