package repo

import (
	"fmt"

	"github.com/go-git/go-billy/v5"
	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/storage/filesystem"
)

// objectCacheSize bounds the handle's object cache (go-git's default is
// 96 MiB): on golang/tools (10,700 commits) a 4 MiB cache walked the
// history as fast as 96 MiB (BenchmarkHistoryLarge: delta bases are
// reused within a few objects) and cut the audit's peak RSS by ~70 MB.
const objectCacheSize = 4 * cache.MiByte

// handle is a go-git repository over its own storage, which keeps pack
// file descriptors open (reopening the pack per object made tree walks
// ~10x slower); Close releases them.
type handle struct {
	repo *git.Repository
	st   *filesystem.Storage
}

// newHandle opens the repository whose git directory is dotgit, with an
// object cache of cacheSize (delta bases and recently read objects).
func newHandle(dotgit billy.Filesystem, cacheSize cache.FileSize) (*handle, error) {
	st := filesystem.NewStorageWithOptions(dotgit, cache.NewObjectLRU(cacheSize),
		filesystem.Options{KeepDescriptors: true, ExclusiveAccess: true})
	r, err := git.Open(st, nil)
	if err != nil {
		st.Close()
		return nil, err
	}
	return &handle{repo: r, st: st}, nil
}

// handleFor re-opens r (opened by go-git's Plain* functions) as a handle.
func handleFor(r *git.Repository) (*handle, error) {
	fst, ok := r.Storer.(*filesystem.Storage)
	if !ok {
		return nil, fmt.Errorf("unsupported repository storage %T", r.Storer)
	}
	return newHandle(fst.Filesystem(), objectCacheSize)
}

func (h *handle) Close() error { return h.st.Close() }
