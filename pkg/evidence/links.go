package evidence

import (
	"path"
	"strings"
)

// Link is a tracked entry that stands for more than itself: a committed
// symbolic link or a submodule (a gitlink entry).
type Link struct {
	// Submodule is true for a gitlink: Target is then the commit the
	// submodule is pinned at, and nothing under it is in this manifest.
	Submodule bool
	// Target is a symlink's target as committed (relative to the link's
	// directory), or a submodule's commit.
	Target string
	// URL is a submodule's URL from .gitmodules, when known.
	URL string
}

// maxLinkHops bounds the symlinks followed for one path (a cycle of
// links, or a chain built to make resolution slow).
const maxLinkHops = 16

// WithLinks records the symlinks and submodules of the tree (by path) and
// returns m. Call it before the manifest is shared: a Manifest is
// immutable afterwards.
func (m *Manifest) WithLinks(links map[string]Link) *Manifest {
	m.links = links
	return m
}

// Submodule returns the submodule p lies inside (strictly under its path):
// the submodule's path and link. ok is false when p is in no submodule.
func (m *Manifest) Submodule(p string) (dir string, l Link, ok bool) {
	if len(m.links) == 0 {
		return "", Link{}, false
	}
	p = strings.Trim(p, "/")
	for d := parentDir(p); d != ""; d = parentDir(d) {
		if l, ok := m.links[d]; ok && l.Submodule {
			return d, l, true
		}
	}
	return "", Link{}, false
}

// ThroughSymlinks rewrites p through the committed symlinked directories
// among its leading segments, as the tree defines them: with linkdir ->
// realdir, "linkdir/x.go" is "realdir/x.go". ok is false when p crosses
// no symlink, or a link on its way points out of the repository (an
// absolute target, or one climbing above the root): such a link is never
// followed. At most maxLinkHops links are followed.
func (m *Manifest) ThroughSymlinks(p string) (string, bool) {
	if len(m.links) == 0 {
		return "", false
	}
	p = strings.Trim(p, "/")
	crossed := false
	for hop := 0; hop < maxLinkHops; hop++ {
		q, moved, ok := m.firstLink(p)
		if !ok {
			return "", false
		}
		if !moved {
			return p, crossed
		}
		p, crossed = q, true
	}
	return "", false
}

// firstLink replaces the first symlinked directory of p by its target.
// moved is false when p holds none; ok is false when the link leaves the
// repository.
func (m *Manifest) firstLink(p string) (q string, moved, ok bool) {
	for i := strings.IndexByte(p, '/'); i >= 0; {
		l, found := m.links[p[:i]]
		if found && !l.Submodule {
			t := l.Target
			if t == "" || strings.HasPrefix(t, "/") || strings.Contains(t, "\\") {
				return "", false, false
			}
			j := path.Join(path.Dir(p[:i]), t)
			if j == ".." || strings.HasPrefix(j, "../") {
				return "", false, false
			}
			if j == "." {
				return p[i+1:], true, true
			}
			return j + p[i:], true, true
		}
		k := strings.IndexByte(p[i+1:], '/')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return p, false, true
}

// Link returns the symlink or submodule recorded at p (WithLinks).
func (m *Manifest) Link(p string) (Link, bool) {
	l, ok := m.links[p]
	return l, ok
}
