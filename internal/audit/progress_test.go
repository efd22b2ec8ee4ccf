package audit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives/suite"
	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/progress"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/judges/llmjudge"
)

// TestRunCountsProgress: an audit with a tracker counts every detective,
// document and opinion (run with -race: they count from many
// goroutines), and counting changes nothing in the report.
func TestRunCountsProgress(t *testing.T) {
	dir := repotest.Build(t, fixture)
	clock, err := ClockFromEnv(func(string) string { return "1767225600" })
	if err != nil {
		t.Fatal(err)
	}
	r, err := rubric.Builtin(rubric.Default)
	if err != nil {
		t.Fatal(err)
	}
	run := func(tr *progress.Tracker) []byte {
		opt := Options{Input: dir, Clock: clock, Logger: zerolog.Nop(), Version: "test",
			Judging: &Judging{Rubric: r}, Progress: tr}
		rep, err := Run(context.Background(), opt)
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
		var b bytes.Buffer
		if err := report.WriteJSON(&b, rep); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	tr := progress.New()
	counted := run(tr)
	opinions := len(r.Criteria) * 3
	n := len(suite.Default())
	want := fmt.Sprintf("judging · detectives %d/%d · documents 1/1 · opinions %d/%d", n, n, opinions, opinions)
	if got := tr.Summary(); got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
	if !bytes.Equal(counted, run(nil)) {
		t.Error("the report differs when progress is counted")
	}
}

// TestRunCountsCloneBytes: auditing a git URL shows the bytes the clone
// received; a local path shows none.
func TestRunCountsCloneBytes(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git binary not available for the file:// transport")
	}
	received := regexp.MustCompile(`^cloning: Total \d+ .* · received \d+(\.\d)? (B|KiB)$`)
	tests := []struct {
		name  string
		input string
		want  *regexp.Regexp // the summary right after the snapshot
	}{
		{"git URL", repotest.RemoteURL(t, fixture), received},
		{"local path", repotest.Build(t, fixture), regexp.MustCompile(`^reading the repository$`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := progress.New()
			r := newRun(Options{Input: tt.input, Logger: zerolog.Nop(), Progress: tr})
			snap, err := r.openSnapshot(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			defer snap.Close()
			if got := tr.Summary(); !tt.want.MatchString(got) {
				t.Errorf("Summary = %q, want it to match %s", got, tt.want)
			}
		})
	}
}

// TestRunShowsModelCallsOfBudget: with a model, the display shows the
// requests the client made of its budget, not the opinions drafted:
// a budget of 5 is used up (every reply fails, so no answer is cached)
// and the count stops there.
func TestRunShowsModelCallsOfBudget(t *testing.T) {
	dir := repotest.Build(t, fixture)
	r, err := rubric.Builtin(rubric.Default)
	if err != nil {
		t.Fatal(err)
	}
	fake := &llm.Fake{Replies: []llm.Reply{{Err: errors.New("model down")}}}
	client := llm.New(fake, llm.Options{MaxCalls: 5, MaxAttempts: 1, BreakerThreshold: -1})
	panel := llmjudge.New(client, llmjudge.Options{})
	j := &Judging{Rubric: r, Judge: panel.Judge(), Critic: panel.Critic(), CallBudget: 5,
		Stats: func() *report.LLMStats { s := report.LLMStats(client.Stats().Snapshot()); return &s }}
	tr := progress.New()
	if _, err := Run(context.Background(), Options{Input: dir, Logger: zerolog.Nop(), Version: "test", Judging: j, Progress: tr}); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got, want := tr.Summary(), "model calls 5/5"; !strings.Contains(got, want) {
		t.Errorf("Summary = %q, want it to contain %q", got, want)
	}
	if n := len(fake.Requests()); n != 5 {
		t.Errorf("the model received %d requests, want 5 (the budget)", n)
	}
}
