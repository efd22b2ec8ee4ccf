package repotest

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"
)

// encoder is a go-git object that can encode itself.
type encoder interface {
	Encode(plumbing.EncodedObject) error
}

// store encodes v into the object store and returns its hash.
func store(st storer.EncodedObjectStorer, v encoder) (plumbing.Hash, error) {
	o := st.NewEncodedObject()
	if err := v.Encode(o); err != nil {
		return plumbing.ZeroHash, err
	}
	return st.SetEncodedObject(o)
}

// blob stores data as a blob.
func blob(st storer.EncodedObjectStorer, data []byte) (plumbing.Hash, error) {
	o := st.NewEncodedObject()
	o.SetType(plumbing.BlobObject)
	w, err := o.Writer()
	if err != nil {
		return plumbing.ZeroHash, err
	}
	if _, err := w.Write(data); err != nil {
		return plumbing.ZeroHash, err
	}
	if err := w.Close(); err != nil {
		return plumbing.ZeroHash, err
	}
	return st.SetEncodedObject(o)
}

// writeTree stores the tree (and subtrees, blobs) of s and returns its hash.
// Entries are sorted the way git sorts them (directories as "name/").
func writeTree(st storer.EncodedObjectStorer, s state) (plumbing.Hash, error) {
	subs := map[string]state{}
	var entries []object.TreeEntry
	for p, e := range s {
		if dir, rest, ok := strings.Cut(p, "/"); ok {
			if subs[dir] == nil {
				subs[dir] = state{}
			}
			subs[dir][rest] = e
			continue
		}
		h, err := blob(st, e.data)
		if err != nil {
			return plumbing.ZeroHash, err
		}
		entries = append(entries, object.TreeEntry{Name: p, Mode: e.mode, Hash: h})
	}
	for dir, sub := range subs {
		h, err := writeTree(st, sub)
		if err != nil {
			return plumbing.ZeroHash, err
		}
		entries = append(entries, object.TreeEntry{Name: dir, Mode: filemode.Dir, Hash: h})
	}
	sort.Slice(entries, func(i, j int) bool { return sortKey(entries[i]) < sortKey(entries[j]) })
	return store(st, &object.Tree{Entries: entries})
}

func sortKey(e object.TreeEntry) string {
	if e.Mode == filemode.Dir {
		return e.Name + "/"
	}
	return e.Name
}

// writeWorkTree writes the files of s under dir (symlinks as symlinks).
func writeWorkTree(dir string, s state) error {
	paths := make([]string, 0, len(s))
	for p := range s {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		e, full := s[p], filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		var err error
		switch e.mode {
		case filemode.Symlink:
			err = os.Symlink(string(e.data), full)
		case filemode.Executable:
			err = os.WriteFile(full, e.data, 0o755)
		default:
			err = os.WriteFile(full, e.data, 0o644)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
