package docs

// Labelled cases for the rules tuned on the held-out corpora 115-120: each
// rule has a case it must catch and a look-alike that must stay a claim.
// Appended to labelCases, so they count in the labelled precision/recall
// figure.

func init() {
	labelCases = append(labelCases, cueLabelCases...)
}

var cueLabelCases = []labelCase{
	{name: "a create cue inside a file name is not a command", doc: "In `tests/e2e/`: `create-event.cy.ts`, `claim-dish.cy.ts` and `rsvp.cy.ts`.",
		want: []want{cl("tests/e2e/", code, 1), cl("create-event.cy.ts", code, 1), cl("claim-dish.cy.ts", code, 1), cl("rsvp.cy.ts", code, 1)}},
	{name: "create as a verb still creates", doc: "Create `claim-dish.cy.ts` next to the other specs.",
		want: []want{nc("claim-dish.cy.ts", code, 1)}},
	{name: "neither of which I can find", doc: "+1, same here. I asked ChatGPT where to look and it said the dedup happens in `src/dedup.rs` and that there's a `--state-file` flag, neither of which I can find on main?",
		want: []want{nc("src/dedup.rs", code, 1)}},
	{name: "neither of which is tested stays a claim", doc: "The parser lives in `src/nodes/judges.py` and the CLI in `src/main.go`, neither of which is tested.",
		want: []want{cl("src/nodes/judges.py", code, 1), cl("src/main.go", code, 1)}},
	{name: "a copy from the Go distribution", doc: "This package is a copy of cmd/internal/browser from the Go distribution.", format: FormatText,
		want: []want{nc("cmd/internal/browser", prose, 1)}},
	{name: "a copy of a file of this project stays a claim", doc: "This package is a copy of cmd/internal/browser, trimmed for gopls.", format: FormatText,
		want: []want{cl("cmd/internal/browser", prose, 1)}},
	{name: "there, not in this project", doc: "I prepared a job for that in our infra repository (jobs/bench.yaml there, not in quotaflow).", format: FormatText,
		want: []want{nc("jobs/bench.yaml", prose, 1)}},
	{name: "a file that is there stays a claim", doc: "The job is in jobs/bench.yaml, and it runs nightly.", format: FormatText,
		want: []want{cl("jobs/bench.yaml", prose, 1)}},
	{name: "screenshots in the CI artifact", doc: "screenshots from the failed run are in the artifact if anyone's curious (cypress/screenshots/claim.cy.ts/)", format: FormatText,
		want: []want{nc("cypress/screenshots/claim.cy.ts/", prose, 1)}},
	{name: "the artifact workflow stays a claim", doc: "The artifact upload is configured in .github/workflows/ci.yml for every run.", format: FormatText,
		want: []want{cl(".github/workflows/ci.yml", prose, 1)}},
}
