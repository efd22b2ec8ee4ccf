package repo

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/")

func fixture() (map[string]string, []reposnap.Commit) {
	files := map[string]string{
		"README.md":           "# demo\n",
		"go.mod":              "module demo\n",
		"main.go":             "package main\n\nfunc main() {}\n",
		"main_test.go":        "package main\n",
		"tools/clone.py":      "import os\n\ndef clone(url):\n    os.system(\"git clone \" + url)\n",
		".env":                "API_KEY=abc\n",
		"docs/diagram.png":    "\x89PNG\r\n\x1a\n\x00",
		"scripts/run.sh":      "#!/bin/sh\necho hi\n",
		"vendor/dep/dep.go":   "package dep\n",
		"docs/architecture@":  "README.md",
		"docs/arch/README.md": "see ../../README.md\n",
	}
	commits := newest(
		c(0, 0, 9, "Initial commit"),
		c(1, 3*time.Minute, 1, "update"),
		c(2, 2*day, 2, "Add clone tool"),
	)
	return files, commits
}

// TestGolden pins the full output on a small fixture; run with -update to
// accept intended changes. Order is by id, as the runner sorts it.
func TestGolden(t *testing.T) {
	files, commits := fixture()
	evs, _ := runOn(t, files, commits)
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].ID < evs[j].ID })
	got, err := json.MarshalIndent(evs, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "golden.json")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("output differs from %s (-want +got):\n%s", path, diff)
	}
}

// TestDeterministic runs the detective repeatedly and compares bytes: map
// iteration must never leak into the output order.
func TestDeterministic(t *testing.T) {
	files, commits := fixture()
	var first []byte
	for i := range 20 {
		evs, _ := runOn(t, files, commits)
		b, err := json.Marshal(evs)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = b
		} else if !bytes.Equal(first, b) {
			t.Fatalf("run %d differs from run 0", i)
		}
	}
}
