package judges

import (
	"fmt"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// MaxRemediation bounds the file-level fixes listed per criterion.
const MaxRemediation = 25

// Remediate turns the criterion's remediation hints into file-level fixes
// for the matching evidence of its scope, in scope order, without
// duplicates, at most MaxRemediation (then one line saying how many more).
func Remediate(c *rubric.Criterion, scope []evidence.Evidence) []Remediation {
	out := []Remediation{}
	seen := map[Remediation]bool{}
	more := 0
	add := func(r Remediation) {
		if seen[r] {
			return
		}
		seen[r] = true
		if len(out) < MaxRemediation {
			out = append(out, r)
		} else {
			more++
		}
	}
	for _, h := range c.Remediation {
		if h.When == nil {
			add(Remediation{File: h.File, Change: h.Change})
			continue
		}
		for _, e := range scope {
			if h.When.Matches(e) {
				add(Remediation{File: rubric.Expand(h.File, e), Change: rubric.Expand(h.Change, e)})
			}
		}
	}
	if more > 0 {
		out = append(out, Remediation{File: "(more)", Change: fmt.Sprintf("%d more fixes of the kinds above; see the evidence", more)})
	}
	return out
}
