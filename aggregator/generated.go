package aggregator

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Reasons of shapes that name what a build generates or what a set of
// files shares, not one file.
const (
	ReasonDoxygenPage = "a page Doxygen generates (the repository has a Doxyfile): the link resolves in the built documentation"
	ReasonNameSuffix  = "a file-name suffix the repository's files share (\"_inl.hpp\"), not one file"
	ReasonDottedRef   = "a dotted reference to a code object (a Sphinx or MkDocs cross-reference such as attrs.filters.include), not a file"
)

// doxygenPage reports an .html link in a repository configured for
// Doxygen ("[Class List](annotated.html)" in docs/mainpage.md).
func (r *run) doxygenPage(c *evidence.Claim, p string) bool {
	if c.Kind != evidence.KindLink || !strings.HasSuffix(strings.ToLower(p), ".html") {
		return false
	}
	if r.doxygen == nil {
		v := false
		for _, f := range r.x.m.Paths() {
			if strings.HasPrefix(path.Base(f), "Doxyfile") {
				v = true
				break
			}
		}
		r.doxygen = &v
	}
	return *r.doxygen
}

// nameSuffix reports a bare name starting with '_', '-' or '.' that ends
// at least two tracked file names ("`_inl.hpp` implementation headers").
func (r *run) nameSuffix(c *evidence.Claim) bool {
	text := strings.TrimSpace(c.Text)
	if text == "" || strings.Contains(text, "/") || !strings.ContainsAny(text[:1], "_-") || path.Ext(text) == "" {
		return false
	}
	n := 0
	for _, f := range r.x.m.Paths() {
		if b := path.Base(f); b != text && strings.HasSuffix(b, text) {
			if n++; n >= 2 {
				return true
			}
		}
	}
	return false
}

// dottedRefRE is a dotted reference of three or more identifiers.
var dottedRefRE = regexp.MustCompile(`^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*){2,}$`)

// dottedRef reports a link target written as a dotted code reference whose
// last part is no file extension the repository uses ("attrs.filters.include").
func (r *run) dottedRef(c *evidence.Claim) bool {
	text := strings.TrimSpace(c.Text)
	if c.Kind != evidence.KindLink || !dottedRefRE.MatchString(text) {
		return false
	}
	ext := text[strings.LastIndexByte(text, '.'):]
	return !r.x.m.HasExt(ext) && !commonDocExts[strings.ToLower(ext)]
}

// commonDocExts are extensions a link names a file by even when the
// repository has none of them.
var commonDocExts = map[string]bool{".md": true, ".html": true, ".htm": true, ".txt": true, ".pdf": true, ".rst": true,
	".json": true, ".yml": true, ".yaml": true, ".toml": true, ".py": true, ".js": true, ".ts": true, ".go": true, ".rs": true}
