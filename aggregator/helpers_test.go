package aggregator

import (
	"errors"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// fakeFacts answers FileFacts from maps; unknown paths are errors.
type fakeFacts struct {
	lines   map[string]int
	anchors map[string][]string
}

func (f fakeFacts) LineCount(p string) (int, error) {
	n, ok := f.lines[p]
	if !ok {
		return 0, errors.New("no line count for " + p)
	}
	return n, nil
}

func (f fakeFacts) Anchors(p string) ([]string, error) {
	a, ok := f.anchors[p]
	if !ok {
		return nil, errors.New("no anchors for " + p)
	}
	return a, nil
}

var testFiles = []string{
	"README.md",
	"LICENSE",
	"docs/guide.md",
	"docs/img/arch.png",
	"docs/api/index.md",
	"src/nodes/judges.py",
	"src/tools/git.py",
	"tools/git.py",
	"src/main.go",
	"cmd/auditor/main.go",
}

var testFacts = fakeFacts{
	lines:   map[string]int{"src/main.go": 120, "README.md": 40, "docs/guide.md": 80},
	anchors: map[string][]string{"docs/guide.md": {"install", "usage", "2024-2025", "environment-variables", "idle_timeout"}, "README.md": {"intro"}, "report.md": {"summary"}},
}

// claimOpt adjusts a test claim.
type claimOpt func(*evidence.Claim)

func external(c *evidence.Claim)   { c.External = true }
func suppressed(c *evidence.Claim) { c.Suppressed = true }
func lines(a, b int) claimOpt      { return func(c *evidence.Claim) { c.LineStart, c.LineEnd = a, b } }
func anchor(a string) claimOpt     { return func(c *evidence.Claim) { c.Anchor = a } }
func ctx(s string) claimOpt        { return func(c *evidence.Claim) { c.Context = s } }
func status(s evidence.ClaimStatus) claimOpt {
	return func(c *evidence.Claim) { c.Status, c.Reason = s, "set by the detective" }
}

// claimEv builds a PATH_CLAIM evidence as the docs detective does.
func claimEv(doc string, line int, kind evidence.ClaimKind, text string, opts ...claimOpt) evidence.Evidence {
	c := &evidence.Claim{Document: doc, Line: line, Kind: kind, Text: text, Context: "as written in " + text}
	for _, o := range opts {
		o(c)
	}
	return evidence.Evidence{
		ID:         evidence.ID(evidence.Docs, evidence.ClassPathClaim, doc, text+"#"+c.Anchor),
		Source:     evidence.Docs,
		Class:      evidence.ClassPathClaim,
		Location:   doc,
		Line:       line,
		Content:    c.Context,
		Confidence: 0.8,
		Claim:      c,
	}
}

func docsSet(claims ...evidence.Evidence) evidence.Set {
	return evidence.Set{evidence.Repo: {}, evidence.Docs: claims, evidence.Vision: {}}
}

// testInput is the input of the resolution tests: every missing path is
// flagged (FlagUnconfirmed), so that they check resolution alone; the tie
// model has its own tests (tie_test.go).
func testInput(claims ...evidence.Evidence) Input {
	return Input{Evidence: docsSet(claims...), Manifest: evidence.NewManifest(testFiles), Files: testFacts, FlagUnconfirmed: true}
}

// verdict is the outcome of one claim, compared in table tests.
type verdict struct {
	Status   evidence.ClaimStatus
	Path     string
	Resolved string
}

func verdictOf(out Output) verdict {
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassPathClaim {
			return verdict{e.Claim.Status, e.Claim.Path, e.Claim.Resolved}
		}
	}
	return verdict{}
}

// added returns the evidence Aggregate appended (every non PATH_CLAIM in docs).
func added(out Output) []evidence.Evidence {
	var a []evidence.Evidence
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class != evidence.ClassPathClaim {
			a = append(a, e)
		}
	}
	return a
}

func categories(ps []Problem) []string {
	var c []string
	for _, p := range ps {
		c = append(c, p.Category)
	}
	return c
}

// claimAt returns the output's PATH_CLAIM on the given line of any
// document (the last one when several), failing the test when there is
// none.
func claimAt(t *testing.T, out Output, line int) *evidence.Claim {
	t.Helper()
	var got *evidence.Claim
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassPathClaim && e.Claim.Line == line {
			got = e.Claim
		}
	}
	if got == nil {
		t.Fatalf("no path claim on line %d in the output", line)
	}
	return got
}
