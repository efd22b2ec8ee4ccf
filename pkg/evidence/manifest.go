package evidence

import (
	"sort"
	"strings"
)

// Manifest is the set of tracked file paths at the audited revision
// (repo-relative, POSIX, cleaned). It is an immutable value, safe for
// concurrent reads, built once by the repository snapshot and handed to the
// aggregator for cross-referencing.
type Manifest struct {
	paths []string            // sorted
	files map[string]struct{} // exact paths
	dirs  map[string]struct{} // every directory that holds a tracked file
	lower map[string][]string // lower-cased path -> actual paths
	base  map[string][]string // base name -> paths ending in it
	exts  map[string]struct{} // file extensions (".py", ".sublime-syntax") of the paths
	links map[string]Link     // symlinks and submodules by path (WithLinks)
}

// NewManifest builds a manifest from tracked file paths. Duplicates are
// ignored; input order does not matter.
func NewManifest(paths []string) *Manifest {
	m := &Manifest{
		files: make(map[string]struct{}, len(paths)),
		dirs:  map[string]struct{}{},
		lower: make(map[string][]string, len(paths)),
		base:  make(map[string][]string, len(paths)),
		exts:  map[string]struct{}{},
	}
	for _, p := range paths {
		if _, dup := m.files[p]; dup || p == "" {
			continue
		}
		m.files[p] = struct{}{}
		m.paths = append(m.paths, p)
		for d := parentDir(p); d != ""; d = parentDir(d) {
			if _, ok := m.dirs[d]; ok {
				break
			}
			m.dirs[d] = struct{}{}
		}
	}
	sort.Strings(m.paths)
	for _, p := range m.paths {
		l := strings.ToLower(p)
		m.lower[l] = append(m.lower[l], p)
		b := p[strings.LastIndexByte(p, '/')+1:]
		m.base[b] = append(m.base[b], p)
		if i := strings.LastIndexByte(b, '.'); i >= 0 {
			m.exts[b[i:]] = struct{}{}
		}
	}
	return m
}

// HasExt reports whether a tracked file's name ends in the extension ext
// (with its dot, as path.Ext returns it: ".py").
func (m *Manifest) HasExt(ext string) bool { _, ok := m.exts[ext]; return ok }

func parentDir(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i <= 0 {
		return ""
	}
	return p[:i]
}

// Len is the number of tracked files.
func (m *Manifest) Len() int { return len(m.paths) }

// Paths returns the sorted tracked paths. The caller must not modify it.
func (m *Manifest) Paths() []string { return m.paths }

// HasFile reports whether p is a tracked file.
func (m *Manifest) HasFile(p string) bool { _, ok := m.files[p]; return ok }

// HasDir reports whether some tracked file lies under directory p.
// The repository root ("" or ".") always exists.
func (m *Manifest) HasDir(p string) bool {
	p = strings.TrimSuffix(p, "/")
	if p == "" || p == "." {
		return true
	}
	_, ok := m.dirs[p]
	return ok
}

// Has reports whether p is a tracked file or a directory holding one.
func (m *Manifest) Has(p string) bool { return m.HasFile(p) || m.HasDir(p) }

// FoldCase returns the tracked paths equal to p ignoring case.
func (m *Manifest) FoldCase(p string) []string { return m.lower[strings.ToLower(p)] }

// WithSuffix returns the tracked files whose path ends with "/"+suffix or
// equals suffix (suffix is a bare name or a partial path such as
// "tools/git.py"), sorted.
func (m *Manifest) WithSuffix(suffix string) []string {
	suffix = strings.Trim(suffix, "/")
	if suffix == "" {
		return nil
	}
	b := suffix[strings.LastIndexByte(suffix, '/')+1:]
	var out []string
	for _, p := range m.base[b] {
		if p == suffix || strings.HasSuffix(p, "/"+suffix) {
			out = append(out, p)
		}
	}
	return out
}
