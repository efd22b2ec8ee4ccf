package audit

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/repotest"
)

// TestPrefetchHistory: the walk started with the snapshot is the one
// Snapshot.History returns afterwards, bounded by the deadline it was
// given; a plain directory starts nothing.
func TestPrefetchHistory(t *testing.T) {
	dir := repotest.Build(t, "-- a.txt --\none\n-- .commit --\nfirst\n-- a.txt --\ntwo\n-- .commit --\nsecond\n")
	for _, tc := range []struct {
		name    string
		timeout time.Duration
		commits int
		err     error
	}{
		{"repo detective's deadline", 0, 2, nil},
		{"an expired deadline", time.Nanosecond, 0, context.DeadlineExceeded},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := repo.Open(context.Background(), dir, repo.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			prefetchHistory(context.Background(), s, tc.timeout)()
			// a later caller with no deadline gets the memoised walk
			hist, err := s.History(context.Background())
			if len(hist) != tc.commits || !errors.Is(err, tc.err) {
				t.Errorf("History: %d commits, err %v; want %d, %v", len(hist), err, tc.commits, tc.err)
			}
		})
	}
}
