package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// fixture is a small, healthy project: several commits, tests, CI, a
// license, a README with install/usage, a Mermaid diagram with fan-out and
// fan-in, and one hallucinated path.
const fixture = `
-- README.md --
# Widget

## Install

    go install ./cmd/widget

## Usage

Run ` + "`go run ./cmd/widget`" + `. The parser lives in ` + "`internal/parse/parse.go`" + `
and the cache in ` + "`internal/cache/cache.go`" + `.

` + "```mermaid" + `
flowchart LR
  in --> a
  in --> b
  a --> out
  b --> out
` + "```" + `
-- LICENSE --
MIT License
-- go.mod --
module example.com/widget
-- cmd/widget/main.go --
package main

func main() {}
-- .commit --
Date: 2025-01-02T10:00:00Z
Add the widget command
-- internal/parse/parse.go --
package parse
-- internal/parse/parse_test.go --
package parse
-- .commit --
Date: 2025-01-05T15:00:00Z
Parse widget definitions with tests
-- .github/workflows/ci.yml --
on: push
jobs: {test: {runs-on: ubuntu-latest, steps: [{run: go test ./...}]}}
-- .gitignore --
/bin/
-- .commit --
Date: 2025-01-09T09:30:00Z
Run the tests in CI
`

func runFixture(t *testing.T, judging bool) *report.Report {
	t.Helper()
	return runDir(t, repotest.Build(t, fixture), judging)
}

func runDir(t *testing.T, dir string, judging bool) *report.Report {
	t.Helper()
	clock, err := ClockFromEnv(func(string) string { return "1767225600" })
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Input: dir, Clock: clock, Logger: zerolog.Nop(), Version: "test"}
	if judging {
		r, err := rubric.Builtin(rubric.Default)
		if err != nil {
			t.Fatal(err)
		}
		opt.Judging = &Judging{Rubric: r}
	}
	rep, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return rep
}

func TestRunFixtureEndToEnd(t *testing.T) {
	rep := runFixture(t, true)
	if rep.Metadata.PipelineIntegrity != "SUCCESS" || len(rep.Errors) != 0 {
		t.Fatalf("integrity %s, errors %+v", rep.Metadata.PipelineIntegrity, rep.Errors)
	}
	if rep.Summary.Commits != 3 || rep.Summary.HallucinatedClaims != 1 {
		t.Fatalf("summary %+v: want 3 commits and 1 hallucinated claim", rep.Summary)
	}
	flag := evidence.DocumentClaimID("internal/cache/cache.go")
	if _, ok := rep.Evidences.ByID()[flag]; !ok {
		t.Fatalf("no hallucination flag %s for internal/cache/cache.go", flag)
	}
	scores := map[string]*float64{}
	for _, c := range rep.Criteria {
		scores[c.ID] = c.FinalScore
	}
	// The detectives' evidence must actually drive the default rubric: a
	// healthy signal in the fixture should reach the top band of its
	// criterion (a key mismatch between detective and rubric shows here).
	for id, min := range map[string]float64{"diagrams": 5, "tests_ci": 4, "security": 4, "docs_completeness": 4} {
		s := scores[id]
		if s == nil || *s < min {
			t.Errorf("criterion %s = %v, want >= %v", id, s, min)
		}
	}
	if s := scores["doc_accuracy"]; s == nil || *s > 3 {
		t.Errorf("doc_accuracy = %v, want <= 3 with a hallucinated path", s)
	}
}

func TestRunIsDeterministic(t *testing.T) {
	dir := repotest.Build(t, fixture)
	var out [2][]byte
	for i := range out {
		var buf bytes.Buffer
		if err := report.WriteJSON(&buf, runDir(t, dir, true)); err != nil {
			t.Fatal(err)
		}
		out[i] = buf.Bytes()
	}
	if !bytes.Equal(out[0], out[1]) {
		t.Fatalf("two runs on the same commit with a pinned clock differ:\n%s", firstDiff(out[0], out[1]))
	}
	var v map[string]any
	if err := json.Unmarshal(out[0], &v); err != nil {
		t.Fatal(err)
	}
}

func firstDiff(a, b []byte) string {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := 0; i < len(la) && i < len(lb); i++ {
		if !bytes.Equal(la[i], lb[i]) {
			return "line " + strconv.Itoa(i+1) + ": " + string(la[i]) + "\n vs " + string(lb[i])
		}
	}
	return "lengths differ"
}
