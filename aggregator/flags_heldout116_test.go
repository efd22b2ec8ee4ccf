package aggregator

// The held-out flag corpus 116 (testdata/flags_heldout116) is four
// documents about a repository of its own (a Python FastAPI service,
// "clinicq", for booking physiotherapy appointments): a code walkthrough
// written by a language model, an intern's plain-text placement report, the
// README (also in the repository) and a GitHub issue thread. Documents and
// labels (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut116Docs = []string{"codebase_walkthrough.md", "placement_report.txt", "README.md", "issue_214_thread.md"}

// heldOut116Floor FIRSTRUN
var heldOut116Floor = map[string]struct{ precision, recall float64 }{
	"codebase_walkthrough.md": {0, 0},
	"placement_report.txt":    {0, 0},
	"README.md":               {0, 0},
	"issue_214_thread.md":     {0, 0},
	"overall":                 {0, 0},
}
