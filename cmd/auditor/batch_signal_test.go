package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/internal/repotest"
)

var doneRE = regexp.MustCompile(`"event":"(done|skip|start)","entry":"([^"]+)"`)

// runBatch starts the real binary on list and returns, per progress event
// kind, the entries seen; signalAfter > 0 sends SIGINT once that many
// entries are done.
func runBatch(t *testing.T, list, out string, signalAfter int) (map[string][]string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "batch", list, "--out", out, "--jobs", "1", "--rubric", "none")
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "SOURCE_DATE_EPOCH=1767225600")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	seen := map[string][]string{}
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		m := doneRE.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		seen[m[1]] = append(seen[m[1]], m[2])
		if signalAfter > 0 && m[1] == "done" && len(seen["done"]) == signalAfter {
			_ = cmd.Process.Signal(syscall.SIGINT)
		}
	}
	code, _ := waitExit(t, cmd, 60*time.Second)
	return seen, code
}

// TestSignalBatchResumes interrupts the real binary with SIGINT half-way
// through a batch; the same command run again audits only the entries the
// first run did not finish.
func TestSignalBatchResumes(t *testing.T) {
	var list strings.Builder
	const n = 8
	for i := range n {
		dir := repotest.Build(t, fmt.Sprintf("-- README.md --\n# R%d\nSee `src/main.go`.\n-- src/main.go --\npackage main\n", i))
		list.WriteString(dir + "\n")
	}
	listFile := filepath.Join(t.TempDir(), "list.txt")
	if err := os.WriteFile(listFile, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	first, code := runBatch(t, listFile, out, 3)
	if code == 0 {
		t.Fatal("interrupted batch exited 0")
	}
	if len(first["done"]) >= n {
		t.Skipf("the batch finished all %d entries before the signal arrived", n)
	}
	second, code := runBatch(t, listFile, out, 0)
	if code != 0 {
		t.Fatalf("second run exit %d", code)
	}
	done := map[string]bool{}
	for _, e := range first["done"] {
		done[e] = true
	}
	for _, e := range second["start"] {
		if done[e] {
			t.Errorf("%s was done before the signal and audited again", e)
		}
	}
	if got := len(second["skip"]) + len(second["done"]); got != n || len(second["skip"]) < 3 {
		t.Errorf("second run: %d skipped + %d audited, want %d in all with at least 3 skipped", len(second["skip"]), len(second["done"]), n)
	}
}
