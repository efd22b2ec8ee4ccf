package cli

import (
	"os"
	"path/filepath"
)

// checkOutputs refuses, before any work, an -o FILE or --out DIR that the
// report could not be written to: a missing or unwritable directory, or
// an -o path that is a directory. --out DIR is created here.
func checkOutputs(f *auditFlags) error {
	if f.output != "" && f.output != "-" {
		if fi, err := os.Stat(f.output); err == nil && fi.IsDir() {
			return usagef("-o %s is a directory; give a file name (-o %s) or write every format into it with --out %s", f.output, filepath.Join(f.output, "report.json"), f.output)
		}
		dir := filepath.Dir(f.output)
		fi, err := os.Stat(dir)
		switch {
		case err != nil:
			return usagef("-o %s: the directory %s does not exist; create it first, or use --out DIR (created for you)", f.output, dir)
		case !fi.IsDir():
			return usagef("-o %s: %s is not a directory", f.output, dir)
		}
		if err := probeWritable(dir); err != nil {
			return usagef("-o %s: cannot write in %s (%v); choose a writable directory", f.output, dir, err)
		}
	}
	if f.outDir != "" {
		if err := os.MkdirAll(f.outDir, 0o755); err != nil {
			return usagef("--out %s: cannot create it (%v); choose a writable directory", f.outDir, err)
		}
		if err := probeWritable(f.outDir); err != nil {
			return usagef("--out %s: cannot write in it (%v); choose a writable directory", f.outDir, err)
		}
	}
	return nil
}

// probeWritable creates and removes a temporary file in dir, as the
// atomic report writer will.
func probeWritable(dir string) error {
	tmp, err := os.CreateTemp(dir, ".auditor-probe-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	tmp.Close()
	return os.Remove(name)
}
