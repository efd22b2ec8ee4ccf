package aggregator

import (
	"path"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// A tree in a documentation site's page is most often the reader's
// project (siteTree), but a contributor's guide draws this repository's
// own directories: golangci-lint's architecture page lists
// pkg/result/processors/ file by file. Where most entries a page's tree
// places in one directory exist there, the tree is this repository's and
// a missing entry of that directory is a claim.

// ownTreeMin is the number of entries of one directory a page's tree must
// place, and ownTreeShare the share of them that must exist, for the tree
// to be this repository's.
const (
	ownTreeMin   = 5
	ownTreeShare = 0.8
)

// treeDirKey is a directory of the entries of a document's trees.
type treeDirKey struct {
	doc      string
	external bool
	dir      string
}

// treeDirCount counts the tree entries a document places in one
// directory, and those that exist.
type treeDirCount struct{ all, found int }

// wholeTree is the treeDirKey.dir under which treeDirCounts counts all of
// a document's tree entries (no path.Dir result is a NUL byte).
const wholeTree = "\x00"

// treeDirCounts counts every document's tree entries by directory, and
// all of them under wholeTree.
func (r *run) treeDirCounts() map[treeDirKey]treeDirCount {
	counts := map[treeDirKey]*treeDirCount{}
	for _, e := range r.out.Evidence[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || c.Kind != evidence.KindTree {
			continue
		}
		p, err := Sanitize(strings.TrimSpace(c.Text))
		if err != nil || p == "" {
			continue
		}
		p = strings.TrimSuffix(p, "/")
		k := treeDirKey{c.Document, c.External, path.Dir(p)}
		n := counts[k]
		if n == nil {
			n = &treeDirCount{}
			counts[k] = n
		}
		whole := counts[treeDirKey{c.Document, c.External, wholeTree}]
		if whole == nil {
			whole = &treeDirCount{}
			counts[treeDirKey{c.Document, c.External, wholeTree}] = whole
		}
		n.all++
		whole.all++
		if r.x.m.HasFile(p) || r.x.m.HasDir(p) {
			n.found++
			whole.found++
		}
	}
	out := make(map[treeDirKey]treeDirCount, len(counts))
	for k, n := range counts {
		out[k] = *n
	}
	return out
}

// inOwnTree reports a tree entry placed in a directory whose other entries
// in the same document mostly exist (ownTreeMin, ownTreeShare).
func (r *run) inOwnTree(c *evidence.Claim) bool {
	n, dir, ok := r.treeDirOf(c)
	return ok && dir != "." && n.all >= ownTreeMin && float64(n.found) >= ownTreeShare*float64(n.all)
}

// treeDirShare is the share of a document tree's entries of one directory
// that must exist, with at least treeDirMin of them, for a missing entry
// of that directory to be claimed: the tree draws this directory as it
// is, and the entry is one it lists wrongly.
const (
	treeDirMin   = 4
	treeDirShare = 0.6
)

// inMostlyExistingTree reports a tree entry of a directory whose other
// entries in the same document mostly exist (treeDirMin, treeDirShare).
func (r *run) inMostlyExistingTree(c *evidence.Claim) bool {
	n, _, ok := r.treeDirOf(c)
	return ok && n.all >= treeDirMin && float64(n.found) >= treeDirShare*float64(n.all)
}

// inMostlyExistingDocTree reports a tree entry of a document whose tree
// entries, all directories together, mostly exist (docTreeMin,
// treeDirShare).
func (r *run) inMostlyExistingDocTree(c *evidence.Claim) bool {
	if _, _, ok := r.treeDirOf(c); !ok {
		return false
	}
	whole := r.treeDirs[treeDirKey{c.Document, c.External, wholeTree}]
	return whole.all >= docTreeMin && float64(whole.found) >= treeDirShare*float64(whole.all)
}

// docTreeMin is the number of tree entries from which a document's trees,
// mostly existing as a whole (treeDirShare), claim every entry they list:
// a project layout with a directory of planned or invented files among
// real ones ("├── demo_stage.py" beside a README and agent/ that exist).
const docTreeMin = 12

// treeDirOf returns the counts of the directory a tree entry is placed in
// by its document (treeDirCounts, computed on first use) and that
// directory; ok is false for anything but a tree entry with a valid path.
func (r *run) treeDirOf(c *evidence.Claim) (treeDirCount, string, bool) {
	if c.Kind != evidence.KindTree {
		return treeDirCount{}, "", false
	}
	if r.treeDirs == nil {
		r.treeDirs = r.treeDirCounts()
	}
	p, err := Sanitize(strings.TrimSpace(c.Text))
	if err != nil {
		return treeDirCount{}, "", false
	}
	dir := path.Dir(strings.TrimSuffix(p, "/"))
	return r.treeDirs[treeDirKey{c.Document, c.External, dir}], dir, true
}
