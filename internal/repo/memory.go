package repo

import (
	"context"
	"io"
	"strings"
)

// memoryBackend serves files from a map; it backs NewMemory for tests.
type memoryBackend struct {
	files   map[string]string
	commits []Commit
}

func (m *memoryBackend) Open(p string) (io.ReadCloser, error) {
	return io.NopCloser(strings.NewReader(m.files[p])), nil
}

func (m *memoryBackend) History(ctx context.Context, max int) ([]Commit, error) {
	if len(m.commits) > max {
		return m.commits[:max], nil
	}
	return m.commits, nil
}

func (m *memoryBackend) Close() error { return nil }

// NewMemory builds a snapshot from file contents and a history (newest
// first). Paths ending in "@" are recorded as symlinks named without the
// "@". With commits == nil the snapshot has no history. For tests.
func NewMemory(files map[string]string, commits []Commit) *Snapshot {
	b := &memoryBackend{files: map[string]string{}, commits: commits}
	var list []File
	for p, c := range files {
		mode := Regular
		if strings.HasSuffix(p, "@") {
			p, mode = strings.TrimSuffix(p, "@"), Symlink
		}
		b.files[p] = c
		list = append(list, File{Path: p, Size: int64(len(c)), Mode: mode})
	}
	s := New(b, list, Limits{})
	s.Input = "memory"
	if commits != nil {
		s.HasHistory = true
		if len(commits) > 0 {
			s.Commit = commits[0].Hash
		}
	}
	return s
}
