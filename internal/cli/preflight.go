package cli

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/repo-auditor/auditor/internal/repo"
)

// preflight checks the audit's inputs and outputs before any work (no
// clone, no detective), so that a mistake costs nothing and says what to
// do: each problem is a usage error (exit 2) naming the input.
//
//   - --depth must be >= 0, and only applies to a git URL;
//   - -o FILE must be in an existing, writable directory and not be a
//     directory itself; --out DIR is created and must be writable (so a
//     finished audit is never lost to an output it cannot write);
//   - a --report file that exists must be Markdown, text or PDF: a binary
//     file is refused, as tracked binaries are skipped (a file that does
//     not exist is left to the audit, which records it and exits 1);
//   - a --report file is given once (a file named twice would count
//     its claims twice).
func preflight(f *auditFlags, target string) error {
	if f.depth < 0 {
		return usagef("--depth %d: use a positive number of commits for a shallow clone, or 0 (the default) for full history", f.depth)
	}
	if f.depth > 0 && !repo.IsURL(target) {
		return usagef("--depth %d applies only to a git URL that is cloned; %q is a local path, read with its full history: drop --depth", f.depth, target)
	}
	if err := checkOutputs(f); err != nil {
		return err
	}
	given := map[string]string{}
	for _, p := range f.reports {
		if err := checkReportFile(p); err != nil {
			return err
		}
		abs, err := filepath.Abs(p)
		if err != nil {
			continue
		}
		if first, ok := given[abs]; ok {
			return usagef("--report %s is given twice (also as %s): its claims would be counted twice; give each document once", p, first)
		}
		given[abs] = p
	}
	return nil
}

// sniffSize is how much of a --report file preflight reads.
const sniffSize = 8000

// checkReportFile refuses a --report file that is binary (and neither a
// PDF nor named .pdf) or a directory. A missing file is not refused here.
func checkReportFile(p string) error {
	fh, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return nil // the audit reports it with its reason
	}
	defer fh.Close()
	if fi, err := fh.Stat(); err == nil && fi.IsDir() {
		return usagef("--report %s is a directory; pass a Markdown, text or PDF file", p)
	}
	head := make([]byte, sniffSize)
	n, _ := io.ReadFull(fh, head)
	head = head[:n]
	if bytes.HasPrefix(head, []byte("%PDF-")) || strings.EqualFold(filepath.Ext(p), ".pdf") {
		return nil // a PDF, or meant as one: the PDF reader says what is wrong with it
	}
	if repo.IsBinary(head) {
		return usagef("--report %s is a binary file, not Markdown, text or PDF: it is refused, as binary files in the repository are skipped; pass the document itself (export it as Markdown, text or PDF)", p)
	}
	return nil
}
