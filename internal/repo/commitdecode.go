package repo

import (
	"bytes"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// decodeCommit decodes the fields of commit h that the history walk reads
// (Hash, TreeHash, ParentHashes, Author, Committer, Message) from its
// content, when the content has git's canonical layout: a "tree" line,
// "parent" lines, then "author" and "committer" lines, other headers, a
// blank line and the message. For such content the fields are the ones
// go-git's Commit.Decode sets (signatures are decoded by go-git's own
// Signature.Decode); the other fields are left empty. ok is false for any
// other layout (a bad hash, an author or committer out of place, no
// header end), which the caller decodes with go-git instead, so that
// errors and oddities are go-git's. go-git's decoder reads through a
// buffered reader and copies every header line; this one reads data in
// place (the message is copied).
func decodeCommit(h plumbing.Hash, data []byte) (c *object.Commit, ok bool) {
	c = &object.Commit{Hash: h}
	rest, ok := hashLine(data, "tree ", &c.TreeHash)
	if !ok {
		return nil, false
	}
	for bytes.HasPrefix(rest, []byte("parent ")) {
		var p plumbing.Hash
		if rest, ok = hashLine(rest, "parent ", &p); !ok {
			return nil, false
		}
		c.ParentHashes = append(c.ParentHashes, p)
	}
	author, rest, ok := headerLine(rest, "author ")
	if !ok {
		return nil, false
	}
	committer, rest, ok := headerLine(rest, "committer ")
	if !ok {
		return nil, false
	}
	// the headers end at the first empty line: rest starts a line, so the
	// empty line is rest itself or follows the first "\n\n"
	switch i := bytes.Index(rest, []byte("\n\n")); {
	case len(rest) > 0 && rest[0] == '\n':
		c.Message = string(rest[1:])
	case i >= 0:
		c.Message = string(rest[i+2:])
	default:
		return nil, false
	}
	c.Author.Decode(author)
	c.Committer.Decode(committer)
	return c, true
}

// hashLine reads the line "<key><40 hex digits>\n" at the start of b into
// h and returns what follows it.
func hashLine(b []byte, key string, h *plumbing.Hash) ([]byte, bool) {
	const n = 2 * len(plumbing.Hash{})
	end := len(key) + n
	if len(b) <= end || b[end] != '\n' || string(b[:len(key)]) != key {
		return nil, false
	}
	hex := string(b[len(key):end])
	if !plumbing.IsHash(hex) {
		return nil, false
	}
	*h = plumbing.NewHash(hex)
	return b[end+1:], true
}

// headerLine returns the value of the line "<key><value>\n" at the start
// of b and what follows the line.
func headerLine(b []byte, key string) (value, rest []byte, ok bool) {
	if !bytes.HasPrefix(b, []byte(key)) {
		return nil, nil, false
	}
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return nil, nil, false
	}
	return b[len(key):i], b[i+1:], true
}
