package aggregator

// The held-out flag corpus 117 (testdata/flags_heldout117) is four
// documents about a repository of its own (a Kotlin Android app,
// "birdnote", a Gradle multi-module build): a code tour written by a
// language model, an intern's plain-text report, CONTRIBUTING.md (also in
// the repository) and a GitHub issue thread. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut117Docs = []string{"codebase_tour.md", "internship_report.txt", "CONTRIBUTING.md", "issue_231_thread.md"}

// heldOut117Floor FIRSTRUN
var heldOut117Floor = map[string]struct{ precision, recall float64 }{
	"codebase_tour.md":      {0, 0},
	"internship_report.txt": {0, 0},
	"CONTRIBUTING.md":       {0, 0},
	"issue_231_thread.md":   {0, 0},
	"overall":               {0, 0},
}
