package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"runtime/trace"

	"github.com/spf13/cobra"
)

// addProfileFlag adds the hidden --cpuprofile, --memprofile and --trace
// flags to root: when set, a CPU profile (for `go tool pprof`), a heap
// profile with every allocation made (pprof -sample_index=alloc_space)
// or an execution trace (for `go tool trace`, which shows what overlaps)
// of the whole command, flag parsing to exit, is written to that file.
// They are started before the command runs and stopped by the returned
// function, which Main calls after the command ends, whatever its outcome.
func addProfileFlag(root *cobra.Command) (stop func()) {
	var cpuPath, memPath, tracePath string
	var cpuFile, traceFile *os.File
	flags := root.PersistentFlags()
	flags.StringVar(&cpuPath, "cpuprofile", "", "write a CPU profile of the command to this file")
	flags.StringVar(&tracePath, "trace", "", "write an execution trace of the command to this file")
	flags.StringVar(&memPath, "memprofile", "", "write a heap profile (allocations) of the command to this file")
	_ = flags.MarkHidden("cpuprofile")
	_ = flags.MarkHidden("memprofile")
	_ = flags.MarkHidden("trace")
	root.PersistentPreRunE = func(*cobra.Command, []string) error {
		var err error
		if cpuFile, err = startProfile(cpuPath, "--cpuprofile", pprof.StartCPUProfile); err != nil {
			return err
		}
		traceFile, err = startProfile(tracePath, "--trace", trace.Start)
		return err
	}
	return func() {
		if cpuFile != nil {
			pprof.StopCPUProfile()
			cpuFile.Close()
		}
		if traceFile != nil {
			trace.Stop()
			traceFile.Close()
		}
		if memPath != "" {
			writeHeapProfile(memPath)
		}
	}
}

// startProfile creates path (none when empty) and starts writing to it;
// flag names the flag in errors.
func startProfile(path, flag string, start func(w io.Writer) error) (*os.File, error) {
	if path == "" {
		return nil, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, usagef("%s: %v", flag, err)
	}
	if err := start(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	return f, nil
}

// writeHeapProfile writes the heap profile to path; a failure is reported
// on stderr only (the command has ended).
func writeHeapProfile(path string) {
	f, err := os.Create(path)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(f, 0)
		f.Close()
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "--memprofile: %v\n", err)
	}
}
