package docs

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// longParagraph is one paragraph of n bytes or more of path mentions, the
// shape of issue 14's reproduction ('see src/a.go and src/zz.go ' * k).
func longParagraph(n int) string {
	const unit = "see src/a.go and src/zz.go "
	return strings.Repeat(unit, n/len(unit)+1)
}

// distinctParagraph is one paragraph of n bytes or more whose path
// mentions are all different.
func distinctParagraph(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "see src/p%d/a.go and ", i)
	}
	return b.String()
}

// BenchmarkLongParagraph measures extraction of one paragraph of path
// mentions at growing sizes (repeated paths, then all distinct): time per
// byte must stay flat as the size grows.
func BenchmarkLongParagraph(b *testing.B) {
	for _, shape := range []struct {
		name string
		gen  func(int) string
	}{{"repeated", longParagraph}, {"distinct", distinctParagraph}} {
		for _, kib := range []int{16, 64, 256, 1024} {
			doc := []byte(shape.gen(kib << 10))
			b.Run(fmt.Sprintf("%s/%dKiB", shape.name, kib), func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(doc)))
				for b.Loop() {
					Extract(context.Background(), Doc{Name: "long.md", Format: FormatMarkdown, Data: doc}, Options{Manifest: tableManifest})
				}
			})
		}
	}
}

// TestLongParagraphBounded: one paragraph of 256 KiB of repeated paths
// and one of 32 KiB of distinct paths are read in seconds (0.04 s and
// 0.2 s measured; before the bounds, 16 KiB took 15 s and time grew with
// the square of the size). The bound, 10 s (40 s under -race), is
// generous for a loaded 2-core CI machine.
func TestLongParagraphBounded(t *testing.T) {
	for _, c := range []struct {
		name string
		doc  string
	}{{"repeated 256KiB", longParagraph(256 << 10)}, {"distinct 32KiB", distinctParagraph(32 << 10)}} {
		start := time.Now()
		ev := Extract(context.Background(), Doc{Name: "long.md", Format: FormatMarkdown, Data: []byte(c.doc)}, Options{Manifest: tableManifest})
		if d, limit := time.Since(start), 10*slowdown*time.Second; d > limit {
			t.Errorf("%s: %v, want under %v", c.name, d, limit)
		}
		if len(ev) < 3 {
			t.Errorf("%s: %d evidence, want the document and its claims", c.name, len(ev))
		}
	}
}

// TestRepeatsCounted: occurrences past maxRepeats are not classified but
// still counted, and the status of the first ones is the mention's.
func TestRepeatsCounted(t *testing.T) {
	doc := strings.Repeat("See `src/a.go` for the parser. It is missing from `gone.go`.\n\n", 3*maxRepeats)
	ev := Extract(context.Background(), Doc{Name: "r.md", Format: FormatMarkdown, Data: []byte(doc)}, Options{Manifest: tableManifest})
	got := map[string]any{}
	for _, e := range ev[1:] {
		got[e.Claim.Text] = e.Data["occurrences"]
	}
	want := map[string]any{"src/a.go": 3 * maxRepeats, "gone.go": 3 * maxRepeats}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("occurrences (-want +got):\n%s", diff)
	}
}

// TestLongSentenceSides: a mention deep inside a run of text without a
// sentence end sees at most shortSide bytes either side; a mention in an
// ordinary sentence sees the whole sentence.
func TestLongSentenceSides(t *testing.T) {
	long := strings.Repeat("word ", 2000) + "see src/x.go here " + strings.Repeat("word ", 2000)
	c := newCollector(long, nil, 0)
	c.addSentence(evidence.KindProse, "src/x.go", strings.Index(long, "src/x.go"), roleNone)
	m := c.mentions[0]
	if len(m.head) > shortSide || len(m.rest) > shortSide {
		t.Errorf("long run: head %d, rest %d bytes, want at most %d", len(m.head), len(m.rest), shortSide)
	}
	short := "Intro. Now " + strings.Repeat("word ", 150) + "see src/x.go here " + strings.Repeat("word ", 150) + "end. Next."
	c = newCollector(short, nil, 0)
	c.addSentence(evidence.KindProse, "src/x.go", strings.Index(short, "src/x.go"), roleNone)
	m = c.mentions[0]
	if want := " now " + strings.Repeat("word ", 150) + "see "; m.head != want {
		t.Errorf("ordinary sentence: head %d bytes, want the %d before the mention", len(m.head), len(want))
	}
}
