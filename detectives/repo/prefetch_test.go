package repo

import (
	"context"
	"io"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// gatedBackend serves one file whose read waits until History has started
// (or a second passes), and a History that takes a while: it tells whether
// the walk overlaps the scan and whether it ends before the detective does.
type gatedBackend struct {
	walking      chan struct{}
	overlapped   atomic.Bool
	walkFinished atomic.Bool
}

func (b *gatedBackend) Open(string) (io.ReadCloser, error) {
	select {
	case <-b.walking:
		b.overlapped.Store(true)
	case <-time.After(time.Second):
	}
	return io.NopCloser(strings.NewReader("package main\n")), nil
}

func (b *gatedBackend) History(ctx context.Context, max int) ([]reposnap.Commit, error) {
	close(b.walking)
	time.Sleep(50 * time.Millisecond)
	b.walkFinished.Store(true)
	return []reposnap.Commit{{Hash: "c1", Subject: "init", AuthorTime: time.Unix(1e9, 0), CommitTime: time.Unix(1e9, 0)}}, nil
}

func (b *gatedBackend) Close() error { return nil }

// TestHistoryWalkOverlapsScan: the detective starts the history walk before
// scanning file contents, and the walk has ended when the detective returns.
func TestHistoryWalkOverlapsScan(t *testing.T) {
	b := &gatedBackend{walking: make(chan struct{})}
	s := reposnap.New(b, []reposnap.File{{Path: "main.go", Size: 13, Mode: reposnap.Regular}}, reposnap.Limits{})
	s.HasHistory = true
	evs, err := Detective.Run(context.Background(), &detectives.Input{Snapshot: s})
	if err != nil {
		t.Fatal(err)
	}
	if !b.overlapped.Load() {
		t.Error("the scan read a file before the history walk started")
	}
	if !b.walkFinished.Load() {
		t.Error("the detective returned before the history walk ended")
	}
	if len(byData(evs, evidence.ClassGitHistory, "signal")) == 0 {
		t.Error("no history evidence")
	}
}
