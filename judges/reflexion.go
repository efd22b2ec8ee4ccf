package judges

import (
	"context"
	"strings"
)

// MaxIterations bounds the reflexion loop (seed 001, decision 4).
const MaxIterations = 3

// Reflect runs the reflexion loop for one task: draft, critique, and revise
// while the critique finds something new to correct, at most MaxIterations
// rounds. It stops as soon as a critique finds nothing to correct, and it
// never starts a round whose critique only repeats corrections already
// made (no new evidence, no new correction). The final proposal always
// passes the strict RuleCritic: corrections left at the end are applied
// mechanically (ApplyCorrections). A Draft error is returned (the caller
// falls back to the offline judge); a Critique error falls back to
// RuleCritic; a Revise error ends the loop with mechanical corrections.
func Reflect(ctx context.Context, j Judge, c Critic, t Task) (Proposal, []Iteration, error) {
	p, err := j.Draft(ctx, t)
	if err != nil {
		return Proposal{}, nil, err
	}
	var iters []Iteration
	seen := map[string]bool{}
	for i := 1; ; i++ {
		if err := ctx.Err(); err != nil {
			return Proposal{}, nil, err
		}
		crit, err := c.Critique(ctx, t, p)
		if err != nil {
			crit, _ = RuleCritic{}.Critique(ctx, t, p)
		}
		iters = append(iters, record(i, t, p, crit))
		if len(crit.Corrections) == 0 {
			break
		}
		fresh := false
		for _, k := range crit.Corrections {
			if !seen[k.key()] {
				fresh = true
				seen[k.key()] = true
			}
		}
		if !fresh || i == MaxIterations {
			p = ApplyCorrections(t, p, crit)
			break
		}
		next, err := j.Revise(ctx, t, p, crit)
		if err != nil {
			p = ApplyCorrections(t, p, crit)
			break
		}
		p = next
	}
	return enforce(t, p), iters, nil
}

// enforce applies the strict critic until the proposal passes (bounded).
func enforce(t Task, p Proposal) Proposal {
	for range MaxIterations {
		crit, _ := RuleCritic{}.Critique(context.Background(), t, p)
		if len(crit.Corrections) == 0 {
			break
		}
		p = ApplyCorrections(t, p, crit)
	}
	return p
}

// record builds the seed-000 iteration record. UsedEvidenceIDs lists, in
// first-use order, the selected evidence the draft cited or the critique
// referenced: always a subset of the session's (selected) evidence.
func record(i int, t Task, p Proposal, c Critique) Iteration {
	applied := make([]string, 0, len(c.Corrections))
	for _, k := range c.Corrections {
		applied = append(applied, k.Check+": "+k.Message)
	}
	used := []string{}
	seen := map[string]bool{}
	add := func(id string) {
		if _, ok := t.Selected(id); ok && !seen[id] {
			seen[id] = true
			used = append(used, id)
		}
	}
	for _, pt := range p.Points {
		add(pt.EvidenceID)
	}
	for _, r := range c.Referenced {
		add(r.EvidenceID)
	}
	refs := c.Referenced
	if refs == nil {
		refs = []EvidenceReference{}
	}
	return Iteration{
		Index:              i,
		Draft:              renderDraft(p),
		Reflection:         Reflection{Content: c.Content(), ReferencedEvidence: refs},
		AppliedCorrections: applied,
		UsedEvidenceIDs:    used,
	}
}

// renderDraft writes the proposal as text with [[evidence_id]] placeholders
// where the numbered citations will go.
func renderDraft(p Proposal) Draft {
	var b strings.Builder
	b.WriteString(p.Summary)
	refs := []CitationRef{}
	for _, pt := range p.Points {
		b.WriteString(" " + pt.Text)
		if pt.EvidenceID != "" {
			b.WriteString(" [[" + pt.EvidenceID + "]]")
			refs = append(refs, CitationRef{EvidenceID: pt.EvidenceID, Position: len(refs) + 1})
		}
	}
	return Draft{Content: b.String(), CitationPlaceholders: refs}
}
