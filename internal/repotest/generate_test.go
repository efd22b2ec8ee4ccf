package repotest

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing/object"
)

func TestGenerate(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git binary not available")
	}
	heads := make([]string, 2)
	for i := range heads {
		dir := filepath.Join(t.TempDir(), "gen")
		if err := Generate(dir, 200, 45); err != nil {
			t.Fatal(err)
		}
		r, err := git.PlainOpen(dir)
		if err != nil {
			t.Fatal(err)
		}
		head, err := r.Head()
		if err != nil {
			t.Fatal(err)
		}
		heads[i] = head.Hash().String()
		c, _ := r.CommitObject(head.Hash())
		tree, _ := c.Tree()
		var files int
		var readme string
		tree.Files().ForEach(func(f *object.File) error {
			files++
			if f.Name == "README.md" {
				readme, _ = f.Contents()
			}
			return nil
		})
		if files != 200 {
			t.Errorf("HEAD tree has %d files, want 200", files)
		}
		if !strings.Contains(readme, GeneratedMissing[0]) {
			t.Errorf("README.md does not cite %s:\n%s", GeneratedMissing[0], readme)
		}
		iter, _ := r.Log(&git.LogOptions{From: head.Hash()})
		var n int
		iter.ForEach(func(*object.Commit) error { n++; return nil })
		if n != 45 {
			t.Errorf("%d commits, want 45", n)
		}
	}
	if heads[0] != heads[1] {
		t.Errorf("Generate is not deterministic: %s vs %s", heads[0], heads[1])
	}
}
