package repo

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"
)

// TestWalkStopsBothGoroutines: a walk that fails part way, on the side
// that reads commits or on the side that diffs trees, or whose context is
// cancelled, returns the error and leaves no goroutine behind, whether
// one goroutine diffs the trees or three do, in runs of 4 commits.
func TestWalkStopsBothGoroutines(t *testing.T) {
	r, head := openHead(t, generated(t, 40, 60))
	errClosed := errors.New("snapshot is closed")
	for _, tc := range []struct {
		name  string
		after int // guarded reads that succeed
	}{
		{"at the first parent", 1},
		{"early", 5},
		{"midway", 60},
		{"late", 150},
	} {
		for i, cancel := range []bool{false, true, false, true} {
			name := tc.name
			if cancel {
				name += ", cancelled"
			}
			workers, batch := 1, diffBatchSize
			if i >= 2 {
				workers, batch = 3, 4
				name += ", split"
			}
			t.Run(name, func(t *testing.T) {
				before := runtime.NumGoroutine()
				ctx, stop := context.WithCancel(context.Background())
				defer stop()
				n := 0
				guard := func(f func() error) error {
					if n++; n > tc.after { // one goroutine at a time: the lock's job
						if cancel {
							stop()
							return ctx.Err()
						}
						return errClosed
					}
					return f()
				}
				var mu chanMutex = make(chan struct{}, 1)
				locked := func(f func() error) error { mu.lock(); defer mu.unlock(); return guard(f) }
				_, err := walkSplit(ctx, r, &historyObjects{st: r.Storer}, head.Hash(), 1000, locked, workers, batch)
				want := errClosed
				if cancel {
					want = context.Canceled
				}
				if !errors.Is(err, want) {
					t.Errorf("err = %v, want %v", err, want)
				}
				for deadline := time.Now().Add(2 * time.Second); runtime.NumGoroutine() > before && time.Now().Before(deadline); {
					time.Sleep(time.Millisecond)
				}
				if g := runtime.NumGoroutine(); g > before {
					t.Errorf("%d goroutines after the walk, %d before", g, before)
				}
			})
		}
	}
}

type chanMutex chan struct{}

func (m chanMutex) lock()   { m <- struct{}{} }
func (m chanMutex) unlock() { <-m }
