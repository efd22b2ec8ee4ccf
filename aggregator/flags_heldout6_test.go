package aggregator

// The sixth held-out flag corpus (testdata/flags_heldout6) is four
// documents about a repository of its own (testdata/flags_heldout6/repo.txtar,
// "parcelhub", a Java Spring Boot service built with Maven, unlike the
// Python, TypeScript, Go and Rust repositories of the earlier corpora),
// written and labelled before the first run by someone who had read
// neither the docs detective's cues nor the aggregator's rules nor the
// earlier corpora's documents: the project's README (Markdown, also the
// repository's own README.md), a language model's final project report
// with a project tree, file:line references and features that do not
// exist (Markdown), a peer reviewer's report that quotes and checks it
// (Markdown) and a plain-text report exported from a word processor.

var heldOut6Docs = []string{"README.md", "final_report.md", "review.md", "project_report.txt"}

// heldOut6Floor sits a little below the figures of the first (and only
// scored) run, with no label fixed and no cue tuned (labels committed
// before the run, in their own commit, daf316c):
//
//	README.md           tp=6  fp=0  fn=0  precision 1.000 recall 1.000
//	final_report.md     tp=10 fp=0  fn=1  precision 1.000 recall 0.909
//	review.md           tp=3  fp=11 fn=0  precision 0.214 recall 1.000
//	project_report.txt  tp=8  fp=1  fn=0  precision 0.889 recall 1.000
//	overall             tp=27 fp=12 fn=1  precision 0.692 recall 0.964
//
// The miss: the report's src/main/java/io/parcelhub/config/RedisCacheConfig.java
// (in its project tree and after "Quotes are cached in Redis for 15
// minutes"), taken for "run-time output the text says the tool writes".
// The false findings: in the peer review, the report's claims it quotes
// and refutes (a blockquote of NotificationService.java followed by "Not
// present.", a blockquote of controller/ShipmentController.java followed
// by "Wrong package", and in its own prose "the report places at
// DhlCarrierClient.java:212 cannot be there", "k8s/hpa.yaml is listed in
// the tree ... but k8s/ only has", "The link to docs/api.md#rate-limiting
// is broken"), another project's file ("The PetClinic reference
// (OwnerControllerTests.java) is from another project"), the report's
// future work it quotes (webhook/WebhookDispatcher.java,
// charts/parcelhub/), files it asks to be written (final_report_v2.md,
// response-to-reviewers.md) and the reviewed report's own name
// (final_report.md); in the plain-text report, its own export ("exported
// from Word as parcelhub_report.docx and parcelhub_report.pdf").
// These are the held-out figures.
var heldOut6Floor = map[string]struct{ precision, recall float64 }{
	"README.md":          {0.95, 0.95},
	"final_report.md":    {0.95, 0.85},
	"review.md":          {0.19, 0.95},
	"project_report.txt": {0.85, 0.95},
	"overall":            {0.65, 0.93},
}
