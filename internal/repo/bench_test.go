package repo

import (
	"bufio"
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// generated builds a synthetic repository, skipping without the git binary.
func generated(tb testing.TB, files, commits int) string {
	tb.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		tb.Skip("git binary not available")
	}
	dir := filepath.Join(tb.TempDir(), "gen")
	if err := repotest.Generate(dir, files, commits); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// TestHistoryMatchesGitLog cross-checks order and FilesChanged against the
// git binary on a generated repository with deletions and additions.
func TestHistoryMatchesGitLog(t *testing.T) {
	dir := generated(t, 300, 120)
	out, err := exec.Command("git", "-C", dir, "log", "--format=%x00%H", "--name-only", "--no-renames").Output()
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, rec := range strings.Split(string(out), "\x00")[1:] {
		sc := bufio.NewScanner(bytes.NewReader([]byte(rec)))
		sc.Scan()
		hash, n := sc.Text(), 0
		for sc.Scan() {
			if sc.Text() != "" {
				n++
			}
		}
		want = append(want, hash+" "+itoa(n))
	}
	s := open(t, dir, Options{})
	hist, err := s.History(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range hist {
		got = append(got, c.Hash+" "+itoa(c.FilesChanged))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("history vs git log (-git +ours):\n%s", diff)
	}
	if len(s.Files) != 300 {
		t.Errorf("%d files listed, want 300", len(s.Files))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// BenchmarkOpenAndHistory opens a generated 10,000-file, 2,000-commit
// repository and walks its whole history (tree diffs included).
func BenchmarkOpenAndHistory(b *testing.B) {
	dir := generated(b, 10_000, 2_000)
	var openT, histT time.Duration
	for b.Loop() {
		t0 := time.Now()
		s, err := Open(context.Background(), dir, Options{})
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		hist, err := s.History(context.Background())
		if err != nil || len(hist) != 2_000 || len(s.Files) != 10_000 {
			b.Fatalf("%d commits, %d files, %v", len(hist), len(s.Files), err)
		}
		openT, histT = openT+t1.Sub(t0), histT+time.Since(t1)
		s.Close()
	}
	b.ReportMetric(float64(openT.Milliseconds())/float64(b.N), "open-ms/op")
	b.ReportMetric(float64(histT.Milliseconds())/float64(b.N), "history-ms/op")
}
