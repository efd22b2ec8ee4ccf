package docs

import (
	"context"
	"fmt"
	"runtime"
	"runtime/metrics"
	"strings"
	"testing"
	"time"
)

// denseDocument is a Markdown document of about size bytes made of
// distinct path mentions in the shapes a generated file repeats: headings,
// list items of code spans, and prose sentences naming two paths.
func denseDocument(size int) []byte {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		switch i % 3 {
		case 0:
			fmt.Fprintf(&b, "## src/pkg%d/mod%d.py\n", i%97, i)
		case 1:
			fmt.Fprintf(&b, "- `lib/part%d/file%d.go`\n", i%89, i)
		default:
			fmt.Fprintf(&b, "See docs/guide%d.md and tests/test_%d.py for details.\n", i, i)
		}
	}
	return []byte(b.String())
}

// BenchmarkDenseDocument: a 4 MiB Markdown document of distinct path
// mentions (about 130,000, thirteen times the per-document cap).
func BenchmarkDenseDocument(b *testing.B) {
	doc := denseDocument(4 << 20)
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	peak := 0.0
	for b.Loop() {
		peak = max(peak, peakHeapMB(func() {
			Extract(context.Background(), Doc{Name: "gen/dense.md", Format: FormatMarkdown, Data: doc}, Options{Manifest: tableManifest})
		}))
	}
	b.ReportMetric(peak, "peak-heap-MB")
}

// peakHeapMB runs f and returns the largest live heap (MB marked live by
// a garbage collection, sampled every 5 ms, after a GC before f) seen
// while it ran.
func peakHeapMB(f func()) float64 {
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	done, peak := make(chan struct{}), make(chan uint64)
	go func() {
		var hi uint64
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(s)
			hi = max(hi, s[0].Value.Uint64())
			select {
			case <-done:
				peak <- hi
				return
			case <-t.C:
			}
		}
	}()
	f()
	close(done)
	return float64(<-peak) / 1e6
}
