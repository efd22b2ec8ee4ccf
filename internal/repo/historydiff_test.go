package repo

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWalkSplitSameWalk: the trees of a walk diffed by several goroutines,
// in runs of any size, give the walk one goroutine gives: the same
// commits in the same order, counts and removals (every 20th generated
// commit deletes a file).
func TestWalkSplitSameWalk(t *testing.T) {
	r, head := openHead(t, generated(t, 40, 300))
	run := func(f func() error) error { return f() }
	want, err := walkSplit(context.Background(), r, packed(t, r), head.Hash(), 1000, run, 1, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	removed := 0
	for _, c := range want {
		removed += len(c.Removed)
	}
	if len(want) != 300 || removed == 0 {
		t.Fatalf("walk of %d commits with %d removals, want 300 and some", len(want), removed)
	}
	for _, tc := range []struct{ workers, batch int }{{2, 1}, {3, 7}, {4, 128}, {2, 299}, {2, 300}, {1, 5}} {
		t.Run(fmt.Sprintf("%d workers, runs of %d", tc.workers, tc.batch), func(t *testing.T) {
			got, err := walkSplit(context.Background(), r, packed(t, r), head.Hash(), 1000, run, tc.workers, tc.batch)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("walk differs (-one goroutine +split):\n%s", d)
			}
		})
	}
}

// TestMergeBatches: batches are joined in order, Removed lists are bounded
// in that order (the commit that reaches the bound keeps its list, later
// ones list none), and the first failed batch in order is the error, even
// when a later one also failed.
func TestMergeBatches(t *testing.T) {
	rm := func(n int) []Removal { return make([]Removal, n) }
	c := func(subject string, removals int) Commit { return Commit{Subject: subject, Removed: rm(removals)} }
	errA, errB := errors.New("a"), errors.New("b")
	for _, tc := range []struct {
		name    string
		batches []diffBatch
		limit   int
		want    []Commit
		wantErr error
	}{
		{"in order", []diffBatch{{out: []Commit{c("1", 0), c("2", 0)}}, {out: []Commit{c("3", 0)}}}, 10,
			[]Commit{c("1", 0), c("2", 0), c("3", 0)}, nil},
		{"bound across batches", []diffBatch{{out: []Commit{c("1", 2), c("2", 2)}}, {out: []Commit{c("3", 3), c("4", 1)}}}, 5,
			[]Commit{c("1", 2), c("2", 2), c("3", 3), {Subject: "4"}}, nil},
		{"bound reached exactly", []diffBatch{{out: []Commit{c("1", 5)}}, {out: []Commit{c("2", 1)}}}, 5,
			[]Commit{c("1", 5), {Subject: "2"}}, nil},
		{"first error in order", []diffBatch{{out: []Commit{c("1", 0)}}, {err: errA}, {err: errB}}, 5, nil, errA},
	} {
		t.Run(tc.name, func(t *testing.T) {
			order := make(chan *diffBatch, len(tc.batches))
			for i := range tc.batches {
				b := &tc.batches[i]
				b.done = make(chan struct{})
				close(b.done)
				order <- b
			}
			close(order)
			got, err := mergeBatches(order, tc.limit)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err = %v, want %v", err, tc.wantErr)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("merged (-want +got):\n%s", d)
			}
		})
	}
}
