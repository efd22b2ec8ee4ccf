// Command schemagen writes the JSON Schema of the auditor report
// (schema/report.schema.json) from the Go types, with descriptions taken
// from their doc comments. Run it from anywhere inside the module:
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
	if out == "" {
		out = filepath.Join(root, SchemaPath)
	}
	return os.WriteFile(out, data, 0o644)
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
