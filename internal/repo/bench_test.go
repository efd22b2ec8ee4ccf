package repo

import (
	"bufio"
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// generated builds a synthetic repository, skipping without the git binary.
func generated(tb testing.TB, files, commits int) string {
	tb.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		tb.Skip("git binary not available")
	}
	dir := filepath.Join(tb.TempDir(), "gen")
	if err := repotest.Generate(dir, files, commits); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// TestHistoryMatchesGitLog cross-checks order and FilesChanged against the
// git binary on a generated repository with deletions and additions.
func TestHistoryMatchesGitLog(t *testing.T) {
	dir := generated(t, 300, 120)
	s := matchesGitLog(t, dir)
	if len(s.Files) != 300 {
		t.Errorf("%d files listed, want 300", len(s.Files))
	}
}

// TestHistoryTreeOrderEdges cross-checks FilesChanged against git on the
// cases where git's tree order differs from plain name order: a file
// replaced by a directory of the same name and back, and names that sort
// between a directory and its '/' ("x.c", "x-y" beside directory "x").
func TestHistoryTreeOrderEdges(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git binary not available")
	}
	dir := repotest.Build(t, `
-- a --
file a
-- x.c --
c
-- x-y --
dash
-- x/y --
in x
-- x0 --
zero
-- p/r --
r
-- .commit --
one
-- .rm --
a
-- a/b --
now a directory
-- x/z --
new in x
-- x.c --
c changed
-- x0 --
zero changed
-- .commit --
file a becomes directory a
-- .rm --
a
x
p/r
-- a --
a file again
-- x --
x is a file now
-- p/r/s --
r is a directory now
-- .commit --
directories a and x become files, file p/r a directory
`)
	matchesGitLog(t, dir)
	// Every tree git wrote is in the order the merge walk expects, so the
	// by-name fallback is never what made the counts right.
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	trees, err := r.TreeObjects()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	err = trees.ForEach(func(tr *object.Tree) error {
		n++
		raw, err := readRawTree(r.Storer, tr.Hash)
		if err != nil {
			return err
		}
		if sorted, err := checkTree(raw); err != nil || !sorted {
			t.Errorf("tree %s not in git order by cmpEntry: %v", tr.Hash, tr.Entries)
		}
		return nil
	})
	if err != nil || n < 6 {
		t.Fatalf("%d trees checked, err %v", n, err)
	}
}

// matchesGitLog compares the history of the repository at dir, order and
// FilesChanged, with git log --name-only --no-renames.
func matchesGitLog(t *testing.T, dir string) *Snapshot {
	t.Helper()
	out, err := exec.Command("git", "-C", dir, "log", "--format=%x00%H", "--name-only", "--no-renames").Output()
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, rec := range strings.Split(string(out), "\x00")[1:] {
		sc := bufio.NewScanner(bytes.NewReader([]byte(rec)))
		sc.Scan()
		hash, n := sc.Text(), 0
		for sc.Scan() {
			if sc.Text() != "" {
				n++
			}
		}
		want = append(want, hash+" "+itoa(n))
	}
	s := open(t, dir, Options{})
	hist, err := s.History(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range hist {
		got = append(got, c.Hash+" "+itoa(c.FilesChanged))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("history vs git log (-git +ours):\n%s", diff)
	}
	removedMatchGitLog(t, dir, hist)
	return s
}

// removedMatchGitLog compares Commit.Removed with the files git log lists
// as deleted per commit (--diff-filter=D --no-renames).
func removedMatchGitLog(t *testing.T, dir string, hist []Commit) {
	t.Helper()
	out, err := exec.Command("git", "-C", dir, "log", "--format=%x00%H", "--name-only", "--no-renames", "--diff-filter=D").Output()
	if err != nil {
		t.Fatal(err)
	}
	var want, got []string
	for _, rec := range strings.Split(string(out), "\x00")[1:] {
		lines := strings.Fields(rec)
		for _, p := range lines[1:] {
			want = append(want, lines[0]+" "+p)
		}
	}
	for _, c := range hist {
		for _, r := range c.Removed {
			got = append(got, c.Hash+" "+r.Path)
		}
	}
	if len(want) == 0 {
		t.Fatal("the fixture history deletes nothing: the check would be vacuous")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("deleted files vs git log (-git +ours):\n%s", diff)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// BenchmarkOpenAndHistory opens a generated 10,000-file, 2,000-commit
// repository and walks its whole history (tree diffs included).
func BenchmarkOpenAndHistory(b *testing.B) {
	dir := generated(b, 10_000, 2_000)
	var openT, histT time.Duration
	for b.Loop() {
		t0 := time.Now()
		s, err := Open(context.Background(), dir, Options{})
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		hist, err := s.History(context.Background())
		if err != nil || len(hist) != 2_000 || len(s.Files) != 10_000 {
			b.Fatalf("%d commits, %d files, %v", len(hist), len(s.Files), err)
		}
		openT, histT = openT+t1.Sub(t0), histT+time.Since(t1)
		s.Close()
	}
	b.ReportMetric(float64(openT.Milliseconds())/float64(b.N), "open-ms/op")
	b.ReportMetric(float64(histT.Milliseconds())/float64(b.N), "history-ms/op")
}
