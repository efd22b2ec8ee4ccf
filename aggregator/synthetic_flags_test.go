package aggregator

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// syntheticCorpus is one synthetic flag corpus (synthetic_corpora_test.go):
// its number n (its directory under testdata is dir()), its documents
// (".txt" ones are read as Format text) and the floors of its scored run,
// per document and "overall". The repository is the flag corpus's
// (flags/repo.txtar, "ledgerly") unless repoName names the corpus's own
// (DIR/repo.txtar).
type syntheticCorpus struct {
	n        int
	docs     []string
	floor    floors
	repoName string
	// tracked maps a document name to the tracked path the repository
	// holds it at (docs_operations.md -> docs/operations.md): that document
	// is read where it lives, so its relative links resolve from there,
	// and its claims are scored under the document name.
	tracked map[string]string
}

// floors are a corpus's precision and recall floors, per document and
// "overall".
type floors map[string]struct{ precision, recall float64 }

// dir is the corpus's directory under testdata: flags_heldoutN, and
// flags_heldout for corpus 1.
func (hc syntheticCorpus) dir() string {
	if hc.n == 1 {
		return "flags_heldout"
	}
	return "flags_heldout" + strconv.Itoa(hc.n)
}

// split returns the corpus's documents read as --report documents and, by
// their tracked path, the names of those the repository holds.
func (hc syntheticCorpus) split() (external []string, byPath map[string]string) {
	byPath = map[string]string{}
	for _, d := range hc.docs {
		if p, ok := hc.tracked[d]; ok {
			byPath[p] = d
			continue
		}
		external = append(external, d)
	}
	return external, byPath
}

// heldOutLabels reads expected.findings: per document the findings that
// must be raised (want) and those acceptable either way (may).
func heldOutLabels(t *testing.T, c syntheticCorpus) (want, may map[string]map[string]bool) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", c.dir(), "expected.findings"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, may = map[string]map[string]bool{}, map[string]map[string]bool{}
	for _, d := range c.docs {
		want[d], may[d] = map[string]bool{}, map[string]bool{}
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		doc, rest, ok := strings.Cut(l, " ")
		if _, known := want[doc]; !ok || !known {
			t.Fatalf("expected.findings: bad line %q", l)
		}
		verb, arg, _ := strings.Cut(rest, " ")
		switch verb {
		case "flag", "line", "anchor":
			want[doc][rest] = true
		case "may":
			may[doc][arg] = true
		case "not":
		default:
			t.Fatalf("expected.findings: bad verb in %q", l)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return want, may
}

// claimFinding names the finding a resolved PATH_CLAIM raised, as
// findingKey does for the finding itself.
func claimFinding(c *evidence.Claim) (string, bool) {
	switch c.Status {
	case evidence.StatusMissing:
		return "flag " + c.Path, true
	case evidence.StatusBadLine:
		return lineKey(c.Resolved, c), true
	case evidence.StatusBadAnchor:
		return "anchor " + c.Resolved + "#" + c.Anchor, true
	}
	return "", false
}

// heldOutFindings runs the docs detective and the aggregator on the
// repository with the corpus's reports and returns, per report, the
// distinct findings its own claims raised.
func heldOutFindings(t *testing.T, hc syntheticCorpus) map[string]map[string]bool {
	t.Helper()
	archivePath, repoName := filepath.Join("flags", "repo.txtar"), "ledgerly"
	if hc.repoName != "" {
		archivePath, repoName = filepath.Join(hc.dir(), "repo.txtar"), hc.repoName
	}
	external, byPath := hc.split()
	out := auditReports(t, archivePath, repoName, hc.dir(), external)
	all := map[string]bool{}
	for _, e := range out.Evidence[evidence.Docs] {
		if k, ok := findingKey(e); ok {
			all[k] = true
			all[citedKey(k)] = true
		}
	}
	got := map[string]map[string]bool{}
	for _, d := range hc.docs {
		got[d] = map[string]bool{}
	}
	for _, e := range out.Evidence[evidence.Docs] {
		c := e.Claim
		if c != nil && byPath[c.Document] != "" {
			cc := *c
			cc.Document = byPath[c.Document]
			c = &cc
		}
		if e.Class != evidence.ClassPathClaim || c == nil || got[c.Document] == nil {
			continue
		}
		t.Logf("claim %s:%d %s %q -> %s %s (%s)", c.Document, c.Line, c.Kind, c.Text, c.Status, c.Path, c.Reason)
		k, ok := claimFinding(c)
		if !ok {
			continue
		}
		if !all[k] && !all[citedKey(k)] {
			t.Errorf("%s: claim %q is %s but no finding %s was raised", c.Document, c.Text, c.Status, k)
		}
		got[c.Document][k] = true
	}
	return got
}

// TestFlagHeldOut scores every synthetic corpus per document and overall,
// and fails below floors set a little under each corpus's first (held-out)
// run.
func TestFlagHeldOut(t *testing.T) {
	for i, c := range syntheticCorpora {
		if c.n != i+1 {
			t.Fatalf("syntheticCorpora[%d] is corpus %d: want corpus order", i, c.n)
		}
		t.Run(c.dir(), func(t *testing.T) { scoreHeldOut(t, c) })
	}
}

// scoreHeldOut scores a held-out corpus per document and overall against
// its labels, and fails below its floors.
func scoreHeldOut(t *testing.T, c syntheticCorpus) {
	t.Helper()
	want, may := heldOutLabels(t, c)
	got := heldOutFindings(t, c)
	var total prf
	for _, d := range c.docs {
		p := scoreDocument(t, d, got[d], want[d], may[d])
		checkHeldOut(t, c, d, p)
		total.tp, total.fp, total.fn = total.tp+p.tp, total.fp+p.fp, total.fn+p.fn
	}
	checkHeldOut(t, c, "overall", total)
}

// scoreDocument counts one document's findings against its labels. A
// finding matches a label that names the same finding, or the same file
// spelled as a longer or shorter path (sameFinding): labellers write a
// partial path either as written or completed from context, the detector
// completes it from the repository's tree (aggregator expectedAt).
func scoreDocument(t *testing.T, d string, got, want, may map[string]bool) prf {
	var p prf
	matched := map[string]bool{}
	for _, k := range sortedKeys(got) {
		w, ok := labelFor(k, want)
		switch {
		case ok:
			p.tp++
			matched[w] = true
		case may[k] || hasLabelFor(k, may):
			t.Logf("%s: acceptable finding (not scored): %s", d, k)
		default:
			p.fp++
			t.Logf("%s: false finding: %s", d, k)
		}
	}
	for _, k := range sortedKeys(want) {
		if !matched[k] {
			p.fn++
			t.Logf("%s: missed finding: %s", d, k)
		}
	}
	return p
}

// labelFor returns the label of labels that finding k matches: itself, or
// the one label naming the same file by a longer or shorter path.
func labelFor(k string, labels map[string]bool) (string, bool) {
	if labels[k] {
		return k, true
	}
	var found []string
	for l := range labels {
		if sameFinding(k, l) {
			found = append(found, l)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return "", false
}

func hasLabelFor(k string, labels map[string]bool) bool {
	_, ok := labelFor(k, labels)
	return ok
}

// sameFinding reports two finding keys of one kind ("flag", "line",
// "anchor") whose paths differ only by leading directories:
// "flag ui/theme/Colors.kt" and "flag app/src/main/java/x/ui/theme/Colors.kt".
func sameFinding(a, b string) bool {
	ka, pa, _ := strings.Cut(a, " ")
	kb, pb, _ := strings.Cut(b, " ")
	if ka != kb || pa == pb {
		return false
	}
	if ka == "line" {
		return sameLine(pa, pb)
	}
	return samePath(pa, pb)
}

// samePath: one path is the other or ends with it on whole segments.
func samePath(pa, pb string) bool {
	pa, pb = strings.TrimSuffix(pa, "/"), strings.TrimSuffix(pb, "/")
	return pa == pb || strings.HasSuffix(pa, "/"+pb) || strings.HasSuffix(pb, "/"+pa)
}

// sameLine matches line findings "PATH:N" and "PATH:A-B" (lineKey): the
// same file (samePath) and N the start or the end of A..B: a range cites
// one reference, and labellers name its start or its end.
func sameLine(a, b string) bool {
	pa, ra, okA := cutLine(a)
	pb, rb, okB := cutLine(b)
	if !okA || !okB || !samePath(pa, pb) {
		return false
	}
	if ra[0] == ra[1] {
		ra, rb = rb, ra
	}
	return rb[0] == rb[1] && (rb[0] == ra[0] || rb[0] == ra[1])
}

// citedKey reduces a line finding "line PATH:A-B" to the line it reports,
// "line PATH:B" (the aggregator raises one finding per file and cited
// last line; two citations with different starts share it).
func citedKey(k string) string {
	kind, rest, _ := strings.Cut(k, " ")
	if kind != "line" {
		return k
	}
	p, r, ok := cutLine(rest)
	if !ok {
		return k
	}
	return fmt.Sprintf("line %s:%d", p, r[1])
}

// cutLine splits "PATH:N" or "PATH:A-B" into the path and the range.
func cutLine(s string) (string, [2]int, bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return "", [2]int{}, false
	}
	lo, hi, isRange := strings.Cut(s[i+1:], "-")
	a, err := strconv.Atoi(lo)
	if err != nil {
		return "", [2]int{}, false
	}
	b := a
	if isRange {
		if b, err = strconv.Atoi(hi); err != nil {
			return "", [2]int{}, false
		}
	}
	return s[:i], [2]int{a, b}, true
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func checkHeldOut(t *testing.T, c syntheticCorpus, name string, p prf) {
	t.Helper()
	t.Logf("held-out %s: tp=%d fp=%d fn=%d precision=%.3f recall=%.3f",
		name, p.tp, p.fp, p.fn, p.precision(), p.recall())
	floor, ok := c.floor[name]
	if !ok {
		t.Fatalf("%s: no floor for %s", c.dir(), name)
	}
	if f, ok := tieFloors[c.dir()][name]; ok {
		floor = f
	}
	if p.precision() < floor.precision || p.recall() < floor.recall {
		t.Errorf("held-out %s %s: precision %.3f / recall %.3f below the floor %.2f / %.2f",
			c.dir(), name, p.precision(), p.recall(), floor.precision, floor.recall)
	}
}
