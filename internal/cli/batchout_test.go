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

// TestBatchUnwritableOut: a batch whose --out (or --state directory)
// cannot be written is a usage error naming it, before any entry runs: no
// entry is audited and no state is recorded (it used to audit every entry
// and fail writing the cohort report, exit 1).
func TestBatchUnwritableOut(t *testing.T) {
	tmp := t.TempDir()
	t.Chdir(tmp) // relative names: messages show absolute temporary paths redacted
	file := "file"
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	list := filepath.Join(tmp, "list.txt")
	if err := os.WriteFile(list, []byte(repotest.Build(t, "-- README.md --\n# R\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	state := filepath.Join("state", "s.sqlite")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"out under a file", []string{"--out", filepath.Join(file, "out"), "--state", state},
			"--out " + filepath.Join(file, "out") + ": cannot create it"},
		{"out is a file", []string{"--out", file, "--state", state},
			"--out " + file + " is a file, not a directory"},
		{"state under a file", []string{"--out", "ok", "--state", filepath.Join(file, "s.sqlite")},
			"--state " + filepath.Join(file, "s.sqlite") + ": its directory " + file + " is a file"},
	}
	if probeWritable("/sys/kernel") != nil { // read-only even for root
		tests = append(tests, struct {
			name string
			args []string
			want string
		}{"read-only out", []string{"--out", "/sys/kernel", "--state", state}, "--out /sys/kernel: cannot write in it"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			code := runCLI(t, context.Background(), &stderr, append([]string{"batch", list}, tt.args...)...)
			if code != 2 || !strings.Contains(stderr.String(), tt.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr.String(), tt.want)
			}
			if strings.Contains(stderr.String(), "batch started") {
				t.Error("the batch started")
			}
			if _, err := os.Stat(state); err == nil {
				t.Error("a state file was recorded")
			}
		})
	}
}
