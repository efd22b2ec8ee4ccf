package judges

import (
	"context"
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Task is what a judge (and its critic) sees for one criterion and one
// persona. It is read-only and shared between goroutines.
type Task struct {
	Criterion *rubric.Criterion
	Persona   Persona
	// Evidence is the selected evidence, ranked by relevance and bounded:
	// the only evidence an opinion may cite.
	Evidence []evidence.Evidence
	// Known indexes every evidence of the audit by id (to tell an unknown
	// id from one that exists but was not selected).
	Known map[string]evidence.Evidence
	// Outcome is the criterion's machine-rule result over its whole scope;
	// nil when the criterion has no rules or none matched.
	Outcome *rubric.Outcome
}

// Selected returns the selected evidence with the given id.
func (t *Task) Selected(id string) (evidence.Evidence, bool) {
	for _, e := range t.Evidence {
		if e.ID == id {
			return e, true
		}
	}
	return evidence.Evidence{}, false
}

// Stance says how a point uses its evidence.
type Stance string

// Stances.
const (
	Support Stance = "support" // the evidence backs a positive claim (raises the score)
	Against Stance = "against" // the evidence shows a gap or a risk (lowers the score)
)

// Point is one evidence-backed sentence of an opinion. Text may quote the
// evidence in "double quotes" or `backticks`; every quote must be a
// substring of the cited evidence's Content.
type Point struct {
	Text       string `json:"text"`
	EvidenceID string `json:"evidence_id"`
	Stance     Stance `json:"stance"`
}

// Proposal is a judge's structured verdict in one reflexion round: what a
// model-backed judge must produce too (as JSON) so the critic can check it.
// Score is nil exactly when State is insufficient_data; Summary is the
// opening sentence (for insufficient_data: the reason).
type Proposal struct {
	State   State   `json:"state"`
	Score   *int    `json:"score"`
	Summary string  `json:"summary"`
	Points  []Point `json:"points"`
}

// Judge drafts and revises opinions. Implementations must be safe for
// concurrent use (one value serves every criterion x persona) and must not
// read anything but the Task. RuleJudge is the offline implementation; a
// model-backed judge plugs in here.
type Judge interface {
	// Name is the opinion's author: "rules" or "llm:<provider>/<model>".
	Name() string
	// Draft proposes a first verdict.
	Draft(ctx context.Context, t Task) (Proposal, error)
	// Revise answers a critique with a new proposal.
	Revise(ctx context.Context, t Task, prev Proposal, c Critique) (Proposal, error)
}

// Critic checks a proposal against the evidence. Implementations must be
// safe for concurrent use. RuleCritic is the strict offline implementation;
// it also runs after any other critic as the final floor (see Reflect).
type Critic interface {
	Critique(ctx context.Context, t Task, p Proposal) (Critique, error)
}

// Critique is a critic's evidence-bound feedback. No corrections means the
// proposal is accepted.
type Critique struct {
	Corrections []Correction `json:"corrections"`
	// Referenced ties critique points to evidence ids (seed 000
	// EvidenceReference); only ids that exist are listed.
	Referenced []EvidenceReference `json:"referenced_evidence"`
}

// Check names of corrections.
const (
	CheckUncited      = "uncited_point"      // a point cites no evidence
	CheckUnknown      = "unknown_evidence"   // the cited id does not exist
	CheckNotSelected  = "not_selected"       // the id exists but was not selected for this criterion
	CheckQuote        = "quote_mismatch"     // a quoted snippet is not in the evidence content
	CheckFalseSupport = "false_support"      // found=false (negative) evidence used as support
	CheckNoEvidence   = "no_evidence"        // a score without evidence: must be insufficient_data
	CheckState        = "state_mismatch"     // the rules say the criterion cannot be judged
	CheckRange        = "score_out_of_range" // score outside the criterion's range
	CheckRule         = "score_inconsistent" // score outside the rule's band for this persona
	CheckIgnored      = "ignored_evidence"   // decisive evidence left out (new evidence)
)

// Correction is one problem the critic found, with the fix it asks for.
type Correction struct {
	Check      string `json:"check"`
	Point      int    `json:"point,omitempty"` // 1-based index into Proposal.Points; 0 = whole opinion
	EvidenceID string `json:"evidence_id,omitempty"`
	Message    string `json:"message"`
	// Score is the score the critic asks for (range and rule checks).
	Score *int `json:"score,omitempty"`
	// Insufficient asks for an insufficient_data verdict.
	Insufficient bool `json:"insufficient,omitempty"`
}

// key identifies a correction across rounds (to tell new ones from repeats).
func (c Correction) key() string {
	return fmt.Sprintf("%s|%d|%s", c.Check, c.Point, c.EvidenceID)
}

// Content renders the critique as bullet lines.
func (c Critique) Content() string {
	if len(c.Corrections) == 0 {
		return "No corrections: every citation exists, was selected, quotes its evidence, and the score agrees with the rubric rules."
	}
	lines := make([]string, len(c.Corrections))
	for i, k := range c.Corrections {
		lines[i] = "- " + k.Check + ": " + k.Message
	}
	return strings.Join(lines, "\n")
}
