package aggregator

import (
	"errors"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// target is where a claim is looked for.
type target struct {
	path     string   // the path looked for (flag path), cleaned, no trailing '/'
	dirOnly  bool     // written with a trailing '/': only a directory matches
	fallback []string // further exact candidates (the document's directory)
	smart    bool     // partial-path and repository-name rules apply
	sameDoc  bool     // "#section" alone: the citing document itself
	// stripped is the repository-name segment stripRepo removed from
	// path; repoAlt the stripped path when it is only an alternative.
	stripped, repoAlt string
	// repoPart is the segment stripped for repoAlt when it is part of the
	// repository's name, not all of it (see stripRepoNamePart).
	repoPart string
	// placed: a tree entry of a directory whose other entries in the same
	// tree mostly exist where the tree draws them; the tree places it, so
	// a file of its name elsewhere is not it (no partial-path match).
	placed bool
}

// targetOf computes where claim c is looked for:
//
//   - "#section" or "#L10" alone (empty Text) targets the citing document;
//   - links and images of repository documents resolve relative to the
//     document's directory, a leading '/' meaning the repository root, as
//     GitHub renders them; only exact and case-folded matches count (a
//     link that only matches elsewhere is broken for the reader);
//   - links of external (--report) documents, and code, fence, prose and
//     tree mentions, resolve from the root, then the document's directory
//     (repository documents only); smart rules apply to the root path.
//
// The error is one of Sanitize's when no candidate is a valid path.
func targetOf(c *evidence.Claim) (target, error) {
	text := strings.TrimSpace(c.Text)
	doc, dir, inRepo := docDir(c)
	if text == "" {
		if (c.Anchor != "" || c.LineStart > 0) && c.Document != "" {
			if !inRepo {
				doc = c.Document
			}
			return target{path: doc, sameDoc: true}, nil
		}
		return target{}, ErrEmpty
	}
	s := strings.ReplaceAll(text, `\`, "/")
	link := c.Kind.RelativeToDocument()
	if link {
		s = trimMySTScheme(s)
	}
	switch {
	case link && strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//"):
		if s = s[1:]; s == "" {
			s = "."
		}
		return mkTarget(s, c.External)
	case link && inRepo:
		return mkTarget(join(dir, s), false)
	}
	t, err := mkTarget(s, true)
	if link || !inRepo || dir == "" {
		return t, err
	}
	alt, aerr := mkTarget(join(dir, s), false)
	switch {
	case aerr != nil:
		return t, err
	case err != nil && !errors.Is(err, ErrAbsolute):
		return alt, nil // "../x" from docs/a.md: only the document-relative reading is valid
	case err == nil && alt.path != t.path:
		t.fallback = []string{alt.path}
	}
	return t, err
}

// docDir returns the sanitized citing document, its directory ("" at the
// root) and whether it is a repository document.
func docDir(c *evidence.Claim) (doc, dir string, inRepo bool) {
	if c.External {
		return "", "", false
	}
	d, err := Sanitize(c.Document)
	if err != nil || strings.HasSuffix(d, "/") || d == "." || strings.HasPrefix(d, absMark) {
		return "", "", false
	}
	return d, parent(d), true
}

func join(dir, p string) string {
	if dir == "" {
		return p
	}
	return dir + "/" + p
}

func mkTarget(p string, smart bool) (target, error) {
	s, err := Sanitize(p)
	if err != nil {
		return target{}, err
	}
	t := target{path: s, smart: smart}
	if s != "." && strings.HasSuffix(s, "/") {
		t.path, t.dirOnly = strings.TrimSuffix(s, "/"), true
	}
	return t, nil
}

// trimMySTScheme drops the scheme of a MyST link to a project file
// ("project:../intro.md", "path:example.txt"): the rest is a path
// relative to the document, or to the source root when it starts with "/".
func trimMySTScheme(s string) string {
	for _, scheme := range []string{"project:", "path:"} {
		if rest, ok := strings.CutPrefix(s, scheme); ok && rest != "" {
			return rest
		}
	}
	return s
}
