package aggregator

// The held-out flag corpus 11 (testdata/flags_heldout11) is four documents
// about a repository of its own (a PHP 8.3 Laravel 11 application,
// "clinicbook"): the maintainer's architecture document (also the
// repository's ARCHITECTURE.md), a language model's security and quality
// audit, the maintainer's point-by-point review of that audit, and a
// contractor's plain-text handover note. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut11Docs = []string{"ARCHITECTURE.md", "llm_audit.md", "review_of_llm_audit.md", "handover.txt"}

// heldOut11Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 049d1c1 plus
// the one-line fix after it (the review-document rules and the rules tuned
// on corpora 7-9 included), no label fixed and no cue tuned; the labels
// were committed before that run by someone who had read neither the
// detector's sources nor the earlier corpora:
//
//	ARCHITECTURE.md         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_audit.md            tp=8  fp=0  fn=4  precision 1.000 recall 0.667
//	review_of_llm_audit.md  tp=2  fp=9  fn=0  precision 0.182 recall 1.000
//	handover.txt            tp=4  fp=3  fn=0  precision 0.571 recall 1.000
//	overall                 tp=17 fp=12 fn=4  precision 0.586 recall 0.810
//
// These are held-out figures.
var heldOut11Floor = map[string]struct{ precision, recall float64 }{
	"ARCHITECTURE.md":        {0.98, 0.98},
	"llm_audit.md":           {0.98, 0.64},
	"review_of_llm_audit.md": {0.16, 0.98},
	"handover.txt":           {0.55, 0.98},
	"overall":                {0.56, 0.79},
}
