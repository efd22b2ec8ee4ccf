package aggregator

// The held-out flag corpus 105 (testdata/flags_heldout105) is four
// documents about a repository of its own (a C++ audio library, "lumen-
// audio"): the integration guide docs/integration.md (also in the
// repository), design meeting minutes, a master's thesis chapter exported
// from a LaTeX PDF to plain text, and a code audit written by a language
// model. Documents and labels (expected.findings) were written by a helper
// who had not read the detector, and committed before the first run.
var heldOut105Docs = []string{"docs_integration.md", "design_meeting_minutes.md", "thesis_excerpt.txt", "llm_audit.md"}

// heldOut105Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 8e34f9a (the
// rules tuned on corpora 1-102 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_integration.md           tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	design_meeting_minutes.md     tp=2  fp=2  fn=0  precision 0.500 recall 1.000
//	thesis_excerpt.txt            tp=3  fp=1  fn=0  precision 0.750 recall 1.000
//	llm_audit.md                  tp=7  fp=1  fn=0  precision 0.875 recall 1.000
//	overall                       tp=14 fp=4  fn=0  precision 0.778 recall 1.000
//
// These are held-out figures.
var heldOut105Floor = map[string]struct{ precision, recall float64 }{
	"docs_integration.md":       {0.98, 0.98},
	"design_meeting_minutes.md": {0.48, 0.98},
	"thesis_excerpt.txt":        {0.73, 0.98},
	"llm_audit.md":              {0.85, 0.98},
	"overall":                   {0.75, 0.98},
}
