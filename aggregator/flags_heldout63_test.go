package aggregator

// The held-out flag corpus 63 (testdata/flags_heldout63) is four documents
// about a repository of its own (a Godot 4 game in GDScript, "turnip-
// hollow"): the team's final report written with a language model's help,
// an artist's plain-text pipeline notes, a language model's performance
// audit, and the contributor guide (also the repository's CONTRIBUTING.md).
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut63Docs = []string{"final_report.md", "art_pipeline_notes.txt", "llm_performance_audit.md", "CONTRIBUTING.md"}

// heldOut63Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit a15148a (the
// rules tuned on corpora 1-60 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	final_report.md               tp=5  fp=11 fn=5  precision 0.312 recall 0.500
//	art_pipeline_notes.txt        tp=3  fp=4  fn=0  precision 0.429 recall 1.000
//	llm_performance_audit.md      tp=1  fp=1  fn=3  precision 0.500 recall 0.250
//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=11 fp=16 fn=8  precision 0.407 recall 0.579
//
// These are held-out figures.
var heldOut63Floor = map[string]struct{ precision, recall float64 }{
	"final_report.md":          {0.29, 0.48},
	"art_pipeline_notes.txt":   {0.40, 0.98},
	"llm_performance_audit.md": {0.48, 0.23},
	"CONTRIBUTING.md":          {0.98, 0.98},
	"overall":                  {0.38, 0.55},
}
