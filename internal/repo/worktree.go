package repo

import (
	"crypto/sha1"
	"errors"
	"io"
	"path/filepath"
	"strconv"

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
	if blobHash(data) != want {
		return nil, errWorktreeDiffers
	}
	return data, nil
}

// blobHash is the git blob hash of data, by the standard library's SHA-1.
// go-git's ComputeHash uses a collision-detecting SHA-1, which cost an
// audit of golang/tools' work tree 3% of its CPU; collision detection
// guards nothing here, where the hash only checks that a work-tree file
// is the committed blob and one owner wrote both.
func blobHash(data []byte) plumbing.Hash {
	h := sha1.New()
	h.Write(append(strconv.AppendInt([]byte("blob "), int64(len(data)), 10), 0))
	h.Write(data)
	var out plumbing.Hash
	h.Sum(out[:0])
	return out
}
