package docs

import (
	"bytes"
	"sync"

	"github.com/repo-auditor/auditor/internal/repo"
)

// FileFacts answers the aggregator's questions about tracked files (line
// counts, Markdown anchors) by reading through the snapshot, once per file
// (it implements aggregator.FileFacts). Safe for concurrent use.
type FileFacts struct {
	snap    *repo.Snapshot
	mu      sync.Mutex
	lines   map[string]int
	anchors map[string][]string
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
	a = Anchors(data)
	f.mu.Lock()
	f.anchors[path] = a
	f.mu.Unlock()
	return a, nil
}
