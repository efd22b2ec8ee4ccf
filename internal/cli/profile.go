package cli

import (
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/spf13/cobra"
)

// addProfileFlag adds the hidden --cpuprofile flag to root: when set, a
// CPU profile of the whole command (flag parsing to exit) is written to
// that file, for `go tool pprof`. The profile is started before the
// command runs and stopped by the returned function, which Main calls
// after the command ends, whatever its outcome.
func addProfileFlag(root *cobra.Command) (stop func()) {
	var path string
	var f *os.File
	root.PersistentFlags().StringVar(&path, "cpuprofile", "", "write a CPU profile of the command to this file")
	_ = root.PersistentFlags().MarkHidden("cpuprofile")
	root.PersistentPreRunE = func(*cobra.Command, []string) error {
		if path == "" {
			return nil
		}
		var err error
		if f, err = os.Create(path); err != nil {
			return usagef("--cpuprofile: %v", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			f = nil
			return fmt.Errorf("--cpuprofile: %w", err)
		}
		return nil
	}
	return func() {
		if f != nil {
			pprof.StopCPUProfile()
			f.Close()
		}
	}
}
