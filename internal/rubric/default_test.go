package rubric

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func presence(check string, found bool) evidence.Evidence {
	return evidence.Evidence{ID: "p_" + check, Source: evidence.Repo, Class: evidence.ClassFilePresence, Found: found, Data: map[string]any{"check": check}}
}

// git is a GIT_HISTORY signal as the repo detective writes it.
func git(signal string, found bool, data map[string]any) evidence.Evidence {
	data["signal"] = signal
	return evidence.Evidence{ID: "g_" + signal, Source: evidence.Repo, Class: evidence.ClassGitHistory, Found: found, Data: data}
}

func summary(commits int) evidence.Evidence {
	return git("summary", true, map[string]any{"commits": commits})
}

func claims(resolved, missing int) []evidence.Evidence {
	var out []evidence.Evidence
	for i := range resolved + missing {
		st := evidence.StatusResolved
		if i >= resolved {
			st = evidence.StatusMissing
		}
		out = append(out, evidence.Evidence{ID: "c" + string(rune('a'+i)), Source: evidence.Docs, Class: evidence.ClassPathClaim,
			Found: st == evidence.StatusResolved, Claim: &evidence.Claim{Status: st}})
	}
	if missing > 0 {
		out = append(out, evidence.Evidence{ID: "flag", Source: evidence.Docs, Class: evidence.ClassDocumentClaim})
	}
	return out
}

// TestDefaultRules pins what the built-in rubric's rules say on small,
// typical evidence pools (score 0 = insufficient_data).
func TestDefaultRules(t *testing.T) {
	r, err := Builtin(Default)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]*Criterion{}
	for i := range r.Criteria {
		byID[r.Criteria[i].ID] = &r.Criteria[i]
	}
	secret := evidence.Evidence{ID: "s", Source: evidence.Repo, Class: evidence.ClassSecretFile, Found: true}
	noSecret := evidence.Evidence{ID: "s0", Source: evidence.Repo, Class: evidence.ClassSecretFile}
	shell := evidence.Evidence{ID: "x", Source: evidence.Repo, Class: "SECURITY_PATTERN", Found: true}
	readmeDoc := evidence.Evidence{ID: "d", Source: evidence.Docs, Class: evidence.ClassDocument, Location: "README.md", Found: true,
		Data: map[string]any{"anchors": []string{"installation", "quick-start"}}}
	diagram := func(out, in bool) evidence.Evidence {
		return evidence.Evidence{ID: "m", Source: evidence.Vision, Class: evidence.ClassDiagram, Found: true, Data: map[string]any{"has_fan_out": out, "has_fan_in": in}}
	}
	tests := []struct {
		criterion string
		ev        []evidence.Evidence
		want      int
	}{
		{"doc_accuracy", nil, 0},
		{"doc_accuracy", claims(10, 0), 5},
		{"doc_accuracy", claims(19, 1), 3},
		{"doc_accuracy", claims(8, 2), 2},
		{"doc_accuracy", claims(2, 2), 1},
		{"git_history", nil, 0},
		{"git_history", []evidence.Evidence{git("none", false, map[string]any{})}, 0},
		{"git_history", []evidence.Evidence{summary(1)}, 1},
		{"git_history", []evidence.Evidence{summary(2), git("single_init", true, map[string]any{"share": 0.95})}, 1},
		{"git_history", []evidence.Evidence{summary(8), git("bulk_commit", true, map[string]any{"share": 0.9})}, 2},
		{"git_history", []evidence.Evidence{summary(4)}, 3},
		{"git_history", []evidence.Evidence{summary(30), git("trivial_messages", true, map[string]any{"ratio": 0.7})}, 3},
		{"git_history", []evidence.Evidence{summary(40), git("bulk_commit", false, map[string]any{"share": 0.1})}, 5},
		{"git_history", []evidence.Evidence{summary(8), git("clustered_times", false, map[string]any{})}, 4},
		{"tests_ci", []evidence.Evidence{presence("tests", true), presence("ci", true), presence("lock_file", true)}, 5},
		{"tests_ci", []evidence.Evidence{presence("tests", true), presence("ci", false)}, 3},
		{"tests_ci", []evidence.Evidence{presence("tests", false), presence("ci", false)}, 1},
		{"security", []evidence.Evidence{noSecret}, 5},
		{"security", []evidence.Evidence{noSecret, shell}, 3},
		{"security", []evidence.Evidence{secret, shell}, 1},
		{"security", nil, 0},
		{"docs_completeness", []evidence.Evidence{presence("readme", false)}, 1},
		{"docs_completeness", []evidence.Evidence{presence("readme", true), presence("license", true), readmeDoc}, 5},
		{"docs_completeness", []evidence.Evidence{presence("readme", true), presence("license", false), readmeDoc}, 3},
		{"diagrams", []evidence.Evidence{diagram(true, true)}, 5},
		{"diagrams", []evidence.Evidence{diagram(false, true)}, 4},
		{"diagrams", []evidence.Evidence{diagram(false, false)}, 3},
		{"diagrams", []evidence.Evidence{{ID: "err", Source: evidence.Vision, Class: evidence.ClassDetectiveErr}}, 0},
	}
	for _, tt := range tests {
		c := byID[tt.criterion]
		o := c.Evaluate(c.Scope(tt.ev))
		got := 0
		if o != nil && o.Score != nil {
			got = *o.Score
		}
		if got != tt.want || o == nil {
			t.Errorf("%s on %d evidence: score %d (outcome %+v), want %d", tt.criterion, len(tt.ev), got, o, tt.want)
		}
	}
}
