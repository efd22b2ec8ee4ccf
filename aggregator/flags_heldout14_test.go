package aggregator

// The held-out flag corpus 14 (testdata/flags_heldout14) is four documents
// about a repository of its own (a TypeScript Next.js 14 app with Prisma,
// "enrolmate"): the maintainers' README (also the repository's README.md),
// a student team's final report written largely by a language model, an
// instructor's feedback e-mail as plain text, and the team's sprint
// retrospective notes. Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut14Docs = []string{"README.md", "final_report.md", "instructor_feedback.txt", "retro.md"}

// heldOut14Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 32255da (the
// rules tuned on corpora 1-12 included) (the test repository builder then accepted the
// Next.js route directory app/api/auth/[...nextauth]/, which it had wrongly
// refused as a '..' path), no label fixed and no cue
// tuned; the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                   tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	final_report.md             tp=13 fp=3  fn=0  precision 0.812 recall 1.000
//	instructor_feedback.txt     tp=1  fp=6  fn=0  precision 0.143 recall 1.000
//	retro.md                    tp=1  fp=6  fn=1  precision 0.143 recall 0.500
//	overall                     tp=18 fp=15 fn=1  precision 0.545 recall 0.947
//
// These are held-out figures.
var heldOut14Floor = map[string]struct{ precision, recall float64 }{
	"README.md":               {0.98, 0.98},
	"final_report.md":         {0.79, 0.98},
	"instructor_feedback.txt": {0.12, 0.98},
	"retro.md":                {0.12, 0.48},
	"overall":                 {0.52, 0.92},
}
