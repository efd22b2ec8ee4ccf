package aggregator

// The held-out flag corpus 95 (testdata/flags_heldout95) is four documents
// about a repository of its own (a dbt and Airflow repository,
// "harbormetrics"): the on-call runbook docs/runbook.md (also in the
// repository), a data-quality incident write-up, a plain-text analyst
// handbook excerpt, and a lineage report written by a language model.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut95Docs = []string{"docs_runbook.md", "data_quality_incident.md", "analyst_handbook_excerpt.txt", "llm_lineage_report.md"}

// heldOut95Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 6f194a4 (the
// rules tuned on corpora 1-90 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_runbook.md               tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	data_quality_incident.md      tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	analyst_handbook_excerpt.txt  tp=2  fp=1  fn=2  precision 0.667 recall 0.500
//	llm_lineage_report.md         tp=7  fp=8  fn=0  precision 0.467 recall 1.000
//	overall                       tp=14 fp=9  fn=2  precision 0.609 recall 0.875
//
// These are held-out figures.
var heldOut95Floor = map[string]struct{ precision, recall float64 }{
	"docs_runbook.md":              {0.98, 0.98},
	"data_quality_incident.md":     {0.98, 0.98},
	"analyst_handbook_excerpt.txt": {0.64, 0.48},
	"llm_lineage_report.md":        {0.44, 0.98},
	"overall":                      {0.58, 0.85},
}
