package aggregator

import (
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// sanitizeLocation cleans e.Location to a repo-relative POSIX path. A
// rejected location is cleared with a warning; an absolute one is also
// redacted from the evidence's Content and Rationale. Web URLs are kept
// as they are (they are not paths of this machine).
func (r *run) sanitizeLocation(e *evidence.Evidence) {
	loc := e.Location
	if loc == "" || isWebURL(loc) {
		return
	}
	p, err := Sanitize(loc)
	if err == nil {
		if p != "." {
			p = strings.TrimSuffix(p, "/")
		}
		e.Location = p
		return
	}
	if IsAbsolute(strings.TrimSpace(loc)) {
		e.Content = redactIn(e.Content, strings.TrimSpace(loc))
		e.Rationale = redactIn(e.Rationale, strings.TrimSpace(loc))
	}
	e.Location = ""
	r.warn(CatLocationReject, fmt.Sprintf("evidence %s: location cleared: %v", e.ID, err), "", e.Line)
}

func isWebURL(s string) bool {
	return strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://")
}

// where names a citing location for messages: "docs/a.md:12" or
// "report.pdf p.3:12".
func where(c *evidence.Claim) string {
	if c.Page > 0 {
		return fmt.Sprintf("%s p.%d:%d", c.Document, c.Page, c.Line)
	}
	return fmt.Sprintf("%s:%d", c.Document, c.Line)
}

// citedIn names a citing location in prose: "docs/a.md line 12".
func citedIn(c *evidence.Claim) string {
	if c.Page > 0 {
		return fmt.Sprintf("%s page %d line %d", c.Document, c.Page, c.Line)
	}
	return fmt.Sprintf("%s line %d", c.Document, c.Line)
}
