package aggregator

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestLineAndAnchorChecks(t *testing.T) {
	const (
		link = evidence.KindLink
		code = evidence.KindCode
	)
	tests := []struct {
		name      string
		claim     evidence.Evidence
		want      evidence.ClaimStatus
		wantClass evidence.Class // appended finding, "" for none
		wantID    string
	}{
		{"line in range", claimEv("README.md", 5, code, "src/main.go", lines(120, 0)), "resolved", "", ""},
		{"range in range", claimEv("README.md", 5, code, "src/main.go", lines(10, 20)), "resolved", "", ""},
		{"line past end", claimEv("README.md", 5, code, "src/main.go", lines(121, 0)), "missing_line", ClassLineClaim,
			evidence.ID(evidence.Docs, ClassLineClaim, "src/main.go", "121")},
		{"range end past end", claimEv("README.md", 5, code, "src/main.go", lines(100, 200)), "missing_line", ClassLineClaim,
			evidence.ID(evidence.Docs, ClassLineClaim, "src/main.go", "200")},
		{"line ref on partial path", claimEv("README.md", 5, code, "main.go", lines(500, 0)), "ambiguous", "", ""},
		{"line ref on missing file", claimEv("README.md", 5, code, "src/gone.go", lines(5, 0)), "missing", evidence.ClassDocumentClaim,
			evidence.DocumentClaimID("src/gone.go")},
		{"github line anchor in range", claimEv("README.md", 5, link, "src/main.go", anchor("L10-L20")), "resolved", "", ""},
		{"github line anchor past end", claimEv("README.md", 5, link, "src/main.go", anchor("L500")), "missing_line", ClassLineClaim,
			evidence.ID(evidence.Docs, ClassLineClaim, "src/main.go", "500")},
		{"editor line range in range", claimEv("README.md", 5, link, "docs/guide.md", anchor("61-61")), "resolved", "", ""},
		{"editor line past end", claimEv("README.md", 5, link, "docs/guide.md", anchor("121-140")), "missing_line", ClassLineClaim,
			evidence.ID(evidence.Docs, ClassLineClaim, "docs/guide.md", "140")},
		{"editor line on a source file", claimEv("README.md", 5, link, "src/main.go", anchor("7")), "resolved", "", ""},
		{"historical editor range past end not checked", claimEv("chat.md", 5, link, "src/main.go", anchor("200-210"), func(c *evidence.Claim) { c.Historical = true }), "resolved", "", ""},
		{"historical github anchor past end checked", claimEv("CHANGELOG.md", 5, link, "src/main.go", anchor("L500"), func(c *evidence.Claim) { c.Historical = true }), "missing_line", ClassLineClaim,
			evidence.ID(evidence.Docs, ClassLineClaim, "src/main.go", "500")},
		{"numeric heading stays a heading", claimEv("README.md", 5, link, "docs/guide.md", anchor("2024-2025")), "resolved", "", ""},
		{"heading exists", claimEv("README.md", 5, link, "docs/guide.md", anchor("usage")), "resolved", "", ""},
		{"GitHub's #readme of a README", claimEv("docs/guide.md", 5, link, "../README.md", anchor("readme")), "resolved", "", ""},
		{"#readme of another page", claimEv("README.md", 5, link, "docs/guide.md", anchor("readme")), "broken_anchor", ClassAnchorClaim,
			evidence.ID(evidence.Docs, ClassAnchorClaim, "docs/guide.md", "readme")},
		{"heading compared ignoring case", claimEv("README.md", 5, link, "docs/guide.md", anchor("Usage")), "resolved", "", ""},
		{"GitHub's rendered id of a heading", claimEv("README.md", 5, link, "docs/guide.md", anchor("user-content-usage")), "resolved", "", ""},
		{"rendered id of a missing heading", claimEv("README.md", 5, link, "docs/guide.md", anchor("user-content-deploy")), "broken_anchor", ClassAnchorClaim,
			evidence.ID(evidence.Docs, ClassAnchorClaim, "docs/guide.md", "user-content-deploy")},
		{"heading missing", claimEv("README.md", 5, link, "docs/guide.md", anchor("deploy")), "broken_anchor", ClassAnchorClaim,
			evidence.ID(evidence.Docs, ClassAnchorClaim, "docs/guide.md", "deploy")},
		{"a page built into another site", claimEv("docs/a.md", 5, link, "guide.md", anchor("deploy"), ctx("[x](guide.md#deploy) ["+evidence.NoteForeignSite+"a Writerside help site (docs/writerside.cfg)]")), "resolved", "", ""},
		{"a nested heading id in capitals", claimEv("README.md", 5, link, "docs/guide.md", anchor("Environment-variables-IDLE_TIMEOUT")), "resolved", "", ""},
		{"a nested id of headings the page lacks", claimEv("README.md", 5, link, "docs/guide.md", anchor("Environment-variables-PORT")), "broken_anchor", ClassAnchorClaim,
			evidence.ID(evidence.Docs, ClassAnchorClaim, "docs/guide.md", "Environment-variables-PORT")},
		{"a lower-case joined id stays GitHub's", claimEv("README.md", 5, link, "docs/guide.md", anchor("install-usage")), "broken_anchor", ClassAnchorClaim,
			evidence.ID(evidence.Docs, ClassAnchorClaim, "docs/guide.md", "install-usage")},
		{"same-document heading", claimEv("README.md", 5, link, "", anchor("intro")), "resolved", "", ""},
		{"same-document heading missing", claimEv("README.md", 5, link, "", anchor("nope")), "broken_anchor", ClassAnchorClaim,
			evidence.ID(evidence.Docs, ClassAnchorClaim, "README.md", "nope")},
		{"same-document line anchor", claimEv("README.md", 5, link, "", anchor("L41")), "missing_line", ClassLineClaim,
			evidence.ID(evidence.Docs, ClassLineClaim, "README.md", "41")},
		{"same-document line range as the detective emits it", claimEv("README.md", 5, link, "", lines(41, 41)), "missing_line", ClassLineClaim,
			evidence.ID(evidence.Docs, ClassLineClaim, "README.md", "41")},
		{"external same-document heading", claimEv("report.md", 5, link, "", anchor("summary"), external), "resolved", "", ""},
		{"anchor on non-markdown not checked", claimEv("README.md", 5, link, "src/main.go", anchor("main")), "resolved", "", ""},
		{"anchor on a directory not checked", claimEv("README.md", 5, link, "docs/", anchor("x")), "resolved", "", ""},
		{"facts error is not a finding", claimEv("README.md", 5, code, "cmd/auditor/main.go", lines(3, 0)), "resolved", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := Aggregate(testInput(tt.claim))
			if got := verdictOf(out).Status; got != tt.want {
				t.Fatalf("status = %s, want %s (reason %q)", got, tt.want, out.Evidence[evidence.Docs][0].Claim.Reason)
			}
			a := added(out)
			if tt.wantClass == "" {
				if len(a) != 0 {
					t.Fatalf("unexpected findings %+v", a)
				}
				return
			}
			if len(a) != 1 || a[0].Class != tt.wantClass || a[0].ID != tt.wantID {
				t.Fatalf("findings = %+v, want one %s %s", a, tt.wantClass, tt.wantID)
			}
			if a[0].Found || a[0].Claim == nil || a[0].Claim.Status != tt.want || a[0].Line != 5 {
				t.Fatalf("finding not a failed check citing line 5: %+v", a[0])
			}
		})
	}
}

func TestLineFindingContent(t *testing.T) {
	out := Aggregate(testInput(claimEv("docs/guide.md", 7, evidence.KindCode, "src/main.go", lines(130, 0), ctx("The loop is in src/main.go:130."))))
	a := added(out)
	if len(a) != 1 {
		t.Fatalf("want 1 finding, got %d", len(a))
	}
	cl := *out.Evidence[evidence.Docs][0].Claim
	want := evidence.Evidence{
		ID:         evidence.ID(evidence.Docs, ClassLineClaim, "src/main.go", strconv.Itoa(130)),
		Source:     evidence.Docs,
		Class:      ClassLineClaim,
		Goal:       "Every line the documentation cites exists in the cited file",
		Content:    "The loop is in src/main.go:130.",
		Location:   "src/main.go",
		Line:       7,
		Rationale:  "docs/guide.md line 7 cites line 130 of src/main.go, which has 120 lines.",
		Confidence: 0.95,
		Claim:      &cl,
		Data:       map[string]any{"cited_line": 130, "file_lines": 120},
	}
	if d := cmp.Diff(want, a[0]); d != "" {
		t.Fatalf("LINE_CLAIM (-want +got):\n%s", d)
	}
	if out.Stats.MissingLines != 1 {
		t.Fatalf("Stats.MissingLines = %d", out.Stats.MissingLines)
	}
}

func TestNoFileFactsWarnsOnce(t *testing.T) {
	in := testInput(
		claimEv("README.md", 1, evidence.KindCode, "src/main.go", lines(999, 0)),
		claimEv("README.md", 2, evidence.KindLink, "docs/guide.md", anchor("nope")),
		claimEv("README.md", 3, evidence.KindCode, "LICENSE"),
	)
	in.Files = nil
	out := Aggregate(in)
	if d := cmp.Diff([]string{CatFactsMissing}, categories(out.Warnings)); d != "" {
		t.Fatalf("warnings (-want +got):\n%s", d)
	}
	if out.Stats.Resolved != 3 || len(added(out)) != 0 {
		t.Fatalf("unchecked references must stay resolved: %+v", out.Stats)
	}
}

func TestFactsPanicIsContained(t *testing.T) {
	in := testInput(claimEv("README.md", 1, evidence.KindCode, "src/main.go", lines(3, 0)))
	in.Files = panicFacts{}
	out := Aggregate(in)
	if verdictOf(out).Status != evidence.StatusResolved || len(out.Warnings) != 1 || out.Warnings[0].Category != CatFactsMissing {
		t.Fatalf("panic not turned into a warning: %+v %+v", verdictOf(out), out.Warnings)
	}
}

type panicFacts struct{}

func (panicFacts) LineCount(string) (int, error)    { panic("boom") }
func (panicFacts) Anchors(string) ([]string, error) { panic("boom") }
