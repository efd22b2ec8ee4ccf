package repo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"regexp"
	"sync"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
)

// gitBackend serves blobs of the audited commit and walks its history.
// go-git repositories are not documented as safe for concurrent use, so
// every use of the handle (blob reads, each step of History) holds mu.
type gitBackend struct {
	mu      sync.Mutex
	h       *handle // serves blobs and History
	commit  plumbing.Hash
	blobs   map[string]plumbing.Hash
	maxRead int64
	cleanup func() error // removes a temporary clone; nil for local repos
	// worktree is the root of the repository's work tree ("" if none):
	// Open reads a blob there when the file holds exactly that blob.
	worktree string
	// packs reads objects straight from the pack files (see packObjects):
	// History's commits and trees, and blobs through blobReaders; nil when
	// the storage is not a filesystem. Its files are closed by Close.
	packs   *packObjects
	readers blobReaders
	early   *earlyWalk // set by Open before the backend is shared
}

// Open returns the content of a listed blob, at most maxRead+1 bytes (the
// Snapshot reports anything longer as too large): from the work tree when
// the file there is the committed blob (readWorktree), else from the
// object store.
func (g *gitBackend) Open(p string) (_ io.ReadCloser, err error) {
	defer recoverInto(&err, p)
	h, ok := g.blobs[p]
	if !ok {
		return nil, ErrNotFound
	}
	if g.worktree != "" && !g.closed() {
		if data, err := readWorktree(g.worktree, p, h, g.maxRead); err == nil {
			return newOwnedBytes(data), nil
		}
	}
	if g.packs != nil && !g.closed() {
		if data, err := g.readers.read(g.packs, h); err == nil {
			return io.NopCloser(bytes.NewReader(data[:min(int64(len(data)), g.maxRead+1)])), nil
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.h == nil {
		return nil, errors.New("snapshot is closed")
	}
	blob, err := g.h.repo.BlobObject(h)
	if err != nil {
		return nil, err
	}
	r, err := blob.Reader()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, g.maxRead+1))
	if err != nil {
		return nil, err
	}
	return newOwnedBytes(data), nil
}

// closed reports whether Close was called.
func (g *gitBackend) closed() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.h == nil
}

// History walks the commits reachable from the audited commit; see
// walkHistory. The walk reads commits and trees from the backend's packs
// (readers of its own, sharing their index) and shares the go-git handle
// for anything else, taking its lock for each such read: a handle of its
// own would load go-git's pack index a second time (~25 MB of heap on a
// 140,000-object pack). Blob reads, likewise, need the lock only for
// objects the packs do not serve (readWorktree, blobReaders).
//
// A walk Open started (Options.HistoryDeadline; of Limits.MaxCommits, which
// is max) is not run again: History waits for its result.
func (g *gitBackend) History(ctx context.Context, max int) ([]Commit, error) {
	if g.early != nil {
		return g.early.result(ctx)
	}
	return g.walk(ctx, max)
}

// walk is History's walk.
func (g *gitBackend) walk(ctx context.Context, max int) (_ []Commit, err error) {
	defer recoverInto(&err, "history")
	g.mu.Lock()
	h, packs := g.h, g.packs
	if packs != nil {
		// the walk's own reader, taken under the lock Close holds
		packs = packs.fork(packCacheSize)
	}
	g.mu.Unlock()
	if h == nil {
		return nil, errors.New("snapshot is closed")
	}
	return walkHistory(ctx, h.repo, packs, g.commit, max, g.locked)
}

// locked runs f holding the blob handle's lock, unless the snapshot is
// closed.
func (g *gitBackend) locked(f func() error) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.h == nil {
		return errors.New("snapshot is closed")
	}
	return f()
}

// Close releases the repository and removes the temporary clone, if any.
// It is safe to call twice.
func (g *gitBackend) Close() error {
	g.stopWalk()
	g.mu.Lock()
	defer g.mu.Unlock()
	var errs []error
	if g.h != nil {
		errs = append(errs, g.h.Close())
		g.h = nil
	}
	if g.packs != nil {
		errs = append(errs, g.packs.Close())
	}
	if g.cleanup != nil {
		errs = append(errs, g.cleanup())
		g.cleanup = nil
	}
	return errors.Join(errs...)
}

// errNoCommits is returned for a repository whose HEAD is unborn.
var errNoCommits = errors.New("repository has no commits yet; commit something or pass --ref")

// gitSource is what openGit needs to know about a repository.
type gitSource struct {
	repo     *git.Repository // as opened by go-git's Plain* functions
	input    string          // stripped input, for messages
	cloned   bool
	cleanup  func() error
	worktree string // root of the work tree; "" for bare repositories and clones
}

// openGit builds the snapshot of the commit opt.Ref resolves to in src.
func openGit(ctx context.Context, src gitSource, opt Options) (*Snapshot, error) {
	h, err := handleFor(src.repo)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", src.input, err)
	}
	s, err := snapshotCommit(ctx, h, src, opt)
	if err != nil {
		h.Close()
		return nil, err
	}
	return s, nil
}

// snapshotCommit lists the tree of the resolved commit over handle h. A
// panic while decoding hostile git data becomes an error.
func snapshotCommit(ctx context.Context, h *handle, src gitSource, opt Options) (s *Snapshot, err error) {
	var packs *packObjects
	var b *gitBackend
	defer func() {
		if err != nil && packs != nil {
			packs.Close()
		}
	}()
	defer func() {
		if err != nil && b != nil {
			b.stopWalk() // before the packs close
		}
	}()
	defer recoverInto(&err, src.input) // runs first
	hash, refName, err := resolveRef(h.repo, opt.Ref, src.input)
	if err != nil {
		return nil, err
	}
	// The listing reads through the packs too: go-git then never loads its
	// own index of a packed repository (~25 MB of heap on golang/tools).
	packs = openPacksOf(h.repo.Storer)
	objs := &historyObjects{st: h.repo.Storer}
	if packs != nil {
		objs.packs = packs.fork(packCacheSize) // its cache is dropped after the listing
	}
	b = &gitBackend{h: h, commit: hash, packs: packs, readers: newBlobReaders(),
		cleanup: src.cleanup, worktree: src.worktree}
	lim := opt.Limits.withDefaults()
	if opt.HistoryDeadline > 0 {
		b.startWalk(ctx, opt.HistoryDeadline, lim.MaxCommits)
		objs.guard = b.locked // go-git's storer is now shared with the walk
	}
	commit, err := objs.commit(hash)
	if err != nil {
		return nil, fmt.Errorf("%s: read commit %s: %w", src.input, hash, err)
	}
	tree, err := objs.tree(commit.TreeHash)
	if err != nil {
		return nil, fmt.Errorf("%s: read tree of %s: %w", src.input, hash, err)
	}
	listing, err := listTree(ctx, objs, tree, 10*lim.MaxFiles)
	if err != nil {
		return nil, fmt.Errorf("%s: list tree of %s: %w", src.input, hash, err)
	}
	b.blobs, b.maxRead = listing.blobs, lim.MaxFileSize
	s = New(b, listing.files, lim)
	s.Input, s.Commit, s.Ref, s.HasHistory = src.input, hash.String(), refName, true
	s.Warnings = append(s.Warnings, listing.warnings...)
	ign, note, warns := gitIgnored(s)
	s.Ignored, s.IgnoreNote = ign, note
	s.Warnings = append(s.Warnings, warns...)
	return s, nil
}

// resolveRef resolves ref (default HEAD) to a commit and names it: the ref
// as given, the branch HEAD points at, or "HEAD" when detached. In a clone,
// remote branches resolve by their short name too (origin/<ref>).
func resolveRef(r *git.Repository, ref, input string) (plumbing.Hash, string, error) {
	if ref == "" {
		head, err := r.Head()
		if errors.Is(err, plumbing.ErrReferenceNotFound) {
			return plumbing.ZeroHash, "", fmt.Errorf("%s: %w", input, errNoCommits)
		}
		if err != nil {
			return plumbing.ZeroHash, "", fmt.Errorf("%s: read HEAD: %w", input, err)
		}
		name := "HEAD"
		if head.Name().IsBranch() {
			name = head.Name().Short()
		}
		return head.Hash(), name, nil
	}
	if kind := nonCommitRef(r, ref); kind != "" {
		return plumbing.ZeroHash, "", fmt.Errorf("ref %q names a %s, not a commit: give a commit, a branch or a tag (HEAD, main, v1.2.0)", ref, kind)
	}
	for _, cand := range []string{ref, "origin/" + ref} {
		h, err := r.ResolveRevision(plumbing.Revision(cand))
		if err == nil {
			return *h, ref, nil
		}
	}
	return plumbing.ZeroHash, "", fmt.Errorf("ref %q not found in %s; list refs with git branch -a / git tag", ref, input)
}

// peelRE is a revision's peel suffix ("HEAD^{tree}", "v1^{}").
var peelRE = regexp.MustCompile(`\^\{(\w*)\}$`)

// nonCommitRef returns the kind of object ref names when it is not a
// commit and says so: a peel to a tree or blob ("HEAD^{tree}"), or the
// full hash of a tree or blob object. go-git resolves the former to the
// commit itself, which would audit another snapshot than the one asked.
func nonCommitRef(r *git.Repository, ref string) string {
	if m := peelRE.FindStringSubmatch(ref); m != nil && m[1] != "" && m[1] != "commit" {
		return m[1]
	}
	if !plumbing.IsHash(ref) {
		return ""
	}
	obj, err := r.Object(plumbing.AnyObject, plumbing.NewHash(ref))
	if err != nil {
		return ""
	}
	switch obj.Type() {
	case plumbing.TreeObject:
		return "tree"
	case plumbing.BlobObject:
		return "blob"
	}
	return ""
}

// gitIgnored builds the matcher from the committed .gitignore files of the
// snapshot (bounded in size and number).
func gitIgnored(s *Snapshot) (func(string, bool) bool, func(string, bool) string, []string) {
	var srcs []ignoreSource
	var warns []string
	for _, f := range s.Files {
		if path.Base(f.Path) != ".gitignore" || f.Mode != Regular {
			continue
		}
		if len(srcs) == maxIgnoreFiles {
			warns = append(warns, fmt.Sprintf("only the first %d .gitignore files are honoured", maxIgnoreFiles))
			break
		}
		if f.Size > maxIgnoreBytes {
			warns = append(warns, fmt.Sprintf("%s: larger than %d bytes, ignored", f.Path, maxIgnoreBytes))
			continue
		}
		data, err := s.ReadFile(f.Path)
		if err != nil {
			warns = append(warns, err.Error())
			continue
		}
		dir := path.Dir(f.Path)
		if dir == "." {
			dir = ""
		}
		srcs = append(srcs, ignoreSource{dir: dir, data: data})
	}
	return buildIgnored(srcs, warns)
}

// recoverInto turns a panic of go-git on malformed objects into *err.
func recoverInto(err *error, what string) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("%s: malformed git data: %v", what, r)
	}
}
