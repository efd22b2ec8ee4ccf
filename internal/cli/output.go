package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/repo-auditor/auditor/internal/interrupt"
	"github.com/repo-auditor/auditor/internal/redact"
	"github.com/repo-auditor/auditor/internal/report"
)

// formats accepted by --format, with the file name used under --out.
// text has none: it is for a person, always written to stdout under --out
// (after the files, which it lists).
var formatFiles = map[string]string{
	"json":  "report.json",
	"md":    "report.md",
	"sarif": "report.sarif",
	"html":  "report.html",
	"text":  "",
}

// parseFormats splits a comma list, normalises aliases and rejects unknown
// formats and duplicates.
func parseFormats(s string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		if f == "markdown" {
			f = "md"
		}
		if _, ok := formatFiles[f]; !ok {
			return nil, usagef("--format %q: unknown format %q; use json, md, sarif, html or text (comma-separated for several)", s, f)
		}
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out, nil
}

// outputPlan says where each format goes.
type outputPlan struct {
	formats []string
	file    string // -o: single format; "" or "-" = stdout
	dir     string // --out: one file per format (text: stdout)
	red     *redact.Redactor
	colour  bool // colour the text format on stdout
	// redacted says the report was already redacted with red (audit.Run
	// does so with the Redactor of its options): write does not walk it
	// again (String is idempotent, so a second walk changed nothing).
	redacted bool
}

// stdoutOnly reports whether the plan writes no file.
func (p outputPlan) stdoutOnly() bool {
	return p.dir == "" && (p.file == "" || p.file == "-")
}

func (p outputPlan) validate() error {
	if p.dir != "" && p.file != "" && p.file != "-" {
		return usagef("-o and --out are exclusive: -o writes one format to a file, --out DIR writes every --format into DIR")
	}
	if len(p.formats) > 1 && p.dir == "" {
		return usagef("--format %s names several formats: add --out DIR to write report.json, report.md, ... into DIR", strings.Join(p.formats, ","))
	}
	return nil
}

// write redacts the report (p.red, in place; not when p.redacted), then
// renders it in every planned format, text last so that it can list the
// files written. Files
// are written atomically (temp file in the same directory, then rename)
// so a reader never sees a half-written report. It returns the files
// written.
func (p outputPlan) write(stdout io.Writer, rep *report.Report) ([]string, error) {
	if !p.redacted {
		p.red.Value(rep)
	}
	var written []string
	if p.dir != "" {
		if err := os.MkdirAll(p.dir, 0o755); err != nil {
			return nil, fmt.Errorf("--out %s: %v", p.dir, err)
		}
	}
	for _, f := range textLast(p.formats) {
		dest := p.file
		if p.dir != "" {
			dest = filepath.Join(p.dir, formatFiles[f])
		}
		toStdout := dest == "" || dest == "-" || f == "text" && p.dir != ""
		var buf bytes.Buffer
		if err := p.render(&buf, rep, f, toStdout, written); err != nil {
			return written, fmt.Errorf("rendering %s: %w", f, err)
		}
		if toStdout {
			if _, err := stdout.Write(buf.Bytes()); err != nil {
				return written, err
			}
			continue
		}
		if err := writeAtomic(dest, buf.Bytes()); err != nil {
			return written, err
		}
		written = append(written, dest)
	}
	return written, nil
}

// render renders one format; the text format lists the files written
// before it and is coloured on stdout when p.colour says so.
func (p outputPlan) render(w io.Writer, rep *report.Report, format string, toStdout bool, written []string) error {
	if format != "text" {
		return report.Render(w, rep, format)
	}
	opt := report.TextOptions{Color: p.colour && toStdout}
	for _, f := range written {
		opt.Written = append(opt.Written, p.red.String(f))
	}
	return report.WriteText(w, rep, opt)
}

// textLast returns formats with "text" moved to the end.
func textLast(formats []string) []string {
	out := make([]string, 0, len(formats))
	for _, f := range formats {
		if f != "text" {
			out = append(out, f)
		}
	}
	if len(out) < len(formats) {
		out = append(out, "text")
	}
	return out
}

// writeAtomic writes data to path via a temporary file and rename. A path
// that exists and is not a regular file (/dev/null, a named pipe, a
// terminal) is written in place: renaming over it would replace the device
// with a file. A symbolic link is followed, so the link stays and its
// target gets the new content.
func writeAtomic(path string, data []byte) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		if fi.IsDir() {
			return fmt.Errorf("writing %s: it is a directory (use --out DIR to write several formats into a directory)", path)
		}
		return writeInPlace(path, data)
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("writing %s: %v (does the directory exist and is it writable?)", path, err)
	}
	defer interrupt.Track(tmp.Name())() // a second Ctrl-C removes it too
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if err := tmp.Sync(); err != nil { // on disk before the rename: a crash leaves the old report or the new, never an empty one
		tmp.Close()
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return nil
}

// writeInPlace writes data to an existing special file.
func writeInPlace(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return nil
}
