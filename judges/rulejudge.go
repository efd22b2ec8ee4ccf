package judges

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// NoRuleReason is the insufficient_data reason of a criterion without
// machine rules when no model judge is configured.
const NoRuleReason = "no machine rule; needs a model judge (--llm)"

// maxPoints bounds the points of a rule-judge opinion.
const maxPoints = 5

// RuleJudge is the offline judge: the criterion's machine rules give a
// base score and each persona argues from its own evidence.
//
//   - prosecutor: cites gaps and risks (negative evidence); one below the
//     base when there are any;
//   - defense: cites positive evidence (effort, what exists); one above the
//     base when there is any;
//   - tech lead: cites the evidence the rule decided on; the base score.
//
// Scores stay within the criterion's range. It is stateless.
type RuleJudge struct{}

// Name implements Judge.
func (RuleJudge) Name() string { return "rules" }

// Draft implements Judge.
func (RuleJudge) Draft(_ context.Context, t Task) (Proposal, error) {
	switch {
	case len(t.Evidence) == 0:
		return insufficient("no evidence was selected for this criterion"), nil
	case t.Outcome == nil && len(t.Criterion.Rules) == 0:
		return insufficient(NoRuleReason), nil
	case t.Outcome == nil:
		return insufficient("no machine rule matched the evidence"), nil
	case t.Outcome.Insufficient || t.Outcome.Score == nil:
		return insufficient(t.Outcome.Because), nil
	}
	switch t.Persona {
	case Prosecutor:
		return prosecute(t), nil
	case Defense:
		return defend(t), nil
	default:
		return assess(t), nil
	}
}

// Revise implements Judge: it applies the critique mechanically.
func (RuleJudge) Revise(_ context.Context, t Task, prev Proposal, c Critique) (Proposal, error) {
	return ApplyCorrections(t, prev, c), nil
}

func insufficient(reason string) Proposal {
	return Proposal{State: InsufficientData, Summary: reason, Points: []Point{}}
}

func prosecute(t Task) Proposal {
	base := *t.Outcome.Score
	gaps := pick(t.Evidence, func(e evidence.Evidence) bool {
		return Negative(e) || (low(t) && isDecisive(t, e.ID))
	}, maxPoints)
	if len(gaps) == 0 {
		summary := fmt.Sprintf("No gap or risk in the selected evidence; the rule score %d stands (%s).", base, t.Outcome.Because)
		return scored(base, summary, points(decisive(t, 2), "Checked and clean", stanceOf))
	}
	score := clamp(base-1, t)
	summary := fmt.Sprintf("%d gap(s) or risk(s) argue for %d against the rule score %d (%s).", len(gaps), score, base, t.Outcome.Because)
	return scored(score, summary, withDecisive(t, points(gaps, "Gap or risk", Against)))
}

// withDecisive adds the first evidence the rule decided on when pts do not
// cite it, so that the critic never has to bring it in.
func withDecisive(t Task, pts []Point) []Point {
	if d := decisive(t, 1); len(d) > 0 && !cites(pts, d[0].ID) {
		pts = append(pts, points(d, "Rule evidence", stanceOf)...)
	}
	return pts
}

func defend(t Task) Proposal {
	base := *t.Outcome.Score
	pos := pick(t.Evidence, func(e evidence.Evidence) bool {
		return Positive(e) && !(low(t) && isDecisive(t, e.ID))
	}, maxPoints)
	if len(pos) == 0 {
		summary := fmt.Sprintf("Nothing to credit beyond the rule score %d (%s).", base, t.Outcome.Because)
		return scored(base, summary, points(decisive(t, 2), "Acknowledged", stanceOf))
	}
	score := clamp(base+1, t)
	summary := fmt.Sprintf("%d positive finding(s) show effort that argues for %d over the rule score %d (%s).", len(pos), score, base, t.Outcome.Because)
	return scored(score, summary, withDecisive(t, points(pos, "Credit", Support)))
}

func assess(t Task) Proposal {
	base := *t.Outcome.Score
	summary := fmt.Sprintf("The rule score %d stands: %s.", base, t.Outcome.Because)
	return scored(base, summary, points(decisive(t, 3), "Functional fact", stanceOf))
}

// low reports whether the rule score is below the range's midpoint: then
// the evidence the rule decided on is what makes the score low, so the
// prosecutor cites it against and the defense does not credit it, even when
// it is found=true (a git history signal, a diagram without parallelism).
func low(t Task) bool {
	r := t.Criterion.Score
	return 2**t.Outcome.Score < r.Min+r.Max
}

func isDecisive(t Task, id string) bool {
	return t.Outcome != nil && slices.Contains(t.Outcome.Matched, id)
}

func cites(pts []Point, id string) bool {
	return slices.ContainsFunc(pts, func(p Point) bool { return p.EvidenceID == id })
}

func scored(score int, summary string, pts []Point) Proposal {
	return Proposal{State: Scored, Score: &score, Summary: summary, Points: pts}
}

// decisive returns up to n selected evidence the rule matched, or the top
// ranked evidence when the rule matched none (a catch-all).
func decisive(t Task, n int) []evidence.Evidence {
	var out []evidence.Evidence
	if t.Outcome != nil {
		for _, id := range t.Outcome.Matched {
			if e, ok := t.Selected(id); ok && len(out) < n {
				out = append(out, e)
			}
		}
	}
	if len(out) == 0 {
		out = t.Evidence[:min(n, len(t.Evidence))]
	}
	return out
}

func pick(ev []evidence.Evidence, keep func(evidence.Evidence) bool, n int) []evidence.Evidence {
	var out []evidence.Evidence
	for _, e := range ev {
		if keep(e) && len(out) < n {
			out = append(out, e)
		}
	}
	return out
}

// stanceOf is the placeholder stance "as the evidence's polarity says".
const stanceOf Stance = ""

func points(ev []evidence.Evidence, lead string, st Stance) []Point {
	out := make([]Point, 0, len(ev))
	for _, e := range ev {
		s := st
		if s == stanceOf {
			s = Against
			if Positive(e) {
				s = Support
			}
		}
		out = append(out, Point{Text: describe(lead, e), EvidenceID: e.ID, Stance: s})
	}
	return out
}

// describe writes one sentence about e, quoting a snippet of its Content.
func describe(lead string, e evidence.Evidence) string {
	where := e.Location
	if e.Claim != nil && e.Claim.Document != "" {
		where = e.Claim.Document
		if e.Claim.Line > 0 {
			where += fmt.Sprintf(":%d", e.Claim.Line)
		}
	} else if where != "" && e.Line > 0 {
		where += fmt.Sprintf(":%d", e.Line)
	}
	s := lead + ": " + string(e.Class)
	if where != "" {
		s += " at " + where
	}
	switch {
	case e.Claim != nil && e.Claim.Text != "" && !strings.ContainsAny(e.Claim.Text, "`\n") && strings.Contains(e.Content, e.Claim.Text):
		s += " - cites `" + e.Claim.Text + "`"
	default:
		if q := Snippet(e.Content, 80); q != "" {
			s += ` - "` + q + `"`
		}
	}
	return s + "."
}

// Snippet returns a quotable piece of content: the longest run of its
// first line free of double quotes and backticks, cut to at most n bytes on
// a rune boundary and trimmed. It is always a substring of content (or
// empty).
func Snippet(content string, n int) string {
	first, _, _ := strings.Cut(content, "\n")
	first, _, _ = strings.Cut(first, "\r")
	best := ""
	for _, part := range strings.FieldsFunc(first, func(r rune) bool { return r == '"' || r == '`' }) {
		if p := strings.TrimSpace(part); len(p) > len(best) {
			best = p
		}
	}
	if len(best) > n {
		cut := n
		for cut > 0 && best[cut]&0xC0 == 0x80 {
			cut--
		}
		best = strings.TrimSpace(best[:cut])
	}
	return best
}

func clamp(s int, t Task) int {
	return max(t.Criterion.Score.Min, min(t.Criterion.Score.Max, s))
}
