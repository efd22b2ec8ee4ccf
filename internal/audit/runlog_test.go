package audit

import (
	"context"
	"fmt"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/repotest"
)

func pinnedOptions(t *testing.T, input string) Options {
	t.Helper()
	clock, err := ClockFromEnv(func(string) string { return "1767225600" })
	if err != nil {
		t.Fatal(err)
	}
	return Options{Input: input, Clock: clock, Logger: zerolog.Nop(), Version: "test"}
}

// TestRunLogCappedByStep drives step far past report.MaxRunLog: the log
// keeps the first MaxRunLog entries, in order, and drops the rest.
func TestRunLogCappedByStep(t *testing.T) {
	r := newRun(pinnedOptions(t, "."))
	for i := 0; i < 3*report.MaxRunLog; i++ {
		r.step("phase", fmt.Sprintf("tool-%d", i), "ok", r.opt.Clock.Now())
		if n := len(r.rep.RunLog); n > report.MaxRunLog {
			t.Fatalf("after %d steps the run log holds %d entries, cap %d", i+1, n, report.MaxRunLog)
		}
	}
	if n := len(r.rep.RunLog); n != report.MaxRunLog {
		t.Fatalf("run log holds %d entries, want exactly %d", n, report.MaxRunLog)
	}
	for i, e := range r.rep.RunLog {
		if want := fmt.Sprintf("tool-%d", i); e.ToolName != want {
			t.Fatalf("run_log[%d] = %q, want %q (the first entries are kept)", i, e.ToolName, want)
		}
	}
}

// TestRunLogCappedAcrossStages fills the log to one below the cap, then
// runs the real stages (snapshot, every detective, merge, aggregate), each
// of which appends: the log ends at exactly MaxRunLog, never above.
func TestRunLogCappedAcrossStages(t *testing.T) {
	dir := repotest.Build(t, fixture)
	r := newRun(pinnedOptions(t, dir))
	for len(r.rep.RunLog) < report.MaxRunLog-1 {
		r.step("filler", "test", "ok", r.opt.Clock.Now())
	}
	ctx := context.Background()
	snap, err := r.openSnapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer snap.Close()
	if n := len(r.rep.RunLog); n != report.MaxRunLog {
		t.Fatalf("after the snapshot step the log holds %d entries, want %d", n, report.MaxRunLog)
	}
	results := r.runDetectives(ctx, &detectives.Input{Snapshot: snap, Logger: r.opt.Logger})
	if len(results) < 2 {
		t.Fatalf("only %d detectives ran; the test needs several appends past the cap", len(results))
	}
	r.aggregate(ctx, snap, r.merge(results))
	r.finish()
	if n := len(r.rep.RunLog); n != report.MaxRunLog {
		t.Fatalf("run log holds %d entries after every stage, want the cap %d", n, report.MaxRunLog)
	}
	if last := r.rep.RunLog[report.MaxRunLog-1]; last.Phase != "snapshot" {
		t.Errorf("last entry %+v, want the snapshot step that reached the cap", last)
	}
}
