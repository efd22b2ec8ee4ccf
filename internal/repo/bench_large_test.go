package repo

import (
	"context"
	"os"
	"runtime"
	"testing"
)

// BenchmarkHistoryLarge walks the whole history of the repository named by
// AUDITOR_BENCH_REPO (for example a clone of golang/tools, ~10,700
// commits); it is skipped when the variable is unset, so it needs no
// network. It reports the commits walked and the heap growth of one walk.
func BenchmarkHistoryLarge(b *testing.B) {
	dir := os.Getenv("AUDITOR_BENCH_REPO")
	if dir == "" {
		b.Skip("AUDITOR_BENCH_REPO is not set")
	}
	var commits int
	var ms runtime.MemStats
	var peak uint64
	for b.Loop() {
		s, err := Open(context.Background(), dir, Options{})
		if err != nil {
			b.Fatal(err)
		}
		hist, err := s.History(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		commits = len(hist)
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapInuse)
		s.Close()
	}
	b.ReportMetric(float64(commits), "commits")
	b.ReportMetric(float64(peak)/(1<<20), "heap-MiB")
}
