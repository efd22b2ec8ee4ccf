package aggregator

// The held-out flag corpus 34 (testdata/flags_heldout34) is four documents
// about a repository of its own (a Python command-line GTFS validator,
// "feedlint"): a thesis implementation chapter written with a language
// model's help, an earlier seminar report exported from PDF as plain text,
// a language model's review of the repository, and the documentation index
// kept in the repository (docs/index.md, read where it lives). Documents
// and labels (expected.findings) were written by a helper who had not read
// the detector, and committed before the first run.
var heldOut34Docs = []string{"thesis_chapter.md", "report_pdf_export.txt", "llm_review_of_repo.md", "docs_index.md"}

// heldOut34Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit ebb4a65 (the
// rules tuned on corpora 1-30 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	thesis_chapter.md         tp=1  fp=0  fn=4  precision 1.000 recall 0.200
//	report_pdf_export.txt     tp=4  fp=2  fn=0  precision 0.667 recall 1.000
//	llm_review_of_repo.md     tp=4  fp=5  fn=0  precision 0.444 recall 1.000
//	docs_index.md             tp=1  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                   tp=10 fp=7  fn=4  precision 0.588 recall 0.714
//
// These are held-out figures.
var heldOut34Floor = map[string]struct{ precision, recall float64 }{
	"thesis_chapter.md":     {0.98, 0.18},
	"report_pdf_export.txt": {0.64, 0.98},
	"llm_review_of_repo.md": {0.42, 0.98},
	"docs_index.md":         {0.98, 0.98},
	"overall":               {0.56, 0.69},
}
