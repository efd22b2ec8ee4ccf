package repo

import (
	"errors"
	"io"
	"path/filepath"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
)

// worktreeRoot is the root of r's work tree, "" for a bare repository.
func worktreeRoot(r *git.Repository) string {
	wt, err := r.Worktree()
	if err != nil {
		return ""
	}
	root, err := filepath.Abs(wt.Filesystem.Root())
	if err != nil {
		return ""
	}
	return root
}

// errWorktreeDiffers says the work-tree file is not the committed blob.
var errWorktreeDiffers = errors.New("work-tree file differs from the committed blob")

// readWorktree returns the content of the work-tree file at repo path p
// when it is exactly the committed blob want (same git blob hash, so the
// bytes are the committed ones whatever the work tree holds elsewhere),
// and at most maxRead bytes. Checked-out files are most of the reads of a
// local audit, and reading one costs a fraction of inflating it and
// resolving its deltas from a pack; anything else (modified, missing, a
// symlink, a FIFO, a file converted on checkout) is an error and the
// caller reads the object store. Never blocks on special files.
func readWorktree(root, p string, want plumbing.Hash, maxRead int64) ([]byte, error) {
	f, err := openNoFollow(filepath.Join(root, filepath.FromSlash(p)))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	switch {
	case err != nil:
		return nil, err
	case !fi.Mode().IsRegular() || fi.Size() > maxRead:
		return nil, errWorktreeDiffers
	}
	data := make([]byte, fi.Size())
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, err
	}
	if plumbing.ComputeHash(plumbing.BlobObject, data) != want {
		return nil, errWorktreeDiffers
	}
	return data, nil
}
