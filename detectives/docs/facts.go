package docs

import (
	"bytes"
	"path"
	"sync"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/taskfiles"
)

// FileFacts answers the aggregator's questions about tracked files (line
// counts, Markdown anchors) by reading through the snapshot, once per file
// (it implements aggregator.FileFacts). Safe for concurrent use.
type FileFacts struct {
	snap    *repo.Snapshot
	mu      sync.Mutex
	lines   map[string]int
	anchors map[string][]string
	runners *taskfiles.Reader
}

// NewFileFacts returns the facts of the files of s.
func NewFileFacts(s *repo.Snapshot) *FileFacts {
	return &FileFacts{snap: s, lines: map[string]int{}, anchors: map[string][]string{}}
}

// LineCount returns the number of lines of a tracked text file.
func (f *FileFacts) LineCount(path string) (int, error) {
	f.mu.Lock()
	n, ok := f.lines[path]
	f.mu.Unlock()
	if ok {
		return n, nil
	}
	data, err := f.snap.ReadFile(path)
	if err != nil {
		return 0, err
	}
	n = bytes.Count(data, []byte{'\n'})
	if len(data) > 0 && data[len(data)-1] != '\n' {
		n++
	}
	f.mu.Lock()
	f.lines[path] = n
	f.mu.Unlock()
	return n, nil
}

// Anchors returns the heading anchors of a tracked Markdown file.
func (f *FileFacts) Anchors(path string) ([]string, error) {
	f.mu.Lock()
	a, ok := f.anchors[path]
	f.mu.Unlock()
	if ok {
		return a, nil
	}
	data, err := f.snap.ReadFile(path)
	if err != nil {
		return nil, err
	}
	a = anchorsFor(data, sectionPage(path) || f.vitePressPage(path), !githubPage(path))
	if isMDX(path) && (len(a) == 0 || a[0] != AnyAnchor) {
		a = withMDXHeadings(a, normalize(string(data)))
	}
	f.mu.Lock()
	f.anchors[path] = a
	f.mu.Unlock()
	return a, nil
}

// vitePressPage reports a page below a directory holding a VitePress
// configuration (website/.vitepress): VitePress keeps a heading's dots as
// '-' ("remote.cache-dir" is #remote-cache-dir), so its section ids are
// kept for the aggregator's VitePress comparison.
func (f *FileFacts) vitePressPage(p string) bool {
	m := f.snap.Manifest()
	if m == nil {
		return false
	}
	for d := path.Dir(p); ; d = path.Dir(d) {
		if m.HasDir(path.Join(d, ".vitepress")) {
			return true
		}
		if d == "." || d == "/" {
			return false
		}
	}
}

// Runner returns what a task runner's file in dir defines (it implements
// aggregator.CodeFacts).
func (f *FileFacts) Runner(tool, dir string) (taskfiles.Defined, []string, bool) {
	return f.reader().In(tool, dir)
}

// reader returns the runner-file reader, built on first use.
func (f *FileFacts) reader() *taskfiles.Reader {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.runners == nil {
		f.runners = &taskfiles.Reader{Has: f.snap.Manifest().HasFile, Read: f.snap.ReadFile, Paths: f.snap.Manifest().Paths}
	}
	return f.runners
}

// DefinedElsewhere returns another runner file of tool that defines name,
// or "" (it implements aggregator.CodeFacts).
func (f *FileFacts) DefinedElsewhere(tool, name string) string {
	return f.reader().Elsewhere(tool, name)
}

// Source returns the bytes of a tracked file (bounded by the snapshot).
func (f *FileFacts) Source(path string) ([]byte, error) { return f.snap.ReadFile(path) }
