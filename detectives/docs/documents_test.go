package docs

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

var update = flag.Bool("update", false, "rewrite golden files")

// docManifest is the repository the realistic documents describe.
var docManifest = evidence.NewManifest([]string{
	"README.md", "CONTRIBUTING.md", "CHANGELOG.md", "LICENSE", ".golangci.yml", ".gitignore",
	"cmd/auditor/main.go", "pkg/evidence/evidence.go", "detectives/repo/repo.go",
	"detectives/docs/docs.go", "aggregator/aggregate.go", "judges/judge.go",
	"internal/cli/cli.go", "internal/report/report.go", "testdata/a.txtar",
	"src/graph.py", "src/state.py", "src/nodes/detectives.py", "src/nodes/judges.py",
	"src/tools/repo_tools.py", "docs/architecture.md", "pyproject.toml",
})

// realDocs are the realistic documents under testdata/docs with their
// hand labels (<name>.labels) and golden extraction (<name>.golden).
var realDocs = []string{"llm_report.md", "readme.md", "peer_review.md"}

// readLabels parses "C path" / "N path" lines.
func readLabels(t *testing.T, path string) map[string]bool {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "#-") {
			continue
		}
		if len(l) < 3 || (l[0] != 'C' && l[0] != 'N') || l[1] != ' ' {
			t.Fatalf("%s: bad label line %q", path, l)
		}
		out[l[2:]] = l[0] == 'C'
	}
	return out
}

func labelKey(c evidence.Claim) string {
	if c.Anchor != "" {
		return c.Text + "#" + c.Anchor
	}
	return c.Text
}

func goldenLine(c evidence.Claim) string {
	status := "claim"
	if c.Status != "" {
		status = string(c.Status) + ": " + c.Reason
	}
	s := fmt.Sprintf("%d %s %q", c.Line, c.Kind, labelKey(c))
	if c.LineStart > 0 {
		s += fmt.Sprintf(" L%d-%d", c.LineStart, c.LineEnd)
	}
	if c.Suppressed {
		s += " suppressed"
	}
	return s + " -> " + status
}

func TestRealDocuments(t *testing.T) {
	var total prf
	for _, name := range realDocs {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata/docs", name))
			if err != nil {
				t.Fatal(err)
			}
			claims := Claims(context.Background(), Doc{Name: name, Format: FormatMarkdown, Data: data}, Options{Manifest: docManifest})
			var lines []string
			for _, c := range claims {
				lines = append(lines, goldenLine(c))
			}
			got := strings.Join(lines, "\n") + "\n"
			golden := filepath.Join("testdata/docs", strings.TrimSuffix(name, ".md")+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if d := cmp.Diff(string(want), got); d != "" {
				t.Errorf("golden mismatch (-want +got):\n%s", d)
			}

			labels := readLabels(t, filepath.Join("testdata/docs", strings.TrimSuffix(name, ".md")+".labels"))
			p := scoreAgainstLabels(t, claims, labels)
			total.tp, total.fp, total.fn = total.tp+p.tp, total.fp+p.fp, total.fn+p.fn
			t.Logf("%s: %d labels, tp=%d fp=%d fn=%d precision=%.3f recall=%.3f", name, len(labels), p.tp, p.fp, p.fn, p.precision(), p.recall())
		})
	}
	t.Logf("realistic documents: tp=%d fp=%d fn=%d precision=%.3f recall=%.3f", total.tp, total.fp, total.fn, total.precision(), total.recall())
	if total.precision() < 0.9 || total.recall() < 0.9 {
		t.Errorf("claim precision %.3f / recall %.3f below 0.9", total.precision(), total.recall())
	}
}

// scoreAgainstLabels compares claim decisions with the labels; every
// emitted mention must be labelled, so nothing escapes the count.
func scoreAgainstLabels(t *testing.T, claims []evidence.Claim, labels map[string]bool) prf {
	var p prf
	seen := map[string]bool{}
	for _, c := range claims {
		k := labelKey(c)
		seen[k] = true
		isClaim, ok := labels[k]
		if !ok {
			t.Errorf("unlabelled mention %q (line %d, %s)", k, c.Line, c.Status)
		}
		switch {
		case c.Status == "" && isClaim:
			p.tp++
		case c.Status == "":
			p.fp++
			t.Logf("false claim: %s", goldenLine(c))
		case isClaim:
			p.fn++
			t.Logf("missed claim: %s", goldenLine(c))
		}
	}
	var missing []string
	for k, isClaim := range labels {
		if !seen[k] {
			missing = append(missing, k)
			if isClaim {
				p.fn++
			}
		}
	}
	sort.Strings(missing)
	for _, k := range missing {
		t.Logf("labelled but not extracted: %q (claim=%v)", k, labels[k])
	}
	return p
}
