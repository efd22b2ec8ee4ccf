package aggregator

// The held-out flag corpus 115 (testdata/flags_heldout115) is four
// documents about a repository of its own (a Rust Cargo workspace,
// "tidewatch", that polls tide-gauge APIs and writes alerts): a code tour
// written by a language model, an intern's plain-text report,
// CONTRIBUTING.md (also in the repository) and a GitHub issue thread.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut115Docs = []string{"CODEBASE_OVERVIEW.md", "internship_report_ea_provider.txt", "CONTRIBUTING.md", "issue_231_duplicate_alerts.md"}

// heldOut115Floor FIRSTRUN
var heldOut115Floor = map[string]struct{ precision, recall float64 }{
	"CODEBASE_OVERVIEW.md":              {0, 0},
	"internship_report_ea_provider.txt": {0, 0},
	"CONTRIBUTING.md":                   {0, 0},
	"issue_231_duplicate_alerts.md":     {0, 0},
	"overall":                           {0, 0},
}
