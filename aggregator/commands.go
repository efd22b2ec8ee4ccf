package aggregator

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/internal/taskfiles"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// CodeFacts answers what the project's runner files define and what its
// source files say, for COMMAND_CLAIM and SYMBOL_CLAIM resolution. Paths
// are repo-relative, POSIX.
type CodeFacts interface {
	// Runner returns what tool's file (taskfiles.Make, NPM, Just, Task,
	// Pyproject) in directory dir defines, the dependency names it
	// declares, and ok=false when dir has no such file.
	Runner(tool, dir string) (taskfiles.Defined, []string, bool)
	// DefinedElsewhere returns another runner file of tool in the tree
	// that defines name, or "".
	DefinedElsewhere(tool, name string) string
	// Source returns the bytes of a tracked file.
	Source(path string) ([]byte, error)
}

// Reasons of command claims that are not checked.
const (
	ReasonNoRunnerFile = "no such runner file in this repository: a command about another setup, not a claim about a target"
	ReasonOpenRunner   = "the runner file defines names it cannot list (variables, includes, imports): not checked"
	ReasonNoCodeFacts  = "no code facts were given: not checked"
	ReasonRunnerItself = "the repository is the runner itself (just's, task's own documentation): its commands run the reader's recipes"
)

// command resolves one COMMAND_CLAIM in place: resolved when the runner
// file (in the directory the command names, else the document's nearest
// one and the root) defines the name, missing (a finding, Found=false)
// when it exists and does not, not a claim when there is no such file.
func (r *run) command(e *evidence.Evidence) {
	c := *e.Claim
	e.Claim = &c
	if c.Status != "" {
		return
	}
	if runner := dataStr(e, "runner"); runner != "" && strings.EqualFold(runner, r.in.RepoName) {
		notAClaim(e, &c, ReasonRunnerItself)
		return
	}
	if dataStr(e, "tool") == taskfiles.PyModule {
		r.pyModule(e, &c)
		return
	}
	if r.in.Code == nil {
		c.Status, c.Reason = evidence.StatusNotAClaim, ReasonNoCodeFacts
		return
	}
	tool, name := dataStr(e, "tool"), dataStr(e, "name")
	files, open := []string{}, false
	var all []string
	primary := r.commandDirs(e, tool)
	for i, dir := range append(primary, strings_(e.Data["earlier_dirs"])...) {
		d, deps, ok := r.in.Code.Runner(tool, dir)
		if !ok {
			continue
		}
		if i >= len(primary) { // an earlier cd: resolves or makes it unreadable, never claims
			open = open || d.Open
			if d.Has(name) {
				c.Path = d.File
				r.commandResolved(e, &c, d.File, fmt.Sprintf("%s defines %q (an earlier block changes into %s)", d.File, name, dir))
				return
			}
			continue
		}
		files = append(files, d.File)
		if d.Has(name) {
			c.Path = d.File
			r.commandResolved(e, &c, d.File, fmt.Sprintf("%s defines %q", d.File, name))
			return
		}
		if how, ok := r.commandDefault(e, tool, name, dir, deps); ok {
			c.Path = d.File
			r.commandResolved(e, &c, d.File, how)
			return
		}
		open = open || d.Open
		all = append(all, d.Names...)
	}
	switch {
	case len(files) == 0:
		notAClaim(e, &c, ReasonNoRunnerFile)
	case open:
		c.Path = files[0]
		c.Status, c.Reason = evidence.StatusAmbiguous, ReasonOpenRunner
		e.Found, e.Rationale = false, c.Reason
	case r.in.Code.DefinedElsewhere(tool, name) != "":
		c.Path = files[0]
		c.Status = evidence.StatusAmbiguous
		c.Reason = fmt.Sprintf("%s does not define %q but %s does: the document may run it there", files[0], name, r.in.Code.DefinedElsewhere(tool, name))
		e.Found, e.Rationale = false, c.Reason
	default:
		c.Path = files[0]
		reason := fmt.Sprintf("%s defines no %s %q (%s)", strings.Join(files, " and "), noun(tool), name, defines(all))
		r.codeFinding(e, &c, reason)
	}
}

func (r *run) commandResolved(e *evidence.Evidence, c *evidence.Claim, file, how string) {
	c.Status, c.Resolved, c.Reason = evidence.StatusResolved, file, how
	e.Found, e.Rationale = true, fmt.Sprintf("%q run in %s: %s.", c.Text, citedIn(c), how)
}

// codeFinding records a missing command or symbol on the claim itself
// (Found=false, status missing), unless it is suppressed.
func (r *run) codeFinding(e *evidence.Evidence, c *evidence.Claim, reason string) {
	e.Found = false
	if why, ok := r.weakDocument(c); ok {
		markUnconfirmed(e, c, why)
		return
	}
	if c.Historical {
		notAClaim(e, c, "a historical entry (an older changelog entry, a dated post) names the project as it was then: "+reason)
		return
	}
	if by := r.suppressedBy(c); by != "" {
		c.Suppressed = true
		c.Status, c.Reason = StatusSuppressed, fmt.Sprintf("%s (would be %s: %s)", by, evidence.StatusMissing, reason)
		e.Rationale = c.Reason
		return
	}
	c.Status, c.Reason = evidence.StatusMissing, reason
	e.Rationale = fmt.Sprintf("%q cited in %s: %s.", c.Text, citedIn(c), reason)
}

// commandDirs are the directories whose runner file a command may mean:
// the one the command names, else the document's nearest one and the
// root. (The directories earlier code blocks cd'ed into, data
// earlier_dirs, may resolve a command but never make it a claim.)
func (r *run) commandDirs(e *evidence.Evidence, tool string) []string {
	dir := dataStr(e, "dir")
	if dir == "" {
		dir = "."
	}
	if b, _ := e.Data["explicit_dir"].(bool); b {
		return []string{dir}
	}
	out := []string{}
	for d := dataStr(e, "document_dir"); d != "" && d != "." && d != "/"; d = path.Dir(d) {
		if _, _, ok := r.in.Code.Runner(tool, d); ok {
			out = append(out, d)
			break
		}
	}
	return append(out, ".")
}

// binPackages are the packages of common binaries that `yarn NAME` or
// `pnpm NAME` runs from node_modules/.bin, by binary name.
var binPackages = map[string]string{"tsc": "typescript", "next": "next", "vite": "vite", "jest": "jest",
	"eslint": "eslint", "prettier": "prettier", "vitest": "vitest", "tsx": "tsx", "ts-node": "ts-node",
	"playwright": "@playwright/test", "nodemon": "nodemon", "webpack": "webpack", "rollup": "rollup",
	"esbuild": "esbuild", "turbo": "turbo", "nx": "nx", "lerna": "lerna", "changeset": "@changesets/cli",
	"docusaurus": "@docusaurus/core", "storybook": "storybook", "husky": "husky", "biome": "@biomejs/biome"}

// commandDefault resolves what a runner does without the name being
// defined: `npm start` runs server.js, `yarn NAME` runs a dependency's
// binary, `uv run NAME` a dependency's command or a tracked script.
func (r *run) commandDefault(e *evidence.Evidence, tool, name, dir string, deps []string) (string, bool) {
	runner := dataStr(e, "runner")
	switch tool {
	case taskfiles.NPM:
		if runner == "npm" && name == "start" && r.x.m.HasFile(path.Join(dir, "server.js")) {
			return "npm start runs server.js when no start script is defined", true
		}
		if runner != "npm" && !strings.Contains(e.Claim.Text, " run ") && (contains(deps, name) || binPackages[name] != "") {
			return fmt.Sprintf("%s %s runs a binary of the project's dependencies", runner, name), true
		}
	case taskfiles.Pyproject:
		if r.x.m.HasFile(path.Join(dir, name)) {
			return "a tracked script of that name", true
		}
		for _, d := range deps {
			if d == strings.ToLower(name) || strings.HasPrefix(d, strings.ToLower(name)) || strings.HasPrefix(strings.ToLower(name), d) {
				return fmt.Sprintf("a command of the dependency %s", d), true
			}
		}
	}
	return "", false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func noun(tool string) string {
	switch tool {
	case taskfiles.Make:
		return "target"
	case taskfiles.NPM:
		return "script"
	case taskfiles.Just:
		return "recipe"
	case taskfiles.Task:
		return "task"
	}
	return "console script"
}

// defines lists a few of the defined names for the reason.
func defines(names []string) string {
	if len(names) == 0 {
		return "it defines none"
	}
	s := append([]string(nil), names...)
	sort.Strings(s)
	if len(s) > 8 {
		return "it defines " + strings.Join(s[:8], ", ") + fmt.Sprintf(" and %d more", len(s)-8)
	}
	return "it defines " + strings.Join(s, ", ")
}

func dataStr(e *evidence.Evidence, k string) string {
	s, _ := e.Data[k].(string)
	return s
}

// dropNoRunner removes the COMMAND_CLAIM evidence whose runner file does
// not exist: a command about another setup is no claim about this
// project's targets, and listing it would only be noise.
func dropNoRunner(list []evidence.Evidence) []evidence.Evidence {
	n := 0
	for _, e := range list {
		if e.Class == evidence.ClassCommandClaim && e.Claim != nil && e.Claim.Reason == ReasonNoRunnerFile {
			n++
		}
	}
	if n == 0 {
		return list
	}
	out := make([]evidence.Evidence, 0, len(list)-n)
	for _, e := range list {
		if !(e.Class == evidence.ClassCommandClaim && e.Claim != nil && e.Claim.Reason == ReasonNoRunnerFile) {
			out = append(out, e)
		}
	}
	return out
}
