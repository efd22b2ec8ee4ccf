package repo

import (
	"context"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"
)

// maxTreeDepth bounds directory nesting of a hostile tree.
const maxTreeDepth = 512

// treeListing is the result of listing a commit tree.
type treeListing struct {
	files    []File
	blobs    map[string]plumbing.Hash // path -> blob, regular/executable/symlink
	warnings []string
}

// objectSizer is implemented by go-git's filesystem storage: the size of an
// object read from its header, without inflating the content.
type objectSizer interface {
	EncodedObjectSize(plumbing.Hash) (int64, error)
}

// listTree lists every entry of root (recursively) with its mode and blob
// size, never reading blob content. At most limit entries are kept.
// Subtrees and sizes are read through objs.
func listTree(ctx context.Context, objs *historyObjects, root *object.Tree, limit int) (*treeListing, error) {
	l := &treeListing{blobs: map[string]plumbing.Hash{}}
	type frame struct {
		dir  string
		tree *object.Tree
		d    int
	}
	stack := []frame{{"", root, 0}}
	var bad, missing, n int
	for len(stack) > 0 && len(l.files) < limit {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n++; n%256 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		for _, e := range f.tree.Entries {
			if !validName(e.Name) {
				bad++
				continue
			}
			p := joinPath(f.dir, e.Name)
			if e.Mode == filemode.Dir {
				if f.d+1 > maxTreeDepth {
					bad++
					continue
				}
				sub, err := objs.tree(e.Hash)
				if err != nil {
					return nil, fmt.Errorf("read tree %s: %w", p, err)
				}
				stack = append(stack, frame{p, sub, f.d + 1})
				continue
			}
			file, ok := entryFile(p, e.Mode)
			if !ok {
				bad++
				continue
			}
			if file.Mode == Submodule {
				file.Link = e.Hash.String() // the pinned commit
			} else {
				l.blobs[p] = e.Hash
				size, err := objs.size(e.Hash)
				if err != nil {
					missing++
				}
				file.Size = size
			}
			l.files = append(l.files, file)
		}
	}
	if len(stack) > 0 {
		l.warnings = append(l.warnings, fmt.Sprintf("tree listing stopped at %d entries", limit))
	}
	if bad > 0 {
		l.warnings = append(l.warnings, fmt.Sprintf("%d tree entries with invalid names, modes or nesting were skipped", bad))
	}
	if missing > 0 {
		l.warnings = append(l.warnings, fmt.Sprintf("%d blobs are missing from the object store (listed with size 0)", missing))
	}
	return l, nil
}

// entryFile maps a git tree entry mode to a File; false for unknown modes.
func entryFile(p string, m filemode.FileMode) (File, bool) {
	switch m {
	case filemode.Regular, filemode.Deprecated:
		return File{Path: p, Mode: Regular}, true
	case filemode.Executable:
		return File{Path: p, Mode: Executable}, true
	case filemode.Symlink:
		return File{Path: p, Mode: Symlink}, true
	case filemode.Submodule:
		return File{Path: p, Mode: Submodule}, true
	}
	return File{}, false
}

// validName rejects tree entry names that could not be a clean
// repo-relative path component.
func validName(n string) bool {
	return n != "" && n != "." && n != ".." && !strings.ContainsAny(n, "/\x00")
}

// blobSize reads an object's size from its header when the storage allows,
// otherwise from the (lazily decoded) object.
func blobSize(st storer.EncodedObjectStorer, h plumbing.Hash) (int64, error) {
	if s, ok := st.(objectSizer); ok {
		return s.EncodedObjectSize(h)
	}
	o, err := st.EncodedObject(plumbing.BlobObject, h)
	if err != nil {
		return 0, err
	}
	return o.Size(), nil
}
