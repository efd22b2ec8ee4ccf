// Package cli is auditor's command line: cobra commands, flags,
// environment and exit codes. main.go only hands it os.Args and stdio.
package cli

import (
	"errors"
	"fmt"
)

// ExitCode is the process exit status, returned as a value.
type ExitCode int

// Exit codes. Scripts and CI rely on them; they never change meaning.
const (
	ExitOK         ExitCode = 0 // success
	ExitError      ExitCode = 1 // the audit could not run (the message says why and what to do)
	ExitUsage      ExitCode = 2 // bad flags or arguments
	ExitGateFailed ExitCode = 3 // --fail-under / --fail-on quality gate failed (report still written)
)

// usageError marks an error as the user's invocation mistake (exit 2).
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

// gateError marks a failed quality gate (exit 3).
type gateError struct{ msg string }

func (g gateError) Error() string { return g.msg }

func exitCodeOf(err error) ExitCode {
	var u usageError
	var g gateError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &u):
		return ExitUsage
	case errors.As(err, &g):
		return ExitGateFailed
	}
	return ExitError
}
