package rubric

import (
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ValidationError lists every problem found in a rubric. Each problem names
// the file, the criterion (when there is one) and what is wrong, e.g.
//
//	rubric.yaml: criterion "tests": score.min 5 > score.max 3
type ValidationError struct {
	File     string
	Problems []string
}

func (e *ValidationError) Error() string {
	return strings.Join(e.Problems, "\n")
}

// personaKeys are the judicial_logic keys (the judges' personas).
var personaKeys = []string{"prosecutor", "defense", "tech_lead"}

var claimStatuses = []evidence.ClaimStatus{
	evidence.StatusResolved, evidence.StatusMissing, evidence.StatusRejected,
	evidence.StatusNotAClaim, evidence.StatusAmbiguous, evidence.StatusSubmodule, evidence.StatusBadLine,
	evidence.StatusBadAnchor, "suppressed", "unconfirmed",
}

var placeholderRE = regexp.MustCompile(`\{[^{}]*\}`)

// Placeholders are the names a remediation template may use.
var Placeholders = []string{"{location}", "{line}", "{document}", "{path}", "{text}", "{content}"}

// Validate checks the rubric and returns a *ValidationError listing all
// problems, or nil. Load and Parse call it; call it again after changing a
// rubric by hand.
func (r *Rubric) Validate() error {
	v := validator{file: r.File}
	if v.file == "" {
		v.file = "rubric"
	}
	if strings.TrimSpace(r.ID) == "" {
		v.add("", "rubric id is required")
	}
	if strings.TrimSpace(r.Name) == "" {
		v.add("", "rubric name is required")
	}
	if len(r.Criteria) == 0 {
		v.add("", "no criteria")
	}
	seen := map[string]bool{}
	for i := range r.Criteria {
		c := &r.Criteria[i]
		if c.ID != "" && seen[c.ID] {
			v.add(c.ID, "duplicate criterion id")
		}
		seen[c.ID] = true
		v.criterion(i, c)
	}
	if len(r.Criteria) > 0 && !anyWeight(r.Criteria) {
		v.add("", "every criterion has weight 0, so the rubric gives no overall score: give at least one criterion a positive weight")
	}
	v.synthesis(&r.Synthesis)
	if len(v.problems) == 0 {
		return nil
	}
	return &ValidationError{File: v.file, Problems: v.problems}
}

type validator struct {
	file     string
	problems []string
}

func (v *validator) add(criterion, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if criterion != "" {
		msg = fmt.Sprintf("criterion %q: %s", criterion, msg)
	}
	v.problems = append(v.problems, v.file+": "+msg)
}

var idRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*$`)

func (v *validator) criterion(i int, c *Criterion) {
	id := c.ID
	if id == "" {
		id = fmt.Sprintf("#%d", i+1)
		v.add(id, "id is required")
	} else if !idRE.MatchString(id) {
		v.add(id, "id must be letters, digits, '_', '-' or '.'")
	}
	if strings.TrimSpace(c.Name) == "" {
		v.add(id, "name is required")
	}
	if c.Score.Min > c.Score.Max {
		v.add(id, "score.min %d > score.max %d", c.Score.Min, c.Score.Max)
	}
	if c.Weight < 0 {
		v.add(id, "weight %g is negative", c.Weight)
	}
	for _, s := range c.Evidence.Sources {
		if !contains(evidence.Sources, s) {
			v.add(id, "evidence.sources: unknown source %q (want repo, docs or vision)", s)
		}
	}
	for _, cl := range c.Evidence.Classes {
		if strings.TrimSpace(string(cl)) == "" {
			v.add(id, "evidence.classes: empty class")
		}
	}
	for j := range c.Evidence.Match {
		v.match(id, fmt.Sprintf("evidence.match[%d]", j+1), &c.Evidence.Match[j])
	}
	for j := range c.Rules {
		v.rule(id, j, &c.Rules[j], c.Score)
	}
	for j, h := range c.Remediation {
		v.hint(id, j, h)
	}
	for _, k := range sortedKeys(c.JudicialLogic) {
		if !contains(personaKeys, k) {
			v.add(id, "judicial_logic: unknown judge %q (want prosecutor, defense or tech_lead)", k)
		}
	}
}

func (v *validator) rule(id string, j int, r *Rule, rg Range) {
	where := fmt.Sprintf("rule %d", j+1)
	switch {
	case r.Score == nil && !r.Insufficient:
		v.add(id, "%s: needs a score or insufficient: true", where)
	case r.Score != nil && r.Insufficient:
		v.add(id, "%s: has both a score and insufficient: true", where)
	case r.Score != nil && (*r.Score < rg.Min || *r.Score > rg.Max):
		v.add(id, "%s: score %d outside %d..%d", where, *r.Score, rg.Min, rg.Max)
	}
	if strings.TrimSpace(r.Because) == "" {
		v.add(id, "%s: because is required", where)
	}
	if r.When != nil {
		v.condition(id, where+": when", r.When)
	}
}

func (v *validator) condition(id, where string, c *Condition) {
	kinds := 0
	for _, set := range []bool{len(c.All) > 0, len(c.Any) > 0, c.Not != nil, c.Count != nil, c.Ratio != nil, c.Value != nil} {
		if set {
			kinds++
		}
	}
	hasCmp := c.Eq != nil || c.Ne != nil || c.Gt != nil || c.Gte != nil || c.Lt != nil || c.Lte != nil
	leaf := c.Count != nil || c.Ratio != nil || c.Value != nil
	switch {
	case kinds == 0:
		v.add(id, "%s: empty condition (want all, any, not, count, ratio or value)", where)
	case kinds > 1:
		v.add(id, "%s: use exactly one of all, any, not, count, ratio, value per condition", where)
	case leaf && !hasCmp:
		v.add(id, "%s: a count, ratio or value needs a comparison (eq, ne, gt, gte, lt, lte)", where)
	case !leaf && hasCmp:
		v.add(id, "%s: comparisons belong to count, ratio or value, not to all/any/not", where)
	}
	for i := range c.All {
		v.condition(id, fmt.Sprintf("%s.all[%d]", where, i+1), &c.All[i])
	}
	for i := range c.Any {
		v.condition(id, fmt.Sprintf("%s.any[%d]", where, i+1), &c.Any[i])
	}
	if c.Not != nil {
		v.condition(id, where+".not", c.Not)
	}
	if c.Count != nil {
		v.match(id, where+".count", c.Count)
	}
	if c.Ratio != nil {
		v.match(id, where+".ratio.num", &c.Ratio.Num)
		v.match(id, where+".ratio.den", &c.Ratio.Den)
	}
	if c.Value != nil {
		v.match(id, where+".value", &c.Value.Match)
		if c.Value.Key == "" {
			v.add(id, "%s.value: key is required", where)
		}
		if a := c.Value.Agg; a != "" && a != "max" && a != "min" && a != "sum" {
			v.add(id, "%s.value: agg %q (want max, min or sum)", where, a)
		}
	}
}

func (v *validator) match(id, where string, m *Match) {
	if m.Source != "" && !contains(evidence.Sources, evidence.Source(m.Source)) {
		v.add(id, "%s: unknown source %q", where, m.Source)
	}
	for _, s := range m.ClaimStatus {
		if !contains(claimStatuses, evidence.ClaimStatus(s)) {
			v.add(id, "%s: unknown claim_status %q", where, s)
		}
	}
	if m.Location != "" {
		if _, err := path.Match(strings.ToLower(m.Location), "x"); err != nil {
			v.add(id, "%s: bad location pattern %q", where, m.Location)
		}
	}
}

func (v *validator) hint(id string, j int, h RemediationHint) {
	where := fmt.Sprintf("remediation %d", j+1)
	if strings.TrimSpace(h.File) == "" || strings.TrimSpace(h.Change) == "" {
		v.add(id, "%s: file and change are required", where)
	}
	for _, ph := range placeholderRE.FindAllString(h.File+" "+h.Change, -1) {
		if !contains(Placeholders, ph) && !dataPlaceholderRE.MatchString(ph) {
			v.add(id, "%s: unknown placeholder %s (want one of %s {data.KEY})", where, ph, strings.Join(Placeholders, " "))
		}
	}
	if h.When != nil {
		v.match(id, where+": when", h.When)
	}
}

func (v *validator) synthesis(s *Synthesis) {
	caps := []struct {
		name string
		rule *CapRule
	}{
		{"security_override", s.SecurityOverride},
		{"missing_vision_cap", s.MissingVisionCap},
		{"high_variance_missing_evidence", s.HighVarianceMissingEvi},
	}
	for _, c := range caps {
		if c.rule == nil {
			continue
		}
		if c.rule.Cap < 1 {
			v.add("", "synthesis.%s: cap %d must be >= 1", c.name, c.rule.Cap)
		}
		if sc := c.rule.Scope; sc != "" && sc != ScopeCriteria && sc != ScopeTotal {
			v.add("", "synthesis.%s: scope %q (want criteria or total)", c.name, sc)
		}
	}
	if w := s.FunctionalityWeight; w != nil && w.Weight < 0 {
		v.add("", "synthesis.functionality_weight: weight %g is negative", w.Weight)
	}
	if r := s.DissentRequirement; r != nil && r.Variance < 0 {
		v.add("", "synthesis.dissent_requirement: variance %d is negative", r.Variance)
	}
	if r := s.VarianceReevaluation; r != nil && r.Variance < 0 {
		v.add("", "synthesis.variance_reevaluation: variance %d is negative", r.Variance)
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// anyWeight reports a criterion that counts toward the overall score.
func anyWeight(cs []Criterion) bool {
	for _, c := range cs {
		if c.Weight > 0 {
			return true
		}
	}
	return false
}
