package repo

import (
	"fmt"
	"sort"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/format/gitignore"
)

// Bounds on .gitignore processing: bytes read per file and files honoured.
const (
	maxIgnoreBytes = 64 << 10
	maxIgnoreFiles = 1000
)

// ignoreSource is the content of one .gitignore and the directory holding
// it ("" for the root).
type ignoreSource struct {
	dir  string
	data []byte
}

// parseIgnore turns one .gitignore into patterns scoped to its directory.
// A parser panic on hostile input is recovered into an error.
func parseIgnore(src ignoreSource) (ps []gitignore.Pattern, err error) {
	defer func() {
		if r := recover(); r != nil {
			ps, err = nil, fmt.Errorf("%s: unparsable .gitignore: %v", joinPath(src.dir, ".gitignore"), r)
		}
	}()
	var domain []string
	if src.dir != "" {
		domain = strings.Split(src.dir, "/")
	}
	for _, line := range strings.Split(string(src.data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		ps = append(ps, gitignore.ParsePattern(line, domain))
	}
	return ps, nil
}

// sortIgnoreSources orders sources parents first (by depth, then path), the
// order git gives them priority in (later, deeper files win).
func sortIgnoreSources(srcs []ignoreSource) {
	sort.SliceStable(srcs, func(i, j int) bool {
		di, dj := depth(srcs[i].dir), depth(srcs[j].dir)
		if di != dj {
			return di < dj
		}
		return srcs[i].dir < srcs[j].dir
	})
}

func depth(dir string) int {
	if dir == "" {
		return 0
	}
	return strings.Count(dir, "/") + 1
}

// ignoreMatcher builds Snapshot.Ignored from patterns (nil when there are
// none). The returned func is safe for concurrent use; a panic while
// matching is treated as "not ignored".
func ignoreMatcher(ps []gitignore.Pattern) func(string, bool) bool {
	if len(ps) == 0 {
		return nil
	}
	m := gitignore.NewMatcher(ps)
	return func(p string, isDir bool) (ignored bool) {
		defer func() {
			if recover() != nil {
				ignored = false
			}
		}()
		p = strings.Trim(p, "/")
		if p == "" || p == "." {
			return false
		}
		return m.Match(strings.Split(p, "/"), isDir)
	}
}

// joinPath joins a repo-relative directory and a name with "/".
func joinPath(dir, name string) string {
	if dir == "" {
		return name
	}
	return dir + "/" + name
}

// buildIgnored parses sources into a matcher, sorting them parents first;
// parse failures are appended to warns.
func buildIgnored(srcs []ignoreSource, warns []string) (func(string, bool) bool, []string) {
	sortIgnoreSources(srcs)
	var all []gitignore.Pattern
	for _, src := range srcs {
		ps, err := parseIgnore(src)
		if err != nil {
			warns = append(warns, err.Error())
			continue
		}
		all = append(all, ps...)
	}
	return ignoreMatcher(all), warns
}
