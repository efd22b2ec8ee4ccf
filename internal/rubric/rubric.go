// Package rubric loads, validates and evaluates scoring rubrics.
//
// A rubric is data: criteria with the evidence they look at, the score range,
// a weight, flags (security, architecture), optional machine rules that map
// evidence to a score, remediation hints, and the synthesis rules the chief
// justice applies. Two formats are read:
//
//   - auditor YAML (strict: unknown fields are errors), including the
//     built-in rubrics embedded in the binary (see Builtin);
//   - the community JSON rubrics as they are (rubric_metadata + dimensions +
//     synthesis_rules, optionally with per-judge judicial_logic). They carry
//     no machine rules, so offline judges answer insufficient_data for them.
package rubric

import "github.com/repo-auditor/auditor/pkg/evidence"

// Format says where a rubric came from.
type Format string

// Rubric formats.
const (
	FormatYAML      Format = "yaml"
	FormatCommunity Format = "community-json"
)

// Rubric is a loaded rubric. It is read-only after Load/Parse and safe for
// concurrent use.
type Rubric struct {
	ID          string      `yaml:"id"`
	Name        string      `yaml:"name"`
	Version     string      `yaml:"version"`
	Description string      `yaml:"description,omitempty"`
	Criteria    []Criterion `yaml:"criteria"`
	Synthesis   Synthesis   `yaml:"synthesis"`

	// File is the name the rubric was loaded from (base name, or
	// "builtin:<name>"); used in validation messages.
	File string `yaml:"-"`
	// Format is the format it was read from.
	Format Format `yaml:"-"`
}

// Criterion is one scored dimension of a rubric.
type Criterion struct {
	ID             string   `yaml:"id"`
	Name           string   `yaml:"name"`
	Description    string   `yaml:"description,omitempty"`
	Instruction    string   `yaml:"instruction,omitempty"`
	Evidence       Selector `yaml:"evidence"`
	SuccessPattern string   `yaml:"success_pattern,omitempty"`
	FailurePattern string   `yaml:"failure_pattern,omitempty"`
	Score          Range    `yaml:"score"`
	Weight         float64  `yaml:"weight"`
	Flags          Flags    `yaml:"flags"`
	// Rules map evidence to a score; the first rule whose condition holds
	// wins (see Criterion.Evaluate). Criteria without rules need a model
	// judge.
	Rules       []Rule            `yaml:"rules,omitempty"`
	Remediation []RemediationHint `yaml:"remediation,omitempty"`
	// JudicialLogic is per-persona guidance (community v2 format): keys
	// prosecutor, defense, tech_lead.
	JudicialLogic map[string]string `yaml:"judicial_logic,omitempty"`
	// TargetArtifact is the community rubric's target (github_repo,
	// pdf_report, pdf_images); informational once mapped to sources.
	TargetArtifact string `yaml:"target_artifact,omitempty"`
	// RulesFrom records where Rules came from when they were attached from
	// another rubric (see AttachBuiltinRules), e.g. "builtin:default#git_history".
	RulesFrom string `yaml:"-"`
	// weightSet records that the rubric file wrote a weight, so that an
	// explicit "weight: 0" (scored, left out of the overall score) is not
	// taken for a missing one (weight 1).
	weightSet bool
}

// Selector chooses the evidence a criterion looks at: evidence of one of
// Sources, of one of Classes, matching one of Match. Empty lists mean all.
type Selector struct {
	Sources []evidence.Source `yaml:"sources,omitempty"`
	Classes []evidence.Class  `yaml:"classes,omitempty"`
	Match   []Match           `yaml:"match,omitempty"`
}

// Range is a criterion's inclusive score range. Zero values mean the
// default 1..5 (see Rubric.normalize).
type Range struct {
	Min int `yaml:"min"`
	Max int `yaml:"max"`
}

// Flags mark criteria the synthesis rules treat specially.
type Flags struct {
	// Security criteria are capped by the security override.
	Security bool `yaml:"security,omitempty"`
	// Architecture criteria give the tech lead the functionality weight.
	Architecture bool `yaml:"architecture,omitempty"`
}

// Rule maps evidence to a score. Exactly one of Score or Insufficient is
// set: Insufficient says the evidence shows the criterion cannot be judged
// (e.g. no git history for a plain directory). A rule without When always
// matches (a catch-all, normally last).
type Rule struct {
	Score        *int       `yaml:"score,omitempty"`
	Insufficient bool       `yaml:"insufficient,omitempty"`
	When         *Condition `yaml:"when,omitempty"`
	Because      string     `yaml:"because"`
}

// RemediationHint turns matching evidence into a file-level fix. File and
// Change are templates; placeholders: {location} {line} {document} {path}
// {text} {content} (see Expand). A hint without When is emitted once,
// unconditionally, as written (its placeholders are not expanded); use it
// sparingly.
type RemediationHint struct {
	When   *Match `yaml:"when,omitempty"`
	File   string `yaml:"file"`
	Change string `yaml:"change"`
}

// Synthesis lists the chief justice rules a rubric enables. A nil field is
// a disabled rule.
type Synthesis struct {
	SecurityOverride       *CapRule      `yaml:"security_override,omitempty"`
	FactSupremacy          *TextRule     `yaml:"fact_supremacy,omitempty"`
	FunctionalityWeight    *WeightRule   `yaml:"functionality_weight,omitempty"`
	DissentRequirement     *VarianceRule `yaml:"dissent_requirement,omitempty"`
	VarianceReevaluation   *VarianceRule `yaml:"variance_reevaluation,omitempty"`
	MissingVisionCap       *CapRule      `yaml:"missing_vision_cap,omitempty"`
	HighVarianceMissingEvi *CapRule      `yaml:"high_variance_missing_evidence,omitempty"`
	// Unsupported holds community synthesis rules this version does not
	// implement, by name, with their text; they are not applied, and the
	// audit (a report warning) and `auditor rubric validate` (a note) say so.
	Unsupported map[string]string `yaml:"-"`
}

// Scope of a cap rule.
const (
	ScopeCriteria = "criteria" // only criteria the evidence concerns (flagged)
	ScopeTotal    = "total"    // every criterion, hence the overall score
)

// CapRule caps final scores at Cap.
type CapRule struct {
	Cap   int    `yaml:"cap"`
	Scope string `yaml:"scope,omitempty"` // criteria (default) | total
	Text  string `yaml:"text,omitempty"`
}

// TextRule is a rule with no parameters.
type TextRule struct {
	Text string `yaml:"text,omitempty"`
}

// WeightRule gives the tech lead Weight (default 2, others weigh 1) on
// architecture criteria.
type WeightRule struct {
	Weight float64 `yaml:"weight,omitempty"`
	Text   string  `yaml:"text,omitempty"`
}

// VarianceRule triggers when max-min of the judges' scores exceeds
// Variance (default 2).
type VarianceRule struct {
	Variance int    `yaml:"variance,omitempty"`
	Text     string `yaml:"text,omitempty"`
}

// normalize fills defaults: score range 1..5, weight 1, rule parameters.
func (r *Rubric) normalize() {
	for i := range r.Criteria {
		c := &r.Criteria[i]
		if c.Score.Min == 0 && c.Score.Max == 0 {
			c.Score = Range{Min: 1, Max: 5}
		}
		if c.Weight == 0 && !c.weightSet {
			c.Weight = 1
		}
	}
	s := &r.Synthesis
	if s.SecurityOverride != nil && s.SecurityOverride.Scope == "" {
		s.SecurityOverride.Scope = ScopeCriteria
	}
	if s.MissingVisionCap != nil && s.MissingVisionCap.Scope == "" {
		s.MissingVisionCap.Scope = ScopeCriteria
	}
	if s.HighVarianceMissingEvi != nil && s.HighVarianceMissingEvi.Scope == "" {
		s.HighVarianceMissingEvi.Scope = ScopeCriteria
	}
	if s.FunctionalityWeight != nil && s.FunctionalityWeight.Weight == 0 {
		s.FunctionalityWeight.Weight = 2
	}
	for _, v := range []*VarianceRule{s.DissentRequirement, s.VarianceReevaluation} {
		if v != nil && v.Variance == 0 {
			v.Variance = 2
		}
	}
}

// InScope reports whether e is evidence the criterion looks at.
func (c *Criterion) InScope(e evidence.Evidence) bool {
	if len(c.Evidence.Sources) > 0 && !contains(c.Evidence.Sources, e.Source) {
		return false
	}
	if len(c.Evidence.Classes) > 0 && !contains(c.Evidence.Classes, e.Class) {
		return false
	}
	if len(c.Evidence.Match) == 0 {
		return true
	}
	for i := range c.Evidence.Match {
		if c.Evidence.Match[i].Matches(e) {
			return true
		}
	}
	return false
}

// Scope returns the evidence of all the criterion looks at, in input order.
func (c *Criterion) Scope(all []evidence.Evidence) []evidence.Evidence {
	var out []evidence.Evidence
	for _, e := range all {
		if c.InScope(e) {
			out = append(out, e)
		}
	}
	return out
}

func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
