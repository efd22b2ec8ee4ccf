package aggregator

// The held-out flag corpus 120 (testdata/flags_heldout120) is four
// documents about a repository of its own (a Python research repository,
// "soilcarbon-ml", with Hydra configs and a DVC pipeline): a repository
// overview written by a language model, an intern's plain-text report, the
// README (also in the repository) and a PR review thread. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut120Docs = []string{"repository_overview.md", "internship_report.txt", "README.md", "pr_52_review.md"}

// heldOut120Floor FIRSTRUN
var heldOut120Floor = map[string]struct{ precision, recall float64 }{
	"repository_overview.md": {0, 0},
	"internship_report.txt":  {0, 0},
	"README.md":              {0, 0},
	"pr_52_review.md":        {0, 0},
	"overall":                {0, 0},
}
