package repo

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// Commit hashes of the fixture; stable because repotest pins identities
// and dates.
const (
	c4Main    = "9c5f661e4ee11731732cb80abc17a4415f51d41d"
	c2Tagged  = "ff1ecd9385e735db11a5234378b90e0390350c71"
	c1Initial = "3b69002726054b2e13371b5a18744cfccc077199"
)

func TestOpenGitByPathAndSubdir(t *testing.T) {
	dir := mustBuild(t, repotest.Origin("git@github.com:acme/demo.git"))
	want := []string{".gitignore regular", "cmd/tool/main.go regular", "docs/guide.md regular",
		"passwd symlink", "scripts/run.sh executable"}
	for _, input := range []string{dir, filepath.Join(dir, "cmd", "tool")} {
		s := open(t, input, Options{})
		if diff := cmp.Diff(want, paths(s)); diff != "" {
			t.Errorf("%s: files (-want +got):\n%s", input, diff)
		}
		got := [5]any{s.Input, s.Commit, s.Ref, s.Origin, s.HasHistory}
		if want := [5]any{input, c4Main, "main", "https://github.com/acme/demo", true}; got != want {
			t.Errorf("%s: (Input, Commit, Ref, Origin, HasHistory) = %v, want %v", input, got, want)
		}
	}
}

func TestOpenRelativeInputKeptAsGiven(t *testing.T) {
	dir := mustBuild(t)
	t.Chdir(dir)
	s := open(t, "", Options{})
	if s.Input != "." || s.Commit != c4Main {
		t.Errorf("Input, Commit = %q, %s; want \".\", %s", s.Input, s.Commit, c4Main)
	}
	s = open(t, "cmd", Options{})
	if s.Input != "cmd" || s.Commit != c4Main {
		t.Errorf("Input, Commit = %q, %s; want \"cmd\", %s", s.Input, s.Commit, c4Main)
	}
}

func TestOpenRefs(t *testing.T) {
	dir := mustBuild(t)
	tests := []struct {
		ref, wantCommit, wantRef, wantFile string
	}{
		{"", c4Main, "main", "docs/guide.md"},
		{"main", c4Main, "main", "docs/guide.md"},
		{"feature", "", "feature", "feature.txt"},
		{"v1.0", c2Tagged, "v1.0", "README.md"},
		{"v1.0-ann", c2Tagged, "v1.0-ann", "README.md"},
		{c1Initial[:7], c1Initial, c1Initial[:7], "README.md"},
		{c1Initial, c1Initial, c1Initial, "README.md"},
		{"main~1", c2Tagged, "main~1", "passwd"},
	}
	for _, tt := range tests {
		s := open(t, dir, Options{Ref: tt.ref})
		if tt.wantCommit != "" && s.Commit != tt.wantCommit {
			t.Errorf("ref %q: commit %s, want %s", tt.ref, s.Commit, tt.wantCommit)
		}
		if s.Ref != tt.wantRef {
			t.Errorf("ref %q: Ref %q, want %q", tt.ref, s.Ref, tt.wantRef)
		}
		if _, ok := s.Lookup(tt.wantFile); !ok {
			t.Errorf("ref %q: %s not listed in %v", tt.ref, tt.wantFile, paths(s))
		}
	}
}

func TestOpenDetachedHead(t *testing.T) {
	dir := mustBuild(t)
	if err := os.WriteFile(filepath.Join(dir, ".git", "HEAD"), []byte(c2Tagged+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := open(t, dir, Options{})
	if s.Ref != "HEAD" || s.Commit != c2Tagged {
		t.Errorf("detached: Ref %q Commit %s, want HEAD %s", s.Ref, s.Commit, c2Tagged)
	}
}

func TestOpenErrors(t *testing.T) {
	dir := mustBuild(t)
	empty := repotest.Build(t, "no sections: no commits\n")
	file := filepath.Join(dir, "docs", "guide.md")
	tests := []struct {
		name, input, ref string
		want             []string
	}{
		{"unknown ref", dir, "nope", []string{`ref "nope" not found in ` + dir, "git branch -a / git tag"}},
		{"unknown hash", dir, "deadbeef", []string{`ref "deadbeef" not found`}},
		{"a peel to the tree", dir, "HEAD^{tree}", []string{`ref "HEAD^{tree}" names a tree, not a commit`, "a branch or a tag"}},
		{"a blob's hash", dir, gitRevParse(t, dir, "HEAD:docs/guide.md"), []string{"names a blob, not a commit"}},
		{"missing path", filepath.Join(dir, "absent"), "", []string{"absent: no such directory"}},
		{"file input", file, "", []string{file + " is a file, not a directory"}},
		{"no commits", empty, "", []string{empty, "no commits yet"}},
	}
	for _, tt := range tests {
		s, err := Open(context.Background(), tt.input, Options{Ref: tt.ref})
		if err == nil {
			s.Close()
			t.Errorf("%s: Open succeeded, want error", tt.name)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q lacks %q", tt.name, err, w)
			}
		}
	}
}

func TestGitReadsCommittedTreeOnly(t *testing.T) {
	dir := mustBuild(t)
	// Work-tree noise: an untracked file and a modified tracked file.
	os.WriteFile(filepath.Join(dir, "stray.txt"), []byte("stray"), 0o644)
	os.WriteFile(filepath.Join(dir, "docs", "guide.md"), []byte("edited"), 0o644)
	s := open(t, dir, Options{})
	if _, ok := s.Lookup("stray.txt"); ok {
		t.Error("untracked stray.txt is listed")
	}
	got, err := s.ReadFile("docs/guide.md")
	if err != nil || string(got) != "guide\n" {
		t.Errorf("ReadFile(docs/guide.md) = %q, %v; want committed content", got, err)
	}
}

func TestGitSymlinkAndSizeCap(t *testing.T) {
	dir := mustBuild(t)
	s := open(t, dir, Options{Limits: Limits{MaxFileSize: 10}})
	f, _ := s.Lookup("passwd")
	if f.Mode != Symlink || f.Size != int64(len("/etc/passwd")) {
		t.Errorf("passwd = %+v, want symlink of size %d", f, len("/etc/passwd"))
	}
	if data, err := s.ReadFile("passwd"); !errors.Is(err, ErrNotRegular) {
		t.Errorf("ReadFile(passwd) = %q, %v; want ErrNotRegular", data, err)
	}
	if _, err := s.ReadFile("scripts/run.sh"); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile(scripts/run.sh) err = %v, want ErrTooLarge (19 bytes > 10)", err)
	}
	if got, err := s.ReadFile("docs/guide.md"); err != nil || string(got) != "guide\n" {
		t.Errorf("ReadFile(docs/guide.md) = %q, %v", got, err)
	}
}

func TestGitIgnored(t *testing.T) {
	dir := repotest.Build(t, `
-- .gitignore --
build/
*.log
-- web/.gitignore --
dist
!keep.log
`)
	s := open(t, dir, Options{})
	tests := []struct {
		path  string
		isDir bool
		want  bool
	}{
		{"build", true, true},
		{"build/out/app.bin", false, true},
		{"x.log", false, true},
		{"web/keep.log", false, false},
		{"web/dist/app.js", false, true},
		{"dist/app.js", false, false},
		{"src/main.go", false, false},
	}
	for _, tt := range tests {
		if got := s.IsIgnored(tt.path, tt.isDir); got != tt.want {
			t.Errorf("IsIgnored(%q, %v) = %v, want %v", tt.path, tt.isDir, got, tt.want)
		}
	}
}

func TestGitHistory(t *testing.T) {
	dir := mustBuild(t)
	type row struct {
		Hash, Author, Subject string
		When                  time.Time
		Parents, Changed      int
	}
	date := func(s string) time.Time { t, _ := time.Parse(time.RFC3339, s); return t }
	tests := []struct {
		ref  string
		want []row
	}{
		{"", []row{
			{c4Main, "Ada Tester <ada@example.com>", "rewrite main, drop readme", date("2024-01-01T04:00:00Z"), 1, 2},
			{c2Tagged, "Ada Tester <ada@example.com>", "add docs, script and a link", date("2024-01-01T02:00:00Z"), 1, 3},
			{c1Initial, "Grace Hopper <grace@example.com>", "initial import", date("2023-12-01T10:00:00Z"), 0, 3},
		}},
		{"feature", []row{
			{"", "Ada Tester <ada@example.com>", "feature work", date("2024-01-01T03:00:00Z"), 1, 1},
			{c2Tagged, "Ada Tester <ada@example.com>", "add docs, script and a link", date("2024-01-01T02:00:00Z"), 1, 3},
			{c1Initial, "Grace Hopper <grace@example.com>", "initial import", date("2023-12-01T10:00:00Z"), 0, 3},
		}},
	}
	for _, tt := range tests {
		s := open(t, dir, Options{Ref: tt.ref})
		hist, err := s.History(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var got []row
		for i, c := range hist {
			if !c.AuthorTime.Equal(c.CommitTime) {
				t.Errorf("commit %s: author time %v != commit time %v", c.Hash, c.AuthorTime, c.CommitTime)
			}
			h := c.Hash
			if tt.want[i].Hash == "" {
				h = ""
			}
			got = append(got, row{h, c.AuthorName + " <" + c.AuthorEmail + ">", c.Subject, c.CommitTime.UTC(), c.Parents, c.FilesChanged})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ref %q: history (-want +got):\n%s", tt.ref, diff)
		}
	}
}

func TestGitHistoryMergeAndLimits(t *testing.T) {
	dir := repotest.Build(t, `
-- a.txt --
a
-- .commit --
-- .checkout side --
-- b.txt --
b
-- .commit --
-- .checkout main --
-- c.txt --
c
-- .commit --
-- b.txt --
b
-- .merge side --
merge side into main
`)
	s := open(t, dir, Options{})
	hist, err := s.History(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range hist {
		got = append(got, c.Subject)
	}
	// Committer time order, not parent order: "commit 2" (side) is older
	// than "commit 3" (main) yet reachable only through the merge.
	want := []string{"merge side into main", "commit 3", "commit 2", "commit 1"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("history (-want +got):\n%s", diff)
	}
	if hist[0].Parents != 2 || hist[0].FilesChanged != 1 {
		t.Errorf("merge: parents %d, files changed %d; want 2, 1 (vs first parent)", hist[0].Parents, hist[0].FilesChanged)
	}
	s = open(t, dir, Options{Limits: Limits{MaxCommits: 2}})
	if hist, _ := s.History(context.Background()); len(hist) != 2 {
		t.Errorf("MaxCommits 2: got %d commits", len(hist))
	}
}

func TestGitHistoryCancelled(t *testing.T) {
	s := open(t, mustBuild(t), Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.History(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("History(cancelled ctx) err = %v, want context.Canceled", err)
	}
}

func TestSubjectBounded(t *testing.T) {
	long := strings.Repeat("é", 150) // 300 bytes
	dir := repotest.Build(t, "-- a --\n-- .commit --\n"+long+"\nbody\n")
	s := open(t, dir, Options{})
	hist, err := s.History(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got := hist[0].Subject; len(got) > maxSubject+len("…") || !strings.HasPrefix(long, strings.TrimSuffix(got, "…")) {
		t.Errorf("subject %q (%d bytes) not a bounded prefix", got, len(got))
	}
}

// gitRevParse is `git rev-parse rev` in dir.
func gitRevParse(t *testing.T, dir, rev string) string {
	t.Helper()
	out, err := exec.Command("git", "-C", dir, "rev-parse", rev).Output()
	if err != nil {
		t.Fatalf("git rev-parse %s: %v", rev, err)
	}
	return strings.TrimSpace(string(out))
}

// TestIgnoreNote: the comment heading a group of .gitignore rules is the
// note of every path the group ignores (gashawbekele06/conversion-engine:
// "# Seed data — licensed materials, not for public redistribution"
// over data/seed/...); a blank line ends the group, a re-included path
// and a path no rule ignores have none. Both backends agree.
func TestIgnoreNote(t *testing.T) {
	const root = "*.log\n# Seed data — licensed materials,\n# not for public redistribution\ndata/seed/\ndata/pricing.json\n!data/seed/README.md\n\ntmp/\n# Local datasets (do not commit)\ndatasets/\n"
	const web = "# build output\ndist\n"
	gitDir := repotest.Build(t, "-- .gitignore --\n"+root+"-- web/.gitignore --\n"+web)
	plain := t.TempDir()
	writeTree(t, plain, map[string]string{".gitignore": root, "web/.gitignore": web, "a.txt": "a\n"})
	const seed = "Seed data — licensed materials, not for public redistribution"
	tests := []struct {
		path  string
		isDir bool
		want  string
	}{
		{"data/seed/icp_definition.md", false, seed},
		{"data/seed", true, seed},
		{"data/pricing.json", false, seed},
		{"data/seed/README.md", false, ""},
		{"tmp/x", false, ""},
		{"app.log", false, ""},
		{"datasets/a.csv", false, "Local datasets (do not commit)"},
		{"web/dist/app.js", false, "build output"},
		{"src/main.go", false, ""},
	}
	for name, s := range map[string]*Snapshot{"git": open(t, gitDir, Options{}), "dir": open(t, plain, Options{})} {
		if s.IgnoreNote == nil {
			t.Fatalf("%s: IgnoreNote is nil", name)
		}
		for _, tt := range tests {
			if got := s.IgnoreNote(tt.path, tt.isDir); got != tt.want {
				t.Errorf("%s: IgnoreNote(%q, %v) = %q, want %q", name, tt.path, tt.isDir, got, tt.want)
			}
		}
	}
}
