package repo

import (
	"context"
	"fmt"
	"strings"
	"testing"

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
