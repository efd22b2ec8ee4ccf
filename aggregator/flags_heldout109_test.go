package aggregator

// The held-out flag corpus 109 (testdata/flags_heldout109) is four
// documents about a repository of its own (a Python flake8 plugin,
// "flake8-tidyimports-ng"): the usage guide docs/usage.md (also in the
// repository), a user's false-positive issue, a user's plain-text blog post
// about adopting the plugin, and a code review written by a language model.
// Documents and labels (expected.findings) were written by a helper who had
// not read the detector, and committed before the first run.
var heldOut109Docs = []string{"docs_usage.md", "github_issue_false_positive.md", "tutorial_blog_post.txt", "llm_code_review.md"}

// heldOut109Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit dd55876 (the
// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_usage.md                 tp=2  fp=4  fn=0  precision 0.333 recall 1.000
//	github_issue_false_positive.md tp=2  fp=5  fn=0  precision 0.286 recall 1.000
//	tutorial_blog_post.txt        tp=3  fp=4  fn=0  precision 0.429 recall 1.000
//	llm_code_review.md            tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	overall                       tp=13 fp=13 fn=0  precision 0.500 recall 1.000
//
// These are held-out figures.
var heldOut109Floor = map[string]struct{ precision, recall float64 }{
	"docs_usage.md":                  {0.31, 0.98},
	"github_issue_false_positive.md": {0.26, 0.98},
	"tutorial_blog_post.txt":         {0.40, 0.98},
	"llm_code_review.md":             {0.98, 0.98},
	"overall":                        {0.48, 0.98},
}
