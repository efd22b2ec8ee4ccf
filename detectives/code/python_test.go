//go:build cgo

package code

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestLangGraphFixture checks the rubric facts of the Python LangGraph
// fixture: the graph's nodes and edges with fan-out and fan-in, the state
// reducers, the structured-output binding, the unsafe os.system call and
// the sandboxed clone, the chief justice's rules, each with file:line.
func TestLangGraphFixture(t *testing.T) {
	evs, in := collect(t, fixture(t, "langgraph"), Limits{})
	tests := []struct {
		class evidence.Class
		want  []string
	}{
		{ClassGraph, []string{`src/graph.py:14 builder = StateGraph(AgentState)
src/graph.py:15 node repo_investigator
src/graph.py:16 node doc_analyst
src/graph.py:17 node vision_inspector
src/graph.py:18 node evidence_aggregator
src/graph.py:19 node prosecutor
src/graph.py:20 node defense
src/graph.py:21 node tech_lead
src/graph.py:22 node chief_justice
src/graph.py:24 edge START -> repo_investigator
src/graph.py:25 edge START -> doc_analyst
src/graph.py:26 edge START -> vision_inspector
src/graph.py:27 edge repo_investigator -> evidence_aggregator
src/graph.py:27 edge doc_analyst -> evidence_aggregator
src/graph.py:27 edge vision_inspector -> evidence_aggregator
src/graph.py:29 edge evidence_aggregator -> prosecutor
src/graph.py:29 edge evidence_aggregator -> defense
src/graph.py:29 edge evidence_aggregator -> tech_lead
src/graph.py:30 edge prosecutor -> chief_justice
src/graph.py:31 edge defense -> chief_justice
src/graph.py:32 edge tech_lead -> chief_justice
src/graph.py:33 conditional edge chief_justice -> evidence_aggregator (if route_after_verdict)
src/graph.py:33 conditional edge chief_justice -> END (if route_after_verdict)
fan-out START -> doc_analyst, repo_investigator, vision_inspector
fan-out chief_justice -> END, evidence_aggregator
fan-out evidence_aggregator -> defense, prosecutor, tech_lead
fan-in chief_justice <- defense, prosecutor, tech_lead
fan-in evidence_aggregator <- chief_justice, doc_analyst, repo_investigator, vision_inspector`}},
		{ClassStateSchema, []string{
			"src/state.py:7 class Evidence(BaseModel)\nsrc/state.py:8 goal: str\nsrc/state.py:9 found: bool\nsrc/state.py:10 location: str",
			"src/state.py:13 class JudicialOpinion(BaseModel)\nsrc/state.py:14 judge: str\nsrc/state.py:15 score: int\nsrc/state.py:16 argument: str\nsrc/state.py:17 cited_evidence: List[str]",
			"src/state.py:20 class AgentState(TypedDict)\nsrc/state.py:21 repo_url: str\n" +
				"src/state.py:22 evidences: Annotated[Dict[str, List[Evidence]], operator.ior]\n" +
				"src/state.py:23 opinions: Annotated[List[JudicialOpinion], operator.add]\nsrc/state.py:24 final_report: str",
		}},
		{ClassStructuredOutput, []string{"src/nodes/judges.py:14 llm.with_structured_output(JudicialOpinion)"}},
		{ClassExec, []string{
			`src/tools/repo_tools.py:8 subprocess.run(["git", "clone", "--depth", "1", url, tmp]) in clone_repo()`,
			`src/tools/repo_tools.py:15 os.system("git clone " + url) in quick_clone()`,
			`src/tools/repo_tools.py:19 subprocess.check_output(["git", "--version"]) in git_version()`,
		}},
		{ClassSandbox, []string{"src/tools/repo_tools.py:7 tempfile.TemporaryDirectory() in clone_repo()"}},
		{ClassChiefJustice, []string{`src/nodes/justice.py:4 function chief_justice (lines 4-9), calling resolve, render
src/nodes/justice.py:8 markdown: audit/report.md
src/nodes/justice.py:14 rule: security_override: # Rule of Security: a confirmed vulnerability caps the score at 3
src/nodes/justice.py:17 rule: fact_supremacy: # Fact supremacy: the detectives' evidence overrules the defense
src/nodes/justice.py:20 variance: max(scores.values()) - min(scores.values())
src/nodes/justice.py:21 rule: functionality_weight: # functionality weight: the tech lead decides
src/nodes/justice.py:22 averaging: sum(scores.values()) / len(scores)
src/nodes/justice.py:26 markdown: # Audit Report
src/nodes/justice.py:26 markdown: ## Executive Summary`}},
		{ClassPromptSimilarity, []string{
			"prosecutor (src/nodes/judges.py:5) vs defense (src/nodes/judges.py:9): 0.32\n" +
				"prosecutor (src/nodes/judges.py:5) vs tech_lead (src/nodes/judges.py:11): 0.22\n" +
				"defense (src/nodes/judges.py:9) vs tech_lead (src/nodes/judges.py:11): 0.25",
		}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, contents(evs, tt.class)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.class, diff)
		}
	}
	if w := warnings(in); len(w) != 0 {
		t.Errorf("unexpected warnings: %q", w)
	}
}

// TestLangGraphFacts checks the structured data behind the records: the
// fan-out/fan-in maps, the reducers, and which process calls are unsafe.
func TestLangGraphFacts(t *testing.T) {
	evs, _ := collect(t, fixture(t, "langgraph"), Limits{})
	got := map[string]any{}
	for _, e := range evs {
		switch e.Class {
		case ClassGraph:
			got["fan_out"], got["fan_in"] = e.Data["fan_out"], e.Data["fan_in"]
		case ClassStateSchema:
			if e.Data["name"] == "AgentState" {
				got["reducers"] = e.Data["reducers"]
			}
		case ClassExec:
			got[e.Data["callee"].(string)] = []any{e.Data["literal"], e.Data["shell"], e.Data["unsafe"], e.Data["captures_output"], e.Data["check"], e.Data["in_try"]}
		case ClassSandbox:
			got["sandbox_with"] = e.Data["context_manager"]
		case ClassPromptSimilarity:
			got["colluding"] = e.Data["colluding"]
		}
	}
	want := map[string]any{
		"fan_out": map[string]any{
			"START":               []string{"doc_analyst", "repo_investigator", "vision_inspector"},
			"chief_justice":       []string{"END", "evidence_aggregator"},
			"evidence_aggregator": []string{"defense", "prosecutor", "tech_lead"},
		},
		"fan_in": map[string]any{
			"chief_justice":       []string{"defense", "prosecutor", "tech_lead"},
			"evidence_aggregator": []string{"chief_justice", "doc_analyst", "repo_investigator", "vision_inspector"},
		},
		"reducers": []string{"evidences: operator.ior", "opinions: operator.add"},
		// literal, shell, unsafe, captures_output, check, in_try
		"subprocess.run":          []any{false, false, false, true, false, false},
		"os.system":               []any{false, true, true, false, false, false},
		"subprocess.check_output": []any{true, false, false, false, true, false},
		"sandbox_with":            true,
		"colluding":               []string{},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("facts (-want +got):\n%s", diff)
	}
}
