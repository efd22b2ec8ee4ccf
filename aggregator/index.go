package aggregator

import (
	"path"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// index answers the lookups of cross-referencing over a Manifest. The
// directory tables Manifest does not expose (case-folded directories,
// directories by base name) are built lazily on first need.
type index struct {
	m     *evidence.Manifest
	built bool
	lower map[string][]string // lower-cased directory -> directories
	base  map[string][]string // directory base name -> directories
}

func newIndex(m *evidence.Manifest) *index {
	if m == nil {
		m = evidence.NewManifest(nil)
	}
	return &index{m: m}
}

func (x *index) buildDirs() {
	if x.built {
		return
	}
	x.built = true
	x.lower, x.base = map[string][]string{}, map[string][]string{}
	seen := map[string]bool{}
	for _, p := range x.m.Paths() { // sorted, so the lists come out sorted
		for d := parent(p); d != "" && !seen[d]; d = parent(d) {
			seen[d] = true
		}
	}
	dirs := make([]string, 0, len(seen))
	for d := range seen {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		l := strings.ToLower(d)
		x.lower[l] = append(x.lower[l], d)
		b := d[strings.LastIndexByte(d, '/')+1:]
		x.base[b] = append(x.base[b], d)
	}
}

func parent(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i <= 0 {
		return ""
	}
	return p[:i]
}

// exact reports whether p is a tracked file (unless dirOnly) or a
// directory holding one, and which.
func (x *index) exact(p string, dirOnly bool) (found, isDir bool) {
	if !dirOnly && x.m.HasFile(p) {
		return true, false
	}
	if x.m.HasDir(p) {
		return true, true
	}
	return false, false
}

// foldCase returns the tracked files (unless dirOnly) and directories equal
// to p ignoring case, files first, each group sorted.
func (x *index) foldCase(p string, dirOnly bool) []string {
	var out []string
	if !dirOnly {
		out = append(out, x.m.FoldCase(p)...)
	}
	x.buildDirs()
	return append(out, x.lower[strings.ToLower(p)]...)
}

// suffix returns the tracked files (unless dirOnly) and directories whose
// path ends with "/"+p or equals p, on whole segments, sorted.
func (x *index) suffix(p string, dirOnly bool) []string {
	var out []string
	if !dirOnly {
		out = x.m.WithSuffix(p) // a fresh slice
	}
	x.buildDirs()
	b := p[strings.LastIndexByte(p, '/')+1:]
	for _, d := range x.base[b] {
		if d == p || strings.HasSuffix(d, "/"+p) {
			out = append(out, d)
		}
	}
	sort.Strings(out)
	return out
}

// holdsExt reports whether directory dir directly holds a tracked file
// whose name ends in ext (".kt"), compared without case.
func (x *index) holdsExt(dir, ext string) bool {
	paths := x.m.Paths()
	prefix := dir + "/"
	for i := sort.SearchStrings(paths, prefix); i < len(paths) && strings.HasPrefix(paths[i], prefix); i++ {
		rest := paths[i][len(prefix):]
		if !strings.Contains(rest, "/") && strings.EqualFold(path.Ext(rest), ext) {
			return true
		}
	}
	return false
}
