package cohort

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Files are the cohort report's file names, in the order WriteDir writes
// them.
var Files = []string{"cohort.json", "cohort.csv", "cohort.md", "cohort.html"}

var writers = map[string]func(io.Writer, *Cohort) error{
	"cohort.json": WriteJSON,
	"cohort.csv":  WriteCSV,
	"cohort.md":   WriteMarkdown,
	"cohort.html": WriteHTML,
}

// WriteDir writes every cohort file into dir (created if needed), each
// atomically (a temporary file renamed over it), and returns their paths.
func WriteDir(dir string, c *Cohort) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var out []string
	for _, name := range Files {
		var buf bytes.Buffer
		if err := writers[name](&buf, c); err != nil {
			return out, fmt.Errorf("rendering %s: %w", name, err)
		}
		p := filepath.Join(dir, name)
		if err := writeAtomic(p, buf.Bytes()); err != nil {
			return out, err
		}
		out = append(out, p)
	}
	return out, nil
}

func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return os.Rename(tmp.Name(), path)
}
