// Command genrepo writes a synthetic git repository for benchmarks (see
// internal/repotest.Generate, and GenerateGo with -go). Test tooling: it runs git fast-import.
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
	goRepo := flag.Bool("go", false, "valid Go files of about 6 KiB (repotest.GenerateGo) instead of one-line stubs")
	flag.Parse()
	if *dir == "" {
		fmt.Fprintln(os.Stderr, "genrepo: -dir is required")
		os.Exit(2)
	}
	gen := repotest.Generate
	if *goRepo {
		gen = repotest.GenerateGo
	}
	if err := gen(*dir, *files, *commits); err != nil {
		fmt.Fprintln(os.Stderr, "genrepo:", err)
		os.Exit(1)
	}
}
