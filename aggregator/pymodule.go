package aggregator

import (
	"fmt"
	"path"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ReasonInstalledModule is recorded on `python -m NAME` when no package of
// the tree is named like the module's top level: the standard library's
// (venv, http.server) or an installed package's (pytest, pip).
const ReasonInstalledModule = "a module of the standard library or an installed package (no package of this repository has its top-level name): not checked"

// pyModule resolves `python -m pkg.mod` against the tree: from the
// directory the command runs in and from the root, directly and under
// src/, a module is pkg/mod.py or a package directory pkg/mod/. When the top-level
// package exists and the module does not, the command cannot run: a
// finding like a missing make target.
func (r *run) pyModule(e *evidence.Evidence, c *evidence.Claim) {
	name := dataStr(e, "name")
	rel := strings.ReplaceAll(name, ".", "/")
	top, _, _ := strings.Cut(rel, "/")
	var expected string
	for _, base := range r.moduleBases(e) {
		p := path.Join(base, rel)
		if r.x.m.HasFile(p + ".py") {
			c.Path = p + ".py"
			r.commandResolved(e, c, c.Path, fmt.Sprintf("module %s is %s", name, c.Path))
			return
		}
		if r.x.m.HasDir(p) { // a package, with or without __init__.py or __main__.py
			c.Path = p
			r.commandResolved(e, c, p, fmt.Sprintf("module %s is the package directory %s", name, p))
			return
		}
		if expected == "" && (r.x.m.HasDir(path.Join(base, top)) || r.x.m.HasFile(path.Join(base, top)+".py")) {
			expected = p + ".py"
		}
	}
	if expected == "" && (projectOnlyTops[top] || ownModule(top, r.in.RepoName)) {
		// `python -m src.main` with no src/: no installed package is called
		// src; `python -m ledger.cli` in the-ledger: the project's own
		if f := r.x.m.WithSuffix(rel + ".py"); len(f) == 1 {
			c.Path = f[0] // run from the directory above it (starter/ledger/mcp_server.py)
			r.commandResolved(e, c, c.Path, fmt.Sprintf("module %s is %s, run from its parent directory", name, c.Path))
			return
		}
		expected = rel + ".py"
	}
	if expected == "" {
		notAClaim(e, c, ReasonInstalledModule)
		return
	}
	c.Path = expected
	r.codeFinding(e, c, fmt.Sprintf("no module %s: %s is this project's package name, and neither %s nor %s/__init__.py exists", name, top, expected, strings.TrimSuffix(expected, ".py")))
}

// projectOnlyTops are top-level module names only a project's own tree
// has: no installed package is imported as src, scripts or tests.
var projectOnlyTops = map[string]bool{"src": true, "scripts": true, "tests": true}

// ownModule reports a top-level module named like the repository itself
// ("ledger" in The-Ledger, "my_tool" in my-tool): the project's own
// package, not an installed one.
func ownModule(top, repo string) bool {
	n := strings.NewReplacer("-", "_", ".", "_").Replace(strings.ToLower(repo))
	for _, article := range []string{"the_", "a_", "my_"} {
		n = strings.TrimPrefix(n, article)
	}
	return n != "" && n == strings.ToLower(top)
}

// moduleBases are the directories a module is looked up from: the one the
// command runs in, the root, and their src/ layouts.
func (r *run) moduleBases(e *evidence.Evidence) []string {
	dir := dataStr(e, "dir")
	if dir == "" {
		dir = "."
	}
	var out []string
	for _, d := range []string{dir, "."} {
		for _, b := range []string{d, path.Join(d, "src")} {
			if !contains(out, b) {
				out = append(out, b)
			}
		}
	}
	return out
}
