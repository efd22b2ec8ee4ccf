package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestOriginAliases: the names a repository's manifests give it on GitHub
// other than its origin (a Go module path from before it moved, a
// package.json repository) make links into them links into this
// repository; a link into another repository stays a URL.
func TestOriginAliases(t *testing.T) {
	files := map[string]string{
		"go.mod":          "module github.com/zricethezav/gitleaks/v8\n\ngo 1.22\n",
		"package.json":    `{"name": "x", "repository": {"type": "git", "url": "git+https://github.com/old-org/gitleaks-js.git"}}`,
		"cmd/main.go":     "package main\n",
		"CONTRIBUTING.md": "See [rule.go](https://github.com/zricethezav/gitleaks/blob/master/cmd/rules/rule.go#L31), [main](https://github.com/old-org/gitleaks-js/blob/main/cmd/main.go) and [theirs](https://github.com/someone/else/blob/main/x.go).\n",
	}
	snap := repo.NewMemory(files, nil)
	snap.Origin = "https://github.com/gitleaks/gitleaks"
	if got, want := originAliases(snap, snap.Origin), []string{"zricethezav/gitleaks", "old-org/gitleaks-js"}; !cmp.Equal(got, want) {
		t.Errorf("originAliases = %q, want %q", got, want)
	}
	in := &detectives.Input{Snapshot: snap, Logger: zerolog.Nop()}
	ev, err := Detective.Run(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	claims := map[string]bool{}
	for _, e := range ev {
		if e.Claim != nil && e.Class == evidence.ClassPathClaim {
			claims[e.Claim.Text] = true
		}
	}
	for _, want := range []string{"/cmd/rules/rule.go", "/cmd/main.go"} {
		if !claims[want] {
			t.Errorf("no claim of %s in %v", want, claims)
		}
	}
	if claims["/x.go"] {
		t.Errorf("a link into another repository became a claim: %v", claims)
	}
}
