package judges

import (
	"fmt"
	"math"
	"strings"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Synthesis rule names recorded in AppliedRule.Rule.
const (
	RuleSecurityOverride = "security_override"
	RuleFactSupremacy    = "fact_supremacy"
	RuleFunctionality    = "functionality_weight"
	RuleDissent          = "dissent_requirement"
	RuleReevaluation     = "variance_reevaluation"
	RuleMissingVision    = "missing_vision_cap"
	RuleHighVariance     = "high_variance_missing_evidence"
)

// Verdict is one persona's final opinion with the proposal behind it.
type Verdict struct {
	Opinion  JudicialOpinion
	Proposal Proposal
}

// Bench is the chief justice's input for one criterion.
type Bench struct {
	Criterion *rubric.Criterion
	Synthesis *rubric.Synthesis
	// Evidence is the whole audit's evidence (caps look at all of it).
	Evidence evidence.Set
	Known    map[string]evidence.Evidence
	Outcome  *rubric.Outcome
	// Verdicts are the opinions the final score is built from, in persona
	// order. Before, when set, are the first-round opinions that a
	// variance re-evaluation replaced.
	Verdicts []Verdict
	Before   []Verdict
}

// Ruling is the chief justice's decision on one criterion. Final is nil
// exactly when State is insufficient_data.
type Ruling struct {
	State   State
	Final   *float64
	Reason  string
	Dissent string
	Applied []AppliedRule
}

// Synthesize applies the rubric's synthesis rules deterministically: fact
// supremacy excludes opinions that rely on missing or negative evidence as
// support; the final score is the weighted mean of the remaining scores
// (the tech lead weighs more on architecture criteria); a spread above the
// threshold requires a dissent summary; caps (security override, missing
// vision, high variance with missing evidence) apply last. Every rule that
// applied is recorded with its effect.
func Synthesize(b Bench) Ruling {
	syn := b.Synthesis
	if syn == nil {
		syn = &rubric.Synthesis{}
	}
	r := Ruling{Applied: []AppliedRule{}}
	first := b.Verdicts
	if b.Before != nil {
		first = b.Before
	}
	spread := Spread(first)
	r.Dissent = dissent(first)
	if d := syn.DissentRequirement; d != nil && spread > d.Variance {
		r.add(RuleDissent, fmt.Sprintf("score spread %d > %d: the dissent is summarized", spread, d.Variance))
	}
	if b.Before != nil {
		r.add(RuleReevaluation, fmt.Sprintf("score spread %d: re-evaluated on the cited evidence only; scores %s became %s",
			spread, scoresText(b.Before), scoresText(b.Verdicts)))
	}
	included := b.Verdicts
	if syn.FactSupremacy != nil {
		included = r.factSupremacy(b)
	}
	if !r.mean(b, syn, included) {
		return r
	}
	r.caps(b, syn, Spread(b.Verdicts))
	return r
}

func (r *Ruling) add(rule, effect string) {
	r.Applied = append(r.Applied, AppliedRule{Rule: rule, Effect: effect})
}

// factSupremacy drops scored opinions whose support points cite missing or
// negative evidence, and records corrections of that kind the critic made
// during reflexion.
func (r *Ruling) factSupremacy(b Bench) []Verdict {
	var keep []Verdict
	for _, v := range b.Verdicts {
		for _, it := range v.Opinion.Iterations {
			for _, c := range it.AppliedCorrections {
				if strings.HasPrefix(c, CheckFalseSupport+":") || strings.HasPrefix(c, CheckUnknown+":") {
					r.add(RuleFactSupremacy, fmt.Sprintf("%s corrected in reflexion round %d: %s", v.Opinion.Judge, it.Index, c))
				}
			}
		}
		if bad := unsupported(v.Proposal, b.Known); v.Proposal.State == Scored && len(bad) > 0 {
			r.add(RuleFactSupremacy, fmt.Sprintf("%s overruled: it cites %s as support, but the evidence is missing or found=false",
				v.Opinion.Judge, strings.Join(bad, ", ")))
			continue
		}
		keep = append(keep, v)
	}
	return keep
}

func unsupported(p Proposal, known map[string]evidence.Evidence) []string {
	var bad []string
	for _, pt := range p.Points {
		e, ok := known[pt.EvidenceID]
		if pt.Stance == Support && (!ok || Negative(e)) {
			bad = append(bad, pt.EvidenceID)
		}
	}
	return bad
}

// mean sets the weighted mean of the included scored opinions; it returns
// false (state insufficient_data) when there is none and no rule score.
func (r *Ruling) mean(b Bench, syn *rubric.Synthesis, included []Verdict) bool {
	var sum, weights float64
	for _, v := range included {
		if v.Opinion.Score == nil {
			continue
		}
		w := 1.0
		if fw := syn.FunctionalityWeight; fw != nil && b.Criterion.Flags.Architecture && v.Opinion.Judge == TechLead {
			w = fw.Weight
			r.add(RuleFunctionality, fmt.Sprintf("architecture criterion: the tech lead's score %d weighs %gx", *v.Opinion.Score, w))
		}
		sum += w * float64(*v.Opinion.Score)
		weights += w
	}
	switch {
	case weights > 0:
		r.setFinal(sum / weights)
		return true
	case anyScored(b.Verdicts) && b.Outcome != nil && b.Outcome.Score != nil:
		r.setFinal(float64(*b.Outcome.Score))
		r.Reason = "every opinion was overruled; the rule score stands: " + b.Outcome.Because
		return true
	}
	r.State = InsufficientData
	r.Reason = insufficientReason(b.Verdicts)
	return false
}

func (r *Ruling) setFinal(f float64) {
	f = math.Round(f*100) / 100
	r.State, r.Final = Scored, &f
}

// caps applies the cap rules in a fixed order.
func (r *Ruling) caps(b Bench, syn *rubric.Synthesis, spread int) {
	c := b.Criterion
	if so := syn.SecurityOverride; so != nil {
		var ids []string
		for _, e := range b.Evidence.All() {
			if Confirmed(e) && (so.Scope == rubric.ScopeTotal || c.Flags.Security || c.InScope(e)) {
				ids = append(ids, e.ID)
			}
		}
		if len(ids) > 0 {
			r.capAt(RuleSecurityOverride, so.Cap, "confirmed security evidence "+listIDs(ids))
		}
	}
	if mv := syn.MissingVisionCap; mv != nil && c.TargetArtifact == "pdf_report" && visionFailed(b.Evidence) {
		r.capAt(RuleMissingVision, mv.Cap, "the vision detective failed or did not run")
	}
	if hv := syn.HighVarianceMissingEvi; hv != nil && spread > 2 {
		if src := emptySource(c, b.Evidence); src != "" {
			r.capAt(RuleHighVariance, hv.Cap, fmt.Sprintf("score spread %d > 2 and the %s detective provided no evidence", spread, src))
		}
	}
	lo, hi := float64(c.Score.Min), float64(c.Score.Max)
	if *r.Final < lo || *r.Final > hi {
		r.setFinal(math.Max(lo, math.Min(hi, *r.Final)))
	}
}

func (r *Ruling) capAt(rule string, limit int, why string) {
	if *r.Final > float64(limit) {
		r.add(rule, fmt.Sprintf("capped at %d (was %.2f): %s", limit, *r.Final, why))
		r.setFinal(float64(limit))
		return
	}
	r.add(rule, fmt.Sprintf("score %.2f already at or below the cap %d: %s", *r.Final, limit, why))
}

func listIDs(ids []string) string {
	if len(ids) > 5 {
		return strings.Join(ids[:5], ", ") + fmt.Sprintf(" and %d more", len(ids)-5)
	}
	return strings.Join(ids, ", ")
}

func visionFailed(set evidence.Set) bool {
	list, ok := set[evidence.Vision]
	if !ok {
		return true
	}
	for _, e := range list {
		if e.Class == evidence.ClassDetectiveErr {
			return true
		}
	}
	return false
}

// emptySource returns the first of the criterion's sources (all sources
// when it names none) with no evidence at all, or "".
func emptySource(c *rubric.Criterion, set evidence.Set) evidence.Source {
	srcs := c.Evidence.Sources
	if len(srcs) == 0 {
		srcs = evidence.Sources
	}
	for _, s := range srcs {
		if len(set[s]) == 0 {
			return s
		}
	}
	return ""
}

// Spread is max-min of the scored opinions (0 with fewer than two).
func Spread(vs []Verdict) int {
	lo, hi, n := math.MaxInt, math.MinInt, 0
	for _, v := range vs {
		if s := v.Opinion.Score; s != nil {
			lo, hi, n = min(lo, *s), max(hi, *s), n+1
		}
	}
	if n < 2 {
		return 0
	}
	return hi - lo
}

func anyScored(vs []Verdict) bool {
	for _, v := range vs {
		if v.Opinion.Score != nil {
			return true
		}
	}
	return false
}

func insufficientReason(vs []Verdict) string {
	for _, v := range vs {
		if v.Proposal.Summary != "" {
			return v.Proposal.Summary
		}
	}
	return "no opinion could be scored"
}

// dissent says who argued what when the scored opinions disagree.
func dissent(vs []Verdict) string {
	if Spread(vs) == 0 {
		return ""
	}
	parts := make([]string, 0, len(vs))
	for _, v := range vs {
		if v.Opinion.Score == nil {
			parts = append(parts, fmt.Sprintf("The %s found the evidence insufficient.", personaName(v.Opinion.Judge)))
			continue
		}
		parts = append(parts, fmt.Sprintf("The %s argued %d: %s", personaName(v.Opinion.Judge), *v.Opinion.Score, v.Proposal.Summary))
	}
	return strings.Join(parts, " ")
}

func personaName(p Persona) string { return strings.ReplaceAll(string(p), "_", " ") }

func scoresText(vs []Verdict) string {
	parts := make([]string, 0, len(vs))
	for _, v := range vs {
		s := "-"
		if v.Opinion.Score != nil {
			s = fmt.Sprint(*v.Opinion.Score)
		}
		parts = append(parts, string(v.Opinion.Judge)+"="+s)
	}
	return strings.Join(parts, " ")
}
