// Command genrepo writes a synthetic git repository for benchmarks (see
// internal/repotest.Generate). Test tooling: it runs git fast-import.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/repo-auditor/auditor/internal/repotest"
)

func main() {
	dir := flag.String("dir", "", "directory to create the repository in (must not exist or be empty)")
	files := flag.Int("files", 10000, "tracked files")
	commits := flag.Int("commits", 2000, "commits")
	flag.Parse()
	if *dir == "" {
		fmt.Fprintln(os.Stderr, "genrepo: -dir is required")
		os.Exit(2)
	}
	if err := repotest.Generate(*dir, *files, *commits); err != nil {
		fmt.Fprintln(os.Stderr, "genrepo:", err)
		os.Exit(1)
	}
}
