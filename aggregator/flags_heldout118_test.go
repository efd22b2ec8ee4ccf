package aggregator

// The held-out flag corpus 118 (testdata/flags_heldout118) is four
// documents about a repository of its own (a Go rate-limiting library and
// CLI on Redis, "quotaflow"): a code tour written by a language model, an
// intern's plain-text benchmark report, the README (also in the repository)
// and a GitHub issue thread. Documents and labels (expected.findings) were
// written by a helper who had not read the detector, and committed before
// the first run.
var heldOut118Docs = []string{"code_tour.md", "internship_performance_report.txt", "README.md", "issue_87_thread.md"}

// heldOut118Floor FIRSTRUN
var heldOut118Floor = map[string]struct{ precision, recall float64 }{
	"code_tour.md":                      {0, 0},
	"internship_performance_report.txt": {0, 0},
	"README.md":                         {0, 0},
	"issue_87_thread.md":                {0, 0},
	"overall":                           {0, 0},
}
