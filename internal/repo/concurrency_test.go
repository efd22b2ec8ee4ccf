package repo

import (
	"context"
	"fmt"
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
	for i := range 50 {
		archive += fmt.Sprintf("-- f%02d.txt --\ncontent %d\n", i, i)
	}
	for _, dir := range []string{repotest.Build(t, archive), plainDir(t)} {
		s := open(t, dir, Options{})
		var wg sync.WaitGroup
		errs := make(chan error, 64)
		for g := range 8 {
			wg.Go(func() {
				if _, err := s.History(context.Background()); err != nil {
					errs <- err
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
