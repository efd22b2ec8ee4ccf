package judges

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// scripted is a fake judge that returns its drafts in order, one per call
// (Draft, then each Revise), repeating the last when it runs out.
type scripted struct {
	drafts []Proposal
	calls  int
	fail   error
}

func (s *scripted) Name() string { return "fake" }

func (s *scripted) next() Proposal {
	p := s.drafts[min(s.calls, len(s.drafts)-1)]
	s.calls++
	return p
}

func (s *scripted) Draft(context.Context, Task) (Proposal, error) {
	if s.fail != nil {
		return Proposal{}, s.fail
	}
	return s.next(), nil
}

func (s *scripted) Revise(context.Context, Task, Proposal, Critique) (Proposal, error) {
	return s.next(), nil
}

func TestReflect(t *testing.T) {
	valid := proposal(3, Point{Text: `"3 matching path(s)"`, EvidenceID: good.ID, Stance: Support}, Point{Text: "no CI", EvidenceID: gap.ID, Stance: Against})
	badQuote := proposal(3, Point{Text: `"30 matching"`, EvidenceID: good.ID, Stance: Support}, Point{Text: "no CI", EvidenceID: gap.ID, Stance: Against})
	unknown := func(id string) Proposal {
		return proposal(3, Point{Text: "x", EvidenceID: id, Stance: Support}, Point{Text: "no CI", EvidenceID: gap.ID, Stance: Against})
	}
	tests := []struct {
		name       string
		drafts     []Proposal
		wantIters  int
		wantCalls  int
		wantScore  *int
		lastChecks []string // checks of the last iteration's critique
	}{
		{"accepted first time", []Proposal{valid}, 1, 1, intp(3), nil},
		{"fixed on revise", []Proposal{badQuote, valid}, 2, 2, intp(3), nil},
		{"stops when the critique brings nothing new", []Proposal{badQuote, badQuote, valid}, 2, 2, intp(3), []string{CheckQuote}},
		{"never more than three rounds", []Proposal{unknown("a"), unknown("b"), unknown("c"), unknown("d")}, 3, 3, intp(3), []string{CheckUnknown}},
		{"score without evidence becomes insufficient", []Proposal{proposal(5, Point{Text: "x", EvidenceID: "ghost", Stance: Support})}, 2, 2, nil, []string{CheckUnknown, CheckNoEvidence}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tk := task(TechLead, rule3(gap.ID), good, gap)
			j := &scripted{drafts: tt.drafts}
			final, iters, err := Reflect(context.Background(), j, RuleCritic{}, tk)
			if err != nil {
				t.Fatal(err)
			}
			if len(iters) != tt.wantIters || j.calls != tt.wantCalls {
				t.Fatalf("iterations %d, judge calls %d; want %d, %d", len(iters), j.calls, tt.wantIters, tt.wantCalls)
			}
			for i, it := range iters {
				if it.Index != i+1 {
					t.Errorf("iteration %d has index %d", i+1, it.Index)
				}
				for _, id := range it.UsedEvidenceIDs {
					if _, ok := tk.Selected(id); !ok {
						t.Errorf("iteration %d: used_evidence_ids has %s, not in the session's evidence", it.Index, id)
					}
				}
				if len(it.AppliedCorrections) == 0 && i != len(iters)-1 {
					t.Errorf("iteration %d had no corrections but another round ran", it.Index)
				}
			}
			last := iters[len(iters)-1]
			var checks []string
			for _, c := range last.AppliedCorrections {
				for _, k := range []string{CheckQuote, CheckUnknown, CheckNoEvidence} {
					if len(c) > len(k) && c[:len(k)+1] == k+":" {
						checks = append(checks, k)
					}
				}
			}
			if !slices.Equal(checks, tt.lastChecks) {
				t.Errorf("last iteration corrections %q, want checks %q", last.AppliedCorrections, tt.lastChecks)
			}
			if (final.Score == nil) != (tt.wantScore == nil) || (final.Score != nil && *final.Score != *tt.wantScore) {
				t.Errorf("final score %v, want %v", final.Score, tt.wantScore)
			}
			if crit, _ := (RuleCritic{}).Critique(context.Background(), tk, final); len(crit.Corrections) != 0 {
				t.Errorf("final proposal fails the critic: %+v", crit.Corrections)
			}
		})
	}
}

func TestReflectDraftError(t *testing.T) {
	boom := errors.New("model down")
	_, _, err := Reflect(context.Background(), &scripted{fail: boom}, RuleCritic{}, task(TechLead, rule3(), good))
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want %v", err, boom)
	}
}
