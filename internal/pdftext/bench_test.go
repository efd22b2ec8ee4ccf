package pdftext

import (
	"context"
	"testing"
)

// BenchmarkExtract extracts the 10-page fixture (45 lines per page) with
// the memo cleared every iteration, on a warm engine.
func BenchmarkExtract(b *testing.B) {
	data := fixture(b, "gen_tenpages.pdf")
	if _, err := Extract(context.Background(), data); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		defaultCache.reset()
		if _, err := Extract(context.Background(), data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExtractCached measures a memoised second extraction.
func BenchmarkExtractCached(b *testing.B) {
	data := fixture(b, "gen_tenpages.pdf")
	if _, err := Extract(context.Background(), data); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Extract(context.Background(), data); err != nil {
			b.Fatal(err)
		}
	}
}
