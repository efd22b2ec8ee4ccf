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
		return checkOutDir("--out", f.outDir)
	}
	return nil
}

// checkOutDir creates the output directory dir given by flag and refuses
// it, as a usage error naming both, when it cannot be created or written
// in (audit --out, batch --out and the directory of batch --state).
func checkOutDir(flag, dir string) error {
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return usagef("%s %s is a file, not a directory; choose a directory (it is created if missing)", flag, dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return usagef("%s %s: cannot create it (%v); choose a writable directory", flag, dir, err)
	}
	if err := probeWritable(dir); err != nil {
		return usagef("%s %s: cannot write in it (%v); choose a writable directory", flag, dir, err)
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
