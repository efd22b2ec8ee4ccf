// Command gencohort writes a synthetic student cohort for the cohort
// memory benchmark (scripts/bench-cohort-mem.sh): n small repositories
// DIR/e0000 ... (internal/repotest.CohortEntry: template text in every
// README, a planted README copy in every tenth entry) and the batch list
// DIR/list-N.csv of the first N entries for each N of -lists. A
// repository already in DIR is kept. Test tooling only.
//
//	go run ./scripts/gencohort -dir /tmp/cohort -n 1000 -lists 100,1000
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/repo-auditor/auditor/internal/repotest"
)

func main() {
	dir := flag.String("dir", "", "directory to write the repositories and lists into (required)")
	n := flag.Int("n", 1000, "repositories")
	lists := flag.String("lists", "100,1000", "comma-separated list sizes (each at most -n)")
	flag.Parse()
	if *dir == "" {
		fmt.Fprintln(os.Stderr, "gencohort: -dir is required")
		os.Exit(2)
	}
	if err := run(*dir, *n, *lists); err != nil {
		fmt.Fprintln(os.Stderr, "gencohort:", err)
		os.Exit(1)
	}
}

func run(dir string, n int, lists string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	for i := range n {
		repo := filepath.Join(abs, fmt.Sprintf("e%04d", i))
		if _, err := os.Stat(filepath.Join(repo, ".git")); err == nil {
			continue
		}
		if err := repotest.Write(repo, repotest.CohortEntry(i)); err != nil {
			return err
		}
	}
	for _, s := range strings.Split(lists, ",") {
		size, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || size < 1 || size > n {
			return fmt.Errorf("-lists: %q is not a size from 1 to %d", s, n)
		}
		var b strings.Builder
		b.WriteString("name,url\n")
		for i := range size {
			fmt.Fprintf(&b, "e%04d,%s\n", i, filepath.Join(abs, fmt.Sprintf("e%04d", i)))
		}
		if err := os.WriteFile(filepath.Join(abs, fmt.Sprintf("list-%d.csv", size)), []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	return nil
}
