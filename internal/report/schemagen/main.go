// Command schemagen writes the JSON Schemas of the auditor report
// (schema/report.schema.json) and of the cohort report
// (schema/cohort.schema.json) from the Go types, with descriptions taken
// from their doc comments; -o writes the report's schema only, to FILE. Run it from anywhere inside the module:
//
//	go generate ./internal/report
//	go run ./internal/report/schemagen [-o schema/report.schema.json]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("o", "", "output file (default <module root>/schema/report.schema.json)")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "schemagen:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	data, err := Generate(root)
	if err != nil {
		return err
	}
	if out != "" {
		return os.WriteFile(out, data, 0o644)
	}
	if err := os.WriteFile(filepath.Join(root, SchemaPath), data, 0o644); err != nil {
		return err
	}
	data, err = GenerateCohort(root)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(root, CohortSchemaPath), data, 0o644)
}

// moduleRoot walks up from the working directory to the directory holding
// go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("go.mod not found above the working directory")
		}
		dir = parent
	}
}
