package rubric

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestValidateMessages(t *testing.T) {
	head := "id: r\nname: R\ncriteria:\n"
	tests := []struct {
		name string
		yaml string
		want []string
	}{
		{"min greater than max", head + "  - {id: tests, name: T, score: {min: 5, max: 3}}\n",
			[]string{`rubric.yaml: criterion "tests": score.min 5 > score.max 3`}},
		{"all problems collected", "criteria:\n  - {id: a, name: A, weight: -1}\n  - {id: a, name: A2}\n  - {name: X}\n",
			[]string{
				"rubric.yaml: rubric id is required",
				"rubric.yaml: rubric name is required",
				`rubric.yaml: criterion "a": weight -1 is negative`,
				`rubric.yaml: criterion "a": duplicate criterion id`,
				`rubric.yaml: criterion "#3": id is required`,
			}},
		{"no criteria", "id: r\nname: R\n", []string{"rubric.yaml: no criteria"}},
		{"unknown source", head + "  - {id: c, name: C, evidence: {sources: [git]}}\n",
			[]string{`rubric.yaml: criterion "c": evidence.sources: unknown source "git" (want repo, docs or vision)`}},
		{"rule score outside range", head + "  - id: c\n    name: C\n    rules:\n      - {score: 7, because: x}\n",
			[]string{`rubric.yaml: criterion "c": rule 1: score 7 outside 1..5`}},
		{"rule without score", head + "  - id: c\n    name: C\n    rules:\n      - {because: x}\n      - {score: 2, insufficient: true}\n",
			[]string{
				`rubric.yaml: criterion "c": rule 1: needs a score or insufficient: true`,
				`rubric.yaml: criterion "c": rule 2: has both a score and insufficient: true`,
				`rubric.yaml: criterion "c": rule 2: because is required`,
			}},
		{"leaf without comparison", head + "  - id: c\n    name: C\n    rules:\n      - score: 2\n        because: x\n        when: {count: {class: X}}\n",
			[]string{`rubric.yaml: criterion "c": rule 1: when: a count, ratio or value needs a comparison (eq, ne, gt, gte, lt, lte)`}},
		{"two kinds and bad status", head + "  - id: c\n    name: C\n    rules:\n      - score: 2\n        because: x\n        when:\n          all:\n            - {count: {claim_status: lost}, ratio: {num: {}, den: {}}, eq: 1}\n",
			[]string{
				`rubric.yaml: criterion "c": rule 1: when.all[1]: use exactly one of all, any, not, count, ratio, value per condition`,
				`rubric.yaml: criterion "c": rule 1: when.all[1].count: unknown claim_status "lost"`,
			}},
		{"comparison on combinator", head + "  - id: c\n    name: C\n    rules:\n      - score: 2\n        because: x\n        when: {not: {count: {}, eq: 0}, gte: 1}\n",
			[]string{`rubric.yaml: criterion "c": rule 1: when: comparisons belong to count, ratio or value, not to all/any/not`}},
		{"value key and agg", head + "  - id: c\n    name: C\n    rules:\n      - score: 2\n        because: x\n        when: {value: {class: G, agg: avg}, gt: 1}\n",
			[]string{
				`rubric.yaml: criterion "c": rule 1: when.value: key is required`,
				`rubric.yaml: criterion "c": rule 1: when.value: agg "avg" (want max, min or sum)`,
			}},
		{"remediation placeholder", head + "  - id: c\n    name: C\n    remediation:\n      - {file: \"{file}\", change: \"fix {line} {data.src} {data.}\"}\n      - {file: x}\n",
			[]string{
				`rubric.yaml: criterion "c": remediation 1: unknown placeholder {file} (want one of {location} {line} {document} {path} {text} {content} {data.KEY})`,
				`rubric.yaml: criterion "c": remediation 1: unknown placeholder {data.} (want one of {location} {line} {document} {path} {text} {content} {data.KEY})`,
				`rubric.yaml: criterion "c": remediation 2: file and change are required`,
			}},
		{"judicial logic persona", head + "  - id: c\n    name: C\n    judicial_logic: {judge: x, defense: y}\n",
			[]string{`rubric.yaml: criterion "c": judicial_logic: unknown judge "judge" (want prosecutor, defense or tech_lead)`}},
		{"synthesis", head + "  - {id: c, name: C}\nsynthesis:\n  security_override: {cap: 0, scope: everything}\n",
			[]string{
				"rubric.yaml: synthesis.security_override: cap 0 must be >= 1",
				`rubric.yaml: synthesis.security_override: scope "everything" (want criteria or total)`,
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("rubric.yaml", []byte(tt.yaml))
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("Parse error = %v, want *ValidationError", err)
			}
			if diff := cmp.Diff(tt.want, ve.Problems); diff != "" {
				t.Errorf("problems (-want +got):\n%s", diff)
			}
			if ve.Error() != strings.Join(tt.want, "\n") {
				t.Errorf("Error() = %q", ve.Error())
			}
		})
	}
}

func TestParseStrictYAML(t *testing.T) {
	tests := []struct{ name, yaml, want string }{
		{"unknown criterion field", "id: r\nname: R\ncriteria:\n  - {id: c, name: C, scroe: {min: 1}}\n", "field scroe not found"},
		{"unknown data operator", "id: r\nname: R\ncriteria:\n  - id: c\n    name: C\n    rules:\n      - score: 1\n        because: x\n        when: {count: {data: {k: {greater: 1}}}, eq: 1}\n", "field greater not found"},
		{"empty", "", "rubric.yaml: empty rubric"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("rubric.yaml", []byte(tt.yaml))
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "rubric.yaml") {
				t.Fatalf("Parse error = %v, want it to name the file and contain %q", err, tt.want)
			}
		})
	}
}

// TestCriterionWeights: a criterion without a weight weighs 1; an explicit
// "weight: 0" stays 0 (scored, left out of the overall score), in YAML and
// in JSON; a rubric whose every criterion weighs 0 is an error.
func TestCriterionWeights(t *testing.T) {
	tests := []struct {
		name, src string
		want      []float64
		err       string
	}{
		{"default and explicit zero", "id: r\nname: R\ncriteria:\n  - {id: a, name: A}\n  - {id: b, name: B, weight: 0}\n  - {id: c, name: C, weight: 2.5}\n", []float64{1, 0, 2.5}, ""},
		{"JSON", `{"id": "r", "name": "R", "criteria": [{"id": "a", "name": "A", "weight": 0}, {"id": "b", "name": "B"}]}`, []float64{0, 1}, ""},
		{"every weight zero", "id: r\nname: R\ncriteria:\n  - {id: a, name: A, weight: 0}\n", nil, "every criterion has weight 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Parse("rubric.yaml", []byte(tt.src))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("Parse error = %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []float64
			for _, c := range r.Criteria {
				got = append(got, c.Weight)
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("weights %v, want %v", got, tt.want)
			}
		})
	}
}
