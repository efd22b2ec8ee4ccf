package aggregator

// The held-out flag corpus 114 (testdata/flags_heldout114) is four
// documents about a repository of its own (a Django CMS plugin, "djangocms-
// galleryx"): the installation guide docs/installation.md (also in the
// repository), a plain-text support e-mail thread, a peer review of a
// design proposal, and the release notes (in the repository as
// CHANGELOG.md). Documents and labels (expected.findings) were written by a
// helper who had not read the detector, and committed before the first run.
var heldOut114Docs = []string{"docs_installation.md", "support_email_thread.txt", "peer_review_of_design.md", "changelog_and_release_notes.md"}

// heldOut114Floor sits a little below the figures of the first (and only
// held-out) run, scored once with the detector as of commit dd55876 (the
// rules tuned on corpora 1-108 included), no label fixed and no cue tuned;
// the labels were committed before that run by someone who had read
// neither the detector's sources nor the earlier corpora:
//
//	docs_installation.md          tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	support_email_thread.txt      tp=1  fp=3  fn=2  precision 0.250 recall 0.333
//	peer_review_of_design.md      tp=2  fp=0  fn=0  precision 1.000 recall 1.000
//	changelog_and_release_notes.md tp=2  fp=3  fn=1  precision 0.400 recall 0.667
//	overall                       tp=7  fp=6  fn=3  precision 0.538 recall 0.700
//
// These are held-out figures.
var heldOut114Floor = map[string]struct{ precision, recall float64 }{
	"docs_installation.md":           {0.98, 0.98},
	"support_email_thread.txt":       {0.23, 0.31},
	"peer_review_of_design.md":       {0.98, 0.98},
	"changelog_and_release_notes.md": {0.38, 0.64},
	"overall":                        {0.51, 0.68},
}
