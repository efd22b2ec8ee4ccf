package aggregator

// The held-out flag corpus 42 (testdata/flags_heldout42) is four documents
// about a repository of its own (a C++ Qt desktop app, "cuewright"): a
// language model's project report, a GitHub issue thread with a crash
// backtrace, design meeting notes, and a developer's plain-text packaging
// notes. Documents and labels (expected.findings) were written by a helper
// who had not read the detector, and committed before the first run.
var heldOut42Docs = []string{"llm_report.md", "issue-77.md", "design_meeting_notes.md", "build_log_notes.txt"}

// heldOut42Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 73ed49a (the
// rules tuned on corpora 1-36 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	llm_report.md                 tp=10 fp=1  fn=0  precision 0.909 recall 1.000
//	issue-77.md                   tp=3  fp=3  fn=0  precision 0.500 recall 1.000
//	design_meeting_notes.md       tp=3  fp=5  fn=0  precision 0.375 recall 1.000
//	build_log_notes.txt           tp=3  fp=1  fn=1  precision 0.750 recall 0.750
//	overall                       tp=19 fp=10 fn=1  precision 0.655 recall 0.950
//
// These are held-out figures.
var heldOut42Floor = map[string]struct{ precision, recall float64 }{
	"llm_report.md":           {0.88, 0.98},
	"issue-77.md":             {0.48, 0.98},
	"design_meeting_notes.md": {0.35, 0.98},
	"build_log_notes.txt":     {0.73, 0.73},
	"overall":                 {0.63, 0.93},
}
