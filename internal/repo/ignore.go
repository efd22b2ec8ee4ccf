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

// ignoreRule is one .gitignore pattern and the note of its group: the
// comment lines above the run of patterns it belongs to, a blank line
// ending the group ("# Licensed seed materials — do not redistribute"
// over data/seed/ and data/pricing.json).
type ignoreRule struct {
	pattern gitignore.Pattern
	note    string
}

// maxIgnoreNote bounds the note kept per group.
const maxIgnoreNote = 300

// parseIgnore turns one .gitignore into rules scoped to its directory.
// A parser panic on hostile input is recovered into an error.
func parseIgnore(src ignoreSource) (rules []ignoreRule, err error) {
	defer func() {
		if r := recover(); r != nil {
			rules, err = nil, fmt.Errorf("%s: unparsable .gitignore: %v", joinPath(src.dir, ".gitignore"), r)
		}
	}()
	var domain []string
	if src.dir != "" {
		domain = strings.Split(src.dir, "/")
	}
	note, inComment := "", false
	for _, line := range strings.Split(string(src.data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		switch {
		case strings.TrimSpace(line) == "":
			note, inComment = "", false
		case strings.HasPrefix(line, "#"):
			if !inComment {
				note = ""
			}
			note, inComment = joinNote(note, strings.TrimSpace(strings.TrimLeft(line, "#"))), true
		default:
			inComment = false
			rules = append(rules, ignoreRule{gitignore.ParsePattern(line, domain), note})
		}
	}
	return rules, nil
}

// joinNote appends a comment line to a group's note, within maxIgnoreNote.
func joinNote(note, line string) string {
	if line == "" || len(note) >= maxIgnoreNote {
		return note
	}
	if note != "" {
		note += " "
	}
	note += line
	if len(note) > maxIgnoreNote {
		note = strings.ToValidUTF8(note[:maxIgnoreNote], "")
	}
	return note
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

// ignoreMatcher builds Snapshot.Ignored from rules (nil when there are
// none). The returned func is safe for concurrent use; a panic while
// matching is treated as "not ignored".
func ignoreMatcher(rules []ignoreRule) func(string, bool) bool {
	if len(rules) == 0 {
		return nil
	}
	ps := make([]gitignore.Pattern, len(rules))
	for i, r := range rules {
		ps[i] = r.pattern
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

// ignoreNoter builds Snapshot.IgnoreNote from rules (nil when no rule has
// a note): the note of the rule that decides a path, as git decides it
// (the last matching rule wins), "" when that rule re-includes the path
// or has no note. Safe for concurrent use; a panic gives "".
func ignoreNoter(rules []ignoreRule) func(string, bool) string {
	noted := false
	for _, r := range rules {
		noted = noted || r.note != ""
	}
	if !noted {
		return nil
	}
	return func(p string, isDir bool) (note string) {
		defer func() {
			if recover() != nil {
				note = ""
			}
		}()
		p = strings.Trim(p, "/")
		if p == "" || p == "." {
			return ""
		}
		parts := strings.Split(p, "/")
		for i := len(rules) - 1; i >= 0; i-- {
			switch rules[i].pattern.Match(parts, isDir) {
			case gitignore.Exclude:
				return rules[i].note
			case gitignore.Include:
				return ""
			}
		}
		return ""
	}
}

// joinPath joins a repo-relative directory and a name with "/".
func joinPath(dir, name string) string {
	if dir == "" {
		return name
	}
	return dir + "/" + name
}

// buildIgnored parses sources into a matcher and a noter, sorting them
// parents first; parse failures are appended to warns.
func buildIgnored(srcs []ignoreSource, warns []string) (func(string, bool) bool, func(string, bool) string, []string) {
	sortIgnoreSources(srcs)
	var all []ignoreRule
	for _, src := range srcs {
		rules, err := parseIgnore(src)
		if err != nil {
			warns = append(warns, err.Error())
			continue
		}
		all = append(all, rules...)
	}
	return ignoreMatcher(all), ignoreNoter(all), warns
}
