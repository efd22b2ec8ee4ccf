package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestVersionFromGitCheckout builds auditor from a git clone of this
// repository's HEAD, as a user would, and checks that `auditor version`
// names that commit: the revision comes from the build info the Go
// toolchain stamps, not from a fixed string. -buildvcs=true is explicit
// because a machine may turn stamping off in GOFLAGS (this one does).
func TestVersionFromGitCheckout(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	head := strings.TrimSpace(run(t, root, "git", "rev-parse", "HEAD"))
	clone := filepath.Join(t.TempDir(), "auditor")
	run(t, root, "git", "clone", "-q", "--no-hardlinks", root, clone)
	run(t, clone, "git", "checkout", "-q", head)
	bin := filepath.Join(t.TempDir(), "auditor")
	goCmd := filepath.Join(runtime.GOROOT(), "bin", "go")
	run(t, clone, goCmd, "build", "-buildvcs=true", "-o", bin, "./cmd/auditor")
	out := run(t, clone, bin, "version")
	if !strings.Contains(out, "(revision "+head+", ") {
		t.Errorf("auditor version = %q, want revision %s", out, head)
	}
}

func run(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GOFLAGS=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}
