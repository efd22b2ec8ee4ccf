package repo

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestOpenStartsWalkEarly: a walk Open starts before listing the tree
// (Options.HistoryDeadline) gives the history a later walk gives, on a
// repository of loose objects (go-git's storer, shared with the listing
// under the lock) and on a packed one; it ends at its deadline; a snapshot
// closed without reading it leaves no goroutine behind.
func TestOpenStartsWalkEarly(t *testing.T) {
	for _, tc := range []struct{ name, dir string }{
		{"loose objects", mustBuild(t)},
		{"packed", generated(t, 60, 120)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want, err := open(t, tc.dir, Options{}).History(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			got, err := open(t, tc.dir, Options{HistoryDeadline: time.Minute}).History(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("history (-walked later +walked early):\n%s", d)
			}
			if len(got) == 0 {
				t.Error("no commits")
			}
		})
	}
	t.Run("deadline", func(t *testing.T) {
		s := open(t, generated(t, 60, 120), Options{HistoryDeadline: time.Nanosecond})
		if _, err := s.History(context.Background()); !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("err = %v, want the deadline's", err)
		}
	})
	t.Run("closed unread", func(t *testing.T) {
		dir := generated(t, 60, 300)
		before := runtime.NumGoroutine()
		s, err := Open(context.Background(), dir, Options{HistoryDeadline: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		g, ok := s.backend.(*gitBackend)
		if !ok || g.early == nil {
			t.Fatalf("backend %T started no early walk", s.backend)
		}
		s.Close()
		select {
		case <-g.early.done: // Close cancelled the walk and waited for it
		default:
			t.Error("Close returned while the early walk was still running")
		}
		if n := runtime.NumGoroutine(); n > before+1 {
			t.Errorf("%d goroutines after Close, %d before Open", n, before)
		}
	})
}
