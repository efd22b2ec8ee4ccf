package repo

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sync"
)

// warnNotGit is recorded on every plain-directory snapshot.
const warnNotGit = "not a git repository: no history evidence"

// dirBackend serves files of a plain directory through an os.Root, so no
// path (or symlink) can resolve outside it.
type dirBackend struct {
	root      *os.Root
	closeOnce sync.Once
}

// Readlink returns the target of the symlink p inside the root (the
// target is only read, never followed).
func (d *dirBackend) Readlink(p string) (string, error) {
	return d.root.Readlink(filepath.FromSlash(p))
}

// Open opens a regular file inside the root. It refuses symlinks and
// anything else that is not a regular file, checked with Lstat before the
// open and re-checked (same file, still regular) after it.
func (d *dirBackend) Open(p string) (io.ReadCloser, error) {
	name := filepath.FromSlash(p)
	before, err := d.root.Lstat(name)
	if err != nil {
		return nil, err
	}
	if !before.Mode().IsRegular() {
		return nil, ErrNotRegular
	}
	f, err := d.root.Open(name)
	if err != nil {
		return nil, err
	}
	after, err := f.Stat()
	if err != nil || !after.Mode().IsRegular() || !os.SameFile(before, after) {
		f.Close()
		return nil, ErrNotRegular
	}
	return f, nil
}

// History is empty: a plain directory has none.
func (d *dirBackend) History(context.Context, int) ([]Commit, error) { return nil, nil }

// Close releases the root; later calls do nothing.
func (d *dirBackend) Close() (err error) {
	d.closeOnce.Do(func() { err = d.root.Close() })
	return err
}

// openDir snapshots a plain directory: every regular file, executable and
// symlink (listed, never followed) not excluded by the .gitignore files
// met on the way; .git entries, directory symlinks' contents and special
// files are skipped.
func openDir(ctx context.Context, dir, input string, opt Options) (*Snapshot, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("open directory %s: %w", input, err)
	}
	lim := opt.Limits.withDefaults()
	w := &dirWalk{ctx: ctx, root: root, limit: 10 * lim.MaxFiles}
	if err := fs.WalkDir(root.FS(), ".", w.visit); err != nil && err != errWalkFull {
		root.Close()
		return nil, fmt.Errorf("walk %s: %w", input, err)
	}
	s := New(&dirBackend{root: root}, w.files, lim)
	s.Input = input
	s.Warnings = append([]string{warnNotGit}, s.Warnings...)
	s.Warnings = append(s.Warnings, w.warnings()...)
	s.Ignored, s.IgnoreNote = w.ignored, ignoreNoter(w.rules)
	return s, nil
}

// errWalkFull stops a walk that reached its entry cap.
var errWalkFull = fmt.Errorf("entry cap reached")

// dirWalk is the state of one directory walk.
type dirWalk struct {
	ctx     context.Context
	root    *os.Root
	limit   int
	files   []File
	nIgnore int // .gitignore files honoured
	rules   []ignoreRule
	ignored func(string, bool) bool
	special int // FIFOs, sockets, devices skipped
	notes   []string
	full    bool
}

// visit is the fs.WalkDirFunc: it loads each directory's .gitignore before
// its children are visited, and lists non-ignored entries.
func (w *dirWalk) visit(p string, d fs.DirEntry, err error) error {
	if err != nil {
		if p == "." {
			return err
		}
		w.notes = append(w.notes, fmt.Sprintf("%s: unreadable, skipped", p))
		return nil
	}
	if cerr := w.ctx.Err(); cerr != nil {
		return cerr
	}
	if d.Name() == ".git" && p != "." {
		if d.IsDir() {
			return fs.SkipDir
		}
		return nil
	}
	if p != "." && w.ignored != nil && w.ignored(p, d.IsDir()) {
		if d.IsDir() {
			return fs.SkipDir
		}
		return nil
	}
	if d.IsDir() {
		w.loadIgnore(p)
		return nil
	}
	if len(w.files) >= w.limit {
		w.full = true
		return errWalkFull
	}
	return w.add(p, d)
}

// add lists one non-directory entry (Lstat semantics: symlinks as such).
func (w *dirWalk) add(p string, d fs.DirEntry) error {
	info, err := d.Info()
	if err != nil {
		w.notes = append(w.notes, fmt.Sprintf("%s: unreadable, skipped", p))
		return nil
	}
	m := info.Mode()
	switch {
	case m&fs.ModeSymlink != 0:
		w.files = append(w.files, File{Path: p, Size: info.Size(), Mode: Symlink})
	case m.IsRegular() && m.Perm()&0o111 != 0:
		w.files = append(w.files, File{Path: p, Size: info.Size(), Mode: Executable})
	case m.IsRegular():
		w.files = append(w.files, File{Path: p, Size: info.Size(), Mode: Regular})
	default:
		w.special++
	}
	return nil
}

// loadIgnore reads dir/.gitignore when it is a small regular file and
// rebuilds the matcher.
func (w *dirWalk) loadIgnore(dir string) {
	name := path.Join(dir, ".gitignore")
	fi, err := w.root.Lstat(filepath.FromSlash(name))
	if err != nil || !fi.Mode().IsRegular() {
		return
	}
	if fi.Size() > maxIgnoreBytes || w.nIgnore >= maxIgnoreFiles {
		w.notes = append(w.notes, fmt.Sprintf("%s: over the .gitignore bounds, not honoured", name))
		return
	}
	rc, err := (&dirBackend{root: w.root}).Open(name)
	if err != nil {
		return
	}
	data, err := io.ReadAll(io.LimitReader(rc, maxIgnoreBytes))
	rc.Close()
	if err != nil {
		return
	}
	if dir == "." {
		dir = ""
	}
	w.nIgnore++
	rules, err := parseIgnore(ignoreSource{dir: dir, data: data})
	if err != nil {
		w.notes = append(w.notes, err.Error())
		return
	}
	// The walk meets parents before children: append order is priority order.
	w.rules = append(w.rules, rules...)
	w.ignored = ignoreMatcher(w.rules)
}

// warnings summarises what the walk skipped.
func (w *dirWalk) warnings() []string {
	out := append([]string(nil), w.notes...)
	if w.special > 0 {
		out = append(out, fmt.Sprintf("%d special files (pipes, sockets, devices) skipped", w.special))
	}
	if w.full {
		out = append(out, fmt.Sprintf("directory walk stopped at %d entries", w.limit))
	}
	return out
}
