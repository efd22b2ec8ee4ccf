package cli

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/internal/report"
)

// TestRescueReport: when the planned files cannot be written after the
// audit, the JSON report is saved to a temporary file and the error says
// where, so the audit's work is not lost.
func TestRescueReport(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	rep := &report.Report{Metadata: report.Metadata{PipelineIntegrity: "SUCCESS"}}
	plan := outputPlan{formats: []string{"json"}, dir: filepath.Join(blocker, "out")}
	_, werr := plan.write(nil, rep)
	if werr == nil {
		t.Fatal("writing under a regular file succeeded")
	}
	saved, err := rescueReport(rep, werr)
	if saved == "" || !errors.Is(err, werr) || !strings.Contains(err.Error(), "saved to "+saved) {
		t.Fatalf("rescue: saved %q, err %v", saved, err)
	}
	data, rerr := os.ReadFile(saved)
	if rerr != nil {
		t.Fatal(rerr)
	}
	var back map[string]any
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("rescued report is not JSON: %v", err)
	}
}
