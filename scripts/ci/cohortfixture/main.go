// Command cohortfixture builds a few small git repositories under DIR,
// lists them (with a broken entry) in DIR/list.txt and runs `auditor batch`
// over them into DIR/out, for the cohort page's browser check.
//
//	go run ./scripts/ci/cohortfixture DIR
package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/repo-auditor/auditor/internal/cli"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: cohortfixture DIR")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "cohortfixture:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	var list []string
	for i, readme := range []string{
		"# A\nSee `src/main.go`.\n",
		"# B\nSee `src/main.go` and `docs/missing.md`.\n",
		"# C\nResults in `out/table.csv` and `src/gone.py`.\n",
	} {
		repo := filepath.Join(dir, fmt.Sprintf("repo%d", i))
		if err := os.MkdirAll(filepath.Join(repo, "src"), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(repo, "README.md"), []byte(readme), 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(repo, "src", "main.go"), []byte("package main\n"), 0o644); err != nil {
			return err
		}
		for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"-c", "user.name=ci", "-c", "user.email=ci@example.com", "commit", "-q", "-m", "init"}} {
			if out, err := exec.Command("git", append([]string{"-C", repo}, args...)...).CombinedOutput(); err != nil {
				return fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, out)
			}
		}
		list = append(list, repo)
	}
	list = append(list, filepath.Join(dir, "no-such-repo"))
	listFile := filepath.Join(dir, "list.txt")
	if err := os.WriteFile(listFile, []byte(strings.Join(list, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	code := cli.Main(context.Background(), cli.Env{
		Args:   []string{"batch", listFile, "--out", filepath.Join(dir, "out"), "--log-level", "error"},
		Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv,
	})
	if code != cli.ExitError { // the broken entry: exit 1 expected
		return fmt.Errorf("auditor batch exited %d, want 1 (one broken entry)", code)
	}
	return nil
}
