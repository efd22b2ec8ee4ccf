package cli

import (
	"bytes"
	"fmt"
	"os"

	"github.com/repo-auditor/auditor/internal/report"
)

// rescueReport is called when the planned report files could not be
// written after a finished audit (disk full, directory removed or made
// read-only meanwhile): it saves the JSON report to a new file in the
// temporary directory and returns werr extended with where it is, so the
// audit's work is not lost. When even that fails, werr comes back as is.
func rescueReport(rep *report.Report, werr error) (string, error) {
	var buf bytes.Buffer
	if err := report.Render(&buf, rep, "json"); err != nil {
		return "", werr
	}
	f, err := os.CreateTemp("", "auditor-report-*.json")
	if err != nil {
		return "", werr
	}
	_, err = f.Write(buf.Bytes())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", werr
	}
	return f.Name(), fmt.Errorf("%w; the JSON report was saved to %s instead", werr, f.Name())
}
