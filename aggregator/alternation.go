package aggregator

import (
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ReasonDirAlternation is recorded on "audit/reports" written for two
// tracked top-level directories, audit/ and reports/.
const ReasonDirAlternation = "two tracked top-level directories named together (\"a/b\" for a/ and b/), not a path"

// dirAlternation reports a missing two-segment path, without an
// extension, in running text or a code span, whose segments are both
// tracked top-level directories and are different: "written to
// audit/reports" means audit/ and reports/. Neither has the other inside
// it (the path would resolve), so it can only be read as a pair.
func dirAlternation(m *evidence.Manifest, c *evidence.Claim, p string) bool {
	if c.Kind != evidence.KindProse && c.Kind != evidence.KindCode {
		return false
	}
	a, b, ok := strings.Cut(strings.TrimSuffix(p, "/"), "/")
	if !ok || a == b || strings.Contains(b, "/") || hasExtension(b) {
		return false
	}
	return m.HasDir(a) && m.HasDir(b)
}

// acronymAlternation reports words in capitals joined by slashes, none
// with an extension ("DER/PEM/ENG/PROV/P12", "SSL/SSH/etc").
func acronymAlternation(p string) bool {
	parts := strings.Split(strings.TrimSuffix(p, "/"), "/")
	if len(parts) < 2 {
		return false
	}
	for _, w := range parts {
		if w != "etc" && !acronymRE.MatchString(w) {
			return false
		}
	}
	return true
}

var acronymRE = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,7}$`)
