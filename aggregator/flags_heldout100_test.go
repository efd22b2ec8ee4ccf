package aggregator

// The held-out flag corpus 100 (testdata/flags_heldout100) is four
// documents about a repository of its own (a Rust axum and sqlx service,
// "parkrun-stats"): the project's README.md (also in the repository), a
// security review written by a language model, the maintainer's reply
// refuting it, and an attendee's plain-text notes of a meetup talk.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut100Docs = []string{"README.md", "security_review_llm.md", "maintainer_reply.md", "meetup_talk_notes.txt"}

// heldOut100Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit e24ac46 (the
// rules tuned on corpora 1-96 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	security_review_llm.md        tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	maintainer_reply.md           tp=1  fp=4  fn=0  precision 0.200 recall 1.000
//	meetup_talk_notes.txt         tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	overall                       tp=13 fp=5  fn=0  precision 0.722 recall 1.000
//
// These are held-out figures.
var heldOut100Floor = map[string]struct{ precision, recall float64 }{
	"README.md":              {0.98, 0.98},
	"security_review_llm.md": {0.98, 0.98},
	"maintainer_reply.md":    {0.18, 0.98},
	"meetup_talk_notes.txt":  {0.73, 0.98},
	"overall":                {0.70, 0.98},
}
