package judges

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

var (
	good   = evidence.Evidence{ID: "repo_FILE_PRESENCE_1", Source: evidence.Repo, Class: evidence.ClassFilePresence, Found: true, Content: "tests: 3 matching path(s): a_test.go"}
	gap    = evidence.Evidence{ID: "repo_FILE_PRESENCE_2", Source: evidence.Repo, Class: evidence.ClassFilePresence, Found: false, Content: "ci: not found among 9 tracked files"}
	other  = evidence.Evidence{ID: "repo_LANGUAGES_1", Source: evidence.Repo, Class: evidence.ClassLanguages, Found: true, Content: "Go 100%"}
	secret = evidence.Evidence{ID: "repo_SECRET_FILE_1", Source: evidence.Repo, Class: evidence.ClassSecretFile, Found: true, Content: "rule env-file: .env"}
)

func intp(i int) *int { return &i }

func task(p Persona, outcome *rubric.Outcome, selected ...evidence.Evidence) Task {
	c := &rubric.Criterion{ID: "tests_ci", Name: "Tests", Score: rubric.Range{Min: 1, Max: 5}, Weight: 1,
		Rules: []rubric.Rule{{Score: intp(3), Because: "tests but no CI"}}}
	known := map[string]evidence.Evidence{}
	for _, e := range []evidence.Evidence{good, gap, other, secret} {
		known[e.ID] = e
	}
	return Task{Criterion: c, Persona: p, Evidence: selected, Known: known, Outcome: outcome}
}

func rule3(matched ...string) *rubric.Outcome {
	return &rubric.Outcome{Rule: 0, Score: intp(3), Because: "tests but no CI", Matched: matched}
}

func proposal(score int, pts ...Point) Proposal {
	return Proposal{State: Scored, Score: &score, Summary: "s", Points: pts}
}

func TestRuleCritic(t *testing.T) {
	okPoint := Point{Text: `Tests: "3 matching path(s)".`, EvidenceID: good.ID, Stance: Support}
	tests := []struct {
		name string
		task Task
		prop Proposal
		want []Correction
	}{
		{"clean", task(TechLead, rule3(good.ID), good, gap), proposal(3, okPoint), nil},
		{"unknown id", task(TechLead, rule3(), good), proposal(3, okPoint, Point{Text: "x", EvidenceID: "repo_NOPE_1", Stance: Support}),
			[]Correction{{Check: CheckUnknown, Point: 2, EvidenceID: "repo_NOPE_1", Message: "point 2 cites repo_NOPE_1, which does not exist; remove the citation"}}},
		{"not selected", task(TechLead, rule3(), good), proposal(3, okPoint, Point{Text: "Go", EvidenceID: other.ID, Stance: Support}),
			[]Correction{{Check: CheckNotSelected, Point: 2, EvidenceID: other.ID, Message: "point 2 cites repo_LANGUAGES_1, which was not selected for criterion tests_ci; cite selected evidence only"}}},
		{"uncited point", task(TechLead, rule3(), good), proposal(3, okPoint, Point{Text: "trust me"}),
			[]Correction{{Check: CheckUncited, Point: 2, Message: "point 2 cites no evidence; remove it or cite the evidence it relies on"}}},
		{"quote not in evidence", task(TechLead, rule3(), good), proposal(3, Point{Text: "Tests: `12 matching path(s)`.", EvidenceID: good.ID, Stance: Support}),
			[]Correction{{Check: CheckQuote, Point: 1, EvidenceID: good.ID, Message: `point 1 quotes "12 matching path(s)", which is not in the content of repo_FILE_PRESENCE_1; quote the evidence verbatim or drop the quote`}}},
		{"found=false as support", task(Defense, rule3(), good, gap), proposal(4, okPoint, Point{Text: "CI is fine.", EvidenceID: gap.ID, Stance: Support}),
			[]Correction{{Check: CheckFalseSupport, Point: 2, EvidenceID: gap.ID, Message: "point 2 uses repo_FILE_PRESENCE_2 (FILE_PRESENCE, found=false) as support, but it records a gap or risk; it counts against"}}},
		{"risk class found=true as support", task(Defense, nil, secret), proposal(4, Point{Text: "Secrets handled.", EvidenceID: secret.ID, Stance: Support}),
			[]Correction{{Check: CheckFalseSupport, Point: 1, EvidenceID: secret.ID, Message: "point 1 uses repo_SECRET_FILE_1 (SECRET_FILE, found=true) as support, but it records a gap or risk; it counts against"}}},
		{"score with no evidence", task(TechLead, rule3()), proposal(4),
			[]Correction{{Check: CheckNoEvidence, Insufficient: true, Message: "the score rests on no valid evidence; answer insufficient_data"}}},
		{"score with only invalid citations", task(TechLead, rule3(), good), proposal(4, Point{Text: "x", EvidenceID: "nope", Stance: Support}),
			[]Correction{
				{Check: CheckUnknown, Point: 1, EvidenceID: "nope", Message: "point 1 cites nope, which does not exist; remove the citation"},
				{Check: CheckNoEvidence, Insufficient: true, Message: "the score rests on no valid evidence; answer insufficient_data"},
			}},
		{"rules say insufficient", task(TechLead, &rubric.Outcome{Insufficient: true, Because: "no history"}, good), proposal(3, okPoint),
			[]Correction{{Check: CheckState, Insufficient: true, Message: "the rubric rules say the criterion cannot be judged: no history"}}},
		{"out of range", task(TechLead, nil, good), proposal(9, okPoint),
			[]Correction{{Check: CheckRange, Score: intp(5), Message: "score 9 is outside 1..5; use 5"}}},
		{"prosecutor above the rule", task(Prosecutor, rule3(good.ID), good), proposal(4, okPoint),
			[]Correction{{Check: CheckRule, Score: intp(3), Message: "score 4 disagrees with rule 1 (tests but no CI gives 3; the prosecutor may argue 2..3); use 3"}}},
		{"defense below the rule", task(Defense, rule3(good.ID), good), proposal(1, okPoint),
			[]Correction{{Check: CheckRule, Score: intp(3), Message: "score 1 disagrees with rule 1 (tests but no CI gives 3; the defense may argue 3..4); use 3"}}},
		{"decisive evidence ignored", task(TechLead, rule3(gap.ID), good, gap), proposal(3, okPoint),
			[]Correction{{Check: CheckIgnored, EvidenceID: gap.ID, Message: "the opinion cites none of the evidence rule 1 decided on; consider repo_FILE_PRESENCE_2"}}},
		{"insufficient without evidence is fine", task(TechLead, nil), insufficient("nothing"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := RuleCritic{}.Critique(context.Background(), tt.task, tt.prop)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got.Corrections); diff != "" {
				t.Errorf("corrections (-want +got):\n%s", diff)
			}
			for _, r := range got.Referenced {
				if _, ok := tt.task.Known[r.EvidenceID]; !ok {
					t.Errorf("referenced unknown evidence %s", r.EvidenceID)
				}
			}
			// Applying the corrections must satisfy the critic.
			fixed := enforce(tt.task, ApplyCorrections(tt.task, tt.prop, got))
			again, _ := RuleCritic{}.Critique(context.Background(), tt.task, fixed)
			if len(again.Corrections) != 0 {
				t.Errorf("after corrections still: %+v (proposal %+v)", again.Corrections, fixed)
			}
		})
	}
}

func TestApplyCorrections(t *testing.T) {
	tk := task(Defense, rule3(good.ID), good, gap)
	p := proposal(4,
		Point{Text: `Credit: "3 matching path(s)".`, EvidenceID: good.ID, Stance: Support},
		Point{Text: `CI: "all green".`, EvidenceID: gap.ID, Stance: Support},
		Point{Text: "ghost", EvidenceID: "nope", Stance: Support},
	)
	c, _ := RuleCritic{}.Critique(context.Background(), tk, p)
	got := ApplyCorrections(tk, p, c)
	want := proposal(4,
		Point{Text: `Credit: "3 matching path(s)".`, EvidenceID: good.ID, Stance: Support},
		Point{Text: "Counts against, not for: CI:.", EvidenceID: gap.ID, Stance: Against},
	)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("corrected (-want +got):\n%s", diff)
	}
	if *p.Score != 4 || len(p.Points) != 3 || p.Points[1].Stance != Support {
		t.Errorf("input proposal was modified: %+v", p)
	}
}
