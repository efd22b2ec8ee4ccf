package judges

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

func verdict(p Persona, score int, pts ...Point) Verdict {
	prop := proposal(score, pts...)
	prop.Summary = string(p) + " says " + string(rune('0'+score))
	return Verdict{Opinion: JudicialOpinion{Judge: p, Score: intp(score), State: Scored}, Proposal: prop}
}

func f(x float64) *float64 { return &x }

func TestSynthesize(t *testing.T) {
	support := Point{Text: "ok", EvidenceID: good.ID, Stance: Support}
	falseSupport := Point{Text: "CI works", EvidenceID: gap.ID, Stance: Support}
	plain := &rubric.Criterion{ID: "tests_ci", Score: rubric.Range{Min: 1, Max: 5}, Evidence: rubric.Selector{Classes: []evidence.Class{evidence.ClassFilePresence}}}
	secCrit := &rubric.Criterion{ID: "security", Score: rubric.Range{Min: 1, Max: 5}, Flags: rubric.Flags{Security: true}}
	archCrit := &rubric.Criterion{ID: "diagrams", Score: rubric.Range{Min: 1, Max: 5}, Flags: rubric.Flags{Architecture: true}}
	pdfCrit := &rubric.Criterion{ID: "docs", Score: rubric.Range{Min: 1, Max: 5}, TargetArtifact: "pdf_report", Evidence: rubric.Selector{Sources: []evidence.Source{evidence.Docs}}}
	known := map[string]evidence.Evidence{good.ID: good, gap.ID: gap, secret.ID: secret}
	withSecret := evidence.Set{evidence.Repo: {good, gap, secret}, evidence.Docs: {}, evidence.Vision: {}}
	clean := evidence.Set{evidence.Repo: {good, gap}, evidence.Docs: {}, evidence.Vision: {}}
	agree := []Verdict{verdict(Prosecutor, 4, support), verdict(Defense, 5, support), verdict(TechLead, 5, support)}
	split := []Verdict{verdict(Prosecutor, 1, support), verdict(Defense, 5, support), verdict(TechLead, 3, support)}

	tests := []struct {
		name      string
		crit      *rubric.Criterion
		syn       rubric.Synthesis
		set       evidence.Set
		verdicts  []Verdict
		before    []Verdict
		want      *float64
		wantRules []string
		effect    string // substring of the first applied rule's effect
	}{
		{"plain mean", plain, rubric.Synthesis{}, clean, agree, nil, f(4.67), nil, ""},
		{"security override caps the security criterion", secCrit, rubric.Synthesis{SecurityOverride: &rubric.CapRule{Cap: 3, Scope: rubric.ScopeCriteria}}, withSecret, agree, nil,
			f(3), []string{RuleSecurityOverride}, "capped at 3 (was 4.67): confirmed security evidence repo_SECRET_FILE_1"},
		{"security override scoped: other criteria untouched", plain, rubric.Synthesis{SecurityOverride: &rubric.CapRule{Cap: 3, Scope: rubric.ScopeCriteria}}, withSecret, agree, nil, f(4.67), nil, ""},
		{"security override total scope", plain, rubric.Synthesis{SecurityOverride: &rubric.CapRule{Cap: 3, Scope: rubric.ScopeTotal}}, withSecret, agree, nil, f(3), []string{RuleSecurityOverride}, "capped at 3"},
		{"security override needs confirmed evidence", secCrit, rubric.Synthesis{SecurityOverride: &rubric.CapRule{Cap: 3}}, clean, agree, nil, f(4.67), nil, ""},
		{"fact supremacy overrules the defense", plain, rubric.Synthesis{FactSupremacy: &rubric.TextRule{}}, clean,
			[]Verdict{verdict(Prosecutor, 2, support), verdict(Defense, 5, falseSupport), verdict(TechLead, 3, support)}, nil,
			f(2.5), []string{RuleFactSupremacy}, "defense overruled: it cites repo_FILE_PRESENCE_2 as support"},
		{"without fact supremacy the defense counts", plain, rubric.Synthesis{}, clean,
			[]Verdict{verdict(Prosecutor, 2, support), verdict(Defense, 5, falseSupport), verdict(TechLead, 3, support)}, nil, f(3.33), nil, ""},
		{"functionality weight on architecture", archCrit, rubric.Synthesis{FunctionalityWeight: &rubric.WeightRule{Weight: 2}}, clean,
			[]Verdict{verdict(Prosecutor, 2, support), verdict(Defense, 4, support), verdict(TechLead, 5, support)}, nil,
			f(4), []string{RuleFunctionality}, "the tech lead's score 5 weighs 2x"},
		{"functionality weight ignores other criteria", plain, rubric.Synthesis{FunctionalityWeight: &rubric.WeightRule{Weight: 2}}, clean,
			[]Verdict{verdict(Prosecutor, 2, support), verdict(Defense, 4, support), verdict(TechLead, 5, support)}, nil, f(3.67), nil, ""},
		{"dissent required above the variance", plain, rubric.Synthesis{DissentRequirement: &rubric.VarianceRule{Variance: 2}}, clean, split, nil,
			f(3), []string{RuleDissent}, "score spread 4 > 2"},
		{"no dissent rule at spread 2", plain, rubric.Synthesis{DissentRequirement: &rubric.VarianceRule{Variance: 2}}, clean,
			[]Verdict{verdict(Prosecutor, 2, support), verdict(Defense, 4, support), verdict(TechLead, 3, support)}, nil, f(3), nil, ""},
		{"re-evaluation recorded", plain, rubric.Synthesis{VarianceReevaluation: &rubric.VarianceRule{Variance: 2}}, clean, agree, split,
			f(4.67), []string{RuleReevaluation}, "scores prosecutor=1 defense=5 tech_lead=3 became prosecutor=4 defense=5 tech_lead=5"},
		{"missing vision caps pdf criteria", pdfCrit, rubric.Synthesis{MissingVisionCap: &rubric.CapRule{Cap: 4}}, evidence.Set{evidence.Repo: {good}, evidence.Docs: {gap}}, agree, nil,
			f(4), []string{RuleMissingVision}, "capped at 4 (was 4.67)"},
		{"high variance with a silent detective", pdfCrit, rubric.Synthesis{HighVarianceMissingEvi: &rubric.CapRule{Cap: 3}}, evidence.Set{evidence.Repo: {good}, evidence.Docs: {}}, split, nil,
			f(3), []string{RuleHighVariance}, "the docs detective provided no evidence"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			syn := tt.syn
			r := Synthesize(Bench{Criterion: tt.crit, Synthesis: &syn, Evidence: tt.set, Known: known, Verdicts: tt.verdicts, Before: tt.before})
			if diff := cmp.Diff(tt.want, r.Final); diff != "" {
				t.Errorf("final (-want +got):\n%s", diff)
			}
			var rules []string
			for _, a := range r.Applied {
				if a.Rule != RuleFunctionality || len(rules) == 0 || rules[len(rules)-1] != a.Rule {
					rules = append(rules, a.Rule)
				}
			}
			if diff := cmp.Diff(tt.wantRules, rules); diff != "" {
				t.Errorf("applied rules (-want +got):\n%s\n%+v", diff, r.Applied)
			}
			if tt.effect != "" && (len(r.Applied) == 0 || !strings.Contains(r.Applied[0].Effect, tt.effect)) {
				t.Errorf("effect %+v, want it to contain %q", r.Applied, tt.effect)
			}
		})
	}
}

func TestDissentSaysWhoArguedWhat(t *testing.T) {
	r := Synthesize(Bench{Criterion: &rubric.Criterion{Score: rubric.Range{Min: 1, Max: 5}}, Verdicts: []Verdict{
		verdict(Prosecutor, 1, Point{EvidenceID: gap.ID, Stance: Against}), verdict(Defense, 5, Point{EvidenceID: good.ID, Stance: Support}), verdict(TechLead, 3, Point{EvidenceID: good.ID})}})
	for _, want := range []string{"The prosecutor argued 1: prosecutor says 1", "The defense argued 5: defense says 5", "The tech lead argued 3"} {
		if !strings.Contains(r.Dissent, want) {
			t.Errorf("dissent %q lacks %q", r.Dissent, want)
		}
	}
	same := Synthesize(Bench{Criterion: &rubric.Criterion{Score: rubric.Range{Min: 1, Max: 5}}, Verdicts: []Verdict{verdict(Prosecutor, 3), verdict(Defense, 3)}})
	if same.Dissent != "" {
		t.Errorf("agreeing judges produced a dissent: %q", same.Dissent)
	}
}

func TestSynthesizeInsufficient(t *testing.T) {
	v := Verdict{Opinion: JudicialOpinion{Judge: TechLead, State: InsufficientData}, Proposal: insufficient(NoRuleReason)}
	r := Synthesize(Bench{Criterion: &rubric.Criterion{Score: rubric.Range{Min: 1, Max: 5}}, Verdicts: []Verdict{v, v, v}})
	if r.State != InsufficientData || r.Final != nil || r.Reason != NoRuleReason {
		t.Errorf("ruling = %+v, want insufficient_data with the judges' reason", r)
	}
}
