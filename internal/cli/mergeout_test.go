package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// TestMergeRefusals: merge refuses an --out it cannot write before reading
// any shard (exit 2, naming it), and a shard whose cohort.json lists a
// report outside the shard directory (nothing is copied out of or into
// another place).
func TestMergeRefusals(t *testing.T) {
	tmp := t.TempDir()
	t.Chdir(tmp) // relative names: absolute temporary paths are redacted in messages
	if err := os.WriteFile("list.txt", []byte(repotest.Build(t, "-- README.md --\n# R\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	if code := runCLI(t, context.Background(), &stderr, "batch", "list.txt", "--out", "shard"); code != 0 {
		t.Fatalf("batch: exit %d: %s", code, stderr.String())
	}
	if err := os.WriteFile("file", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	stderr.Reset()
	if code := runCLI(t, context.Background(), &stderr, "merge", "shard", "--out", filepath.Join("file", "out")); code != 2 ||
		!strings.Contains(stderr.String(), "--out file/out: cannot create it") {
		t.Errorf("unwritable --out: exit %d, %q; want 2 naming --out", code, stderr.String())
	}
	data, err := os.ReadFile(filepath.Join("shard", "cohort.json"))
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), `"reports": [`, `"reports": ["../secret.json", `, 1)
	if edited == string(data) {
		t.Fatal("cohort.json has no reports list to edit")
	}
	if err := os.WriteFile(filepath.Join("shard", "cohort.json"), []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("secret.json", []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	stderr.Reset()
	if code := runCLI(t, context.Background(), &stderr, "merge", "shard", "--out", "merged"); code == 0 ||
		!strings.Contains(stderr.String(), `lists the report "../secret.json", which is not inside the shard directory`) {
		t.Errorf("escaping report path: exit %d, %q; want a refusal naming it", code, stderr.String())
	}
}
