package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestSummaryCountsEqualListedFindings audits a generated repository with
// thousands of hallucinated claims, many documents citing the same
// missing path (some twice in one sentence), and checks that
// summary.hallucinated_claims equals the findings listed in the JSON
// (DOCUMENT_CLAIM flags and their occurrences), the Markdown table, the
// HTML table and the SARIF results.
func TestSummaryCountsEqualListedFindings(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and audits a large repository")
	}
	dir := t.TempDir()
	repoDir := filepath.Join(dir, "repo")
	if err := repotest.GenerateClaims(repoDir, 60, 60); err != nil {
		t.Skipf("cannot generate the repository (needs git): %v", err)
	}
	out := filepath.Join(dir, "out")
	var stderr bytes.Buffer
	code := Main(context.Background(), Env{
		Args:   []string{"audit", repoDir, "--rubric", "none", "--flag-unconfirmed", "--log-level", "error", "--format", "json,md,sarif,html", "--out", out},
		Stdout: &bytes.Buffer{}, Stderr: &stderr,
		Getenv: func(k string) string { return map[string]string{"SOURCE_DATE_EPOCH": "1767225600"}[k] },
	})
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	rep, err := report.ReadJSON(bytes.NewReader(read("report.json")))
	if err != nil {
		t.Fatal(err)
	}
	want := rep.Summary.HallucinatedClaims
	if want < 2000 {
		t.Fatalf("the generated repository has only %d hallucinated claims", want)
	}

	jsonCount, multi := 0, 0
	for _, e := range rep.Evidences[evidence.Docs] {
		if e.Class == evidence.ClassDocumentClaim && !e.Found {
			jsonCount += max(1, len(e.Occurrences))
			if len(e.Occurrences) > 1 {
				multi++
			}
		}
	}
	if multi == 0 {
		t.Fatal("no missing path is cited twice: the test does not exercise occurrences")
	}

	var sarif struct {
		Runs []struct {
			Results []struct {
				RuleID string `json:"ruleId"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(read("report.sarif"), &sarif); err != nil {
		t.Fatal(err)
	}
	sarifCount := 0
	for _, r := range sarif.Runs[0].Results {
		if r.RuleID == report.RuleHallucinatedPath || r.RuleID == report.RuleBrokenImage {
			sarifCount++
		}
	}

	md := string(read("report.md"))
	section := md[strings.Index(md, "## Hallucinated and broken claims"):]
	section = section[:strings.Index(section[3:], "\n## ")+3]
	mdCount := len(regexp.MustCompile(`(?m)^\|.*\| (path does not exist|image not found) \|`).FindAllString(section, -1))

	html := string(read("report.html"))
	htmlCount := strings.Count(html, `<tr data-rule="`+report.RuleHallucinatedPath+`">`) + strings.Count(html, `<tr data-rule="`+report.RuleBrokenImage+`">`)

	t.Logf("summary %d, json %d (%d paths cited more than once), sarif %d, markdown %d, html %d", want, jsonCount, multi, sarifCount, mdCount, htmlCount)
	for format, got := range map[string]int{"json": jsonCount, "sarif": sarifCount, "markdown": mdCount, "html": htmlCount} {
		if got != want {
			t.Errorf("%s lists %d hallucinated findings, summary.hallucinated_claims is %d", format, got, want)
		}
	}
}
