package aggregator

import (
	"fmt"
	"path"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// spacedTail resolves a bare file name that is the last word of a tracked
// file name with spaces written out in the same sentence: "see TRP1
// Challenge Week 2_ The Automaton Auditor.md" is read as the token
// "Auditor.md", the tail of that file's name. The whole name must stand in
// the claim's context, so a lone "Auditor.md" elsewhere stays missing.
func (r *run) spacedTail(c *evidence.Claim, t target) (resolution, bool) {
	name := t.path
	if strings.Contains(name, "/") || !hasExtension(name) || !strings.Contains(c.Context, " "+c.Text) {
		return resolution{}, false
	}
	for _, p := range r.spacedNames() {
		base := path.Base(p)
		if strings.HasSuffix(base, " "+name) && strings.Contains(c.Context, base) {
			return resolution{path: p, how: fmt.Sprintf("the end of the tracked name %q, which has spaces", base)}, true
		}
	}
	return resolution{}, false
}

// spacedNames are the tracked files whose base name has a space, listed
// on first use.
func (r *run) spacedNames() []string {
	if r.spaced == nil {
		r.spaced = []string{}
		for _, p := range r.x.m.Paths() {
			if strings.Contains(path.Base(p), " ") {
				r.spaced = append(r.spaced, p)
			}
		}
	}
	return r.spaced
}
