package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSchemaUpToDate fails when schema/report.schema.json no longer matches
// the Go types (or their doc comments).
func TestSchemaUpToDate(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	got, err := Generate(root)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(root, SchemaPath))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s is out of date; regenerate it with `go generate ./internal/report` "+
			"(or `go run ./internal/report/schemagen`) and commit it (-committed +generated):\n%s", SchemaPath, diff)
	}
}

func TestGenerateDeterministic(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	a, err := Generate(root)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate(root)
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Error("two generations differ")
	}
	for _, want := range []string{`"const": 1`, `"type": "null"`, `"$id": "` + SchemaID + `"`} {
		if !strings.Contains(string(a), want) {
			t.Errorf("schema lacks %s", want)
		}
	}
}

// TestCohortSchemaUpToDate fails when schema/cohort.schema.json no longer
// matches the cohort Go types (or their doc comments).
func TestCohortSchemaUpToDate(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	got, err := GenerateCohort(root)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(root, CohortSchemaPath))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s is out of date; regenerate it with `go generate ./internal/report` "+
			"(or `go run ./internal/report/schemagen`) and commit it (-committed +generated):\n%s", CohortSchemaPath, diff)
	}
}
