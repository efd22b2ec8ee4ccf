package aggregator

// The held-out flag corpus 45 (testdata/flags_heldout45) is four documents
// about a repository of its own (a dbt and Airflow data pipeline,
// "veloflow"): a language model's technical report for the client, a data
// analyst's plain-text notes, a language model's lineage summary, and the
// contributor guide (also the repository's CONTRIBUTING.md). Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut45Docs = []string{"technical_report.md", "analyst_notes.txt", "llm_lineage_summary.md", "CONTRIBUTING.md"}

// heldOut45Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 4a01817 (the
// rules tuned on corpora 1-42 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	technical_report.md           tp=10 fp=0  fn=0  precision 1.000 recall 1.000
//	analyst_notes.txt             tp=5  fp=0  fn=0  precision 1.000 recall 1.000
//	llm_lineage_summary.md        tp=7  fp=0  fn=0  precision 1.000 recall 1.000
//	CONTRIBUTING.md               tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=24 fp=0  fn=0  precision 1.000 recall 1.000
//
// These are held-out figures.
var heldOut45Floor = map[string]struct{ precision, recall float64 }{
	"technical_report.md":    {0.98, 0.98},
	"analyst_notes.txt":      {0.98, 0.98},
	"llm_lineage_summary.md": {0.98, 0.98},
	"CONTRIBUTING.md":        {0.98, 0.98},
	"overall":                {0.98, 0.98},
}
