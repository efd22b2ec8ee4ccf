package aggregator

// The held-out flag corpus 119 (testdata/flags_heldout119) is four
// documents about a repository of its own (a pnpm monorepo, "potluck-
// planner", with a Vue 3 web app and an Express API): a code tour written
// by a language model, an intern's plain-text mid-term report,
// CONTRIBUTING.md (also in the repository) and a Slack channel export.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut119Docs = []string{"codebase-tour.md", "internship-midterm-report.txt", "CONTRIBUTING.md", "slack-potluck-dev-double-claim.txt"}

// heldOut119Floor FIRSTRUN
var heldOut119Floor = map[string]struct{ precision, recall float64 }{
	"codebase-tour.md":                   {0, 0},
	"internship-midterm-report.txt":      {0, 0},
	"CONTRIBUTING.md":                    {0, 0},
	"slack-potluck-dev-double-claim.txt": {0, 0},
	"overall":                            {0, 0},
}
