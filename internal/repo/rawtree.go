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
	s, err := readRawTree(st, h)
	if err != nil {
		return nil, err
	}
	entries, err := decodeTreeEntries(s)
	if err != nil {
		return nil, fmt.Errorf("tree %s: %w", h, err)
	}
	return &object.Tree{Hash: h, Entries: entries}, nil
}

// readRawTree reads the content of tree h from st, not checked.
func readRawTree(st storer.EncodedObjectStorer, h plumbing.Hash) (string, error) {
	o, err := st.EncodedObject(plumbing.TreeObject, h)
	if err != nil {
		return "", err
	}
	r, err := o.Reader()
	if err != nil {
		return "", err
	}
	defer r.Close()
	var b strings.Builder
	b.Grow(int(min(max(o.Size(), 0), maxTreeGrow)))
	if _, err := io.Copy(&b, r); err != nil {
		return "", err
	}
	return b.String(), nil
}

// decodeTreeEntries parses the content of a git tree object: entries of
// "<octal mode> <name>\x00<20-byte hash>". Names are substrings of s.
// Malformed content is an error wrapping object.ErrMalformedTree, as
// go-git reports it.
func decodeTreeEntries(s string) ([]object.TreeEntry, error) {
	entries := make([]object.TreeEntry, strings.Count(s, "\x00"))
	n := 0
	var e object.TreeEntry
	for len(s) > 0 {
		var err error
		if s, err = nextTreeEntry(s, &e); err != nil {
			return nil, err
		}
		// one entry per NUL: a name holds none, so n < len(entries)
		entries[n] = e
		n++
	}
	return entries[:n], nil
}

// checkTree reports whether s is well-formed tree content, as
// decodeTreeEntries would decode it, without decoding it, and whether its
// entries are strictly in git's tree order (cmpEntry), as git writes them.
// Content with only git's five modes is checked by checkGitTree; anything
// else, and every malformed tree, entry by entry (the errors are
// nextTreeEntry's).
func checkTree(s string) (sorted bool, err error) {
	if sorted, ok := checkGitTree(s); ok {
		return sorted, nil
	}
	return checkEntries(s)
}

// checkEntries is checkTree decoding every entry (nextTreeEntry).
func checkEntries(s string) (sorted bool, err error) {
	var prev, e object.TreeEntry
	sorted = true
	for first := true; len(s) > 0; first = false {
		if s, err = nextTreeEntry(s, &e); err != nil {
			return false, err
		}
		if !first && sorted && cmpEntry(&prev, &e) >= 0 {
			sorted = false
		}
		prev = e
	}
	return sorted, nil
}

// checkGitTree is checkTree for content whose every entry has one of the
// five modes git writes, spelled as git spells them (ok false for any
// other content, well-formed or not): it reads each mode by its prefix
// and each name in place, and skips the hashes (a third of the walk's
// tree checking went to decoding entries it then dropped).
func checkGitTree(s string) (sorted, ok bool) {
	sorted = true
	var prev string
	prevDir := false
	for first := true; len(s) > 0; first = false {
		dir := false
		switch {
		case len(s) > 7 && s[6] == ' ' && (s[:6] == "100644" || s[:6] == "100755" || s[:6] == "120000" || s[:6] == "160000"):
			s = s[7:]
		case len(s) > 6 && s[:6] == "40000 ":
			s, dir = s[6:], true
		default:
			return false, false
		}
		nul := strings.IndexByte(s, 0)
		if nul <= 0 || len(s) < nul+1+len(plumbing.Hash{}) {
			return false, false
		}
		name := s[:nul]
		if !first && sorted && cmpNames(prev, prevDir, name, dir) >= 0 {
			sorted = false
		}
		prev, prevDir = name, dir
		s = s[nul+1+len(plumbing.Hash{}):]
	}
	return sorted, true
}

// nextTreeEntry decodes the first entry of tree content s (not empty)
// into e and returns the content after it.
func nextTreeEntry(s string, e *object.TreeEntry) (string, error) {
	sp := strings.IndexByte(s, ' ')
	if sp < 0 {
		return "", fmt.Errorf("%w: missing mode terminator", object.ErrMalformedTree)
	}
	mode, ok := treeMode(s[:sp])
	if !ok {
		return "", fmt.Errorf("%w: malformed mode", object.ErrMalformedTree)
	}
	s = s[sp+1:]
	nul := strings.IndexByte(s, 0)
	switch {
	case nul < 0:
		return "", fmt.Errorf("%w: missing filename terminator", object.ErrMalformedTree)
	case nul == 0:
		return "", fmt.Errorf("%w: empty filename", object.ErrMalformedTree)
	case len(s) < nul+1+len(plumbing.Hash{}):
		return "", fmt.Errorf("%w: truncated object id", object.ErrMalformedTree)
	}
	e.Name, e.Mode = s[:nul], mode
	s = s[nul+1:]
	return s[copy(e.Hash[:], s):], nil
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
