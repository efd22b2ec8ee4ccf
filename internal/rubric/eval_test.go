package rubric

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func e(id string, class evidence.Class, found bool, data map[string]any) evidence.Evidence {
	return evidence.Evidence{ID: id, Source: evidence.Repo, Class: class, Found: found, Data: data}
}

func withClaim(x evidence.Evidence, st evidence.ClaimStatus) evidence.Evidence {
	x.Source = evidence.Docs
	x.Claim = &evidence.Claim{Status: st}
	return x
}

// scope is a small mixed evidence pool.
var scope = []evidence.Evidence{
	withClaim(e("c1", "PATH_CLAIM", true, nil), evidence.StatusResolved),
	withClaim(e("c2", "PATH_CLAIM", true, nil), evidence.StatusResolved),
	withClaim(e("c3", "PATH_CLAIM", false, nil), evidence.StatusMissing),
	e("g1", "GIT_HISTORY", true, map[string]any{"commits": 12, "single_init": false}),
	e("g2", "GIT_HISTORY", true, map[string]any{"largest_commit_share": json.Number("0.4")}),
	e("p1", "FILE_PRESENCE", true, map[string]any{"check": "tests", "paths": []string{"tests/a_test.go"}}),
	{ID: "d1", Source: evidence.Docs, Class: "DOCUMENT", Found: true, Location: "docs/README.md", Data: map[string]any{"anchors": []any{"installation", "usage"}}},
}

func TestConditions(t *testing.T) {
	tests := []struct {
		name    string
		when    string
		holds   bool
		matched []string
	}{
		{"count eq", "{count: {class: PATH_CLAIM}, eq: 3}", true, []string{"c1", "c2", "c3"}},
		{"count found filter", "{count: {class: PATH_CLAIM, found: false}, gte: 1}", true, []string{"c3"}},
		{"count zero matches nothing", "{count: {class: SECRET_FILE}, eq: 0}", true, nil},
		{"claim status list", "{count: {claim_status: [resolved, missing]}, eq: 3}", true, []string{"c1", "c2", "c3"}},
		{"ratio", "{ratio: {num: {claim_status: missing}, den: {claim_status: [resolved, missing]}}, gte: 0.3, lt: 0.4}", true, []string{"c3"}},
		{"ratio zero denominator never holds", "{ratio: {num: {class: X}, den: {class: Y}}, eq: 0}", false, nil},
		{"value max", "{value: {class: GIT_HISTORY, key: commits}, gte: 10}", true, []string{"g1"}},
		{"value json number", "{value: {key: largest_commit_share}, lt: 0.5}", true, []string{"g2"}},
		{"value absent never holds", "{value: {key: trivial_ratio}, gte: 0}", false, nil},
		{"not absent holds", "{not: {value: {key: trivial_ratio}, gte: 0.3}}", true, nil},
		{"data scalar eq bool", "{count: {data: {single_init: false}}, eq: 1}", true, []string{"g1"}},
		{"data in list", "{count: {data: {check: [ci, tests]}}, eq: 1}", true, []string{"p1"}},
		{"data range", "{count: {data: {commits: {gt: 10, lte: 12}}}, eq: 1}", true, []string{"g1"}},
		{"data exists false", "{count: {class: GIT_HISTORY, data: {commits: {exists: false}}}, eq: 1}", true, []string{"g2"}},
		{"data contains list element", "{count: {data: {anchors: {contains: INSTALL}}}, eq: 1}", true, []string{"d1"}},
		{"location glob on base name", "{count: {location: readme*}, eq: 1}", true, []string{"d1"}},
		{"location glob full path", "{count: {location: 'docs/*.md'}, eq: 1}", true, []string{"d1"}},
		{"source", "{count: {source: docs}, eq: 4}", true, []string{"c1", "c2", "c3", "d1"}},
		{"all fails keeps nothing", "{all: [{count: {class: GIT_HISTORY}, gte: 1}, {count: {class: X}, gte: 1}]}", false, nil},
		{"any marks only the branch that held", "{any: [{count: {class: PATH_CLAIM}, gte: 9}, {count: {class: FILE_PRESENCE}, eq: 1}]}", true, []string{"p1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "id: r\nname: R\ncriteria:\n  - id: c\n    name: C\n    rules:\n      - score: 4\n        because: it holds\n        when: " + tt.when + "\n"
			r, err := Parse("t.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			o := r.Criteria[0].Evaluate(scope)
			if (o != nil) != tt.holds {
				t.Fatalf("holds = %v, want %v", o != nil, tt.holds)
			}
			if o == nil {
				return
			}
			if diff := cmp.Diff(tt.matched, o.Matched); diff != "" {
				t.Errorf("matched (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFirstRuleWins(t *testing.T) {
	src := `id: r
name: R
criteria:
  - id: c
    name: C
    rules:
      - {insufficient: true, because: nothing checked, when: {count: {class: PATH_CLAIM}, eq: 0}}
      - {score: 2, because: many missing, when: {count: {claim_status: missing}, gte: 2}}
      - {score: 3, because: one missing, when: {count: {claim_status: missing}, gte: 1}}
      - {score: 5, because: catch-all}
`
	r, err := Parse("t.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c := &r.Criteria[0]
	three := 3
	five := 5
	tests := []struct {
		name  string
		scope []evidence.Evidence
		want  *Outcome
	}{
		{"insufficient first", nil, &Outcome{Rule: 0, Insufficient: true, Because: "nothing checked"}},
		{"third rule", scope, &Outcome{Rule: 2, Score: &three, Because: "one missing", Matched: []string{"c3"}}},
		{"catch-all", scope[:2], &Outcome{Rule: 3, Score: &five, Because: "catch-all"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, c.Evaluate(tt.scope)); diff != "" {
				t.Errorf("outcome (-want +got):\n%s", diff)
			}
		})
	}
	if o := (&Criterion{}).Evaluate(scope); o != nil {
		t.Errorf("criterion without rules: outcome %+v, want nil", o)
	}
}

func TestScopeSelector(t *testing.T) {
	c := Criterion{Evidence: Selector{Sources: []evidence.Source{evidence.Repo}, Classes: []evidence.Class{"GIT_HISTORY", "FILE_PRESENCE"},
		Match: []Match{{Class: StringList{"GIT_HISTORY"}}, {Data: map[string]DataCond{"check": {Eq: "tests"}}}}}}
	var got []string
	for _, x := range c.Scope(scope) {
		got = append(got, x.ID)
	}
	if diff := cmp.Diff([]string{"g1", "g2", "p1"}, got); diff != "" {
		t.Errorf("scope (-want +got):\n%s", diff)
	}
}

func TestExpand(t *testing.T) {
	flag := evidence.Evidence{Location: "src/x.py", Line: 3, Content: "see `src/x.py`\nsecond line",
		Claim: &evidence.Claim{Document: "docs/README.md", Line: 12, Text: "./src/x.py", Path: "src/x.py"}}
	plain := evidence.Evidence{Location: ".env", Line: 0, Content: "rule env-file"}
	image := evidence.Evidence{Location: "docs/a.md", Data: map[string]any{"src": "img/a.png", "resolved": "docs/img/a.png",
		"remote": false, "width": float64(640), "list": []any{"x"}}}
	tests := []struct {
		tmpl string
		e    evidence.Evidence
		want string
	}{
		{"{document} line {line}: remove or fix the reference to {path} ({text})", flag, "docs/README.md line 12: remove or fix the reference to src/x.py (./src/x.py)"},
		{"{location}:{line} {content}", flag, "src/x.py:12 see `src/x.py`"},
		{"{document}|{line}|{path}|{content}", plain, ".env||.env|rule env-file"},
		{"{data.src} -> {data.resolved} ({data.remote}, {data.width}, {data.list}, {data.absent})", image,
			"img/a.png -> docs/img/a.png (false, 640, , )"},
		{"{data.src}", plain, ""},
		// repository text that looks like a placeholder stays as it is
		{"{data.src} {path}", evidence.Evidence{Location: "{content}", Content: "secret", Data: map[string]any{"src": "{path}"}}, "{path} {content}"},
	}
	for _, tt := range tests {
		if got := Expand(tt.tmpl, tt.e); got != tt.want {
			t.Errorf("Expand(%q) = %q, want %q", tt.tmpl, got, tt.want)
		}
	}
}
