package aggregator

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/docs"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// The flag corpus (testdata/flags) measures what a user sees: the
// findings (hallucination flags, broken line references, broken anchors)
// of the docs detective and the aggregator together, on a real git
// repository built from repo.txtar with two external reports. The expected
// findings were written from the documents' meaning before the pipeline
// was first run on them; see expected.findings.

// expandLines replaces a section body "@lines N" by N numbered lines.
func expandLines(archive string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(archive, "\n") {
		if n, ok := strings.CutPrefix(strings.TrimSpace(l), "@lines "); ok {
			k, err := strconv.Atoi(n)
			if err != nil {
				panic(err)
			}
			for i := 1; i <= k; i++ {
				fmt.Fprintf(&b, "line_%d = %d\n", i, i)
			}
			continue
		}
		b.WriteString(l)
	}
	return b.String()
}

// findingKey names a finding as expected.findings does.
func findingKey(e evidence.Evidence) (string, bool) {
	switch e.Class {
	case evidence.ClassDocumentClaim:
		return "flag " + e.Location, true
	case ClassLineClaim:
		return lineKey(e.Location, e.Claim), true
	case ClassAnchorClaim:
		return "anchor " + e.Location + "#" + e.Claim.Anchor, true
	}
	return "", false
}

// lineKey names a line finding: "line PATH:N", or "line PATH:A-B" for a
// cited range (sameLine matches a label inside it).
func lineKey(path string, c *evidence.Claim) string {
	if c.LineEnd > c.LineStart {
		return fmt.Sprintf("line %s:%d-%d", path, c.LineStart, c.LineEnd)
	}
	return fmt.Sprintf("line %s:%d", path, c.LineStart)
}

func flagCorpusFindings(t *testing.T) []string {
	t.Helper()
	out := auditReports(t, filepath.Join("flags", "repo.txtar"), "ledgerly", "flags", []string{"report.md", "report2.md", "report3.txt"})
	var got []string
	for _, e := range out.Evidence[evidence.Docs] {
		if k, ok := findingKey(e); ok {
			got = append(got, k)
			t.Logf("finding %s: %s", k, e.Rationale)
		}
	}
	sort.Strings(got)
	return got
}

func readExpected(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "flags", "expected.findings"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// TestFlagCorpusPrecisionRecall scores the findings against the expected
// ones and fails below the bar (precision and recall >= 0.9).
func TestFlagCorpusPrecisionRecall(t *testing.T) {
	got, want := flagCorpusFindings(t), readExpected(t)
	wantSet := map[string]bool{}
	for _, w := range want {
		wantSet[w] = true
	}
	var p prf
	gotSet := map[string]bool{}
	for _, g := range got {
		gotSet[g] = true
		if wantSet[g] {
			p.tp++
		} else {
			p.fp++
			t.Logf("false finding: %s", g)
		}
	}
	for _, w := range want {
		if !gotSet[w] {
			p.fn++
			t.Logf("missed finding: %s", w)
		}
	}
	t.Logf("flag corpus: %d expected findings, tp=%d fp=%d fn=%d precision=%.3f recall=%.3f",
		len(want), p.tp, p.fp, p.fn, p.precision(), p.recall())
	if p.precision() < 0.9 || p.recall() < 0.9 {
		t.Errorf("findings precision %.3f / recall %.3f below 0.9", p.precision(), p.recall())
	}
}

type prf struct{ tp, fp, fn int }

func (p prf) precision() float64 { return ratio(p.tp, p.tp+p.fp) }
func (p prf) recall() float64    { return ratio(p.tp, p.tp+p.fn) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// auditReports builds the fixture repository testdata/ARCHIVE, runs the docs
// detective on it with the reports testdata/DIR/NAME as --report documents
// (".txt" ones as plain text), then the aggregator, and returns its output.
func auditReports(t *testing.T, archive, repoName, dir string, names []string) Output {
	t.Helper()
	out, _ := auditReportsManifest(t, archive, repoName, dir, names)
	return out
}

// auditReportsManifest is auditReports that also returns the fixture
// repository's manifest.
func auditReportsManifest(t *testing.T, archive, repoName, dir string, names []string) (Output, *evidence.Manifest) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", archive))
	if err != nil {
		t.Fatal(err)
	}
	// the clone directory carries the repository's name, as a real clone
	// does: the detective reads the project's own name from it
	work := filepath.Join(t.TempDir(), repoName)
	if err := repotest.Write(work, expandLines(string(data))); err != nil {
		t.Fatal(err)
	}
	snap, err := repo.Open(context.Background(), work, repo.Options{Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { snap.Close() })
	var ext []detectives.Document
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join("testdata", dir, name))
		if err != nil {
			t.Fatal(err)
		}
		kind := detectives.Markdown
		if strings.HasSuffix(name, ".txt") {
			kind = detectives.Text
		}
		ext = append(ext, detectives.Document{Name: name, Kind: kind, Data: data})
	}
	ev, err := docs.Detective.Run(context.Background(), &detectives.Input{Snapshot: snap, Documents: ext, Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	return Aggregate(Input{
		Evidence: evidence.Set{evidence.Repo: {}, evidence.Docs: ev, evidence.Vision: {}},
		Manifest: snap.Manifest(),
		Files:    docs.NewFileFacts(snap),
		Ignored:  snap.IsIgnored,
		RepoName: repoName,
	}), snap.Manifest()
}
