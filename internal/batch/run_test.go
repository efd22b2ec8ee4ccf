package batch

import (
	"context"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/cohort"
)

// fakeAudit records which entries were audited; entries named "bad*"
// fail, "slow*" wait for their deadline.
type fakeAudit struct {
	mu      sync.Mutex
	audited []string
	running atomic.Int32
	maxRun  atomic.Int32
}

func (f *fakeAudit) audit(ctx context.Context, e Entry) cohort.Row {
	n := f.running.Add(1)
	defer f.running.Add(-1)
	for {
		m := f.maxRun.Load()
		if n <= m || f.maxRun.CompareAndSwap(m, n) {
			break
		}
	}
	f.mu.Lock()
	f.audited = append(f.audited, e.Name)
	f.mu.Unlock()
	time.Sleep(2 * time.Millisecond)
	row := cohort.Row{Entry: cohort.Entry{Name: e.Name, URL: e.URL, Status: cohort.StatusOK}}
	switch {
	case strings.HasPrefix(e.Name, "bad"):
		row.Status, row.Reason = cohort.StatusFailed, "clone refused"
	case strings.HasPrefix(e.Name, "slow"):
		<-ctx.Done()
		row.Status = cohort.StatusIncomplete
	}
	return row
}

func (f *fakeAudit) names() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := append([]string(nil), f.audited...)
	sort.Strings(out)
	return out
}

func newRunner(t *testing.T, fa *fakeAudit, st *State) *Runner {
	t.Helper()
	return &Runner{
		Jobs: 3, Deadline: 200 * time.Millisecond, Audit: fa.audit, State: st,
		Resolve: func(_ context.Context, e Entry) (string, error) { return "c-" + e.Name, nil },
		Key:     func(Entry) StateKey { return StateKey{RubricDigest: "r", ToolVersion: "v", OptionsDigest: "o"} },
	}
}

func list(names ...string) []Entry {
	var es []Entry
	for _, n := range names {
		es = append(es, Entry{Name: n, URL: "/repos/" + n})
	}
	return es
}

func statuses(rows []cohort.Row) map[string]string {
	m := map[string]string{}
	for _, r := range rows {
		m[r.Name] = r.Status
	}
	return m
}

// One entry's failure or timeout is its row; the others are audited; at
// most Jobs run at once.
func TestRunnerFailuresAreRows(t *testing.T) {
	fa := &fakeAudit{}
	r := newRunner(t, fa, nil)
	rows, err := r.Run(context.Background(), list("a", "bad1", "slow1", "b", "c", "d"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a": "ok", "bad1": "failed", "slow1": "failed", "b": "ok", "c": "ok", "d": "ok"}
	if diff := cmp.Diff(want, statuses(rows)); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
	for _, row := range rows {
		if row.Name == "slow1" && !strings.Contains(row.Reason, "deadline") {
			t.Errorf("slow1 reason = %q, want the deadline", row.Reason)
		}
	}
	if m := fa.maxRun.Load(); m > 3 {
		t.Errorf("%d audits ran at once, want at most 3", m)
	}
}

// A run cancelled half-way records only finished entries; the re-run
// audits the rest (and the failed ones again), never a done one.
func TestRunnerResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.sqlite")
	st, err := OpenState(path)
	if err != nil {
		t.Fatal(err)
	}
	es := list("a", "b", "bad", "c", "d", "e", "f", "g")
	ctx, cancel := context.WithCancel(context.Background())
	fa1 := &fakeAudit{}
	r1 := newRunner(t, fa1, st)
	r1.Jobs = 1
	r1.OnEvent = func(ev Event) {
		if ev.Kind == "done" && ev.Done == 4 {
			cancel()
		}
	}
	rows1, err := r1.Run(ctx, es)
	if err == nil {
		t.Fatal("cancelled run returned no error")
	}
	if len(rows1) != 4 {
		t.Fatalf("cancelled run finished %d entries, want 4", len(rows1))
	}
	st.Close()

	st, err = OpenState(path) // a new process: the state is on disk
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	fa2 := &fakeAudit{}
	rows2, err := newRunner(t, fa2, st).Run(context.Background(), es)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"bad", "d", "e", "f", "g"}, fa2.names()); diff != "" {
		t.Errorf("re-run audited (-want +got):\n%s", diff)
	}
	if len(rows2) != len(es) {
		t.Errorf("re-run has %d rows, want %d", len(rows2), len(es))
	}
	// a new commit makes an entry current no more
	r3 := newRunner(t, &fakeAudit{}, st)
	fa3 := &fakeAudit{}
	r3.Audit = fa3.audit
	r3.Resolve = func(_ context.Context, e Entry) (string, error) {
		if e.Name == "c" {
			return "new", nil
		}
		return "c-" + e.Name, nil
	}
	if _, err := r3.Run(context.Background(), es); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"bad", "c"}, fa3.names()); diff != "" {
		t.Errorf("after a new commit of c, audited (-want +got):\n%s", diff)
	}
}

func TestStateRoundTrip(t *testing.T) {
	st, err := OpenState(filepath.Join(t.TempDir(), "s.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	score := 3.5
	row := cohort.Row{Entry: cohort.Entry{Name: "a", Status: "ok", OverallScore: &score, Reports: []string{"a/report.json"}},
		Criteria: []cohort.RowCriterion{{ID: "x", Name: "X", MinScore: 1, MaxScore: 5, Score: &score}}}
	k := StateKey{Entry: "a /r/a", Commit: "c1", RubricDigest: "r", ToolVersion: "v", OptionsDigest: "o"}
	if err := st.Put(ctx, k, row); err != nil {
		t.Fatal(err)
	}
	got, ok, err := st.Done(ctx, k)
	if err != nil || !ok {
		t.Fatalf("Done = %v, %v", ok, err)
	}
	if diff := cmp.Diff(row, got); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	for _, other := range []StateKey{
		{Entry: "a /r/a", Commit: "c2", RubricDigest: "r", ToolVersion: "v", OptionsDigest: "o"},
		{Entry: "a /r/a", Commit: "c1", RubricDigest: "r2", ToolVersion: "v", OptionsDigest: "o"},
		{Entry: "a /r/a", Commit: "c1", RubricDigest: "r", ToolVersion: "v2", OptionsDigest: "o"},
		{Entry: "a /r/a", Commit: "c1", RubricDigest: "r", ToolVersion: "v", OptionsDigest: "o2"},
	} {
		if _, ok, _ := st.Done(ctx, other); ok {
			t.Errorf("Done(%+v) found the row of another key", other)
		}
	}
}

// A row stored by a build before flagged_claims existed is not done: it
// is audited again rather than reported with no flagged claims.
func TestStateOlderRowIsNotDone(t *testing.T) {
	st, err := OpenState(filepath.Join(t.TempDir(), "s.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	k := StateKey{Entry: "a /r/a", Commit: "c1", RubricDigest: "r", ToolVersion: "v", OptionsDigest: "o"}
	for _, tc := range []struct {
		row  string
		done bool
	}{
		{`{"entry":{"name":"a","status":"ok","hallucinated_claims":2,"reports":["a/report.json"]},"criteria":null}`, false},
		{`{"entry":{"name":"a","status":"ok","hallucinated_claims":2,"flagged_claims":3,"reports":["a/report.json"]},"criteria":null}`, true},
		{`not json`, false},
	} {
		if _, err := st.db.ExecContext(ctx, `DELETE FROM results`); err != nil {
			t.Fatal(err)
		}
		if _, err := st.db.ExecContext(ctx, `INSERT INTO results VALUES (?,?,?,?,?,?,?)`,
			k.Entry, k.Commit, k.RubricDigest, k.ToolVersion, k.OptionsDigest, "ok", tc.row); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := st.Done(ctx, k); err != nil || ok != tc.done {
			t.Errorf("Done(%s) = %v, %v; want %v", tc.row, ok, err, tc.done)
		}
	}
}
