//go:build cgo

package code

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
)

// justiceFacts are the decisive data of a CODE_CHIEF_JUSTICE record.
type justiceFacts struct {
	Name          string
	Deterministic bool
	ModelCalls    int
	Rules         []string
	Variance      bool
	Markdown      bool
	Averaging     bool
}

// TestChiefJustice checks how a chief justice implementation is read: by
// name, through its same-file helpers, model calls vs comparisons, named
// rules (not those only named in a long prompt), variance, Markdown.
func TestChiefJustice(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []justiceFacts
	}{
		{"deterministic rules in a helper", `
def chief_justice_node(state):
    out = {c: _resolve(ops) for c, ops in state["opinions"].items()}
    return {"final_report": _markdown(out)}

def _resolve(ops):
    scores = [o.score for o in ops]
    # Rule of Security: a confirmed flaw caps the score
    if ops[0].security_flaw:
        return min(3, max(scores))
    # fact supremacy: evidence overrules the defense
    if max(scores) - min(scores) > 2:
        return sorted(scores)[1]
    return round(sum(scores) / len(scores))

def _markdown(out):
    return "# Audit Report\n" + "\n".join(f"## {c}: {s}" for c, s in out.items())

def unrelated_security_scan():
    pass
`, []justiceFacts{{Name: "chief_justice_node", Deterministic: true, Rules: []string{"fact_supremacy", "security_override"},
			Variance: true, Markdown: true, Averaging: true}}},
		{"LLM only, rules named in the prompt", `
from langchain_openai import ChatOpenAI

class ChiefJustice:
    def __call__(self, state):
        llm = ChatOpenAI(model="gpt-4o")
        prompt = "You are the Chief Justice. Apply the security override, fact supremacy and functionality weight rules, then write the verdict for each criterion as a careful and complete legal opinion with citations to the evidence ids."
        return {"final_report": llm.invoke(prompt + str(state["opinions"])).content}
`, []justiceFacts{{Name: "ChiefJustice", ModelCalls: 2, Rules: []string{}}}},
		{"averaging only", `
def justice_node(state):
    scores = [o.score for o in state["opinions"]]
    return {"final": sum(scores) / len(scores)}
`, []justiceFacts{{Name: "justice_node", Rules: []string{}, Averaging: true}}},
		{"rules delegated to other modules", `
from .rules import SecurityOverride, FactSupremacy

class ChiefJustice:
    def __init__(self):
        self.security = SecurityOverride()
        self.fact_supremacy = FactSupremacy()

    def decide(self, scores, evidence):
        return self.fact_supremacy.apply(self.security.apply(scores, evidence), evidence)
`, []justiceFacts{{Name: "ChiefJustice", Deterministic: true, Rules: []string{"fact_supremacy", "security_override"}}}},
		{"a synthesis function in justice.py", `
def synthesize_verdicts(state):
    return {"final": max(o.score for o in state["opinions"]) if state["opinions"] else 1}
`, []justiceFacts{{Name: "synthesize_verdicts", Rules: []string{}}}},
		{"no chief justice", "def judge(state):\n    return state\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			evs, _ := collect(t, reposnap.NewMemory(map[string]string{"src/justice.py": tt.src}, nil), Limits{})
			var got []justiceFacts
			for _, e := range evs {
				if e.Class != ClassChiefJustice {
					continue
				}
				d := e.Data
				got = append(got, justiceFacts{Name: d["name"].(string), Deterministic: d["deterministic"].(bool),
					ModelCalls: d["model_calls"].(int), Rules: d["rules"].([]string), Variance: d["variance"].(bool),
					Markdown: d["markdown"].(bool), Averaging: d["averaging"].(bool)})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("chief justice (-want +got):\n%s", diff)
			}
		})
	}
}
