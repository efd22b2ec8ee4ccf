package judges

import (
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ApplyCorrections applies a critique mechanically and deterministically:
// points citing no, unknown or unselected evidence, or citing injected
// instructions as support, are dropped; quotes that
// are not in the evidence are removed from the text; negative evidence used
// as support is turned into a point against; decisive evidence the critic
// brought in is added as a point; a requested score replaces the score; a
// request for insufficient_data (or no point left) makes the verdict
// insufficient_data. The input is not modified.
func ApplyCorrections(t Task, p Proposal, c Critique) Proposal {
	drop := map[int]bool{}
	pts := append([]Point(nil), p.Points...)
	out := p
	for _, k := range c.Corrections {
		i := k.Point - 1
		switch k.Check {
		case CheckUncited, CheckUnknown, CheckNotSelected, CheckInjection:
			drop[i] = true
		case CheckQuote:
			if i >= 0 && i < len(pts) {
				pts[i].Text = stripQuotes(pts[i].Text)
			}
		case CheckFalseSupport:
			if i >= 0 && i < len(pts) {
				pts[i].Stance = Against
				pts[i].Text = "Counts against, not for: " + pts[i].Text
			}
		case CheckIgnored:
			if e, ok := t.Selected(k.EvidenceID); ok {
				pts = append(pts, points([]evidence.Evidence{e}, "Rule evidence", stanceOf)...)
			}
		}
		if k.Score != nil {
			s := *k.Score
			out.Score = &s
		}
		if k.Insufficient {
			return insufficient(k.Message)
		}
	}
	out.Points = make([]Point, 0, len(pts))
	for i, pt := range pts {
		if !drop[i] {
			out.Points = append(out.Points, pt)
		}
	}
	if out.State == Scored && len(out.Points) == 0 {
		return insufficient("no valid evidence is left to support a score after critique")
	}
	return out
}

// stripQuotes removes quoted snippets ("..." and `...`) from text.
func stripQuotes(text string) string {
	s := quoteRE.ReplaceAllString(text, "")
	s = strings.Join(strings.Fields(s), " ")
	s = strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(s, ".")), " -")
	return s + "."
}
