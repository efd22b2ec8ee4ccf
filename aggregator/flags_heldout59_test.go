package aggregator

// The held-out flag corpus 59 (testdata/flags_heldout59) is four documents
// about a repository of its own (an Elixir OTP application, "tidepool"): a
// language model's project report, another team's peer review of it, a
// GitHub issue thread with an Elixir stack trace, and a plain-text stand-up
// log. Documents and labels (expected.findings) were written by a helper
// who had not read the detector, and committed before the first run.
var heldOut59Docs = []string{"llm_report.md", "peer_review.md", "issue-9.md", "standup_log.txt"}

// heldOut59Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 311983c (the
// rules tuned on corpora 1-54 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_report.md                 tp=6  fp=9  fn=1  precision 0.400 recall 0.857
//	peer_review.md                tp=2  fp=4  fn=0  precision 0.333 recall 1.000
//	issue-9.md                    tp=2  fp=5  fn=0  precision 0.286 recall 1.000
//	standup_log.txt               tp=2  fp=0  fn=1  precision 1.000 recall 0.667
//	overall                       tp=12 fp=18 fn=2  precision 0.400 recall 0.857
//
// These are held-out figures.
var heldOut59Floor = map[string]struct{ precision, recall float64 }{
	"llm_report.md":   {0.38, 0.83},
	"peer_review.md":  {0.31, 0.98},
	"issue-9.md":      {0.26, 0.98},
	"standup_log.txt": {0.98, 0.64},
	"overall":         {0.38, 0.83},
}
