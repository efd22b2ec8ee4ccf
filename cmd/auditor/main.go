// Command auditor audits a git repository the way a forensic expert would:
// it collects evidence, checks every path the documentation cites, and
// scores the repository on a rubric. See README.md.
package main

import (
	"context"
	"os"

	"github.com/repo-auditor/auditor/internal/cli"
	"github.com/repo-auditor/auditor/internal/interrupt"
)

// main runs the command; the first SIGINT or SIGTERM cancels the audit (a
// partial report is written, exit 1), a second exits at once (see
// internal/interrupt).
func main() {
	ctx, stop := interrupt.Notify(context.Background(), os.Stderr)
	code := cli.Main(ctx, cli.Env{
		Args:   os.Args[1:],
		Stdout: os.Stdout,
		Stderr: os.Stderr,
		Getenv: os.Getenv,
	})
	stop()
	os.Exit(int(code))
}
