package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// TestDashPaths: names beginning with "-" are never read as options by
// the CLI: tracked documents "-rf.md" and "--help.md" are read as
// documents; "--report -x.md" and "--report=-x.md" read the file -x.md; a
// repository directory "-repo" is audited after "--" or as ./-repo; an
// unknown "flag" that looks like a file name gets a usage error saying
// how to pass it. (The repository is read with go-git: no git process is
// started, so no git command line exists to inject into.)
func TestDashPaths(t *testing.T) {
	work := t.TempDir()
	repo := filepath.Join(work, "-repo")
	if err := repotest.Write(repo, "-- README.md --\n# R\n\nSee [the notes](-rf.md), `--help.md` and `-gone.md`.\n"+
		"-- -rf.md --\n# Notes\n\nBack to `README.md`.\n-- --help.md --\n# Help\n"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "-x.md"), []byte("# Report\n\nThe notes are in `-rf.md`.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(work)
	for _, args := range [][]string{
		{"audit", "-o", "a.json", "--report", "-x.md", "--", "-repo"},
		{"audit", "./-repo", "--report=-x.md", "-o", "a.json"},
	} {
		var stderr bytes.Buffer
		if code := runCLI(t, context.Background(), &stderr, args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, stderr.String())
		}
		if d := cmp.Diff([]string{"--help.md", "-rf.md", "-x.md", "README.md"}, dashDocuments(t, "a.json")); d != "" {
			t.Errorf("%q: documents read (-want +got):\n%s", args, d)
		}
	}
	var stderr bytes.Buffer
	if code := runCLI(t, context.Background(), &stderr, "render", "--format", "text", "-r.json"); code != 2 ||
		!strings.Contains(stderr.String(), `a file named "-r.json"? write ./-r.json, or put it after --`) {
		t.Errorf("render -r.json: exit %d, %q; want 2 and how to pass the file", code, stderr.String())
	}
}

// dashDocuments returns the documents a report read, sorted.
func dashDocuments(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Evidences map[string][]struct {
			Class    string `json:"evidence_class"`
			Location string `json:"location"`
			Found    bool   `json:"found"`
		} `json:"evidences"`
	}
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	var docs []string
	for _, e := range r.Evidences["docs"] {
		if e.Class == "DOCUMENT" && e.Found {
			docs = append(docs, e.Location)
		}
	}
	sort.Strings(docs)
	return docs
}
