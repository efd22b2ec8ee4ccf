package taskfiles

import (
	"path"
	"strings"
	"sync"
)

// Tools whose files the Reader knows.
const (
	Make      = "make"
	NPM       = "npm" // npm, pnpm and yarn: package.json scripts
	Just      = "just"
	Task      = "task"
	Pyproject = "pyproject"
	// PyModule is `python -m pkg.mod`: no runner file, the module is
	// looked up in the tree (pkg/mod.py, pkg/mod/__init__.py, ...).
	PyModule = "pymodule"
)

// fileNames are the file names each tool reads, in its own order of
// preference.
var fileNames = map[string][]string{
	Make:      {"GNUmakefile", "makefile", "Makefile"},
	NPM:       {"package.json"},
	Just:      {"justfile", "Justfile", ".justfile", "JUSTFILE"},
	Task:      {"Taskfile.yml", "taskfile.yml", "Taskfile.yaml", "taskfile.yaml", "Taskfile.dist.yml"},
	Pyproject: {"pyproject.toml"},
}

// maxIncludes bounds the makefiles read through include directives.
const maxIncludes = 16

// Reader answers what the runner files of a tree define. Has says whether
// a repo-relative path is a tracked file; Read returns its bytes. Safe for
// concurrent use; every file is parsed once.
type Reader struct {
	Has  func(p string) bool
	Read func(p string) ([]byte, error)
	// Paths lists every tracked file (for Elsewhere); nil lists none.
	Paths func() []string

	mu    sync.Mutex
	cache map[string]entry
}

type entry struct {
	d    Defined
	deps []string
	ok   bool
}

// In returns what tool's file in directory dir ("" or "." is the root)
// defines, the dependency names it declares (package.json, pyproject),
// and ok=false when dir has no such file.
func (r *Reader) In(tool, dir string) (Defined, []string, bool) {
	if dir == "" {
		dir = "."
	}
	key := tool + "\x00" + dir
	r.mu.Lock()
	defer r.mu.Unlock()
	if e, ok := r.cache[key]; ok {
		return e.d, e.deps, e.ok
	}
	if r.cache == nil {
		r.cache = map[string]entry{}
	}
	e := r.load(tool, dir)
	r.cache[key] = e
	return e.d, e.deps, e.ok
}

func (r *Reader) load(tool, dir string) entry {
	for _, n := range fileNames[tool] {
		p := path.Join(dir, n)
		if !r.Has(p) {
			continue
		}
		data, err := r.Read(p)
		if err != nil {
			return entry{d: Defined{File: p, Open: true}, ok: true}
		}
		var e entry
		switch tool {
		case Make:
			e.d = r.makefile(dir, data)
		case NPM:
			e.d, e.deps = ParsePackageJSON(data)
		case Just:
			e.d = ParseJustfile(data)
		case Task:
			e.d = ParseTaskfile(data)
		case Pyproject:
			e.d, e.deps = ParsePyproject(data)
		}
		e.d.File, e.ok = p, true
		return e
	}
	return entry{}
}

// makefile parses a makefile and the makefiles it includes (relative to
// dir, where make runs); an include that is not tracked makes it Open.
func (r *Reader) makefile(dir string, data []byte) Defined {
	d, incs := ParseMakefile(data)
	for i, inc := range incs {
		incs[i] = strings.ReplaceAll(strings.ReplaceAll(inc, "$(CURDIR)/", ""), "${CURDIR}/", "")
	}
	seen := map[string]bool{}
	for i := 0; i < len(incs) && i < maxIncludes; i++ {
		p := path.Join(dir, incs[i])
		if seen[p] {
			continue
		}
		seen[p] = true
		b, err := r.readTracked(p)
		if err != nil {
			d.Open = true
			continue
		}
		sub, more := ParseMakefile(b)
		names := map[string]bool{}
		for _, n := range d.Names {
			names[n] = true
		}
		for _, n := range sub.Names {
			d.Names = addName(d.Names, names, n)
		}
		d.Patterns = append(d.Patterns, sub.Patterns...)
		d.Open = d.Open || sub.Open
		incs = append(incs, more...)
	}
	if len(incs) > maxIncludes {
		d.Open = true
	}
	return d
}

type notTracked string

func (e notTracked) Error() string { return string(e) + " is not tracked" }

func (r *Reader) readTracked(p string) ([]byte, error) {
	if !r.Has(p) {
		return nil, notTracked(p)
	}
	return r.Read(p)
}

// maxElsewhere bounds the runner files Elsewhere reads.
const maxElsewhere = 300

// Elsewhere returns another runner file of tool in the tree (outside
// vendored directories) that defines name, or "": a monorepo's package
// script run from the root document, a sub-project's make target.
func (r *Reader) Elsewhere(tool, name string) string {
	if r.Paths == nil {
		return ""
	}
	names := map[string]bool{}
	for _, n := range fileNames[tool] {
		names[n] = true
	}
	seen := 0
	for _, p := range r.Paths() {
		if !names[path.Base(p)] || vendored(p) {
			continue
		}
		if seen++; seen > maxElsewhere {
			return ""
		}
		if d, _, ok := r.In(tool, path.Dir(p)); ok && d.Has(name) {
			return d.File
		}
	}
	return ""
}

func vendored(p string) bool {
	for _, v := range []string{"node_modules/", "vendor/", "third_party/"} {
		if strings.HasPrefix(p, v) || strings.Contains(p, "/"+v) {
			return true
		}
	}
	return false
}
