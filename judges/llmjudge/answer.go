package llmjudge

import (
	"fmt"

	"github.com/repo-auditor/auditor/judges"
)

// Bounds on an answer: anything larger is rejected (and retried once).
const (
	maxPoints      = 8
	maxPointText   = 1000
	maxSummaryText = 2000
	maxIssues      = 3
)

// opinionAnswer is a persona's verdict as the model writes it.
type opinionAnswer struct {
	Judge   string        `json:"judge"`
	State   string        `json:"state"`
	Score   *int          `json:"score"`
	Summary string        `json:"summary"`
	Points  []pointAnswer `json:"points"`
}

type pointAnswer struct {
	Text       string `json:"text"`
	EvidenceID string `json:"evidence_id"`
	Stance     string `json:"stance"`
}

// benchAnswer holds the three personas' drafts of one criterion.
type benchAnswer struct {
	Opinions []opinionAnswer `json:"opinions"`
}

// reviewAnswer holds the model critic's reviews, one per persona.
type reviewAnswer struct {
	Reviews []review `json:"reviews"`
}

type review struct {
	Judge  string  `json:"judge"`
	Issues []issue `json:"issues"`
}

type issue struct {
	Point          int    `json:"point"` // 1-based; 0 = whole opinion
	EvidenceID     string `json:"evidence_id"`
	Problem        string `json:"problem"`
	SuggestedScore *int   `json:"suggested_score"`
}

func validPersona(s string) bool {
	for _, p := range judges.Personas {
		if string(p) == s {
			return true
		}
	}
	return false
}

// check validates the shape of one opinion. Content problems (unknown ids,
// misquotes, out-of-range scores) are the critic's to correct, not reasons
// to reject the answer.
func (o opinionAnswer) check() error {
	if !validPersona(o.Judge) {
		return fmt.Errorf("judge %q: want prosecutor, defense or tech_lead", o.Judge)
	}
	switch judges.State(o.State) {
	case judges.Scored:
		if o.Score == nil {
			return fmt.Errorf("%s: state scored needs an integer score", o.Judge)
		}
	case judges.InsufficientData:
	default:
		return fmt.Errorf("%s: state %q: want scored or insufficient_data", o.Judge, o.State)
	}
	if len(o.Summary) > maxSummaryText {
		return fmt.Errorf("%s: summary longer than %d bytes", o.Judge, maxSummaryText)
	}
	if len(o.Points) > maxPoints {
		return fmt.Errorf("%s: %d points, at most %d", o.Judge, len(o.Points), maxPoints)
	}
	for i, p := range o.Points {
		if p.Text == "" || len(p.Text) > maxPointText {
			return fmt.Errorf("%s point %d: text must be 1..%d bytes", o.Judge, i+1, maxPointText)
		}
		if p.Stance != string(judges.Support) && p.Stance != string(judges.Against) {
			return fmt.Errorf("%s point %d: stance %q: want support or against", o.Judge, i+1, p.Stance)
		}
	}
	return nil
}

// check validates a bench answer: exactly one opinion per persona.
func (b *benchAnswer) check() error {
	seen := map[string]bool{}
	for _, o := range b.Opinions {
		if err := o.check(); err != nil {
			return err
		}
		if seen[o.Judge] {
			return fmt.Errorf("two opinions from %s", o.Judge)
		}
		seen[o.Judge] = true
	}
	for _, p := range judges.Personas {
		if !seen[string(p)] {
			return fmt.Errorf("no opinion from %s: write one for each of prosecutor, defense and tech_lead", p)
		}
	}
	return nil
}

// check validates a review answer against the personas asked for.
func (r *reviewAnswer) check(want []judges.Persona) error {
	seen := map[string]bool{}
	for _, rv := range r.Reviews {
		if !validPersona(rv.Judge) {
			return fmt.Errorf("review for judge %q: want prosecutor, defense or tech_lead", rv.Judge)
		}
		if len(rv.Issues) > maxIssues {
			return fmt.Errorf("review of %s has %d issues, at most %d", rv.Judge, len(rv.Issues), maxIssues)
		}
		for i, is := range rv.Issues {
			if is.Problem == "" || len(is.Problem) > maxPointText {
				return fmt.Errorf("review of %s issue %d: problem must be 1..%d bytes", rv.Judge, i+1, maxPointText)
			}
		}
		seen[rv.Judge] = true
	}
	for _, p := range want {
		if !seen[string(p)] {
			return fmt.Errorf("no review for %s", p)
		}
	}
	return nil
}

// proposal converts a checked opinion.
func (o opinionAnswer) proposal() judges.Proposal {
	p := judges.Proposal{State: judges.State(o.State), Summary: o.Summary, Points: make([]judges.Point, 0, len(o.Points))}
	if p.State == judges.Scored {
		s := *o.Score
		p.Score = &s
	}
	for _, pt := range o.Points {
		p.Points = append(p.Points, judges.Point{Text: pt.Text, EvidenceID: pt.EvidenceID, Stance: judges.Stance(pt.Stance)})
	}
	return p
}

// answerOf is the inverse of proposal, to show a judge its previous opinion.
func answerOf(persona judges.Persona, p judges.Proposal) opinionAnswer {
	o := opinionAnswer{Judge: string(persona), State: string(p.State), Score: p.Score, Summary: p.Summary, Points: []pointAnswer{}}
	for _, pt := range p.Points {
		o.Points = append(o.Points, pointAnswer{Text: pt.Text, EvidenceID: pt.EvidenceID, Stance: string(pt.Stance)})
	}
	return o
}

// critique converts one persona's review into corrections: each issue is a
// reviewer correction; a suggested score is clamped to the criterion's
// range; evidence ids that do not exist are not referenced.
func (rv review) critique(t judges.Task) judges.Critique {
	c := judges.Critique{Referenced: []judges.EvidenceReference{}}
	for _, is := range rv.Issues {
		k := judges.Correction{Check: CheckReview, Point: max(0, is.Point), Message: is.Problem}
		if _, ok := t.Known[is.EvidenceID]; ok {
			k.EvidenceID = is.EvidenceID
			c.Referenced = append(c.Referenced, judges.EvidenceReference{EvidenceID: is.EvidenceID, Reason: is.Problem})
		}
		if is.SuggestedScore != nil {
			s := max(t.Criterion.Score.Min, min(t.Criterion.Score.Max, *is.SuggestedScore))
			k.Score = &s
		}
		c.Corrections = append(c.Corrections, k)
	}
	return c
}

// CheckReview names a correction raised by the model critic (a reviewer's
// point, as opposed to the deterministic checks of judges.RuleCritic).
const CheckReview = "reviewer_critique"
