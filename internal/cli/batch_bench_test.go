package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// benchCohort builds n student-size repositories and their list.
func benchCohort(b *testing.B, n int) (string, []string) {
	b.Helper()
	var dirs []string
	var list strings.Builder
	for i := range n {
		var files strings.Builder
		fmt.Fprintf(&files, "-- README.md --\n# Project %d\nRun `src/main.go`; data in `data/in.csv`.\n", i)
		for f := range 30 {
			fmt.Fprintf(&files, "-- src/pkg%d/f%d.go --\npackage pkg%d\n\nfunc F%d() int { return %d }\n", f%5, f, f%5, f, i)
		}
		d := repotest.Build(b, files.String())
		dirs = append(dirs, d)
		list.WriteString(d + "\n")
	}
	p := filepath.Join(b.TempDir(), "list.txt")
	if err := os.WriteFile(p, []byte(list.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	return p, dirs
}

// BenchmarkBatch audits a cohort of 20 repositories offline with batch
// (--jobs 1 and 2), beside the same audits run one `audit` at a time:
// ms/entry compares batch's per-entry cost with a single audit's.
func BenchmarkBatch(b *testing.B) {
	const n = 20
	list, dirs := benchCohort(b, n)
	b.Run("singles", func(b *testing.B) {
		for b.Loop() {
			for _, d := range dirs {
				out := b.TempDir()
				if code := Main(context.Background(), Env{Args: []string{"audit", d, "--out", out, "--format", "json,html", "--log-level", "error"},
					Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Getenv: pinned}); code != ExitOK {
					b.Fatalf("audit exit %d", code)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*n), "ms/entry")
	})
	for _, jobs := range []int{1, 2} {
		b.Run(fmt.Sprintf("jobs=%d", jobs), func(b *testing.B) {
			for b.Loop() {
				benchBatch(b, list, jobs)
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*n), "ms/entry")
		})
	}
}

// BenchmarkBatchList audits the cohort listed in $AUDITOR_BENCH_COHORT (a
// batch LIST, e.g. one written by scripts/bench-cohort.sh with KEEP=DIR)
// with --jobs 1 and 2; skipped without it. For profiles of a real cohort:
//
//	AUDITOR_BENCH_COHORT=list.csv go test -run XXX -bench BatchList -benchtime 1x \
//	  -cpuprofile cpu.out -memprofile mem.out -mutexprofile mutex.out ./internal/cli
func BenchmarkBatchList(b *testing.B) {
	list := os.Getenv("AUDITOR_BENCH_COHORT")
	if list == "" {
		b.Skip("AUDITOR_BENCH_COHORT is not set")
	}
	for _, jobs := range []int{1, 2} {
		b.Run(fmt.Sprintf("jobs=%d", jobs), func(b *testing.B) {
			for b.Loop() {
				benchBatch(b, list, jobs)
			}
		})
	}
}

// benchBatch runs `auditor batch LIST --jobs jobs` into a fresh directory,
// failing b on any exit code but ExitOK.
func benchBatch(b *testing.B, list string, jobs int) {
	var stderr bytes.Buffer
	if code := Main(context.Background(), Env{Args: []string{"batch", list, "--out", b.TempDir(), "--jobs", fmt.Sprint(jobs), "--log-level", "error"},
		Stdout: &bytes.Buffer{}, Stderr: &stderr, Getenv: pinned}); code != ExitOK {
		b.Fatalf("batch exit %d: %s", code, stderr.String())
	}
}
