package cohort

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/judges"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func f(v float64) *float64 { return &v }

// sampleRows is a small cohort: scored entries, a gate failure, an
// incomplete audit, a failure without a report and text that needs escaping.
func sampleRows() []Row {
	rub := &judges.RubricRef{ID: "default", Name: "Default", Version: "1"}
	crit := func(a, b *float64) []RowCriterion {
		return []RowCriterion{{ID: "doc", Name: "Docs", MinScore: 1, MaxScore: 5, Score: a}, {ID: "tests", Name: "Tests", MinScore: 1, MaxScore: 5, Score: b}}
	}
	return []Row{
		{Entry: Entry{Name: "carol", URL: "https://h/carol.git", Commit: "c0ffee00112233445566778899aabbccddeeff00", Status: StatusOK, OverallScore: f(88), HallucinatedClaims: 0, Integrity: "SUCCESS", Reports: []string{"carol/report.json", "carol/report.html"}}, Rubric: rub, Criteria: crit(f(5), f(4))},
		{Entry: Entry{Name: "alice", URL: "/r/alice", Commit: "a1", Status: StatusGateFailed, Reason: "overall score 35.0 is below --fail-under 50", OverallScore: f(35), HallucinatedClaims: 3, UnconfirmedClaims: 1, FlaggedClaims: 4, Integrity: "SUCCESS", ModelCalls: 4, Reports: []string{"alice/report.json", "alice/report.html"}}, Rubric: rub, Criteria: crit(f(1.5), nil)},
		{Entry: Entry{Name: "bob", URL: "/r/bob", Commit: "b1", Status: StatusIncomplete, Reason: "audit incomplete: report.pdf unreadable", OverallScore: f(100), Integrity: "FAILED", Reports: []string{"bob/report.json"}}, Rubric: rub, Criteria: crit(f(5), f(5))},
		{Entry: Entry{Name: "dave", URL: "https://h/<dave>|x.git", Status: StatusFailed, Reason: "clone refused: <authentication required>"}},
	}
}

func build(rows []Row) *Cohort {
	return Build(Tool{Name: "auditor", Version: "1.0.0"}, "2026-01-01T00:00:00Z", rows)
}

func TestBuildSummary(t *testing.T) {
	c := build(sampleRows())
	want := Summary{Entries: 4, OK: 1, GateFailed: 1, Incomplete: 1, Failed: 1, Scored: 3, MeanScore: f(74.3), MedianScore: f(88),
		ScoreHistogram: []int{0, 0, 0, 1, 0, 0, 0, 0, 1, 1}, HallucinatedClaims: 3, FlaggedClaims: 4, ModelCalls: 4}
	if diff := cmp.Diff(want, c.Summary); diff != "" {
		t.Errorf("summary (-want +got):\n%s", diff)
	}
	wantCrit := []Criterion{
		{ID: "doc", Name: "Docs", MinScore: 1, MaxScore: 5, Scored: 3, Mean: f(3.83), Counts: []int{0, 1, 0, 0, 2}},
		{ID: "tests", Name: "Tests", MinScore: 1, MaxScore: 5, Scored: 2, Mean: f(4.5), Counts: []int{0, 0, 0, 1, 1}},
	}
	if diff := cmp.Diff(wantCrit, c.Criteria); diff != "" {
		t.Errorf("criteria (-want +got):\n%s", diff)
	}
	var names []string
	for _, e := range c.Entries {
		names = append(names, e.Name)
	}
	if diff := cmp.Diff([]string{"alice", "bob", "carol", "dave"}, names); diff != "" {
		t.Errorf("entry order (-want +got):\n%s", diff)
	}
}

// The cohort is a function of the set of rows: any arrival order, and a
// round trip through cohort.json (merge), give the same bytes.
func TestBuildOrderIndependentAndMergeable(t *testing.T) {
	want := jsonOf(t, build(sampleRows()))
	for seed := range uint64(20) {
		rows := sampleRows()
		rand.New(rand.NewPCG(seed, 1)).Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
		if got := jsonOf(t, build(rows)); !bytes.Equal(want, got) {
			t.Fatalf("seed %d: order changed the cohort:\n%s", seed, cmp.Diff(string(want), string(got)))
		}
	}
	// split in two "shards", each written and read back, then merged
	rows := sampleRows()
	a, b := build(rows[:2]), build(rows[2:])
	var merged []Row
	for _, part := range []*Cohort{a, b} {
		back, err := ReadJSON(bytes.NewReader(jsonOf(t, part)))
		if err != nil {
			t.Fatal(err)
		}
		merged = append(merged, Rows(back)...)
	}
	if got := jsonOf(t, build(merged)); !bytes.Equal(want, got) {
		t.Errorf("merge of two parts differs from the whole:\n%s", cmp.Diff(string(want), string(got)))
	}
}

func jsonOf(t *testing.T, c *Cohort) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteJSON(&buf, c); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestGolden renders the sample cohort in every format and compares with
// testdata/golden (rewrite with -update). The JSON is also validated
// against the committed schema with an independent validator.
func TestGolden(t *testing.T) {
	c := build(sampleRows())
	for name, w := range writers {
		var buf bytes.Buffer
		if err := w(&buf, c); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", "golden", name)
		if *update {
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(string(want), buf.String()); diff != "" {
			t.Errorf("%s differs from the golden file (-want +got; -update rewrites):\n%s", name, diff)
		}
	}
	if err := validateSchema(t, jsonOf(t, c)); err != nil {
		t.Errorf("cohort.json does not validate: %v", err)
	}
}

// A version 1 cohort.json written before the fields added since
// (duplicates, flagged_claims) still validates and reads: fields are only
// ever added within a version.
func TestFirstV1CohortStillValid(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "cohort-v1-first.json"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte(`"duplicates"`)) || bytes.Contains(data, []byte(`"flagged_claims"`)) {
		t.Fatal("the fixture has the fields added since")
	}
	if err := validateSchema(t, data); err != nil {
		t.Errorf("a first version 1 cohort.json does not validate: %v", err)
	}
	c, err := ReadJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("ReadJSON: %v", err)
	}
	for _, r := range Rows(c) {
		if r.FlaggedClaims != r.HallucinatedClaims {
			t.Errorf("%s: merged with %d flagged claims, want its %d hallucinated", r.Name, r.FlaggedClaims, r.HallucinatedClaims)
		}
	}
}

// An entry's flagged claims are the report's, as `auditor audit` counts
// them: hallucinated paths, missing commands and missing symbols.
func TestFromReportFlaggedClaims(t *testing.T) {
	rep := &report.Report{Summary: report.Summary{HallucinatedClaims: 2, UnconfirmedClaims: 5, MissingCommands: 3, MissingSymbols: 1}}
	got := FromReport(Entry{Name: "a"}, rep).Entry
	want := Entry{Name: "a", HallucinatedClaims: 2, UnconfirmedClaims: 5, FlaggedClaims: 6}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("entry (-want +got):\n%s", diff)
	}
	if s := build([]Row{{Entry: got}, {Entry: got}}).Summary; s.FlaggedClaims != 12 || s.HallucinatedClaims != 4 {
		t.Errorf("summary counts %d flagged, %d hallucinated; want 12, 4", s.FlaggedClaims, s.HallucinatedClaims)
	}
}

func TestSchemaRejectsInvalid(t *testing.T) {
	valid := jsonOf(t, build(sampleRows()))
	for _, tt := range []struct{ old, new string }{
		{`"schema_version": 1`, `"schema_version": 2`},
		{`"status": "failed"`, `"status": "broken"`},
		{`"name": "dave",`, `"name": "dave", "surprise": 1,`},
		{`"entries": 4,`, ``},
	} {
		bad := bytes.Replace(valid, []byte(tt.old), []byte(tt.new), 1)
		if bytes.Equal(bad, valid) {
			t.Fatalf("sample lacks %q", tt.old)
		}
		if err := validateSchema(t, bad); err == nil {
			t.Errorf("mutation %q -> %q validated", tt.old, tt.new)
		}
	}
}

// validateSchema validates data against schema/cohort.schema.json.
func validateSchema(t *testing.T, data []byte) error {
	t.Helper()
	fh, err := os.Open(filepath.Join("..", "..", "schema", "cohort.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	doc, err := jsonschema.UnmarshalJSON(fh)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("file:///cohort.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("file:///cohort.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return sch.Validate(inst)
}
