package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/repotest"
)

// cancelOn is a log writer that cancels the run when a log line contains
// marker: a signal arriving at a known point of the run, deterministically.
type cancelOn struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	marker string
	match  *regexp.Regexp // instead of marker, when set
	cancel context.CancelFunc
}

func (w *cancelOn) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.match != nil && w.match.Match(p) || w.match == nil && strings.Contains(string(p), w.marker) {
		w.cancel()
	}
	return w.buf.Write(p)
}

// A SIGINT late in a run (after the evidence was aggregated, while the
// judges score; or while the report files are written) never gives exit
// 0, and a report written after it says the audit is incomplete.
func TestLateInterruptIsNotSuccess(t *testing.T) {
	repoDir := repotest.Build(t, "-- README.md --\n# R\nSee `src/main.go`.\n-- src/main.go --\npackage main\n")
	for _, tc := range []struct {
		name, marker string
		wantFailed   bool // the report written records FAILED
	}{
		{"after aggregation", "evidence aggregated", true},
		{"while writing", "report written", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			out := t.TempDir()
			w := &cancelOn{marker: tc.marker, cancel: cancel}
			code := Main(ctx, Env{
				Args:   []string{"audit", repoDir, "--log-level", "info", "--format", "json,md", "--out", out},
				Stdout: &bytes.Buffer{}, Stderr: w, Getenv: func(string) string { return "" },
			})
			if code == ExitOK {
				t.Fatalf("interrupted run exited 0; stderr:\n%s", w.buf.String())
			}
			if !strings.Contains(w.buf.String(), "interrupted") {
				t.Errorf("stderr does not say the run was interrupted:\n%s", w.buf.String())
			}
			b, err := os.ReadFile(filepath.Join(out, "report.json"))
			if err != nil {
				t.Fatal(err)
			}
			rep, err := report.ReadJSON(bytes.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			if got := rep.Metadata.PipelineIntegrity == "FAILED"; got != tc.wantFailed {
				t.Errorf("pipeline_integrity = %s", rep.Metadata.PipelineIntegrity)
			}
			if tc.wantFailed {
				md, _ := os.ReadFile(filepath.Join(out, "report.md"))
				if strings.Contains(string(md), "Every path the documents cite resolved") || !strings.Contains(string(md), "Incomplete audit") {
					t.Errorf("Markdown of an interrupted run does not say it is incomplete:\n%s", md)
				}
			}
		})
	}
}
