package aggregator

import (
	"fmt"
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

// resolve looks t up, in order: exact path (then the fallbacks), with the
// repository's own name stripped from the front, ignoring case, and as
// the unique end of a tracked path (smart targets only). Several partial
// matches leave the claim ambiguous.
func (r *run) resolve(t target) (resolution, bool) {
	cands := append([]string{t.path}, t.fallback...)
	for i, p := range cands {
		if ok, dir := r.x.exact(p, t.dirOnly); ok {
			how := "exists at the audited revision"
			if i > 0 {
				how = "exists relative to the citing document's directory"
			}
			return resolution{path: p, isDir: dir, how: how}, true
		}
	}
	if t.smart {
		if rest, ok := stripRepoName(t.path, r.in.RepoName); ok {
			if ok, dir := r.x.exact(rest, t.dirOnly); ok {
				return resolution{path: rest, isDir: dir, how: fmt.Sprintf("exists once the repository name %q is stripped", r.in.RepoName)}, true
			}
		}
	}
	for _, p := range cands {
		if m := r.x.foldCase(p, t.dirOnly); len(m) > 0 {
			return resolution{path: m[0], isDir: !r.x.m.HasFile(m[0]), caseMiss: true,
				how: fmt.Sprintf("matches %s only ignoring case (breaks on case-sensitive file systems)", m[0])}, true
		}
	}
	if !t.smart || t.path == "." {
		return resolution{}, false
	}
	switch m := r.x.suffix(t.path, t.dirOnly); len(m) {
	case 0:
		return resolution{}, false
	case 1:
		return resolution{path: m[0], isDir: !r.x.m.HasFile(m[0]),
			how: fmt.Sprintf("partial path: the only tracked path ending in %s is %s", t.path, m[0])}, true
	default:
		return resolution{ambiguous: m}, false
	}
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
