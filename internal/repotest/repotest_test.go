package repotest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/google/go-cmp/cmp"
)

const sample = `fixture used by TestBuild
-- README.md --
# demo
-- .commit --
Author: Grace Hopper <grace@example.com>
Date: 2024-02-03T04:05:06Z
initial import
-- run.sh [+x] --
#!/bin/sh
-- link -> README.md --
-- .commit --
add script and link
-- .tag v1.0 --
release one
-- .checkout feature --
-- docs/a.md --
see run.sh
-- .commit --
docs on feature
-- .checkout main --
-- .rm --
link
-- docs/a.md --
see run.sh
-- .merge feature --
merge feature
`

func TestBuildStableHashes(t *testing.T) {
	dir := Build(t, sample)
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	head, err := r.Head()
	if err != nil {
		t.Fatal(err)
	}
	// Pinned: changes only if the archive format or encoding changes.
	const wantHead = "0a50cd08cdb6ce660558d4cd5c49a9a0824ec81f"
	if got := head.Hash().String(); got != wantHead {
		t.Errorf("HEAD = %s, want %s (hashes must be stable across runs)", got, wantHead)
	}
	if head.Name() != plumbing.NewBranchReferenceName("main") {
		t.Errorf("HEAD on %s, want main", head.Name())
	}
	c, err := r.CommitObject(head.Hash())
	if err != nil {
		t.Fatal(err)
	}
	if len(c.ParentHashes) != 2 || c.Message != "merge feature\n" {
		t.Errorf("merge commit: %d parents, message %q", len(c.ParentHashes), c.Message)
	}
	var files []string
	tree, _ := c.Tree()
	tree.Files().ForEach(func(f *object.File) error {
		files = append(files, f.Name+" "+f.Mode.String())
		return nil
	})
	want := []string{"README.md 0100644", "docs/a.md 0100644", "run.sh 0100755"}
	if diff := cmp.Diff(want, files); diff != "" {
		t.Errorf("tree (-want +got):\n%s", diff)
	}
	for _, ref := range []string{"refs/tags/v1.0", "refs/heads/feature"} {
		if _, err := r.Reference(plumbing.ReferenceName(ref), false); err != nil {
			t.Errorf("%s: %v", ref, err)
		}
	}
}

func TestBuildWorkTree(t *testing.T) {
	dir := Build(t, "-- a/b.txt --\nhello\n-- l -> /etc/passwd --\n")
	data, err := os.ReadFile(filepath.Join(dir, "a", "b.txt"))
	if err != nil || string(data) != "hello\n" {
		t.Errorf("a/b.txt = %q, %v", data, err)
	}
	target, err := os.Readlink(filepath.Join(dir, "l"))
	if err != nil || target != "/etc/passwd" {
		t.Errorf("symlink l -> %q, %v", target, err)
	}
}

// TestBuildFsck checks the objects with the real git binary when present.
func TestBuildFsck(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git binary not available")
	}
	dir := Build(t, sample)
	out, err := exec.Command("git", "-C", dir, "fsck", "--strict").CombinedOutput()
	if err != nil {
		t.Fatalf("git fsck: %v\n%s", err, out)
	}
	log, err := exec.Command("git", "-C", dir, "log", "--format=%s|%an|%aI").Output()
	if err != nil {
		t.Fatal(err)
	}
	want := "merge feature|Ada Tester|2024-01-01T04:00:00Z\n" +
		"docs on feature|Ada Tester|2024-01-01T03:00:00Z\n" +
		"add script and link|Ada Tester|2024-01-01T02:00:00Z\n" +
		"initial import|Grace Hopper|2024-02-03T04:05:06Z\n"
	if diff := cmp.Diff(want, strings.ReplaceAll(string(log), "+00:00", "Z")); diff != "" {
		t.Errorf("git log (-want +got):\n%s", diff)
	}
}

func TestBuildErrors(t *testing.T) {
	for _, archive := range []string{
		"-- .merge nope --\n",
		"-- .rm --\nmissing\n",
		"-- a --\nx\n-- .checkout b --\n",
		"-- .tag v1 --\n",
		"-- ../escape --\n",
		"-- a --\n-- .commit --\nAuthor: nobody\n",
	} {
		if err := Write(t.TempDir(), archive); err == nil {
			t.Errorf("Write(%q) succeeded, want error", archive)
		}
	}
}
