package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestDocumentRole: documents whose path names them a plan, a template,
// an agent's prompt, a chat log or a generated report leave their missing
// paths unconfirmed (links aside, except in templates); look-alike names
// keep theirs.
func TestDocumentRole(t *testing.T) {
	tests := []struct {
		doc  string
		kind evidence.ClaimKind
		want string // reason, "" for none
	}{
		{"research/tooling_strategy.md", evidence.KindTree, ReasonPlanningDocument},
		{"research/tooling_strategies.md", evidence.KindCode, ReasonPlanningDocument},
		{"planning/inception_sprint1.md", evidence.KindCode, ReasonPlanningDocument},
		{"docs/rfcs/0042-cache.md", evidence.KindFence, ReasonPlanningDocument},
		{"research/tooling_strategy.md", evidence.KindLink, ""},
		{"docs/llm_refactoring_plan.md", evidence.KindProse, ""},
		{"eval/PLAN.md", evidence.KindTree, ReasonPlanningDocument},
		{"docs/implementation_plan.md", evidence.KindTree, ReasonPlanningDocument},
		{"specs/openclaw_integration/integration-plan.md", evidence.KindCode, ReasonPlanningDocument},
		{"docs/implementation_plan.md", evidence.KindLink, ""},
		{"docs/test_plan.md", evidence.KindCode, ""},
		{"docs/db-migration-plan.md", evidence.KindCode, ""},
		{"docs/planner.md", evidence.KindCode, ""},
		{"docs/plan-v2.md", evidence.KindCode, ReasonPlanningDocument},
		{"MASTER_PLAN.md", evidence.KindCode, ReasonPlanningDocument},
		{"issues/issue-87-prod-plan-fails.md", evidence.KindCode, ""},
		{"research/PROJECT_HISTORY.md", evidence.KindCode, ""},
		{"docs/planet.md", evidence.KindCode, ""},
		{"specify/project_structure/project_structure.md", evidence.KindTree, ""},
		// spec-kit: templates, agent commands, feature plans
		{".specify/templates/plan-template.md", evidence.KindTree, ReasonTemplateDocument},
		{".specify/templates/tasks-template.md", evidence.KindLink, ReasonTemplateDocument},
		{"docs/adr-template.md", evidence.KindCode, ReasonTemplateDocument},
		{".github/pull_request_template.md", evidence.KindProse, ""},
		{".github/ISSUE_TEMPLATE/bug-report.md", evidence.KindProse, ""},
		{"docs/templates.md", evidence.KindCode, ""},
		{".agent/workflows/speckit.tasks.md", evidence.KindCode, ReasonAgentPrompt},
		{".cursor/commands/speckit.checklist.md", evidence.KindCode, ReasonAgentPrompt},
		{".claude/commands/review.md", evidence.KindProse, ReasonAgentPrompt},
		{".github/prompts/speckit.plan.prompt.md", evidence.KindProse, ReasonAgentPrompt},
		{".claude/commands/review.md", evidence.KindLink, ""},
		{".claude/skills/triage/SKILL.md", evidence.KindFence, ReasonAgentPrompt},
		{"docs/skills/python.md", evidence.KindFence, ""},
		{".cursor/rules/project.mdc", evidence.KindCode, ""},
		{".github/copilot-instructions.md", evidence.KindCode, ""},
		{"docs/commands/build.md", evidence.KindCode, ""},
		{"agents/prompts/diagnose-workflow-failure.md", evidence.KindCode, ReasonAgentPrompt},
		{"src/agents/judge.md", evidence.KindCode, ""},
		// the programme's task brief committed beside the work
		{"docs/TRP1 Week5 Support Document_ The Ledger - Agentic Document-to-Decision Platform.md", evidence.KindProse, ReasonAssignmentBrief},
		{"week4/10 Academy Batch 3 - Week 4 Challenge.pdf", evidence.KindTree, ReasonAssignmentBrief},
		{"docs/assignment.md", evidence.KindLink, ReasonAssignmentBrief},
		{"Report/FDE_Challenge_Week2_Interim_Report.pdf", evidence.KindCode, ""},
		{"docs/challenges.md", evidence.KindCode, ""},
		{"CHALLENGE_SOLUTION_week3.md", evidence.KindCode, ""},
		{"specs/012-bounded-agent-eval/plan.md", evidence.KindTree, ReasonFeaturePlan},
		{"specs/007-evidence-aggregator/spec.md", evidence.KindCode, ReasonFeaturePlan},
		{"specs/004-forensic-tools-sandbox/research.md", evidence.KindCode, ReasonFeaturePlan},
		{"specs/1-auditor/contracts/cli-interface.md", evidence.KindCode, ReasonFeaturePlan},
		{"specs/007-evidence-aggregator/tasks.md", evidence.KindCode, ""},
		{"specs/1-automaton-auditor/quickstart.md", evidence.KindCode, ""},
		{"specs/technical-spec.md", evidence.KindCode, ""},
		{"specs/011-x/plan.md", evidence.KindLink, ""},
		// a generated report committed as a deliverable keeps its claims
		{"audit/report_onself_generated/audit_report_20260228_220757.md", evidence.KindProse, ""},
		{"blog/2024-01-15-release.md", evidence.KindProse, ""},
	}
	for _, tc := range tests {
		c := &evidence.Claim{Document: tc.doc, Kind: tc.kind, Text: "skills/content/"}
		r, _ := roleOf(c)
		if r.reason != tc.want {
			t.Errorf("roleOf(%s, %s) = %q, want %q", tc.doc, tc.kind, r.reason, tc.want)
		}
	}
}

func TestDoneTask(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"- [x] T010 [US1] Create placeholder nodes with `src/nodes/.placeholder`", true},
		{"* [X] Document the workflow in `docs/orchestration.md`", true},
		{"1. [x] Move `old.py`", true},
		{"- [ ] T016 Implement test in `tests/integration/test_graph_sync.py`", false},
		{"See [x] in `docs/a.md`", false},
		{"- ✅ CORRECT: `- [x] T005 Implement in src/middleware/auth.py`", false},
	}
	for _, tc := range tests {
		if got := doneTask(&evidence.Claim{Context: tc.line}); got != tc.want {
			t.Errorf("doneTask(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestPlanTickedTask: a plan's missing paths are unconfirmed, but a ticked
// task of the plan that names a path says the file was written: it is
// flagged like any other claim of existence.
func TestPlanTickedTask(t *testing.T) {
	tests := []struct {
		doc, context, text string
		want               evidence.ClaimStatus
	}{
		{"docs/implementation_plan.md", "- [x] Create `src/store.py`", "src/store.py", evidence.StatusMissing},
		{"docs/implementation_plan.md", "- [ ] Create `src/store.py`", "src/store.py", StatusUnconfirmed},
		{"docs/implementation_plan.md", "The store goes in `src/store.py`.", "src/store.py", StatusUnconfirmed},
		{"docs/implementation_plan.md", "- [x] read ground_truth.csv first", "ground_truth.csv", StatusUnconfirmed},
		{".specify/templates/plan-template.md", "- [x] Create `src/store.py`", "src/store.py", StatusUnconfirmed},
	}
	for _, tc := range tests {
		ev := claimEv(tc.doc, 3, evidence.KindCode, tc.text, ctx(tc.context))
		in := Input{Evidence: docsSet(ev), Manifest: evidence.NewManifest(testFiles), Files: testFacts}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s in %s: %q -> %s, want %s", tc.text, tc.doc, tc.context, got.Status, tc.want)
		}
	}
}
