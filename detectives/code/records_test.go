package code

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestRecordsBoundParsing checks that Go files past the first MaxRecords
// files with records are neither parsed nor warned about (an invalid one
// included), and that the summary counts them.
func TestRecordsBoundParsing(t *testing.T) {
	src := map[string]string{
		"a.go": "package p\n\nimport \"os\"\n\nfunc A() { os.Exit(0) }\n",
		"b.go": "package p\n\nconst B = 1\n", // no definitions, no imports: no record
		"c.go": "package p\n\nfunc C() {}\n",
		"d.go": "package p\n\nfunc {\n", // invalid
		"e.go": "package p\n\ntype E struct{}\n",
	}
	tests := []struct {
		name     string
		records  int
		summary  string
		defs     []string
		warnings []string
		past     any
	}{
		{"one", 1, "parsed 1 of 5 source files (1 go): 1 definitions, 1 imports; 0 skipped (see warnings); " +
			"4 Go files not parsed: past the first 1 files with definitions or imports, they would add nothing else",
			[]string{"a.go:5 func A"}, nil, 4},
		{"two", 2, "parsed 3 of 5 source files (3 go): 2 definitions, 1 imports; 0 skipped (see warnings); " +
			"2 Go files not parsed: past the first 2 files with definitions or imports, they would add nothing else",
			[]string{"a.go:5 func A", "c.go:3 func C"}, nil, 2},
		{"all", 3, "parsed 4 of 5 source files (4 go): 3 definitions, 1 imports; 1 skipped (see warnings)",
			[]string{"a.go:5 func A", "c.go:3 func C", "e.go:3 struct E"},
			[]string{"d.go: source file skipped: invalid Go: d.go:3:6: expected 'IDENT', found '{'"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := &detectives.Input{Snapshot: reposnap.NewMemory(src, nil)}
			evs, err := Collect(context.Background(), in, Limits{MaxRecords: tt.records})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([]string{tt.summary}, contents(evs, ClassSummary)); diff != "" {
				t.Errorf("summary (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.defs, contents(evs, ClassDefinitions)); diff != "" {
				t.Errorf("definitions (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.warnings, warnings(in)); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			if got := summaryOf(evs).Data["past_records"]; got != tt.past {
				t.Errorf("data past_records = %v, want %v", got, tt.past)
			}
		})
	}
}

// TestRecordsBoundDeterministic checks that the bound never depends on
// which worker finished first: repeated runs over many files yield the
// same evidence (run it with -race).
func TestRecordsBoundDeterministic(t *testing.T) {
	src := map[string]string{}
	for i := range 400 {
		if i%7 == 0 {
			src[fmt.Sprintf("f%03d.go", i)] = "package p\n\nconst X = 1\n"
			continue
		}
		src[fmt.Sprintf("f%03d.go", i)] = fmt.Sprintf("package p\n\nfunc F%d() {}\n", i)
	}
	snap := reposnap.NewMemory(src, nil)
	var first []string
	for run := range 20 {
		evs, err := Collect(context.Background(), &detectives.Input{Snapshot: snap}, Limits{MaxRecords: 150})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range evs {
			got = append(got, e.Content)
		}
		if run == 0 {
			first = got
			continue
		}
		if diff := cmp.Diff(first, got); diff != "" {
			t.Fatalf("run %d differs (-first +got):\n%s", run, diff)
		}
	}
	want := "parsed 175 of 400 source files (175 go): 150 definitions, 0 imports; 0 skipped (see warnings); " +
		"225 Go files not parsed: past the first 150 files with definitions or imports, they would add nothing else"
	if first[0] != want {
		t.Errorf("summary = %q, want %q", first[0], want)
	}
}

func summaryOf(evs []evidence.Evidence) evidence.Evidence {
	for _, e := range evs {
		if e.Class == ClassSummary {
			return e
		}
	}
	return evidence.Evidence{}
}

// TestRecordsBoundKeepsPythonFacts checks that the bound leaves Python
// files parsed: their rubric facts are the same with one record as with
// the default 200.
func TestRecordsBoundKeepsPythonFacts(t *testing.T) {
	if !PythonAvailable {
		t.Skip("tree-sitter needs cgo")
	}
	snap := fixture(t, "langgraph")
	facts := func(lim Limits) []string {
		evs, _ := collect(t, snap, lim)
		var out []string
		for _, e := range evs {
			if e.Class != ClassDefinitions && e.Class != ClassImports && e.Class != ClassSummary {
				out = append(out, e.ID+" "+e.Content)
			}
		}
		return out
	}
	all := facts(Limits{})
	if len(all) < 5 {
		t.Fatalf("only %d fact records in the fixture", len(all))
	}
	if diff := cmp.Diff(all, facts(Limits{MaxRecords: 1})); diff != "" {
		t.Errorf("facts with one record (-default +one):\n%s", diff)
	}
}
