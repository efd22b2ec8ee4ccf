package aggregator

import (
	"fmt"
	"slices"
	"strings"
)

// resolution is how a target matched the manifest.
type resolution struct {
	path      string   // the tracked file or directory matched
	isDir     bool     // path is a directory
	how       string   // rationale fragment
	caseMiss  bool     // matched only ignoring case
	ambiguous []string // several partial matches: not resolved
}

// resolve looks t up, in order: exact path, then the document-directory
// fallback and the repository-name alternative (see stripRepo), then
// ignoring case, then as the unique end of a tracked path (smart targets
// only). Several partial matches leave the claim ambiguous.
func (r *run) resolve(t target) (resolution, bool) {
	if res, ok := r.exactAny(t); ok {
		return res, true
	}
	cands := append([]string{t.path}, t.fallback...)
	for _, p := range cands {
		if m := r.x.foldCase(p, t.dirOnly); len(m) > 0 {
			return resolution{path: m[0], isDir: !r.x.m.HasFile(m[0]), caseMiss: true,
				how: fmt.Sprintf("matches %s only ignoring case (breaks on case-sensitive file systems)", m[0])}, true
		}
	}
	if !t.smart || t.placed || t.path == "." {
		return resolution{}, false
	}
	switch m := r.x.suffix(t.path, t.dirOnly); len(m) {
	case 0:
		return r.capitalised(t)
	case 1:
		return resolution{path: m[0], isDir: !r.x.m.HasFile(m[0]),
			how: fmt.Sprintf("partial path: the only tracked path ending in %s is %s", t.path, m[0])}, true
	default:
		return resolution{ambiguous: m}, false
	}
}

// exactAny tries the exact candidates of t in order: the looked-for path,
// the document-directory fallbacks, the repository-name alternative.
func (r *run) exactAny(t target) (resolution, bool) {
	if ok, dir := r.x.exact(t.path, t.dirOnly); ok {
		how := "exists at the audited revision"
		if t.stripped != "" {
			how = fmt.Sprintf("exists once the repository name %q is stripped", t.stripped)
		}
		return resolution{path: t.path, isDir: dir, how: how}, true
	}
	for _, f := range t.fallback {
		if ok, dir := r.x.exact(f, t.dirOnly); ok {
			return resolution{path: f, isDir: dir, how: "exists relative to the citing document's directory"}, true
		}
	}
	if t.repoAlt != "" {
		if ok, dir := r.x.exact(t.repoAlt, t.dirOnly); ok {
			how := "exists once the repository name is stripped"
			if t.repoPart != "" {
				how = fmt.Sprintf("exists once %s/, part of the repository's name, is stripped: written from a workspace that holds this repository as %s/", t.repoPart, t.repoPart)
			}
			return resolution{path: t.repoAlt, isDir: dir, how: how}, true
		}
	}
	return r.throughSymlinks(t)
}

// throughSymlinks resolves the exact candidates of t through the
// committed symlinked directories on their way (linkdir/x.go is
// realdir/x.go when linkdir -> realdir is tracked), never out of the
// repository.
func (r *run) throughSymlinks(t target) (resolution, bool) {
	for _, p := range append([]string{t.path}, t.fallback...) {
		q, ok := r.x.m.ThroughSymlinks(p)
		if !ok {
			continue
		}
		if found, dir := r.x.exact(q, t.dirOnly); found {
			return resolution{path: q, isDir: dir, how: fmt.Sprintf("exists through a committed symlink: %s is %s", p, q)}, true
		}
	}
	return resolution{}, false
}

// inSubmodule reports a target inside a git submodule of the repository:
// its files are not in this tree, so the path is not checked (and never
// flagged).
func (r *run) inSubmodule(t target) (string, bool) {
	for _, p := range append([]string{t.path}, t.fallback...) {
		if dir, l, ok := r.x.m.Submodule(p); ok {
			commit := l.Target
			if len(commit) > 12 {
				commit = commit[:12]
			}
			why := fmt.Sprintf("in submodule %s at commit %s, not checked", dir, commit)
			if l.URL != "" {
				why = fmt.Sprintf("in submodule %s (%s) at commit %s, not checked", dir, l.URL, commit)
			}
			return why, true
		}
	}
	return "", false
}

// stripRepo applies the repository-name rule to a smart target: a first
// segment equal to the repository name is dropped from the looked-for path
// (so "repo/src/x.py" and "src/x.py" raise the same flag), unless the
// repository has a top-level directory of that name, in which case the
// written path stays first and the stripped one is a fallback.
func (r *run) stripRepo(t *target) {
	if !t.smart {
		return
	}
	rest, whole := stripRepoName(t.path, r.in.RepoName)
	if !whole {
		var ok bool
		if rest, ok = stripRepoNamePart(t.path, r.in.RepoName); !ok {
			return
		}
	}
	first := t.path[:len(t.path)-len(rest)-1]
	if !whole {
		// a part of the name: only an alternative, and not over a
		// directory of that name
		if !r.x.m.HasDir(first) {
			t.repoAlt, t.repoPart = rest, first
		}
		return
	}
	if r.x.m.HasDir(first) {
		t.repoAlt = rest
		return
	}
	t.path, t.stripped, t.fallback = rest, first, nil
}

// stripRepoName removes a leading segment equal to the repository name.
func stripRepoName(p, name string) (string, bool) {
	if name == "" {
		return "", false
	}
	first, rest, ok := strings.Cut(p, "/")
	if !ok || rest == "" || !strings.EqualFold(first, name) {
		return "", false
	}
	return rest, true
}

// stripRepoNamePart removes a leading segment that is a run of whole
// words of the repository name, of at least four letters ("bench/" or
// "tenacious-bench/" of week11-tenacious-bench): the name under which the
// author's workspace holds this repository. The result is only an
// alternative, tried for an exact match (see exactAny).
func stripRepoNamePart(p, name string) (string, bool) {
	first, rest, ok := strings.Cut(p, "/")
	if !ok || rest == "" || len(first) < 4 || name == "" {
		return "", false
	}
	seg, words := nameWords(first), nameWords(name)
	for i := 0; i+len(seg) <= len(words); i++ {
		if slices.Equal(words[i:i+len(seg)], seg) {
			return rest, true
		}
	}
	return "", false
}

// nameWords splits a name at '-', '_' and '.', lower-cased.
func nameWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '-' || r == '_' || r == '.' })
}

// ambiguousReason lists up to three candidates.
func ambiguousReason(t target, m []string) string {
	show := m
	if len(show) > 3 {
		show = show[:3]
	}
	more := ""
	if len(m) > 3 {
		more = fmt.Sprintf(" and %d more", len(m)-3)
	}
	return fmt.Sprintf("ambiguous: %s matches %d tracked paths (%s%s); not flagged",
		t.path, len(m), strings.Join(show, ", "), more)
}

// capitalised resolves a bare file name written with a capital first
// letter, as a sentence or list item begins ("3) Judges.py enforces
// ..."), to the only tracked path ending in the name with a small one.
func (r *run) capitalised(t target) (resolution, bool) {
	p := t.path
	if strings.Contains(p, "/") || p == "" || p[0] < 'A' || p[0] > 'Z' || strings.ToLower(p[1:]) != p[1:] {
		return resolution{}, false
	}
	low := strings.ToLower(p[:1]) + p[1:]
	if m := r.x.suffix(low, t.dirOnly); len(m) == 1 {
		return resolution{path: m[0], isDir: !r.x.m.HasFile(m[0]), caseMiss: true,
			how: fmt.Sprintf("matches %s only ignoring the capital that begins the sentence", m[0])}, true
	}
	return resolution{}, false
}
