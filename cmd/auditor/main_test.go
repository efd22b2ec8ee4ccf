package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/repo-auditor/auditor/detectives/code"
	"github.com/repo-auditor/auditor/internal/cli"
)

// TestMain lets testscript run the real command as "auditor" in scripts.
func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		main() // the real main, signal handling included (signal_test.go)
	}
	testscript.Main(m, map[string]func(){
		"auditor": func() {
			code := cli.Main(context.Background(), cli.Env{Args: os.Args[1:], Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv})
			os.Exit(int(code))
		},
	})
}

// TestScripts runs the golden CLI transcripts in testdata/script. Run with
// -update to rewrite the golden files the scripts compare against.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		Condition:           condition,
		Setup: func(e *testscript.Env) error {
			// Pinned identities and dates make commit hashes, and so reports,
			// identical on every machine.
			for k, v := range map[string]string{
				"GIT_AUTHOR_NAME":     "Ada Auditor",
				"GIT_AUTHOR_EMAIL":    "ada@example.com",
				"GIT_COMMITTER_NAME":  "Ada Auditor",
				"GIT_COMMITTER_EMAIL": "ada@example.com",
				"GIT_AUTHOR_DATE":     "2025-01-02T10:00:00Z",
				"GIT_COMMITTER_DATE":  "2025-01-02T10:00:00Z",
				"GIT_CONFIG_GLOBAL":   "/dev/null",
				"GIT_CONFIG_NOSYSTEM": "1",
				"SOURCE_DATE_EPOCH":   "1767225600",
			} {
				e.Setenv(k, v)
			}
			rubrics, err := filepath.Abs("../../internal/rubric/testdata")
			if err != nil {
				return err
			}
			e.Setenv("RUBRICS", rubrics)
			root, err := filepath.Abs("../..")
			e.Setenv("REPOROOT", root)
			return err
		},
	})
}

// condition answers the scripts' own conditions: [python] holds when this
// build parses Python (cgo).
func condition(cond string) (bool, error) {
	if cond == "python" {
		return code.PythonAvailable, nil
	}
	return false, fmt.Errorf("unknown condition %q", cond)
}
