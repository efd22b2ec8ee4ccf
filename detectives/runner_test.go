package detectives

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

func ok(name string, src evidence.Source, ids ...string) *Detective {
	return &Detective{Name: name, Source: src, Doc: name, Run: func(ctx context.Context, in *Input) ([]evidence.Evidence, error) {
		var out []evidence.Evidence
		for _, id := range ids {
			out = append(out, evidence.Evidence{ID: id, Source: src, Found: true})
		}
		return out, nil
	}}
}

func TestRunIsolatesFailures(t *testing.T) {
	var ran atomic.Int32
	suite := []*Detective{
		ok("a", evidence.Repo, "repo_b", "repo_a"),
		{Name: "boom", Source: evidence.Docs, Run: func(ctx context.Context, in *Input) ([]evidence.Evidence, error) {
			ran.Add(1)
			panic("parser exploded")
		}},
		{Name: "slow", Source: evidence.Vision, Timeout: 20 * time.Millisecond, Run: func(ctx context.Context, in *Input) ([]evidence.Evidence, error) {
			ran.Add(1)
			<-ctx.Done()
			return []evidence.Evidence{{ID: "vision_partial", Source: evidence.Vision}}, ctx.Err()
		}},
		{Name: "err", Source: evidence.Docs, Run: func(ctx context.Context, in *Input) ([]evidence.Evidence, error) {
			ran.Add(1)
			return nil, errors.New("cannot parse")
		}},
	}
	in := &Input{Snapshot: repo.NewMemory(nil, nil)}
	res := Run(context.Background(), suite, in)
	if ran.Load() != 3 || len(res) != 4 {
		t.Fatalf("ran %d detectives, got %d results", ran.Load(), len(res))
	}
	if res[0].Err != nil || res[0].Evidence[0].ID != "repo_a" {
		t.Fatalf("healthy detective disturbed or unsorted: %+v", res[0])
	}
	if res[1].Err == nil || !strings.Contains(res[1].Err.Error(), "panicked") {
		t.Fatalf("panic not recorded: %v", res[1].Err)
	}
	if !errors.Is(res[2].Err, context.DeadlineExceeded) || !strings.Contains(res[2].Err.Error(), "deadline") {
		t.Fatalf("deadline not recorded: %v", res[2].Err)
	}
	if len(res[2].Evidence) != 2 {
		t.Fatalf("partial evidence of a timed-out detective lost: %+v", res[2].Evidence)
	}
	for _, r := range res[1:] {
		last := r.Evidence[len(r.Evidence)-1]
		found := false
		for _, e := range r.Evidence {
			if e.Class == evidence.ClassDetectiveErr && !e.Found {
				found = true
			}
		}
		if !found {
			t.Fatalf("%s: no found=false error evidence (last %+v)", r.Detective, last)
		}
	}
	sets := Collect(res)
	merged := evidence.Merge(sets...)
	if len(merged[evidence.Docs]) != 2 {
		t.Fatalf("error evidence of two docs detectives collided: %+v", merged[evidence.Docs])
	}
}

func TestRunConcurrentWarnings(t *testing.T) {
	var suite []*Detective
	for i := 0; i < 8; i++ {
		suite = append(suite, &Detective{Name: "w", Source: evidence.Repo, Run: func(ctx context.Context, in *Input) ([]evidence.Evidence, error) {
			for j := 0; j < 100; j++ {
				in.Warn(Warning{Detective: "w", Message: "x"})
			}
			return nil, nil
		}})
	}
	in := &Input{}
	Run(context.Background(), suite, in)
	if n := len(in.Warnings()); n != 800 {
		t.Fatalf("warnings lost under concurrency: %d", n)
	}
}
