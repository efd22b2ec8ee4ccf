package repo

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

var t0 = time.Date(2024, 3, 4, 9, 0, 0, 0, time.FixedZone("BRT", -3*3600))

// c builds a commit at t0+offset; history lists are written oldest first
// in tests and reversed into Snapshot order by newest.
func c(i int, offset time.Duration, files int, subject string) reposnap.Commit {
	return reposnap.Commit{Hash: fmt.Sprintf("%07d%033x", i+1, 0), AuthorEmail: fmt.Sprintf("Dev%d@X.org", i%2),
		AuthorTime: t0.Add(offset), Subject: subject, Parents: min(i, 1), FilesChanged: files}
}

func newest(oldestFirst ...reposnap.Commit) []reposnap.Commit {
	out := make([]reposnap.Commit, len(oldestFirst))
	for i, x := range oldestFirst {
		out[len(out)-1-i] = x
	}
	return out
}

const day = 24 * time.Hour

func TestHistorySignals(t *testing.T) {
	tests := []struct {
		name    string
		commits []reposnap.Commit
		want    map[string]bool // signal -> found
	}{
		{"single commit", newest(c(0, 0, 40, "Initial commit")), map[string]bool{
			"summary": true, "log": true, "timeline": true, "bulk_commit": true, "single_init": true,
			"clustered_times": false, "trivial_messages": false}},
		{"iterative", newest(
			c(0, 0, 5, "Set up project skeleton and CI"), c(1, 2*day, 4, "Add git clone tool with sandboxing"),
			c(2, 5*day, 3, "Add AST parser for graph detection"), c(3, 9*day, 4, "Wire judges into the graph"),
			c(4, 12*day, 2, "Fix typo in README"), c(5, 20*day, 3, "Add chief justice synthesis")), map[string]bool{
			"summary": true, "log": true, "timeline": true, "bulk_commit": false, "single_init": false,
			"clustered_times": false, "trivial_messages": false}},
		{"init then touch-ups in minutes", newest(
			c(0, 0, 95, "init"), c(1, 2*time.Minute, 1, "update"), c(2, 4*time.Minute, 1, "Update README.md"),
			c(3, 5*time.Minute, 2, "fix")), map[string]bool{
			"summary": true, "log": true, "timeline": true, "bulk_commit": true, "single_init": true,
			"clustered_times": true, "trivial_messages": true}},
		{"big first commit without init subject", newest(
			c(0, 0, 95, "Implement the whole auditor"), c(1, day, 1, "Document flags"), c(2, 3*day, 1, "Tune thresholds")), map[string]bool{
			"summary": true, "log": true, "timeline": true, "bulk_commit": true, "single_init": false,
			"clustered_times": false, "trivial_messages": false}},
		{"scripted: minute gaps over hours", newest(
			c(0, 0, 2, "a1"), c(1, time.Minute, 2, "add parser"), c(2, 2*time.Minute, 2, "add lexer"),
			c(3, 3*time.Minute, 2, "add graph"), c(4, 3*time.Hour, 2, "add judges"), c(5, 6*time.Hour, 2, "add report"),
			c(6, 6*time.Hour+time.Minute, 2, "add cli")), map[string]bool{
			"summary": true, "log": true, "timeline": true, "bulk_commit": false, "single_init": false,
			"clustered_times": true, "trivial_messages": false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			evs := historySignals(tt.commits, false)
			got := map[string]bool{}
			for _, e := range evs {
				if e.Class != evidence.ClassGitHistory {
					t.Errorf("class %s", e.Class)
				}
				got[e.Data["signal"].(string)] = e.Found
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("signals found (-want +got):\n%s", diff)
			}
		})
	}
}

func TestHistoryData(t *testing.T) {
	cs := newest(c(0, 0, 95, "init"), c(1, 2*time.Minute, 1, "update"), c(2, 8*day, 4, "Add judges"))
	got := map[string]map[string]any{}
	content := map[string]string{}
	for _, e := range historySignals(cs, false) {
		got[e.Data["signal"].(string)] = e.Data
		content[e.Data["signal"].(string)] = e.Content
	}
	h := func(i int) string { return fmt.Sprintf("%07d%033x", i, 0) }
	want := map[string]map[string]any{
		"summary": {"signal": "summary", "commits": 3, "merges": 0, "authors": 2, "capped": false,
			"first_hash": h(1), "first_date": "2024-03-04T12:00:00Z", "last_hash": h(3), "last_date": "2024-03-12T12:00:00Z",
			"span_seconds": int64(8 * 24 * 3600)},
		"bulk_commit": {"signal": "bulk_commit", "hash": h(1), "date": "2024-03-04T12:00:00Z", "files_changed": 95,
			"total_changes": 100, "share": 0.95, "commits": 3},
		"timeline": {"signal": "timeline", "granularity": "iso_week", "active_periods": 2, "buckets_not_listed": 0,
			"buckets": map[string]any{"2024-W10": 2, "2024-W11": 1}, "first_hash": h(1), "last_hash": h(3)},
		"clustered_times": {"signal": "clustered_times", "commits": 3, "window_commits": 2, "window_share": 0.667,
			"window_start": "2024-03-04T12:00:00Z", "window_end": "2024-03-04T12:02:00Z",
			"median_gap_seconds": int64((4 * day).Seconds()), "hashes": []string{h(1), h(2)},
			"dates": []string{"2024-03-04T12:00:00Z", "2024-03-04T12:02:00Z"}},
	}
	for sig, w := range want {
		if diff := cmp.Diff(w, got[sig]); diff != "" {
			t.Errorf("%s data (-want +got):\n%s", sig, diff)
		}
	}
	if !strings.Contains(content["log"], "0000001 2024-03-04T12:00:00Z \"init\"\n0000002 2024-03-04T12:02:00Z") {
		t.Errorf("log content not oldest first: %q", content["log"])
	}
	if !strings.Contains(content["single_init"], "hold 95%") {
		t.Errorf("single_init content %q", content["single_init"])
	}
}

func TestCommitLogBounded(t *testing.T) {
	var cs []reposnap.Commit
	for i := range 100 {
		cs = append(cs, c(i, time.Duration(i)*day, 1, fmt.Sprintf("step %d", i)))
	}
	e := commitLog(chronological(newest(cs...)))
	if e.Data["omitted"] != 40 || len(e.Data["hashes"].([]string)) != 60 || !strings.Contains(e.Content, "… 40 commits omitted …") {
		t.Errorf("log not bounded: omitted=%v content=%.200q", e.Data["omitted"], e.Content)
	}
	tl := commitTimeline(chronological(newest(cs...)))
	if tl.Data["granularity"] != "iso_week" || tl.Data["active_periods"] != 15 {
		t.Errorf("timeline %+v", tl.Data)
	}
	var years []reposnap.Commit
	for i := range 300 {
		years = append(years, c(i, time.Duration(i)*8*day, 1, "x"))
	}
	if tl := commitTimeline(chronological(newest(years...))); tl.Data["granularity"] != "month" {
		t.Errorf("long history should bucket by month: %+v", tl.Data["granularity"])
	}
}

func TestMergesExcludedFromBulk(t *testing.T) {
	cs := newest(c(0, 0, 3, "Add a"), c(1, day, 3, "Add b"), c(2, 2*day, 3, "Add c"))
	m := c(3, 3*day, 50, "Merge branch 'feature'")
	m.Parents = 2
	cs = append([]reposnap.Commit{m}, cs...)
	e := bulkCommit(chronological(cs))
	if e.Found || e.Data["total_changes"] != 9 {
		t.Errorf("merge counted in bulk share: %+v", e.Data)
	}
}

func TestIsTrivial(t *testing.T) {
	tests := []struct {
		subject string
		want    bool
	}{
		{"update", true}, {"Update.", true}, {"fix", true}, {"WIP", true}, {".", true}, {"...", true},
		{"asdf", true}, {"asdfgh", true}, {"commit", true}, {"ok", true}, {"a", true}, {"aaaa", true},
		{"Update README.md", true}, {"Create main.py", true}, {"Add files via upload", true},
		{"Rename a.py to b.py", true}, {"minor fixes", true}, {"", true}, {"123", true},
		{"Add tests", false}, {"Fix nil deref in parser", false}, {"Initial commit", false},
		{"Update README with install steps", false}, {"Refactor judges into personas", false}, {"docs", false},
		{"é", true}, {"12 34", true}, {"a b", false}, {"日本", false}, {"修正 typo", false},
	}
	for _, tt := range tests {
		if got := isTrivial(tt.subject); got != tt.want {
			t.Errorf("isTrivial(%q) = %v, want %v", tt.subject, got, tt.want)
		}
	}
}

func TestNoHistory(t *testing.T) {
	evs, _ := runOn(t, map[string]string{"a.go": "package a"}, nil)
	h := ofClass(evs, evidence.ClassGitHistory)
	if len(h) != 1 || h[0].Found || h[0].Confidence != 1 || !strings.Contains(h[0].Content, "plain directory") {
		t.Errorf("want one found=false history record, got %+v", h)
	}
	evs, _ = runOn(t, map[string]string{"a.go": "package a"}, []reposnap.Commit{})
	if h := ofClass(evs, evidence.ClassGitHistory); len(h) != 1 || !strings.Contains(h[0].Content, "no commits") {
		t.Errorf("empty history: %+v", h)
	}
}

type failingHistory struct{}

func (failingHistory) Open(string) (io.ReadCloser, error) { return nil, errors.New("no") }
func (failingHistory) History(context.Context, int) ([]reposnap.Commit, error) {
	return nil, errors.New("object not found")
}
func (failingHistory) Close() error { return nil }

func TestHistoryErrorIsInconclusive(t *testing.T) {
	s := reposnap.New(failingHistory{}, nil, reposnap.Limits{})
	s.HasHistory = true
	in := &detectives.Input{Snapshot: s}
	h := historyEvidence(context.Background(), in)
	if len(h) != 1 || h[0].Found || h[0].Confidence != 0 || !strings.Contains(h[0].Content, "object not found") {
		t.Errorf("want an inconclusive record, got %+v", h)
	}
	if w := in.Warnings(); len(w) != 1 {
		t.Errorf("want one warning, got %+v", w)
	}
}

// TestTrivialPrefilters: the cheap checks before mash and webDefault pass
// every subject the expressions match (they only skip the expressions),
// and reject typical meaningful subjects.
func TestTrivialPrefilters(t *testing.T) {
	matches := []string{"x", "é", "日", "asdf", "asdfgh", "qwerty", "zxcv", "jkl;", "hjkl lol",
		"update readme.md", "create main.py", "delete a.txt", "add x.go", "add files via upload",
		"rename a.py to b.py", "update and rename a.py to b.py"}
	for _, s := range matches {
		if !mash.MatchString(s) && !webDefault.MatchString(s) {
			t.Errorf("%q: neither expression matches (a bad test case)", s)
		}
		if mash.MatchString(s) && !maybeMash(s) || webDefault.MatchString(s) && !maybeWebDefault(s) {
			t.Errorf("%q: the prefilter skips a match", s)
		}
	}
	for _, s := range []string{"internal/lsp: fix nil deref in hover", "gopls: update dependencies", "go/analysis: add a pass"} {
		if maybeMash(s) || maybeWebDefault(s) {
			t.Errorf("%q passes a prefilter", s)
		}
	}
}
