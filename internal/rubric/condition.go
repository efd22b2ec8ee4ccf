package rubric

import (
	"bytes"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// Condition is the small condition language of machine rules. A condition
// is either a combinator (All, Any, Not) or a leaf that measures the
// criterion's evidence (Count, Ratio or Value) and compares the measure with
// one or more of Eq, Ne, Gt, Gte, Lt, Lte (all given comparisons must hold).
//
//	when:
//	  all:
//	    - count: {class: DOCUMENT_CLAIM, found: false}
//	      eq: 0
//	    - ratio:
//	        num: {class: PATH_CLAIM, claim_status: missing}
//	        den: {class: PATH_CLAIM, claim_status: [resolved, missing]}
//	      lt: 0.1
//	    - value: {class: GIT_HISTORY, key: commits, agg: max}
//	      gte: 10
//
// A Ratio whose denominator is 0 and a Value whose key no evidence carries
// do not hold: absent facts never satisfy a rule.
type Condition struct {
	All []Condition `yaml:"all,omitempty"`
	Any []Condition `yaml:"any,omitempty"`
	Not *Condition  `yaml:"not,omitempty"`

	Count *Match `yaml:"count,omitempty"`
	Ratio *Ratio `yaml:"ratio,omitempty"`
	Value *Value `yaml:"value,omitempty"`

	Compare `yaml:",inline"`
}

// Compare holds numeric comparisons against a measure.
type Compare struct {
	Eq  *float64 `yaml:"eq,omitempty"`
	Ne  *float64 `yaml:"ne,omitempty"`
	Gt  *float64 `yaml:"gt,omitempty"`
	Gte *float64 `yaml:"gte,omitempty"`
	Lt  *float64 `yaml:"lt,omitempty"`
	Lte *float64 `yaml:"lte,omitempty"`
}

// Ratio measures matches(Num) / matches(Den).
type Ratio struct {
	Num Match `yaml:"num"`
	Den Match `yaml:"den"`
}

// Value measures a numeric Data key over the matching evidence, aggregated
// with Agg: max (default), min or sum. Booleans count as 0/1.
type Value struct {
	Match `yaml:",inline"`
	Key   string `yaml:"key"`
	Agg   string `yaml:"agg,omitempty"`
}

// Match selects evidence. Every given field must match; an empty Match
// matches all evidence in the criterion's scope.
type Match struct {
	Source string     `yaml:"source,omitempty"`
	Class  StringList `yaml:"class,omitempty"`
	Found  *bool      `yaml:"found,omitempty"`
	// ClaimStatus matches Claim.Status (evidence without a Claim never
	// matches a non-empty list).
	ClaimStatus StringList `yaml:"claim_status,omitempty"`
	// Goal is a case-insensitive substring of Evidence.Goal.
	Goal string `yaml:"goal,omitempty"`
	// Location is a case-insensitive glob (path.Match) against the whole
	// location or its base name.
	Location string `yaml:"location,omitempty"`
	// Data compares Data keys; an absent key never matches (except
	// exists: false).
	Data map[string]DataCond `yaml:"data,omitempty"`
}

// DataCond compares one Data value. In YAML a scalar is shorthand for eq
// and a sequence for in:
//
//	data: {single_init: true, check: [tests, ci], share: {gte: 0.8}, anchors: {contains: install}}
type DataCond struct {
	Eq       any      `yaml:"eq,omitempty"`
	In       []any    `yaml:"in,omitempty"` // equal to one of
	Ne       any      `yaml:"ne,omitempty"`
	Gt       *float64 `yaml:"gt,omitempty"`
	Gte      *float64 `yaml:"gte,omitempty"`
	Lt       *float64 `yaml:"lt,omitempty"`
	Lte      *float64 `yaml:"lte,omitempty"`
	Exists   *bool    `yaml:"exists,omitempty"`
	Contains string   `yaml:"contains,omitempty"` // substring of a string, or of an element of a list
}

// UnmarshalYAML accepts a scalar (eq shorthand) or a strict mapping.
func (d *DataCond) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		var v any
		if err := n.Decode(&v); err != nil {
			return err
		}
		*d = DataCond{Eq: v}
		return nil
	}
	if n.Kind == yaml.SequenceNode {
		var list []any
		if err := n.Decode(&list); err != nil {
			return err
		}
		*d = DataCond{In: list}
		return nil
	}
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: data condition must be a scalar, a sequence or a mapping", n.Line)
	}
	type plain DataCond
	var p plain
	if err := decodeStrict(n, &p); err != nil {
		return err
	}
	*d = DataCond(p)
	return nil
}

// StringList is a list of strings that YAML may write as a single scalar.
type StringList []string

// UnmarshalYAML accepts a scalar or a sequence of scalars.
func (s *StringList) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*s = StringList{n.Value}
		return nil
	}
	var list []string
	if err := n.Decode(&list); err != nil {
		return err
	}
	*s = list
	return nil
}

// decodeStrict decodes a node rejecting unknown fields (yaml.Node.Decode
// does not inherit the decoder's KnownFields setting).
func decodeStrict(n *yaml.Node, v any) error {
	b, err := yaml.Marshal(n)
	if err != nil {
		return err
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("line %d: %w", n.Line, err)
	}
	return nil
}
