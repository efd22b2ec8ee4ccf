package cli

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// versionText is what `auditor version` and `auditor --version` print:
// the version, then the VCS revision and commit time the Go toolchain
// stamped into a build from a git checkout (a "+dirty" revision had
// uncommitted changes), then the Go version. Builds without VCS stamps
// (go run, go test, -buildvcs=false) print "revision unknown".
func versionText(version string, bi *debug.BuildInfo, ok bool) string {
	rev, when, dirty, goVersion := "", "", false, ""
	if ok {
		goVersion = bi.GoVersion
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	var parts []string
	switch {
	case rev == "":
		parts = append(parts, "revision unknown")
	case dirty:
		parts = append(parts, "revision "+rev+"+dirty")
	default:
		parts = append(parts, "revision "+rev)
	}
	if when != "" {
		parts = append(parts, when)
	}
	if goVersion != "" {
		parts = append(parts, goVersion)
	}
	return fmt.Sprintf("auditor %s (%s)\n", version, strings.Join(parts, ", "))
}

// buildVersionText is versionText of this binary.
func buildVersionText() string {
	bi, ok := debug.ReadBuildInfo()
	return versionText(Version, bi, ok)
}

func newVersionCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version and the VCS revision it was built from",
		Args:  noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			_, err := fmt.Fprint(env.Stdout, buildVersionText())
			return err
		},
	}
}
