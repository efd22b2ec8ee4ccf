package docs

import (
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

var reESImport = regexp.MustCompile(`^\s*(?:import|export)\s.*\bfrom\s+['"]`)

// proseLine records the path-like tokens of a line of running text; s has
// the document's offsets starting at base (non-prose bytes blanked).
func (c *collector) proseLine(s string, base int) {
	ws := fields(s)
	roles := commandRoles(ws, true)
	if reESImport.MatchString(s) {
		for i := range roles {
			roles[i] = roleImport // MDX: import X from './X'
		}
	}
	for i, w := range ws {
		if c.halted {
			return // cancelled: the rest of the line is not read
		}
		t := trimSpan(w)
		if !c.mentionable(t.text, true) {
			continue
		}
		c.addSentence(evidence.KindProse, t.text, base+t.start, roles[i])
	}
}

// mentionable decides whether a token is a path mention at all (claims and
// not-claims alike). URLs in running text and code are not mentions; a
// link target URL is (see link).
// godotResPrefix is Godot's project-root scheme: "res://scripts/x.gd" is
// scripts/x.gd of the repository.
const godotResPrefix = "res://"

var (
	// escapeSeqRE finds an escape sequence of a string literal.
	escapeSeqRE = regexp.MustCompile(`\\[rnt0]`)
	// phpNamespaceRE is a PHP or C# namespace written with backslashes.
	phpNamespaceRE = regexp.MustCompile(`^\\?[A-Z][A-Za-z0-9_]*(?:\\[A-Z][A-Za-z0-9_]*)+$`)
	// productVersionRE is a product token "Name/1.2" (HTTP/1.1,
	// Mozilla/5.0), not a path.
	productVersionRE = regexp.MustCompile(`^[A-Za-z][\w.-]*/\d+(?:\.\d+)*$`)
)

// trackedExtVariant reports a file name whose compound extension the
// repository tracks, spelt with '_' for '-' or the reverse
// ("Apache.sublime_syntax" where syntaxes are *.sublime-syntax): a
// misspelt name of this repository, though the extension is no common
// one. Names with the exact extension resolve and need no mention here.
func trackedExtVariant(p string, man *evidence.Manifest) bool {
	m := compoundExtRE.FindStringSubmatch(p)
	if m == nil || man == nil {
		return false
	}
	return man.HasExt("." + strings.NewReplacer("_", "-", "-", "_").Replace(m[1]))
}

// compoundExtRE: a file name with a two-word extension joined by '_' or '-'.
var compoundExtRE = regexp.MustCompile(`^[\w+-]+\.([a-z][a-z0-9]*[_-][a-z][a-z0-9]*)$`)

func (c *collector) mentionable(tok string, prose bool) bool {
	tok = strings.TrimPrefix(tok, godotResPrefix)
	if tok == "" || isURL(tok) {
		return false
	}
	if strings.Contains(tok, "|") || strings.HasSuffix(tok, "\\") || phpNamespaceRE.MatchString(tok) {
		return false // "int|string", "App\\Entity\\Guardian": a type or a namespace
	}
	if escapeSeqRE.MatchString(tok) {
		return false // "HTTP/1.1\r\nHost": a string with escapes, not a path
	}
	p := unescapeBackslashes(splitRef(tok).path)
	if !pathShape(p) && !trackedExtVariant(p, c.man) || productVersionRE.MatchString(p) {
		return false
	}
	if wordPair(p) && !keepWordPair(p, prose, c.man) {
		return false
	}
	return true
}
