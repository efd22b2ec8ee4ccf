package repo

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// needGit skips clone tests where the file:// transport (which runs the
// system's git-upload-pack) is unavailable.
func needGit(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git binary not available for the file:// transport")
	}
}

// entries lists the names in dir.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range des {
		out = append(out, d.Name())
	}
	return out
}

func TestCloneFileURL(t *testing.T) {
	needGit(t)
	url := repotest.RemoteURL(t, fixture)
	tmp := t.TempDir()
	s, err := Open(context.Background(), url, Options{TempDir: tmp})
	if err != nil {
		t.Fatal(err)
	}
	local := open(t, mustBuild(t), Options{})
	if s.Commit != c4Main || s.Ref != "main" || s.Input != url || s.Origin != "" {
		t.Errorf("Commit %s Ref %q Input %q Origin %q", s.Commit, s.Ref, s.Input, s.Origin)
	}
	if diff := cmp.Diff(local.Files, s.Files); diff != "" {
		t.Errorf("clone lists other files than the local repo (-local +clone):\n%s", diff)
	}
	if got, err := s.ReadFile("docs/guide.md"); err != nil || string(got) != "guide\n" {
		t.Errorf("ReadFile = %q, %v", got, err)
	}
	hist, err := s.History(context.Background())
	if err != nil || len(hist) != 3 {
		t.Errorf("History: %d commits, %v; want 3", len(hist), err)
	}
	if e := entries(t, tmp); len(e) != 1 || !strings.HasPrefix(e[0], "auditor-clone-") {
		t.Errorf("temp dir holds %q, want one auditor-clone-*", e)
	}
	if fi, err := os.Stat(tmp + "/" + entries(t, tmp)[0]); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("clone dir mode %v, %v; want 0700", fi.Mode().Perm(), err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if e := entries(t, tmp); len(e) != 0 {
		t.Errorf("after Close the temp dir holds %q", e)
	}
}

func TestCloneRefs(t *testing.T) {
	needGit(t)
	url := repotest.RemoteURL(t, fixture)
	for ref, want := range map[string]string{"feature": "feature.txt", "v1.0": "README.md", c1Initial[:8]: "README.md"} {
		s := open(t, url, Options{Ref: ref, TempDir: t.TempDir()})
		if _, ok := s.Lookup(want); !ok || s.Ref != ref {
			t.Errorf("ref %q: Ref %q, %s listed %v", ref, s.Ref, want, ok)
		}
	}
	tmp := t.TempDir()
	_, err := Open(context.Background(), url, Options{Ref: "nope", TempDir: tmp})
	if err == nil || !strings.Contains(err.Error(), `ref "nope" not found in `+url) {
		t.Errorf("unknown ref err = %v", err)
	}
	if e := entries(t, tmp); len(e) != 0 {
		t.Errorf("after a failed open the temp dir holds %q", e)
	}
}

func TestCloneShallow(t *testing.T) {
	needGit(t)
	s := open(t, repotest.RemoteURL(t, fixture), Options{Depth: 1, TempDir: t.TempDir()})
	hist, err := s.History(context.Background())
	if err != nil || len(hist) != 1 || hist[0].Hash != c4Main {
		t.Fatalf("shallow history = %+v, %v; want only %s", hist, err, c4Main)
	}
	if !slices.ContainsFunc(s.Warnings, func(w string) bool { return strings.Contains(w, "history evidence is truncated") }) {
		t.Errorf("no truncation warning in %q", s.Warnings)
	}
}

func TestCloneFailureCleansUp(t *testing.T) {
	needGit(t)
	tmp := t.TempDir()
	missing := repotest.FileURL(t.TempDir() + "/absent.git")
	_, err := Open(context.Background(), missing, Options{TempDir: tmp})
	if err == nil || !strings.Contains(err.Error(), "clone "+missing+" failed") {
		t.Errorf("err = %v, want a clone failure naming the URL", err)
	}
	if e := entries(t, tmp); len(e) != 0 {
		t.Errorf("after a failed clone the temp dir holds %q", e)
	}
}

func TestCloneCancelledCleansUp(t *testing.T) {
	needGit(t)
	url := repotest.RemoteURL(t, fixture)
	tmp := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	// openURL directly: Open would stop before cloning.
	_, err := openURL(ctx, url, Options{TempDir: tmp})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	if e := entries(t, tmp); len(e) != 0 {
		t.Errorf("after cancellation the temp dir holds %q", e)
	}
}

func TestCloneErrorHidesCredentials(t *testing.T) {
	tmp := t.TempDir()
	// Port 1 on localhost refuses at once: no network needed.
	_, err := Open(context.Background(), "https://bob:hunter2@127.0.0.1:1/o/r.git", Options{TempDir: tmp})
	if err == nil {
		t.Fatal("clone of a closed port succeeded")
	}
	if strings.Contains(err.Error(), "hunter2") || strings.Contains(err.Error(), "bob") {
		t.Errorf("error leaks credentials: %v", err)
	}
	if !strings.Contains(err.Error(), "https://127.0.0.1:1/o/r.git") {
		t.Errorf("error does not name the stripped URL: %v", err)
	}
	if e := entries(t, tmp); len(e) != 0 {
		t.Errorf("temp dir holds %q", e)
	}
}

// TestOpenShallowLocalClone: a local repository that is itself a shallow
// clone gets the same truncation warning as --depth (its history
// evidence, "a single commit", would otherwise be taken at face value).
func TestOpenShallowLocalClone(t *testing.T) {
	needGit(t)
	dir := filepath.Join(t.TempDir(), "shallow")
	cmd := exec.Command("git", "clone", "-q", "--depth", "1", repotest.RemoteURL(t, fixture), dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git clone: %v\n%s", err, out)
	}
	s := open(t, dir, Options{})
	if !slices.ContainsFunc(s.Warnings, func(w string) bool { return strings.Contains(w, "shallow clone: history evidence is truncated") }) {
		t.Errorf("no truncation warning in %q", s.Warnings)
	}
}
