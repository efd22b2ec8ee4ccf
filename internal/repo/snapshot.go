// Package repo is the read-only view of the audited repository. Every read
// of repository content in auditor goes through a Snapshot: the committed
// tree at the audited revision (or, for a plain directory, the files on
// disk minus .gitignore), its history, and bounded, symlink-safe file reads.
// The repository is untrusted: nothing here executes from it.
package repo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// FileMode is the kind of a tracked entry.
type FileMode uint8

// Tracked entry kinds. Only Regular and Executable files are ever read.
const (
	Regular FileMode = iota
	Executable
	Symlink
	Submodule
)

// String names the mode for evidence.
func (m FileMode) String() string {
	return [...]string{"regular", "executable", "symlink", "submodule"}[m]
}

// File is one tracked entry at the audited revision.
type File struct {
	Path string // repo-relative, POSIX, cleaned
	Size int64  // bytes (0 for submodules)
	Mode FileMode
	// Link is a submodule's pinned commit (a symlink's target is read
	// from its blob when the snapshot is built; see links).
	Link string
}

// Commit is one commit of the audited history, newest first in History.
type Commit struct {
	Hash        string
	AuthorName  string
	AuthorEmail string
	AuthorTime  time.Time
	CommitTime  time.Time
	Subject     string // first line of the message, bounded
	Parents     int
	// FilesChanged counts files added, modified or deleted against the first
	// parent (all files for a root commit).
	FilesChanged int
	// Removed lists the files this commit deleted against its first
	// parent, with their rename targets (nil for a root commit; bounded,
	// see maxChangesPerCommit and maxRemovals).
	Removed []Removal
}

// Limits bound what the snapshot reads. Zero fields take the defaults.
type Limits struct {
	MaxFileSize int64 // bytes read per file; larger files are skipped (ErrTooLarge)
	MaxFiles    int   // tracked entries listed; the rest are dropped with a warning
	MaxCommits  int   // commits walked by History
}

// DefaultLimits are used for every zero field of Limits.
var DefaultLimits = Limits{MaxFileSize: 4 << 20, MaxFiles: 200_000, MaxCommits: 50_000}

func (l Limits) withDefaults() Limits {
	if l.MaxFileSize <= 0 {
		l.MaxFileSize = DefaultLimits.MaxFileSize
	}
	if l.MaxFiles <= 0 {
		l.MaxFiles = DefaultLimits.MaxFiles
	}
	if l.MaxCommits <= 0 {
		l.MaxCommits = DefaultLimits.MaxCommits
	}
	return l
}

// Errors returned by ReadFile.
var (
	ErrNotFound   = errors.New("not a tracked file")
	ErrTooLarge   = errors.New("file exceeds the size cap")
	ErrNotRegular = errors.New("not a regular file (symlink or submodule); never followed")
)

// Backend supplies content for a Snapshot. Implementations: the git
// backend (go-git), the directory backend (plain folder) and the memory
// backend (tests). Open is only called for Regular/Executable manifest
// entries; the Snapshot enforces the size cap on what it returns.
type Backend interface {
	Open(path string) (io.ReadCloser, error)
	History(ctx context.Context, max int) ([]Commit, error)
	Close() error
}

// Name is the repository's name: the last segment of its origin URL, else
// of the input path or URL as given ("parcelhub" for
// https://github.com/o/parcelhub.git or ./work/parcelhub/).
func (s *Snapshot) Name() string {
	src := s.Origin
	if src == "" {
		src = s.Input
		if abs, err := filepath.Abs(src); err == nil && !strings.Contains(src, "://") {
			src = abs
		}
	}
	src = strings.TrimSuffix(strings.TrimRight(filepath.ToSlash(src), "/"), ".git")
	if i := strings.LastIndexAny(src, "/:"); i >= 0 {
		src = src[i+1:]
	}
	return src
}

// Snapshot is the audited revision. It is safe for concurrent use by the
// detectives once built; all fields are set by the constructor and must not
// be modified afterwards.
type Snapshot struct {
	Input      string // the input as the user gave it (path or URL, credentials stripped)
	Commit     string // audited commit hash; "" for a plain directory
	Ref        string // ref the user asked for, or the branch HEAD points at
	Origin     string // web URL of the origin remote (https://github.com/o/r), "" if unknown
	HasHistory bool   // false for a plain directory
	Files      []File // tracked entries sorted by path
	Warnings   []string
	Limits     Limits

	// Ignored reports whether a path matches the repository's .gitignore
	// rules (nil means nothing is ignored).
	Ignored func(path string, isDir bool) bool
	// IgnoreNote is the comment heading the group of the .gitignore rule
	// that ignores a path ("Licensed seed materials — do not
	// redistribute"), "" when none (nil when no rule has one).
	IgnoreNote func(path string, isDir bool) string

	backend  Backend
	manifest *evidence.Manifest
	index    map[string]int

	histOnce sync.Once
	hist     []Commit
	histErr  error
}

// New assembles a snapshot over a backend; files need not be sorted.
// Constructors in this package call it; tests may use NewMemory instead.
func New(b Backend, files []File, lim Limits) *Snapshot {
	lim = lim.withDefaults()
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	s := &Snapshot{Files: files, Limits: lim, backend: b, index: make(map[string]int, len(files))}
	if len(files) > lim.MaxFiles {
		s.Warnings = append(s.Warnings, fmt.Sprintf("repository lists %d files; only the first %d (by path) are audited", len(files), lim.MaxFiles))
		s.Files = files[:lim.MaxFiles]
	}
	paths := make([]string, len(s.Files))
	for i, f := range s.Files {
		paths[i] = f.Path
		s.index[f.Path] = i
	}
	s.manifest = evidence.NewManifest(paths).WithLinks(links(b, s.Files))
	return s
}

// Manifest returns the tracked paths as an immutable value.
func (s *Snapshot) Manifest() *evidence.Manifest { return s.manifest }

// Lookup returns the tracked entry at path p.
func (s *Snapshot) Lookup(p string) (File, bool) {
	i, ok := s.index[p]
	if !ok {
		return File{}, false
	}
	return s.Files[i], true
}

// ReadFile returns the content of a tracked regular file, at most
// Limits.MaxFileSize bytes. Symlinks and submodules are never followed.
func (s *Snapshot) ReadFile(p string) ([]byte, error) {
	f, ok := s.Lookup(p)
	if !ok {
		return nil, fmt.Errorf("%s: %w", p, ErrNotFound)
	}
	if f.Mode != Regular && f.Mode != Executable {
		return nil, fmt.Errorf("%s: %w", p, ErrNotRegular)
	}
	if f.Size > s.Limits.MaxFileSize {
		return nil, fmt.Errorf("%s (%d bytes, cap %d): %w", p, f.Size, s.Limits.MaxFileSize, ErrTooLarge)
	}
	rc, err := s.backend.Open(p)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	defer rc.Close()
	data, err := readOpened(rc, s.Limits.MaxFileSize+1)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	if int64(len(data)) > s.Limits.MaxFileSize {
		return nil, fmt.Errorf("%s: %w", p, ErrTooLarge)
	}
	return data, nil
}

// History returns the commits reachable from the audited revision, newest
// first, at most Limits.MaxCommits. It is computed once and shared; a plain
// directory has no history (nil, nil).
func (s *Snapshot) History(ctx context.Context) ([]Commit, error) {
	if !s.HasHistory {
		return nil, nil
	}
	s.histOnce.Do(func() { s.hist, s.histErr = s.backend.History(ctx, s.Limits.MaxCommits) })
	return s.hist, s.histErr
}

// IsIgnored applies the repository's .gitignore rules to p.
func (s *Snapshot) IsIgnored(p string, isDir bool) bool {
	return s.Ignored != nil && s.Ignored(p, isDir)
}

// Close releases the backend (and removes a temporary clone).
func (s *Snapshot) Close() error { return s.backend.Close() }

// IsBinary reports whether data looks binary (a NUL byte in the first 8000
// bytes, as git decides). Binary files are never parsed as text.
func IsBinary(data []byte) bool {
	if len(data) > 8000 {
		data = data[:8000]
	}
	return bytes.IndexByte(data, 0) >= 0
}
