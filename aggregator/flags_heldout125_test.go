package aggregator

// The held-out flag corpus 125 (testdata/flags_heldout125) is four
// documents about a repository of its own (an Ansible and Terraform
// infrastructure repository, "campus-infra"): a repository analysis written
// by a language model, a student's plain-text placement report, the README
// (also in the repository) and a GitHub issue thread. Documents and labels
// (expected.findings) were written by a helper who had not read the
// detector, and committed before the first run.
var heldOut125Docs = []string{"repo-analysis.md", "internship-report.txt", "README.md", "issue-87-prod-plan-fails.md"}

// heldOut125Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit 17269ec (the
// rules tuned on corpora 1-120 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	repo-analysis.md              tp=8  fp=0  fn=0  precision 1.000 recall 1.000
//	internship-report.txt         tp=3  fp=0  fn=0  precision 1.000 recall 1.000
//	README.md                     tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	issue-87-prod-plan-fails.md   tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=15 fp=0  fn=0  precision 1.000 recall 1.000
//
// These are held-out figures. The same run with the tie model off
// (every missing path flagged) gives overall tp=15 fp=8 fn=0,
// precision 0.652 recall 1.000.
var heldOut125Floor = map[string]struct{ precision, recall float64 }{
	"repo-analysis.md":            {0.98, 0.98},
	"internship-report.txt":       {0.98, 0.98},
	"README.md":                   {0.98, 0.98},
	"issue-87-prod-plan-fails.md": {0.98, 0.98},
	"overall":                     {0.98, 0.98},
}
