package report

import (
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// submoduleClaims are the path claims inside a git submodule: not
// checked, never flagged, in evidence order.
func submoduleClaims(r *Report) []*evidence.Claim {
	var out []*evidence.Claim
	for _, e := range r.Evidences[evidence.Docs] {
		if e.Class == evidence.ClassPathClaim && e.Claim != nil && e.Claim.Status == evidence.StatusSubmodule {
			out = append(out, e.Claim)
		}
	}
	return out
}

// mdSubmoduleClaims lists the paths inside submodules, so that "every
// path resolved" is never read as covering them.
func mdSubmoduleClaims(b *strings.Builder, r *Report) {
	cs := submoduleClaims(r)
	if len(cs) == 0 {
		return
	}
	fmt.Fprintf(b, "Not checked: %d path(s) inside git submodules (their files are not in this tree):\n\n", len(cs))
	for _, c := range cs {
		fmt.Fprintf(b, "- %s (%s:%d): %s\n", mdCode(c.Text), c.Document, c.Line, mdCell(c.Reason))
	}
	b.WriteString("\n")
}
