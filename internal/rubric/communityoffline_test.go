package rubric

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// outcomeOf evaluates the community rules of criterion id on evs and
// renders the outcome as "score N" or "insufficient".
func outcomeOf(t *testing.T, id string, evs []evidence.Evidence) string {
	t.Helper()
	rules, err := communityRules()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := rules[id]
	if !ok {
		t.Fatalf("no community rules for %s", id)
	}
	o := c.Evaluate(c.Scope(evs))
	switch {
	case o == nil:
		return "no rule"
	case o.Insufficient:
		return "insufficient"
	}
	return "score " + string(rune('0'+*o.Score))
}

func justice(data map[string]any) evidence.Evidence {
	return e("j", "CODE_CHIEF_JUSTICE", true, data)
}

func TestCommunityChiefJusticeRules(t *testing.T) {
	summary := e("s", "CODE_SUMMARY", true, map[string]any{"parsed": 3})
	rules3 := []string{"fact_supremacy", "functionality_weight", "security_override"}
	tests := []struct {
		name string
		evs  []evidence.Evidence
		want string
	}{
		{"no cgo", []evidence.Evidence{summary, e("u", "CODE_PARSER_UNAVAILABLE", false, nil)}, "insufficient"},
		{"not found", []evidence.Evidence{summary}, "insufficient"},
		{"named rules, variance, markdown", []evidence.Evidence{summary, justice(map[string]any{
			"deterministic": true, "rule_count": 3, "rules": rules3, "variance": true, "markdown": true, "model_calls": 0})}, "score 5"},
		{"one named rule only", []evidence.Evidence{summary, justice(map[string]any{
			"deterministic": true, "rule_count": 1, "variance": true, "markdown": true, "model_calls": 0})}, "score 4"},
		{"rules without markdown", []evidence.Evidence{summary, justice(map[string]any{
			"deterministic": true, "rule_count": 3, "variance": true, "markdown": false, "model_calls": 0})}, "score 4"},
		{"averaging only", []evidence.Evidence{summary, justice(map[string]any{
			"deterministic": true, "rule_count": 0, "averaging": true, "model_calls": 0})}, "score 3"},
		{"min of scores, no comparison, no model", []evidence.Evidence{summary, justice(map[string]any{
			"deterministic": false, "rule_count": 0, "model_calls": 0})}, "score 3"},
		{"LLM only", []evidence.Evidence{summary, justice(map[string]any{
			"deterministic": false, "rule_count": 0, "model_calls": 2})}, "score 1"},
		{"LLM with rules in a comment", []evidence.Evidence{summary, justice(map[string]any{
			"deterministic": false, "rule_count": 2, "model_calls": 1})}, "score 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, outcomeOf(t, "chief_justice_synthesis", tt.evs)); diff != "" {
				t.Errorf("outcome (-want +got):\n%s", diff)
			}
		})
	}
}

func term(id, kind, place string, explained bool) evidence.Evidence {
	x := e(id, "THEORY_TERM", explained, map[string]any{"document_kind": kind, "placement": place, "explained": explained})
	x.Source = evidence.Docs
	return x
}

func depth(found, arch int) evidence.Evidence {
	x := e("d", "THEORY_DEPTH", arch > 0, map[string]any{"report_documents": 1, "terms_found": found, "architecture_explained": arch})
	x.Source = evidence.Docs
	return x
}

func TestCommunityTheoreticalDepthRules(t *testing.T) {
	tests := []struct {
		name string
		evs  []evidence.Evidence
		want string
	}{
		{"no report document", []evidence.Evidence{term("t1", "readme", "architecture", true)}, "insufficient"},
		{"three explained in architecture", []evidence.Evidence{depth(4, 3),
			term("t1", "report", "architecture", true), term("t2", "report", "architecture", true),
			term("t3", "report", "architecture", true), term("t4", "report", "summary", false)}, "score 5"},
		{"one explained in architecture", []evidence.Evidence{depth(2, 1),
			term("t1", "report", "architecture", true), term("t2", "report", "summary", false)}, "score 4"},
		{"explained only in the introduction", []evidence.Evidence{depth(2, 0),
			term("t1", "report", "summary", true), term("t2", "report", "summary", false)}, "score 3"},
		{"explained only in the README", []evidence.Evidence{depth(1, 0), term("t1", "readme", "architecture", true)}, "score 3"},
		{"keyword dropping", []evidence.Evidence{depth(4, 0),
			term("t1", "report", "summary", false), term("t2", "report", "summary", false)}, "score 2"},
		{"no term", []evidence.Evidence{depth(0, 0)}, "score 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, outcomeOf(t, "theoretical_depth", tt.evs)); diff != "" {
				t.Errorf("outcome (-want +got):\n%s", diff)
			}
		})
	}
}
