//go:build unix

package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/internal/batch"
	"github.com/repo-auditor/auditor/internal/repotest"
)

// TestBatchOutInUse: a batch whose --out another batch holds stops before
// any work with exit 1 and a message naming the holder, and writes
// nothing there (before: both ran, each auditing every entry and writing
// the same reports, state and cohort files over the other's).
func TestBatchOutInUse(t *testing.T) {
	dir := repotest.Build(t, "-- README.md --\n# R\n")
	list := filepath.Join(t.TempDir(), "list.txt")
	if err := os.WriteFile(list, []byte(dir+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	unlock, err := batch.LockOut(out) // another batch, as far as flock knows
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	code := runCLI(t, context.Background(), &stderr, "batch", list, "--out", out, "--rubric", "none")
	if code != ExitError || !strings.Contains(stderr.String(), "in use by another auditor batch (pid ") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr.String())
	}
	for _, name := range []string{"batch-state.sqlite", "cohort.json"} {
		if _, err := os.Stat(filepath.Join(out, name)); err == nil {
			t.Errorf("%s written by the refused batch", name)
		}
	}
	unlock()
	stderr.Reset()
	if code := runCLI(t, context.Background(), &stderr, "batch", list, "--out", out, "--rubric", "none"); code != ExitOK {
		t.Fatalf("after unlock: exit %d, stderr:\n%s", code, stderr.String())
	}
}
