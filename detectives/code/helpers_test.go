package code

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// fixture builds the git repository of testdata/NAME.txtar and opens its
// snapshot.
func fixture(t *testing.T, name string) *reposnap.Snapshot {
	t.Helper()
	archive, err := os.ReadFile(filepath.Join("testdata", name+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := repotest.Build(t, string(archive))
	snap, err := reposnap.Open(context.Background(), dir, reposnap.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { snap.Close() })
	return snap
}

// collect runs the detective on snap with lim and checks the invariants
// every record must hold.
func collect(t *testing.T, snap *reposnap.Snapshot, lim Limits) ([]evidence.Evidence, *detectives.Input) {
	t.Helper()
	in := &detectives.Input{Snapshot: snap}
	evs, err := Collect(context.Background(), in, lim)
	if err != nil {
		t.Fatalf("Collect: %v", err)
	}
	ids := map[string]bool{}
	for _, e := range evs {
		if ids[e.ID] {
			t.Errorf("duplicate id %s: %s", e.ID, e.Content)
		}
		ids[e.ID] = true
		if e.Source != evidence.Repo || e.Location == "" || strings.HasPrefix(e.Location, "/") || !strings.HasPrefix(e.ID, "repo_CODE_") {
			t.Errorf("malformed evidence %+v", e)
		}
	}
	return evs, in
}

// contents returns the content of every record of class, in order.
func contents(evs []evidence.Evidence, class evidence.Class) []string {
	var out []string
	for _, e := range evs {
		if e.Class == class {
			out = append(out, e.Content)
		}
	}
	return out
}

// warnings renders the recorded warnings as "location: message".
func warnings(in *detectives.Input) []string {
	var out []string
	for _, w := range in.Warnings() {
		out = append(out, w.Location+": "+w.Message)
	}
	return out
}

func classOf(s string) evidence.Class { return evidence.Class(s) }

func sorted(s []string) []string {
	out := append([]string(nil), s...)
	sort.Strings(out)
	return out
}
