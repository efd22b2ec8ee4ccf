package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/rs/zerolog"
	"github.com/spf13/cobra"

	"github.com/repo-auditor/auditor/internal/redact"
)

// Version is set at build time with -ldflags "-X .../internal/cli.Version=1.2.3";
// otherwise it is the module version `go install` recorded, or 0.0.0-dev
// for a build from a work tree (a valid semantic version, as SARIF wants).
var Version = ""

func init() {
	if Version != "" {
		return
	}
	Version = "0.0.0-dev"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		Version = strings.TrimPrefix(bi.Main.Version, "v")
	}
}

// Env is the process environment the CLI runs in; tests supply their own.
type Env struct {
	Args   []string
	Stdout io.Writer
	Stderr io.Writer
	Getenv func(string) string
}

// Main runs the command line and returns the exit code.
func Main(ctx context.Context, env Env) ExitCode {
	if env.Getenv == nil {
		env.Getenv = func(string) string { return "" }
	}
	wd, _ := os.Getwd()
	red := redact.ForMachine(env.Getenv, wd)
	root := newRoot(&env, red)
	stopProfile := addProfileFlag(root)
	root.SetArgs(env.Args)
	root.SetOut(env.Stdout)
	root.SetErr(env.Stderr)
	err := root.ExecuteContext(ctx)
	stopProfile()
	if err != nil {
		fmt.Fprintf(env.Stderr, "auditor: %s\n", red.String(err.Error()))
		if exitCodeOf(err) == ExitUsage {
			fmt.Fprintln(env.Stderr, "Run 'auditor --help' for usage.")
		}
	}
	return exitCodeOf(err)
}

type globalFlags struct {
	logLevel string
	noColor  bool
	getenv   func(string) string
	// red redacts every string that leaves the process: logs, error
	// messages and reports (see internal/redact).
	red *redact.Redactor
}

func newRoot(env *Env, red *redact.Redactor) *cobra.Command {
	g := &globalFlags{red: red, getenv: env.Getenv}
	root := &cobra.Command{
		Use:           "auditor",
		Short:         "Audit a git repository like a forensic expert",
		Long:          "auditor collects evidence from a git repository and its documents, checks every path the documents cite against the repository, and scores the repository on a rubric. Offline and deterministic by default.",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       Version,
	}
	root.PersistentFlags().StringVar(&g.logLevel, "log-level", "info", "log verbosity on stderr: debug, info, warn, error")
	root.PersistentFlags().BoolVar(&g.noColor, "no-color", false, "no colour on a terminal (as NO_COLOR=1 does)")
	root.SetVersionTemplate(buildVersionText())
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return flagError(err) })
	root.AddCommand(newAuditCmd(env, g), newBatchCmd(env, g), newMergeCmd(env, g), newRenderCmd(env, g), newRubricCmd(env, g), newVersionCmd(env), newActionCmd(env, g))
	return root
}

// logger builds the stderr logger: human console format on a terminal,
// JSON lines otherwise; every line is redacted.
func (g *globalFlags) logger(w io.Writer) (zerolog.Logger, error) { return g.loggerVia(w, w) }

// loggerVia is logger for the stderr w, writing through out (w itself, or
// a progress display's writer that keeps log lines off its spinner line).
func (g *globalFlags) loggerVia(w, out io.Writer) (zerolog.Logger, error) {
	lvl, err := zerolog.ParseLevel(strings.ToLower(g.logLevel))
	if err != nil || g.logLevel == "" {
		return zerolog.Nop(), usagef("--log-level %q: use debug, info, warn or error", g.logLevel)
	}
	terminal, colour := isTerminal(w), g.colour(w)
	w = g.red.Writer(out)
	if terminal {
		w = zerolog.ConsoleWriter{Out: w, TimeFormat: "15:04:05", NoColor: !colour}
	}
	// detectives, judges and model calls log from many goroutines: one
	// event is one serialized write, whatever the writer is
	w = zerolog.SyncWriter(w)
	return zerolog.New(w).Level(lvl).With().Timestamp().Logger(), nil
}

func noArgs(c *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("%s takes no arguments, got %q", c.CommandPath(), args)
	}
	return nil
}
