package repo

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// runOn runs the detective over an in-memory snapshot.
func runOn(t *testing.T, files map[string]string, commits []reposnap.Commit) ([]evidence.Evidence, *detectives.Input) {
	t.Helper()
	in := &detectives.Input{Snapshot: reposnap.NewMemory(files, commits)}
	evs, err := Detective.Run(context.Background(), in)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	ids := map[string]bool{}
	for _, e := range evs {
		if ids[e.ID] {
			t.Errorf("duplicate evidence id %s (%s)", e.ID, e.Content)
		}
		ids[e.ID] = true
		if e.Source != evidence.Repo || e.Location == "" || len(e.Content) > evidence.MaxContent+len("…") {
			t.Errorf("malformed evidence %+v", e)
		}
	}
	return evs, in
}

// ofClass returns the evidence of one class, in output order.
func ofClass(evs []evidence.Evidence, c evidence.Class) []evidence.Evidence {
	var out []evidence.Evidence
	for _, e := range evs {
		if e.Class == c {
			out = append(out, e)
		}
	}
	return out
}

// byData indexes evidence of one class by a Data key (check, signal, rule).
func byData(evs []evidence.Evidence, c evidence.Class, key string) map[string]evidence.Evidence {
	m := map[string]evidence.Evidence{}
	for _, e := range ofClass(evs, c) {
		if k, ok := e.Data[key].(string); ok {
			m[k] = e
		}
	}
	return m
}
