package detectives

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestRunAbandonsDetectiveIgnoringDeadline: a detective that never looks
// at its context (a quadratic loop in a parser, say) cannot hold the
// audit past its deadline plus StopGrace; its result is an error record
// that says its evidence is lost, and the other detectives are kept.
func TestRunAbandonsDetectiveIgnoringDeadline(t *testing.T) {
	defer func(g time.Duration) { StopGrace = g }(StopGrace)
	StopGrace = 50 * time.Millisecond
	release := make(chan struct{})
	defer close(release)
	suite := []*Detective{
		ok("a", evidence.Repo, "repo_a"),
		{Name: "stuck", Source: evidence.Docs, Timeout: 20 * time.Millisecond, Run: func(context.Context, *Input) ([]evidence.Evidence, error) {
			<-release // ignores ctx
			return []evidence.Evidence{{ID: "docs_late", Source: evidence.Docs}}, nil
		}},
	}
	got := make(chan []Result, 1)
	go func() { got <- Run(context.Background(), suite, &Input{Snapshot: repo.NewMemory(nil, nil)}) }()
	var res []Result
	select {
	case res = <-got:
	case <-time.After(5 * time.Second):
		t.Fatal("Run waited for a detective that ignores its deadline")
	}
	if res[0].Err != nil || len(res[0].Evidence) != 1 {
		t.Errorf("healthy detective disturbed: %+v", res[0])
	}
	if !errors.Is(res[1].Err, context.DeadlineExceeded) || !strings.Contains(res[1].Err.Error(), "evidence is lost") {
		t.Errorf("stuck detective: err %v, want a deadline error saying its evidence is lost", res[1].Err)
	}
	if n := len(res[1].Evidence); n != 1 || res[1].Evidence[0].Class != evidence.ClassDetectiveErr {
		t.Errorf("stuck detective: evidence %+v, want the error record alone", res[1].Evidence)
	}
}
