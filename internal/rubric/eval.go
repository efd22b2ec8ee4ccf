package rubric

import (
	"encoding/json"
	"path"
	"slices"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Outcome is the result of a criterion's machine rules on its evidence.
type Outcome struct {
	Rule         int    // index of the winning rule in Criterion.Rules
	Score        *int   // nil when Insufficient
	Insufficient bool   // the rule says the criterion cannot be judged
	Because      string // the rule's explanation
	// Matched are the ids of the evidence the winning rule's measures
	// matched (outside any not), in scope order: the decisive evidence.
	Matched []string
}

// Evaluate applies the criterion's rules, first match wins, to scope (the
// evidence in the criterion's scope, see Scope). It returns nil when the
// criterion has no rules or none holds. It is a pure function.
func (c *Criterion) Evaluate(scope []evidence.Evidence) *Outcome {
	for i, r := range c.Rules {
		hit := make([]bool, len(scope))
		if r.When != nil && !r.When.holds(scope, hit) {
			continue
		}
		o := &Outcome{Rule: i, Insufficient: r.Insufficient, Because: r.Because}
		if r.Score != nil {
			s := *r.Score
			o.Score = &s
		}
		seen := map[string]bool{}
		for j, e := range scope {
			if hit[j] && !seen[e.ID] {
				seen[e.ID] = true
				o.Matched = append(o.Matched, e.ID)
			}
		}
		return o
	}
	return nil
}

// holds evaluates the condition. Only when it holds does it mark in hit
// the evidence its measures matched.
func (c *Condition) holds(scope []evidence.Evidence, hit []bool) bool {
	local := make([]bool, len(scope))
	ok := c.eval(scope, local)
	if ok {
		for i, h := range local {
			hit[i] = hit[i] || h
		}
	}
	return ok
}

func (c *Condition) eval(scope []evidence.Evidence, hit []bool) bool {
	switch {
	case len(c.All) > 0:
		for i := range c.All {
			if !c.All[i].holds(scope, hit) {
				return false
			}
		}
		return true
	case len(c.Any) > 0:
		for i := range c.Any {
			if c.Any[i].holds(scope, hit) {
				return true
			}
		}
		return false
	case c.Not != nil:
		return !c.Not.holds(scope, make([]bool, len(scope)))
	}
	v, ok := c.measure(scope, hit)
	return ok && c.Compare.holds(v)
}

// measure computes the leaf's number; ok=false when it is undefined.
func (c *Condition) measure(scope []evidence.Evidence, hit []bool) (float64, bool) {
	switch {
	case c.Count != nil:
		return float64(count(c.Count, scope, hit)), true
	case c.Ratio != nil:
		den := count(&c.Ratio.Den, scope, nil)
		if den == 0 {
			return 0, false
		}
		return float64(count(&c.Ratio.Num, scope, hit)) / float64(den), true
	case c.Value != nil:
		return c.Value.measure(scope, hit)
	}
	return 0, false
}

func count(m *Match, scope []evidence.Evidence, hit []bool) int {
	n := 0
	for i, e := range scope {
		if m.Matches(e) {
			n++
			if hit != nil {
				hit[i] = true
			}
		}
	}
	return n
}

func (v *Value) measure(scope []evidence.Evidence, hit []bool) (float64, bool) {
	var out float64
	found := false
	for i, e := range scope {
		if !v.Matches(e) {
			continue
		}
		x, ok := toFloat(e.Data[v.Key])
		if !ok {
			continue
		}
		hit[i] = true
		switch {
		case !found:
			out = x
		case v.Agg == "sum":
			out += x
		case v.Agg == "min":
			out = min(out, x)
		default:
			out = max(out, x)
		}
		found = true
	}
	return out, found
}

func (c Compare) holds(v float64) bool {
	return (c.Eq == nil || v == *c.Eq) && (c.Ne == nil || v != *c.Ne) &&
		(c.Gt == nil || v > *c.Gt) && (c.Gte == nil || v >= *c.Gte) &&
		(c.Lt == nil || v < *c.Lt) && (c.Lte == nil || v <= *c.Lte)
}

// Matches reports whether e satisfies every field of m.
func (m *Match) Matches(e evidence.Evidence) bool {
	if m.Source != "" && string(e.Source) != m.Source {
		return false
	}
	if len(m.Class) > 0 && !contains(m.Class, string(e.Class)) {
		return false
	}
	if m.Found != nil && e.Found != *m.Found {
		return false
	}
	if len(m.ClaimStatus) > 0 && (e.Claim == nil || !contains(m.ClaimStatus, string(e.Claim.Status))) {
		return false
	}
	if m.Goal != "" && !strings.Contains(strings.ToLower(e.Goal), strings.ToLower(m.Goal)) {
		return false
	}
	if m.Location != "" && !globFold(m.Location, e.Location) {
		return false
	}
	for key, cond := range m.Data {
		v, present := e.Data[key]
		if !cond.holds(v, present) {
			return false
		}
	}
	return true
}

func globFold(pattern, loc string) bool {
	p, l := strings.ToLower(pattern), strings.ToLower(loc)
	if ok, _ := path.Match(p, l); ok {
		return true
	}
	ok, _ := path.Match(p, path.Base(l))
	return ok && l != ""
}

func (d *DataCond) holds(v any, present bool) bool {
	if d.Exists != nil && *d.Exists != present {
		return false
	}
	if !present {
		return d.Exists != nil && !*d.Exists && d.Eq == nil && d.In == nil && d.Contains == ""
	}
	if d.In != nil && !slices.ContainsFunc(d.In, func(lit any) bool { return equal(lit, v) }) {
		return false
	}
	if d.Eq != nil && !equal(d.Eq, v) {
		return false
	}
	if d.Ne != nil && equal(d.Ne, v) {
		return false
	}
	if d.Contains != "" && !containsFold(v, d.Contains) {
		return false
	}
	if d.Gt != nil || d.Gte != nil || d.Lt != nil || d.Lte != nil {
		x, ok := toFloat(v)
		return ok && Compare{Gt: d.Gt, Gte: d.Gte, Lt: d.Lt, Lte: d.Lte}.holds(x)
	}
	return true
}

// equal compares a rule literal with a Data value: numbers numerically,
// booleans and strings exactly.
func equal(lit, v any) bool {
	if a, ok := toNumber(lit); ok {
		b, ok := toNumber(v)
		return ok && a == b
	}
	switch l := lit.(type) {
	case bool:
		b, ok := v.(bool)
		return ok && l == b
	case string:
		s, ok := v.(string)
		return ok && l == s
	}
	return false
}

func containsFold(v any, sub string) bool {
	sub = strings.ToLower(sub)
	switch x := v.(type) {
	case string:
		return strings.Contains(strings.ToLower(x), sub)
	case []string:
		for _, s := range x {
			if strings.Contains(strings.ToLower(s), sub) {
				return true
			}
		}
	case []any:
		for _, s := range x {
			if str, ok := s.(string); ok && strings.Contains(strings.ToLower(str), sub) {
				return true
			}
		}
	}
	return false
}

// toFloat converts numbers and booleans (0/1) to float64.
func toFloat(v any) (float64, bool) {
	if b, ok := v.(bool); ok {
		if b {
			return 1, true
		}
		return 0, true
	}
	return toNumber(v)
}

func toNumber(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case int8:
		return float64(x), true
	case int16:
		return float64(x), true
	case int32:
		return float64(x), true
	case int64:
		return float64(x), true
	case uint:
		return float64(x), true
	case uint8:
		return float64(x), true
	case uint16:
		return float64(x), true
	case uint32:
		return float64(x), true
	case uint64:
		return float64(x), true
	case float32:
		return float64(x), true
	case float64:
		return x, true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	}
	return 0, false
}
