// Command auditor audits a git repository the way a forensic expert would:
// it collects evidence, checks every path the documentation cites, and
// scores the repository on a rubric. See README.md.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/repo-auditor/auditor/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Main(ctx, cli.Env{
		Args:   os.Args[1:],
		Stdout: os.Stdout,
		Stderr: os.Stderr,
		Getenv: os.Getenv,
	})
	stop()
	os.Exit(int(code))
}
