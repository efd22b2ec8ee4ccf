package repo

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/repo-auditor/auditor/internal/repotest"
)

func TestOpenBareRepositoryPath(t *testing.T) {
	dir := repotest.Build(t, fixture, repotest.Bare())
	s := open(t, dir, Options{})
	if s.Commit != c4Main || !s.HasHistory {
		t.Errorf("bare repo: Commit %s HasHistory %v, want %s true", s.Commit, s.HasHistory, c4Main)
	}
}

// TestConcurrentReads runs ReadFile and History from many goroutines (run
// with -race): detectives share one snapshot.
func TestConcurrentReads(t *testing.T) {
	var archive string
	for c := range 40 {
		for i := range 50 {
			archive += fmt.Sprintf("-- f%02d.txt --\ncontent %d v%d\n", i, i, c)
		}
		archive += "-- .commit --\nround " + fmt.Sprint(c) + "\n"
	}
	// Dirty work tree: every read falls back to the object store while the
	// history walk shares its handle; packed (a pack is shared state, loose
	// objects are not).
	dirty := repotest.Build(t, archive)
	if out, err := exec.Command("git", "-C", dirty, "repack", "-adq").CombinedOutput(); err != nil {
		t.Logf("no pack, loose objects only: git repack: %v %s", err, out)
	}
	for i := range 50 {
		if err := os.WriteFile(filepath.Join(dirty, fmt.Sprintf("f%02d.txt", i)), []byte("edited"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, dir := range []string{repotest.Build(t, archive), dirty, repotest.Build(t, archive, repotest.Bare()), plainDir(t)} {
		s := open(t, dir, Options{})
		var wg sync.WaitGroup
		errs := make(chan error, 64)
		for g := range 8 {
			wg.Go(func() {
				if g == 0 { // the others read while it walks (History is computed once)
					if _, err := s.History(context.Background()); err != nil {
						errs <- err
					}
				}
				for _, f := range s.Files {
					if f.Mode != Regular {
						continue
					}
					if _, err := s.ReadFile(f.Path); err != nil {
						errs <- fmt.Errorf("goroutine %d: %w", g, err)
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
	}
}

// TestCloseDuringHistory closes the snapshot while its history is walked
// over the blob handle (a work tree and a bare repository): the walk ends
// with a result or "snapshot is closed", never a crash or a race.
func TestCloseDuringHistory(t *testing.T) {
	var archive string
	for c := range 200 {
		archive += fmt.Sprintf("-- f.txt --\nv%d\n-- .commit --\nc%d\n", c, c)
	}
	for _, dir := range []string{repotest.Build(t, archive), repotest.Build(t, archive, repotest.Bare())} {
		s, err := Open(context.Background(), dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan error)
		go func() {
			_, err := s.History(context.Background())
			done <- err
		}()
		s.Close()
		if err := <-done; err != nil && !strings.Contains(err.Error(), "closed") {
			t.Errorf("%s: History after Close: %v", dir, err)
		}
	}
}

func TestCloseTwice(t *testing.T) {
	for _, dir := range []string{mustBuild(t), plainDir(t)} {
		s, err := Open(context.Background(), dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Errorf("%s: first Close: %v", dir, err)
		}
		if err := s.Close(); err != nil {
			t.Errorf("%s: second Close: %v", dir, err)
		}
	}
}
