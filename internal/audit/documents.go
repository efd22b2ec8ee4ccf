package audit

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// MaxReportSize caps a --report file.
const MaxReportSize = 64 << 20

// readReports loads the --report files. A file that cannot be read is
// recorded as an INPUT error (naming the file and what to do) and skipped;
// the audit goes on and the returned error makes the CLI exit 1 after the
// partial report is written. Names are base names, made unique, so no
// absolute path of this machine reaches the report.
func (r *run) readReports(paths []string) ([]detectives.Document, error) {
	var docs []detectives.Document
	var errs []error
	used := map[string]int{}
	for _, p := range paths {
		data, err := readBounded(p)
		if err != nil {
			r.fail("INPUT", err.Error(), "")
			r.opt.Logger.Error().Err(err).Msg("report document skipped")
			errs = append(errs, err)
			continue
		}
		name := filepath.Base(p)
		if n := used[name]; n > 0 {
			name = fmt.Sprintf("%s (%d)", name, n+1)
		}
		used[filepath.Base(p)]++
		docs = append(docs, detectives.Document{Name: name, Kind: docKind(p, data), Data: data})
	}
	if len(errs) > 0 {
		return docs, fmt.Errorf("%w: %w", ErrIncomplete, errors.Join(errs...))
	}
	return docs, nil
}

func readBounded(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("--report %s: file does not exist; check the path (it is read from this machine, not from the audited repository)", p)
		}
		return nil, fmt.Errorf("--report %s: %v", p, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("--report %s: %v", p, err)
	}
	if st.IsDir() {
		return nil, fmt.Errorf("--report %s: is a directory; pass a Markdown, text or PDF file", p)
	}
	if st.Size() > MaxReportSize {
		return nil, fmt.Errorf("--report %s: %d bytes exceeds the %d-byte cap; split the document", p, st.Size(), MaxReportSize)
	}
	return io.ReadAll(io.LimitReader(f, MaxReportSize))
}

// docKind decides the format from the content first (a PDF is a PDF
// whatever its name), then the extension. A .pdf file without the PDF
// header stays a PDF: the extractor reports it as corrupt, where reading
// it as text would silently take its bytes for prose.
func docKind(p string, data []byte) detectives.DocKind {
	if bytes.HasPrefix(data, []byte("%PDF-")) {
		return detectives.PDF
	}
	switch strings.ToLower(filepath.Ext(p)) {
	case ".pdf":
		return detectives.PDF
	case ".md", ".markdown", ".mdx":
		return detectives.Markdown
	}
	return detectives.Text
}

// unreadReports records an INPUT error for every --report document the
// docs detective could not read (a corrupt or encrypted PDF): the user
// asked for its claims to be checked and they were not, so the audit is
// incomplete (exit 1), though the rest of the report stands.
func (r *run) unreadReports(docs []detectives.Document, set evidence.Set) error {
	external := map[string]bool{}
	for _, d := range docs {
		external[d.Name] = true
	}
	var errs []error
	for _, e := range set[evidence.Docs] {
		if e.Class != evidence.ClassDocument || e.Found || !external[e.Location] || e.Data["external"] != true {
			continue
		}
		err := fmt.Errorf("--report %s: %s; its claims were not checked (pass a readable file, or drop it)", e.Location,
			strings.TrimPrefix(e.Content, e.Location+" (pdf): "))
		r.fail("INPUT", err.Error(), "docs")
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return fmt.Errorf("%w: %w", ErrIncomplete, errors.Join(errs...))
	}
	return nil
}
