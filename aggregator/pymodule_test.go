package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/internal/taskfiles"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestPyModule: `python -m pkg.mod` resolves to a module file, a package
// or a src/ layout; a missing module of the project's own package is a
// finding; a module no package of the tree is named like is the standard
// library's or an installed package's.
func TestPyModule(t *testing.T) {
	files := []string{"ledger/__init__.py", "ledger/db.py", "src/app/main.py", "tools/cli/__main__.py", "svc/api/server.py", "README.md"}
	tests := []struct {
		name, module, dir string
		want              evidence.ClaimStatus
	}{
		{"module file", "ledger.db", ".", evidence.StatusResolved},
		{"src layout", "app.main", ".", evidence.StatusResolved},
		{"package with __main__", "tools.cli", ".", evidence.StatusResolved},
		{"from the command's directory", "api.server", "svc", evidence.StatusResolved},
		{"missing module of the project's package", "ledger.cli", ".", evidence.StatusMissing},
		{"missing module under src", "app.worker", ".", evidence.StatusMissing},
		{"standard library", "http.server", ".", evidence.StatusNotAClaim},
		{"installed package", "pytest", ".", evidence.StatusNotAClaim},
	}
	for _, tc := range tests {
		ev := cmdEv("README.md", "python", taskfiles.PyModule, tc.module, tc.dir, tc.dir != ".", "python -m "+tc.module)
		out := Aggregate(Input{Evidence: evidence.Set{evidence.Docs: []evidence.Evidence{ev}}, Manifest: evidence.NewManifest(files), Code: newFakeCode(map[string]string{})})
		var got evidence.ClaimStatus
		for _, e := range out.Evidence[evidence.Docs] {
			if e.Class == evidence.ClassCommandClaim && e.Claim != nil {
				got = e.Claim.Status
			}
		}
		if got != tc.want {
			t.Errorf("%s: python -m %s -> %s, want %s", tc.name, tc.module, got, tc.want)
		}
	}
	// a documentation-only repository: no installed package is called src
	ev := cmdEv("README.md", "python", taskfiles.PyModule, "src.main", ".", false, "python -m src.main")
	out := Aggregate(Input{Evidence: evidence.Set{evidence.Docs: []evidence.Evidence{ev}}, Manifest: evidence.NewManifest([]string{"README.md"}), Code: newFakeCode(map[string]string{})})
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassCommandClaim && e.Claim != nil && e.Claim.Status != evidence.StatusMissing {
			t.Errorf("python -m src.main without src/ -> %s, want missing", e.Claim.Status)
		}
	}
	// a module named like the repository is the project's own; another
	// repository's is an installed package
	nested := cmdEv("README.md", "python", taskfiles.PyModule, "ledger.mcp_server", ".", false, "python -m ledger.mcp_server")
	out = Aggregate(Input{Evidence: evidence.Set{evidence.Docs: []evidence.Evidence{nested}}, Manifest: evidence.NewManifest([]string{"README.md", "starter/ledger/mcp_server.py"}), Code: newFakeCode(map[string]string{}), RepoName: "The-Ledger"})
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassCommandClaim && e.Claim != nil && e.Claim.Status != evidence.StatusResolved {
			t.Errorf("python -m ledger.mcp_server with starter/ledger/mcp_server.py -> %s, want resolved", e.Claim.Status)
		}
	}
	for repo, want := range map[string]evidence.ClaimStatus{"The-Ledger": evidence.StatusMissing, "ledger": evidence.StatusMissing, "ledger-tools": evidence.StatusNotAClaim, "": evidence.StatusNotAClaim} {
		ev := cmdEv("README.md", "python", taskfiles.PyModule, "ledger.cli", ".", false, "python -m ledger.cli migrate")
		out := Aggregate(Input{Evidence: evidence.Set{evidence.Docs: []evidence.Evidence{ev}}, Manifest: evidence.NewManifest([]string{"README.md"}), Code: newFakeCode(map[string]string{}), RepoName: repo})
		for _, e := range out.Evidence[evidence.Docs] {
			if e.Class == evidence.ClassCommandClaim && e.Claim != nil && e.Claim.Status != want {
				t.Errorf("repository %q: python -m ledger.cli -> %s, want %s", repo, e.Claim.Status, want)
			}
		}
	}
}

// TestRunnerItself: in the runner's own repository (casey/just), `just
// serve` is an example of the reader's justfile.
func TestRunnerItself(t *testing.T) {
	files := map[string]string{"justfile": "build:\n\tcargo build\n", "README.md": ""}
	for _, tc := range []struct {
		repo string
		want evidence.ClaimStatus
	}{{"just", evidence.StatusNotAClaim}, {"my-app", evidence.StatusMissing}} {
		man := []string{"justfile", "README.md"}
		out := Aggregate(Input{Evidence: evidence.Set{evidence.Docs: []evidence.Evidence{cmdEv("README.md", "just", taskfiles.Just, "serve", ".", false, "just serve")}},
			Manifest: evidence.NewManifest(man), Code: newFakeCode(files), RepoName: tc.repo})
		var got evidence.ClaimStatus
		for _, e := range out.Evidence[evidence.Docs] {
			if e.Class == evidence.ClassCommandClaim && e.Claim != nil {
				got = e.Claim.Status
			}
		}
		if got != tc.want {
			t.Errorf("repository %s: just serve -> %s, want %s", tc.repo, got, tc.want)
		}
	}
}
