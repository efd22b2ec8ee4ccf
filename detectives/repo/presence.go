package repo

import (
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// presenceCheck is one reviewer-facing file check, as data. Match is given
// a repo-relative path outside vendored directories.
type presenceCheck struct {
	ID      string // stable key: "readme", "license", ...
	Goal    string
	Match   func(p string) bool
	Missing string // rationale when nothing matched
}

var (
	readmeRe   = regexp.MustCompile(`(?i)^readme(\.[a-z0-9]+)?$`)
	licenseRe  = regexp.MustCompile(`(?i)^(licen[cs]e|copying|unlicense)([.-][a-z0-9.-]+)?$`)
	testFileRe = regexp.MustCompile(`(_test\.go|_test\.py|_spec\.rb|Tests?\.(java|kt|cs)|\.(test|spec)\.[cm]?[jt]sx?)$|^test_.*\.py$`)
	testDirRe  = regexp.MustCompile(`(^|/)(tests?|__tests__|spec|specs|testing)/`)
	reqTxtRe   = regexp.MustCompile(`^requirements[-_.][\w.-]*\.txt$`)
	ciRe       = regexp.MustCompile(`^(\.github/workflows/[^/]+\.ya?ml|\.gitlab-ci\.ya?ml|\.circleci/config\.ya?ml|\.travis\.ya?ml|azure-pipelines\.ya?ml|Jenkinsfile|\.buildkite/.+|bitbucket-pipelines\.ya?ml|\.drone\.ya?ml|appveyor\.ya?ml|\.woodpecker(\.ya?ml|/.+))$`)
)

// lockFiles maps each dependency manifest name to the lock files of its
// ecosystem (nil: the ecosystem has no lock file, e.g. requirements.txt
// pins by itself).
var lockFiles = map[string][]string{
	"go.mod":           {"go.sum"},
	"package.json":     {"package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lockb", "bun.lock"},
	"pyproject.toml":   {"poetry.lock", "uv.lock", "pdm.lock", "Pipfile.lock"},
	"Pipfile":          {"Pipfile.lock"},
	"requirements.txt": nil,
	"setup.py":         nil,
	"environment.yml":  nil,
	"Cargo.toml":       {"Cargo.lock"},
	"pom.xml":          nil,
	"build.gradle":     {"gradle.lockfile"},
	"build.gradle.kts": {"gradle.lockfile"},
	"Gemfile":          {"Gemfile.lock"},
	"composer.json":    {"composer.lock"},
	"mix.exs":          {"mix.lock"},
	"pubspec.yaml":     {"pubspec.lock"},
	"Package.swift":    {"Package.resolved"},
}

// isLockFile reports whether base is a lock file of some ecosystem.
func isLockFile(base string) bool {
	for _, locks := range lockFiles {
		for _, l := range locks {
			if l == base {
				return true
			}
		}
	}
	return false
}

// presenceChecks are the FILE_PRESENCE checks, in report order.
var presenceChecks = []presenceCheck{
	{ID: "readme", Goal: "a README at the root, docs/ or .github/",
		Match: func(p string) bool {
			d := path.Dir(p)
			return (d == "." || d == "docs" || d == ".github") && readmeRe.MatchString(path.Base(p))
		},
		Missing: "no README: a reviewer has no entry point to the project"},
	{ID: "license", Goal: "a license file (LICENSE*, LICENCE*, COPYING*) at the root",
		Match:   func(p string) bool { return !strings.Contains(p, "/") && licenseRe.MatchString(p) },
		Missing: "no license file at the root: reuse terms are undefined"},
	{ID: "tests", Goal: "automated tests (files such as *_test.go, test_*.py, *.spec.ts or a tests/ directory)",
		Match: func(p string) bool {
			return testFileRe.MatchString(path.Base(p)) || testDirRe.MatchString(p) && languageOf(p) != ""
		},
		Missing: "no test file or test directory was found"},
	{ID: "ci", Goal: "a continuous-integration configuration (.github/workflows, .gitlab-ci.yml, .circleci, ...)",
		Match:   ciRe.MatchString,
		Missing: "no CI configuration: nothing runs the tests automatically"},
	{ID: "gitignore", Goal: "a .gitignore file",
		Match:   func(p string) bool { return path.Base(p) == ".gitignore" },
		Missing: "no .gitignore: build outputs and local files may be committed"},
	{ID: "dependency_manifest", Goal: "a dependency manifest (go.mod, package.json, pyproject.toml, requirements.txt, Cargo.toml, pom.xml, ...)",
		Match:   func(p string) bool { _, ok := lockFiles[path.Base(p)]; return ok || reqTxtRe.MatchString(path.Base(p)) },
		Missing: "no dependency manifest: dependencies are undeclared"},
	{ID: "lock_file", Goal: "a dependency lock file (go.sum, package-lock.json, yarn.lock, poetry.lock, uv.lock, Cargo.lock, ...)",
		Match:   func(p string) bool { return isLockFile(path.Base(p)) },
		Missing: "no lock file: dependency versions are not pinned reproducibly"},
}

// presence runs every presence check over the tracked, non-vendored files.
func presence(s *reposnap.Snapshot) []evidence.Evidence {
	out := make([]evidence.Evidence, 0, len(presenceChecks))
	for _, c := range presenceChecks {
		var hits []string
		for _, f := range s.Files {
			if f.Mode != reposnap.Submodule && !isVendored(f.Path) && c.Match(f.Path) {
				hits = append(hits, f.Path)
			}
		}
		out = append(out, presenceEvidence(c, sortShallowFirst(hits), s))
	}
	return out
}

// sortShallowFirst orders paths by depth, then lexically, so that the
// root-level match comes first and becomes the evidence location.
func sortShallowFirst(ps []string) []string {
	sort.SliceStable(ps, func(i, j int) bool {
		di, dj := strings.Count(ps[i], "/"), strings.Count(ps[j], "/")
		if di != dj {
			return di < dj
		}
		return ps[i] < ps[j]
	})
	return ps
}

func presenceEvidence(c presenceCheck, hits []string, s *reposnap.Snapshot) evidence.Evidence {
	e := evidence.Evidence{Goal: c.Goal, Found: len(hits) > 0, Confidence: 1,
		Data: map[string]any{"check": c.ID, "count": len(hits), "paths": bounded(hits, maxListed)}}
	if len(hits) == 0 {
		e.Content = fmt.Sprintf("%s: not found among %d tracked files", c.ID, len(s.Files))
		e.Rationale = c.Missing
		return finish(evidence.ClassFilePresence, c.ID, e)
	}
	e.Location = hits[0]
	e.Content = fmt.Sprintf("%s: %d matching path(s): %s", c.ID, len(hits), joinBounded(hits, ", ", 20))
	e.Rationale = "matched by path in the tracked tree"
	if c.ID == "lock_file" || c.ID == "dependency_manifest" {
		if missing := manifestsWithoutLock(s); len(missing) > 0 {
			e.Data["manifests_without_lock"] = bounded(missing, maxListed)
			e.Content += "; manifests without a lock file beside them: " + joinBounded(missing, ", ", 20)
		}
	}
	return finish(evidence.ClassFilePresence, c.ID, e)
}

// manifestsWithoutLock lists manifests whose ecosystem has a lock file but
// none of its lock files sits in the same directory.
func manifestsWithoutLock(s *reposnap.Snapshot) []string {
	m := s.Manifest()
	var out []string
	for _, f := range s.Files {
		locks, ok := lockFiles[path.Base(f.Path)]
		if !ok || len(locks) == 0 || isVendored(f.Path) {
			continue
		}
		dir := path.Dir(f.Path)
		has := false
		for _, l := range locks {
			has = has || m.HasFile(path.Join(dir, l))
		}
		if !has {
			out = append(out, f.Path)
		}
	}
	return out
}
