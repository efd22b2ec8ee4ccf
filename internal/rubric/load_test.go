package rubric

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestCommunityRubrics(t *testing.T) {
	type crit struct {
		ID      string
		Sources []evidence.Source
		Arch    bool
		Judges  int
	}
	repo, docs, vision := []evidence.Source{evidence.Repo}, []evidence.Source{evidence.Docs}, []evidence.Source{evidence.Vision}
	tests := []struct {
		file     string
		version  string
		criteria []crit
		check    func(t *testing.T, s Synthesis)
	}{
		{"week2_rubric_v3.json", "3.0.0", []crit{
			{"git_forensic_analysis", repo, false, 0}, {"state_management_rigor", repo, false, 0},
			{"graph_orchestration", repo, true, 0}, {"safe_tool_engineering", repo, false, 0},
			{"structured_output_enforcement", repo, false, 0}, {"judicial_nuance", repo, false, 0},
			{"chief_justice_synthesis", repo, false, 0}, {"theoretical_depth", docs, false, 0},
			{"report_accuracy", docs, false, 0}, {"swarm_visual", vision, false, 0},
		}, func(t *testing.T, s Synthesis) {
			if s.SecurityOverride == nil || s.SecurityOverride.Cap != 3 || s.SecurityOverride.Scope != ScopeTotal {
				t.Errorf("security_override = %+v, want cap 3 scope total", s.SecurityOverride)
			}
			if s.FactSupremacy == nil || s.FunctionalityWeight == nil || s.DissentRequirement == nil || s.VarianceReevaluation == nil {
				t.Errorf("missing synthesis rules: %+v", s)
			}
			if s.VarianceReevaluation.Variance != 2 || s.DissentRequirement.Variance != 2 {
				t.Errorf("variance thresholds = %d, %d; want 2", s.VarianceReevaluation.Variance, s.DissentRequirement.Variance)
			}
		}},
		{"week2_rubric_v2.json", "2.0.0", []crit{
			{"forensic_accuracy_code", repo, false, 3}, {"forensic_accuracy_docs", docs, false, 3},
			{"judicial_nuance", repo, false, 3}, {"langgraph_architecture", repo, false, 3},
		}, func(t *testing.T, s Synthesis) {
			if s.MissingVisionCap == nil || s.MissingVisionCap.Cap != 4 {
				t.Errorf("missing_vision_cap = %+v, want cap 4", s.MissingVisionCap)
			}
			if s.HighVarianceMissingEvi == nil || s.HighVarianceMissingEvi.Cap != 3 {
				t.Errorf("high_variance_missing_evidence = %+v, want cap 3", s.HighVarianceMissingEvi)
			}
			if s.VarianceReevaluation != nil || s.FunctionalityWeight != nil {
				t.Errorf("v2 has no variance_re_evaluation/functionality_weight, got %+v", s)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			r, err := Load(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if r.Format != FormatCommunity || r.Version != tt.version || r.ID != "week-2-the-automaton-auditor-self-evaluation" {
				t.Errorf("rubric = %s %s %s", r.Format, r.ID, r.Version)
			}
			var got []crit
			for _, c := range r.Criteria {
				got = append(got, crit{c.ID, c.Evidence.Sources, c.Flags.Architecture, len(c.JudicialLogic)})
				attached := communityRuleIDs[c.ID]
				if (len(c.Rules) != 0) != attached || (c.RulesFrom == CommunityRulesName+"#"+c.ID) != attached ||
					c.Instruction == "" || c.Score != (Range{1, 5}) || c.Weight != 1 {
					t.Errorf("criterion %s: rules %d from %q, instruction %q, score %v, weight %g", c.ID, len(c.Rules), c.RulesFrom, c.Instruction, c.Score, c.Weight)
				}
			}
			if diff := cmp.Diff(tt.criteria, got); diff != "" {
				t.Errorf("criteria (-want +got):\n%s", diff)
			}
			tt.check(t, r.Synthesis)
		})
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, make([]byte, MaxSize+1), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, want string }{
		{filepath.Join(dir, "nope.yaml"), "no such file"},
		{big, "big.yaml: rubric larger than"},
		{"builtin:nope", `no built-in rubric "nope" (have: default)`},
	}
	for _, tt := range tests {
		if _, err := Load(tt.path); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Load(%s) error = %v, want %q", tt.path, err, tt.want)
		}
	}
}

func TestBuiltinDefault(t *testing.T) {
	if diff := cmp.Diff([]string{"default"}, List()); diff != "" {
		t.Errorf("List (-want +got):\n%s", diff)
	}
	r, err := Load("builtin:default")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"doc_accuracy", "git_history", "tests_ci", "security", "docs_completeness", "diagrams"}
	var got []string
	for _, c := range r.Criteria {
		got = append(got, c.ID)
		if len(c.Rules) == 0 {
			t.Errorf("criterion %s has no machine rules", c.ID)
		}
		if last := c.Rules[len(c.Rules)-1]; last.When != nil {
			t.Errorf("criterion %s: last rule is not a catch-all, some evidence would match no rule", c.ID)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("criteria (-want +got):\n%s", diff)
	}
	sec, arch := r.Criteria[3], r.Criteria[5]
	if !sec.Flags.Security || !arch.Flags.Architecture {
		t.Errorf("flags: security %v, architecture %v", sec.Flags, arch.Flags)
	}
	s := r.Synthesis
	if s.SecurityOverride == nil || s.SecurityOverride.Scope != ScopeCriteria || s.FactSupremacy == nil ||
		s.FunctionalityWeight == nil || s.DissentRequirement == nil || s.VarianceReevaluation == nil {
		t.Errorf("default synthesis incomplete: %+v", s)
	}
}

// communityRuleIDs are the community criteria that community/rules.yaml
// scores offline.
var communityRuleIDs = map[string]bool{
	"git_forensic_analysis": true, "state_management_rigor": true, "graph_orchestration": true,
	"safe_tool_engineering": true, "structured_output_enforcement": true, "judicial_nuance": true,
	"report_accuracy": true, "chief_justice_synthesis": true, "theoretical_depth": true,
}

// TestCommunityRulesFile checks that every criterion of community/rules.yaml
// has rules ending in a catch-all or an insufficient rule, and that it
// names exactly communityRuleIDs.
func TestCommunityRulesFile(t *testing.T) {
	rules, err := communityRules()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for id, c := range rules {
		got[id] = true
		if len(c.Rules) == 0 || c.Rules[len(c.Rules)-1].When != nil {
			t.Errorf("%s: %d rules, the last not a catch-all", id, len(c.Rules))
		}
	}
	if diff := cmp.Diff(communityRuleIDs, got); diff != "" {
		t.Errorf("criteria (-want +got):\n%s", diff)
	}
}
