package repo

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"
)

// maxTreeGrow bounds the buffer reserved up front for one tree object, so
// a hostile size header cannot reserve more than this before any byte is
// read.
const maxTreeGrow = 1 << 20

// readTree reads tree h from st and decodes it with decodeTreeEntries.
// It returns the same entries as go-git's object.GetTree (modes made
// canonical, names as stored) with two allocations a tree instead of one
// per entry: the history walk decodes ~100,000 trees on a large
// repository, and object.Tree.Decode was most of its garbage. Only Hash
// and Entries of the result are set.
func readTree(st storer.EncodedObjectStorer, h plumbing.Hash) (*object.Tree, error) {
	o, err := st.EncodedObject(plumbing.TreeObject, h)
	if err != nil {
		return nil, err
	}
	r, err := o.Reader()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var b strings.Builder
	b.Grow(int(min(max(o.Size(), 0), maxTreeGrow)))
	if _, err := io.Copy(&b, r); err != nil {
		return nil, err
	}
	entries, err := decodeTreeEntries(b.String())
	if err != nil {
		return nil, fmt.Errorf("tree %s: %w", h, err)
	}
	return &object.Tree{Hash: h, Entries: entries}, nil
}

// decodeTreeEntries parses the content of a git tree object: entries of
// "<octal mode> <name>\x00<20-byte hash>". Names are substrings of s.
// Malformed content is an error wrapping object.ErrMalformedTree, as
// go-git reports it.
func decodeTreeEntries(s string) ([]object.TreeEntry, error) {
	entries := make([]object.TreeEntry, strings.Count(s, "\x00"))
	n := 0
	for len(s) > 0 {
		sp := strings.IndexByte(s, ' ')
		if sp < 0 {
			return nil, fmt.Errorf("%w: missing mode terminator", object.ErrMalformedTree)
		}
		mode, ok := treeMode(s[:sp])
		if !ok {
			return nil, fmt.Errorf("%w: malformed mode", object.ErrMalformedTree)
		}
		s = s[sp+1:]
		nul := strings.IndexByte(s, 0)
		switch {
		case nul < 0:
			return nil, fmt.Errorf("%w: missing filename terminator", object.ErrMalformedTree)
		case nul == 0:
			return nil, fmt.Errorf("%w: empty filename", object.ErrMalformedTree)
		case len(s) < nul+1+len(plumbing.Hash{}):
			return nil, fmt.Errorf("%w: truncated object id", object.ErrMalformedTree)
		}
		// one entry per NUL: a name holds none, so n < len(entries)
		e := &entries[n]
		e.Name, e.Mode = s[:nul], mode
		s = s[nul+1:]
		s = s[copy(e.Hash[:], s):]
		n++
	}
	return entries[:n], nil
}

// treeMode parses a tree entry's octal mode, made canonical: git writes
// one of five, matched without parsing.
func treeMode(s string) (filemode.FileMode, bool) {
	switch s {
	case "100644":
		return filemode.Regular, true
	case "40000":
		return filemode.Dir, true
	case "100755":
		return filemode.Executable, true
	case "120000":
		return filemode.Symlink, true
	case "160000":
		return filemode.Submodule, true
	}
	mode, err := strconv.ParseUint(s, 8, 32)
	if err != nil {
		return 0, false
	}
	return canonicalMode(filemode.FileMode(mode)), true
}

// canonicalMode maps a stored mode to one of git's five, as go-git's tree
// decoder does (a 100664 blob is Regular, an unknown type a Submodule).
func canonicalMode(m filemode.FileMode) filemode.FileMode {
	switch m & 0o170000 {
	case 0o040000:
		return filemode.Dir
	case 0o100000:
		if m&0o111 != 0 {
			return filemode.Executable
		}
		return filemode.Regular
	case 0o120000:
		return filemode.Symlink
	}
	return filemode.Submodule
}
