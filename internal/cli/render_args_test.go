package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRenderWrongFile: a missing file and a file that is no report are
// the wrong argument: exit 2, naming the file.
func TestRenderWrongFile(t *testing.T) {
	dir := t.TempDir()
	notJSON := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notJSON, []byte("not a report\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{filepath.Join(dir, "missing.json"), notJSON} {
		var stderr bytes.Buffer
		if code := runCLI(t, context.Background(), &stderr, "render", "--format", "text", p); code != ExitUsage || !strings.Contains(stderr.String(), filepath.Base(p)) {
			t.Errorf("render %s: exit %d, %q; want %d naming the file", p, code, stderr.String(), ExitUsage)
		}
	}
}
