package judges

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

var update = flag.Bool("update", false, "rewrite golden files")

var pinned = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)

func defaultRubric(t *testing.T) *rubric.Rubric {
	t.Helper()
	r, err := rubric.Builtin(rubric.Default)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func evaluateJSON(t *testing.T, r *rubric.Rubric, set evidence.Set, opt Options) []byte {
	t.Helper()
	res, err := Evaluate(context.Background(), r, set, opt)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func TestEvaluateDefaultGolden(t *testing.T) {
	got := evaluateJSON(t, defaultRubric(t), realisticSet(), Options{Origin: "https://github.com/acme/agent", Commit: "0123456789abcdef0123456789abcdef01234567", Now: pinned})
	golden := filepath.Join("testdata", "default_result.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./judges -run Golden -update)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("result differs from %s (-want +got):\n%s", golden, diff)
	}
}

func TestEvaluateDeterministic(t *testing.T) {
	r := defaultRubric(t)
	first := evaluateJSON(t, r, realisticSet(), Options{Concurrency: 1, Now: pinned})
	for _, n := range []int{2, 8, 32} {
		if again := evaluateJSON(t, r, realisticSet(), Options{Concurrency: n, Now: pinned}); !bytes.Equal(first, again) {
			t.Fatalf("concurrency %d: output differs from concurrency 1", n)
		}
	}
}

func TestEvaluateDefaultFacts(t *testing.T) {
	res, err := Evaluate(context.Background(), defaultRubric(t), realisticSet(), Options{Now: pinned})
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]CriterionResult{}
	for _, c := range res.Criteria {
		byID[c.ID] = c
		for _, op := range c.JudgeOpinions {
			if op.State == Scored && (op.Score == nil || *op.Score < c.MinScore || *op.Score > c.MaxScore || len(op.Citations) == 0) {
				t.Errorf("%s/%s: score %v out of range or without citations", c.ID, op.Judge, op.Score)
			}
			if len(op.Iterations) == 0 || len(op.Iterations) > MaxIterations {
				t.Errorf("%s/%s: %d iterations", c.ID, op.Judge, len(op.Iterations))
			}
		}
	}
	doc := byID["doc_accuracy"].JudgeOpinions
	p, d, tl := *doc[0].Score, *doc[1].Score, *doc[2].Score
	if !(p < tl && tl < d) {
		t.Errorf("doc_accuracy personas do not differ: prosecutor %d, tech lead %d, defense %d", p, tl, d)
	}
	want := []Remediation{{File: "README.md", Change: "line 31: remove or fix the reference to src/nodes/judges.py (no such file at the audited revision)"}}
	if diff := cmp.Diff(want, byID["doc_accuracy"].Remediation); diff != "" {
		t.Errorf("doc_accuracy remediation (-want +got):\n%s", diff)
	}
	if sec := byID["security"]; sec.FinalScore == nil || *sec.FinalScore > 3 || len(sec.AppliedRules) == 0 || sec.AppliedRules[0].Rule != RuleSecurityOverride {
		t.Errorf("security: final %v, rules %+v; want capped by security_override", sec.FinalScore, sec.AppliedRules)
	}
	if res.OverallScore == nil || *res.OverallScore <= 0 || *res.OverallScore >= 100 {
		t.Errorf("overall = %v", res.OverallScore)
	}
}

func TestEvaluateCommunityOffline(t *testing.T) {
	for _, file := range []string{"week2_rubric_v2.json", "week2_rubric_v3.json"} {
		t.Run(file, func(t *testing.T) {
			r, err := rubric.Load(filepath.Join("..", "internal", "rubric", "testdata", file))
			if err != nil {
				t.Fatal(err)
			}
			res, err := Evaluate(context.Background(), r, realisticSet(), Options{Now: pinned})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Criteria) != len(r.Criteria) {
				t.Errorf("%d criteria; want %d", len(res.Criteria), len(r.Criteria))
			}
			rules := map[string]bool{}
			for _, c := range r.Criteria {
				rules[c.ID] = len(c.Rules) > 0
			}
			for _, c := range res.Criteria {
				if !rules[c.ID] && (c.State != InsufficientData || c.FinalScore != nil || c.Reason != NoRuleReason) {
					t.Errorf("%s: state %s, final %v, reason %q; want insufficient_data (%s)", c.ID, c.State, c.FinalScore, c.Reason, NoRuleReason)
				}
				if rules[c.ID] && c.State != InsufficientData && !strings.HasPrefix(c.Reason, "rule ") {
					t.Errorf("%s: state %s, reason %q; a score offline must come from a machine rule", c.ID, c.State, c.Reason)
				}
				for _, op := range c.JudgeOpinions {
					if !rules[c.ID] && (op.Score != nil || op.State != InsufficientData) {
						t.Errorf("%s/%s: invented score %v", c.ID, op.Judge, op.Score)
					}
				}
			}
		})
	}
}

// failing is a judge whose model is down.
type failing struct{}

func (failing) Name() string { return "llm:fake/down" }
func (failing) Draft(context.Context, Task) (Proposal, error) {
	return Proposal{}, errors.New("503 from provider")
}
func (failing) Revise(context.Context, Task, Proposal, Critique) (Proposal, error) {
	return Proposal{}, errors.New("503 from provider")
}

func TestEvaluateFallback(t *testing.T) {
	r := defaultRubric(t)
	offline, _ := Evaluate(context.Background(), r, realisticSet(), Options{Now: pinned})
	res, err := Evaluate(context.Background(), r, realisticSet(), Options{Judge: failing{}, Now: pinned})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range res.Criteria {
		if diff := cmp.Diff(offline.Criteria[i].FinalScore, c.FinalScore); diff != "" {
			t.Errorf("%s: fallback score differs from offline (-offline +fallback):\n%s", c.ID, diff)
		}
		for _, op := range c.JudgeOpinions {
			if op.Author != "rules" || op.Fallback != "judge llm:fake/down failed (503 from provider); the offline rule opinion was used" {
				t.Errorf("%s/%s: author %q, fallback %q", c.ID, op.Judge, op.Author, op.Fallback)
			}
		}
	}
}

// extremist scores by persona (1, 5, 3), citing the first selected
// evidence, and records how much evidence each call saw.
type extremist struct {
	mu   sync.Mutex
	seen []int
}

func (x *extremist) Name() string { return "llm:fake/extremist" }
func (x *extremist) Draft(_ context.Context, t Task) (Proposal, error) {
	x.mu.Lock()
	x.seen = append(x.seen, len(t.Evidence))
	x.mu.Unlock()
	if len(t.Evidence) == 0 {
		return insufficient("nothing"), nil
	}
	score := map[Persona]int{Prosecutor: 1, Defense: 5, TechLead: 3}[t.Persona]
	return proposal(score, Point{Text: "See it.", EvidenceID: t.Evidence[0].ID, Stance: Against}), nil
}
func (x *extremist) Revise(_ context.Context, _ Task, p Proposal, _ Critique) (Proposal, error) {
	return p, nil
}

func TestEvaluateVarianceReevaluation(t *testing.T) {
	src := `id: r
name: R
criteria:
  - {id: tests, name: Tests, evidence: {classes: [FILE_PRESENCE]}}
synthesis:
  dissent_requirement: {variance: 2}
  variance_reevaluation: {variance: 2}
`
	r, err := rubric.Parse("r.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	j := &extremist{}
	res, err := Evaluate(context.Background(), r, realisticSet(), Options{Judge: j, Now: pinned})
	if err != nil {
		t.Fatal(err)
	}
	c := res.Criteria[0]
	var rules []string
	for _, a := range c.AppliedRules {
		rules = append(rules, a.Rule)
	}
	if diff := cmp.Diff([]string{RuleDissent, RuleReevaluation}, rules); diff != "" {
		t.Errorf("applied rules (-want +got):\n%s", diff)
	}
	// 3 first-round calls on the whole selection, 3 re-evaluation calls on
	// the single evidence the judges cited.
	if diff := cmp.Diff([]int{len(c.SelectedEvidence), len(c.SelectedEvidence), len(c.SelectedEvidence), 1, 1, 1}, sortedInts(j.seen)); diff != "" {
		t.Errorf("evidence per call (-want +got):\n%s", diff)
	}
	if c.DissentSummary == "" || c.FinalScore == nil || *c.FinalScore != 3 {
		t.Errorf("dissent %q, final %v", c.DissentSummary, c.FinalScore)
	}
}

func sortedInts(xs []int) []int {
	out := append([]int(nil), xs...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] > out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func TestEvaluateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Evaluate(ctx, defaultRubric(t), realisticSet(), Options{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestCitationURL(t *testing.T) {
	const commit = "abc123"
	plain := evidence.Evidence{Location: "src/my file.go", Line: 7}
	noLine := evidence.Evidence{Location: "README.md"}
	flagged := evidence.Evidence{Location: "src/missing.py", Claim: &evidence.Claim{Document: "docs/guide.md", Line: 12}}
	external := evidence.Evidence{Location: "src/x.py", Claim: &evidence.Claim{Document: "report.pdf", Line: 3, External: true}}
	history := evidence.Evidence{Class: evidence.ClassGitHistory}
	tests := []struct {
		origin, commit string
		e              evidence.Evidence
		want           string
	}{
		{"https://github.com/acme/agent", commit, plain, "https://github.com/acme/agent/blob/abc123/src/my%20file.go#L7"},
		{"https://github.com/acme/agent.git/", commit, noLine, "https://github.com/acme/agent/blob/abc123/README.md"},
		{"https://github.com/acme/agent", commit, flagged, "https://github.com/acme/agent/blob/abc123/docs/guide.md#L12"},
		{"https://github.com/acme/agent", commit, external, "report.pdf"},
		{"https://github.com/acme/agent", commit, history, "https://github.com/acme/agent/tree/abc123"},
		{"https://gitlab.com/acme/agent", commit, plain, "src/my file.go#L7"},
		{"https://github.com/acme", commit, plain, "src/my file.go#L7"},
		{"https://github.com/acme/agent", "", flagged, "docs/guide.md#L12"},
		{"", "", history, ""},
	}
	for _, tt := range tests {
		if got := (Origin{WebURL: tt.origin, Commit: tt.commit}).URL(tt.e); got != tt.want {
			t.Errorf("URL(%s, %+v) = %q, want %q", tt.origin, tt.e, got, tt.want)
		}
	}
	c := Origin{Now: pinned}.Citation(2, evidence.Evidence{ID: "x", Source: evidence.Repo, Class: "GIT_HISTORY", Goal: "commit count"})
	want := Citation{Label: "[2]", EvidenceID: "x", Title: "GIT_HISTORY: commit count", SourceName: "auditor repo detective", RetrievedAt: "2025-01-02T03:04:05Z"}
	if diff := cmp.Diff(want, c); diff != "" {
		t.Errorf("citation (-want +got):\n%s", diff)
	}
}

func TestSelectBounded(t *testing.T) {
	c := &rubric.Criterion{Name: "Tests and CI", Description: "automated tests run by CI", Evidence: rubric.Selector{Classes: []evidence.Class{evidence.ClassFilePresence}}}
	var scope []evidence.Evidence
	for i := range 100 {
		scope = append(scope, evidence.Evidence{ID: fmt.Sprintf("e%03d", i), Class: evidence.ClassLanguages, Found: true, Content: "Go code"})
	}
	scope = append(scope, evidence.Evidence{ID: "tests", Class: evidence.ClassFilePresence, Found: false, Goal: "automated tests", Content: "tests: not found"})
	ev, rel := Select(c, scope, []string{"tests"})
	if len(ev) != MaxSelected || len(rel) != MaxSelected || ev[0].ID != "tests" || ev[1].ID != "e000" || ev[MaxSelected-1].ID != "e038" {
		t.Fatalf("selected %d, first %s, second %s, last %s", len(ev), ev[0].ID, ev[1].ID, ev[len(ev)-1].ID)
	}
	for i, r := range rel {
		if r.Score < 0 || r.Score > 1 || (i > 0 && r.Score > rel[i-1].Score) {
			t.Fatalf("relevance %d = %v: out of 0..1 or not descending", i, r.Score)
		}
	}
	if rel[0].Score != 1 { // 0.4+0.2+0.1 + 0.3*1: the scope's best (only) BM25 match
		t.Errorf("decisive, class-listed, negative, best lexical match: score %v, want 1", rel[0].Score)
	}
}

func TestBM25(t *testing.T) {
	q := map[string]bool{"test": true, "workflow": true}
	docs := []evidence.Evidence{
		{ID: "short", Content: "tests present"},                                      // one query term, short
		{ID: "long", Content: "tests present " + strings.Repeat("other words ", 20)}, // same term, long document
		{ID: "rare", Content: "workflow file"},                                       // the rarer term (IDF)
		{ID: "none", Content: "nothing relevant"},
		{ID: "common", Content: "tests again"},
	}
	got := bm25(q, docs)
	byID := map[string]float64{}
	for i, d := range docs {
		byID[d.ID] = got[i]
	}
	if byID["rare"] != 1 {
		t.Errorf("the only document with the rare term should score best (1), got %v", byID)
	}
	if !(byID["short"] > byID["long"] && byID["long"] > 0) {
		t.Errorf("length normalization: short %v should beat long %v > 0", byID["short"], byID["long"])
	}
	if byID["none"] != 0 {
		t.Errorf("no query term: %v, want 0", byID["none"])
	}
	if zero := bm25(q, []evidence.Evidence{{ID: "x", Content: "unrelated"}}); zero[0] != 0 {
		t.Errorf("no match anywhere: %v, want 0", zero)
	}
}
