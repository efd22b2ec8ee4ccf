package repo

import (
	"context"
	"fmt"
	"os"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
)

// BenchmarkRun measures the whole detective over 1,000 source files of
// about 4 KiB each (4 MiB scanned) and a 1,000-commit history.
func BenchmarkRun(b *testing.B) {
	files := map[string]string{}
	line := "    result = compute(value, other_value)  # a typical line of code\n"
	for i := range 1000 {
		ext := []string{".py", ".go", ".ts", ".md"}[i%4]
		files[fmt.Sprintf("src/pkg%02d/file%04d%s", i%50, i, ext)] = strings.Repeat(line, 4096/len(line))
	}
	var commits []reposnap.Commit
	for i := range 1000 {
		commits = append(commits, c(i, 0, 3, fmt.Sprintf("Change %d", i)))
	}
	s := reposnap.NewMemory(files, newest(commits...))
	b.SetBytes(int64(1000 * 4096))
	b.ResetTimer()
	for range b.N {
		if _, err := Detective.Run(context.Background(), &detectives.Input{Snapshot: s}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHistorySignals computes the history signals of 10,000 commits
// (newest first, a few out of time order, every 20th a merge).
func BenchmarkHistorySignals(b *testing.B) {
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	cs := make([]reposnap.Commit, 10000)
	for i := range cs {
		t := start.Add(time.Duration(len(cs)-i) * time.Hour)
		if i%7 == 0 {
			t = t.Add(-3 * time.Hour)
		}
		cs[i] = reposnap.Commit{Hash: fmt.Sprintf("%040x", i), AuthorName: "dev", AuthorEmail: "dev@example.com",
			AuthorTime: t, CommitTime: t, Subject: fmt.Sprintf("pkg/x: change %d", i),
			Parents: 1 + boolInt(i%20 == 0), FilesChanged: i % 13}
	}
	for b.Loop() {
		historySignals(cs, false)
	}
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

// BenchmarkContentRules runs the content patterns (secrets, then security)
// over every text file of the repository named by AUDITOR_BENCH_REPO (for
// example a clone of golang/tools: ~2,800 files, ~20 MB), read once before
// the timing; skipped when the variable is unset.
func BenchmarkContentRules(b *testing.B) {
	dir := os.Getenv("AUDITOR_BENCH_REPO")
	if dir == "" {
		b.Skip("AUDITOR_BENCH_REPO is not set")
	}
	s, err := reposnap.Open(context.Background(), dir, reposnap.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	type file struct{ path, text string }
	var files []file
	size := 0
	for _, f := range s.Files {
		if data, err := s.ReadFile(f.Path); err == nil && !binaryExts[strings.ToLower(path.Ext(f.Path))] {
			files = append(files, file{f.Path, string(data)})
			size += len(data)
		}
	}
	b.SetBytes(int64(size))
	for b.Loop() {
		sc := newScanner(&detectives.Input{Snapshot: s}, DefaultScanLimits)
		for _, f := range files {
			idx := newLineIndex(f.text)
			sc.apply(secretPatterns, f.path, f.text, idx, 0.9)
			sc.apply(securityPatterns, f.path, f.text, idx, 0.7)
		}
	}
}
