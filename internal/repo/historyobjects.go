package repo

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"unsafe"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"
	"github.com/go-git/go-git/v5/storage/filesystem"
)

// historyObjects reads the commits and trees of a history walk: from the
// repository's packs when packObjects serves them, else (loose objects,
// alternates, anything over its bounds or malformed) through go-git's
// storer, whose result or error is then the answer. Either way a commit
// is decoded by go-git and a tree by decodeTreeEntries, so the walk sees
// the same objects. Not safe for concurrent use.
type historyObjects struct {
	packs *packObjects // nil: every object through st
	st    storer.EncodedObjectStorer
	// guard, when set, runs each read of a commit or a tree through st
	// (see walkHistory); pack reads need no lock.
	guard func(func() error) error
}

// fork returns a reader of the same objects for another goroutine, with a
// pack cache of cacheSize bytes.
func (o *historyObjects) fork(cacheSize int) *historyObjects {
	f := &historyObjects{st: o.st, guard: o.guard}
	if o.packs != nil {
		f.packs = o.packs.fork(cacheSize)
	}
	return f
}

// locked runs f inside o.guard, if any.
func (o *historyObjects) locked(f func() error) error {
	if o.guard == nil {
		return f()
	}
	return o.guard(f)
}

// openPacksOf opens the packs of st when it is a filesystem storage, else
// returns nil.
func openPacksOf(st storer.EncodedObjectStorer) *packObjects {
	if fst, ok := st.(*filesystem.Storage); ok {
		return openPackObjects(fst.Filesystem())
	}
	return nil
}

// commit reads and decodes commit h: from the packs by decodeCommit, or
// by go-git when decodeCommit declines the content; only the fields
// decodeCommit sets are meant to be read.
func (o *historyObjects) commit(h plumbing.Hash) (*object.Commit, error) {
	if o.packs != nil {
		if data, err := o.packs.read(h, plumbing.CommitObject); err == nil {
			if c, ok := decodeCommit(h, data); ok {
				return c, nil
			}
			c := &object.Commit{}
			if err := c.Decode(&rawObject{h: h, t: plumbing.CommitObject, data: data}); err == nil {
				return c, nil
			}
		} else if !errors.Is(err, errDeclined) {
			return nil, err
		}
	}
	var c *object.Commit
	err := o.locked(func() (err error) { c, err = object.GetCommit(o.st, h); return err })
	return c, err
}

// tree reads and decodes tree h (see readTree). Entry names share the
// bytes packObjects returned, which nothing writes once resolved.
func (o *historyObjects) tree(h plumbing.Hash) (*object.Tree, error) {
	if o.packs != nil {
		if data, err := o.packs.read(h, plumbing.TreeObject); err == nil {
			if entries, err := decodeTreeEntries(unsafe.String(unsafe.SliceData(data), len(data))); err == nil {
				return &object.Tree{Hash: h, Entries: entries}, nil
			}
		} else if !errors.Is(err, errDeclined) {
			return nil, err
		}
	}
	return readTree(o.st, h)
}

// rawTree reads tree h (see readTree) and returns its content, checked
// (checkTree), and whether its entries are in git's order: the history
// walk reads entries in place (treeCursor) instead of decoding every tree
// into a slice. The content may be shared with packObjects' cache;
// nothing writes it.
func (o *historyObjects) rawTree(h plumbing.Hash) (checkedTree, error) {
	if o.packs != nil {
		if data, err := o.packs.read(h, plumbing.TreeObject); err == nil {
			s := unsafe.String(unsafe.SliceData(data), len(data))
			if sorted, err := checkTree(s); err == nil {
				return checkedTree{s, sorted}, nil
			}
		} else if !errors.Is(err, errDeclined) {
			return checkedTree{}, err
		}
	}
	var s string
	if err := o.locked(func() (err error) { s, err = readRawTree(o.st, h); return err }); err != nil {
		return checkedTree{}, err
	}
	sorted, err := checkTree(s)
	if err != nil {
		return checkedTree{}, fmt.Errorf("tree %s: %w", h, err)
	}
	return checkedTree{s, sorted}, nil
}

// checkedTree is well-formed tree content (see checkTree).
type checkedTree struct {
	s      string
	sorted bool // entries strictly in git's tree order
}

// size returns the size of object h (see blobSize).
func (o *historyObjects) size(h plumbing.Hash) (int64, error) {
	if o.packs != nil {
		if n, err := o.packs.size(h); err == nil {
			return n, nil
		}
	}
	return blobSize(o.st, h)
}

// rawObject is a read-only plumbing.EncodedObject over content already
// read, with its known hash (go-git's MemoryObject would hash it again).
type rawObject struct {
	h    plumbing.Hash
	t    plumbing.ObjectType
	data []byte
}

func (r *rawObject) Hash() plumbing.Hash             { return r.h }
func (r *rawObject) Type() plumbing.ObjectType       { return r.t }
func (r *rawObject) SetType(plumbing.ObjectType)     {}
func (r *rawObject) Size() int64                     { return int64(len(r.data)) }
func (r *rawObject) SetSize(int64)                   {}
func (r *rawObject) Writer() (io.WriteCloser, error) { return nil, errors.New("read-only object") }
func (r *rawObject) Reader() (io.ReadCloser, error) {
	return io.NopCloser(bytes.NewReader(r.data)), nil
}
