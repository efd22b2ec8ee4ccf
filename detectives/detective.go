// Package detectives defines the Detective value type and the parallel
// runner. A detective is a plain struct value (in the style of
// golang.org/x/tools/go/analysis.Analyzer): a name, a doc string, the
// evidence source it reports under, a deadline and a run function. The
// suite of built-in detectives is listed explicitly in package
// detectives/suite; there is no registration.
package detectives

import (
	"context"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/progress"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Detective is one evidence collector.
type Detective struct {
	Name    string          // short lower-case identifier, unique in a suite
	Doc     string          // one line: what it looks at
	Source  evidence.Source // the key its evidence is filed under
	Timeout time.Duration   // its deadline; zero means DefaultTimeout
	// Run collects evidence. It must honour ctx, read the repository only
	// through in.Snapshot, and never panic on bad input (the runner
	// recovers panics anyway). Returning an error with partial evidence is
	// allowed: both are kept.
	Run func(ctx context.Context, in *Input) ([]evidence.Evidence, error)
}

// DefaultTimeout is the deadline of a detective that sets none.
const DefaultTimeout = 2 * time.Minute

// Document is a document given to the audit from outside the repository
// (--report FILE). Name is what the report shows (the base name), never an
// absolute path of this machine.
type Document struct {
	Name string
	Kind DocKind
	Data []byte
}

// DocKind is the format of a document.
type DocKind string

// Document formats.
const (
	Markdown DocKind = "markdown"
	Text     DocKind = "text"
	PDF      DocKind = "pdf"
)

// Input is what every detective receives. It is shared read-only between
// detectives running concurrently; Warn is safe for concurrent use.
type Input struct {
	Snapshot  *repo.Snapshot
	Documents []Document
	// SkipDocuments are doublestar globs of tracked documents the docs
	// detective does not read (the repository's documents.exclude); set
	// by the caller, read-only afterwards.
	SkipDocuments []string
	Logger        zerolog.Logger
	// Progress, when set, counts the work done (documents read, PDF
	// pages) for a display; nil counts nothing. Safe for concurrent use.
	Progress *progress.Tracker
	// DocumentText, when set, receives the normalized text of every
	// document the docs detective reads (tracked path or --report name),
	// possibly from several goroutines at once; set by the caller.
	DocumentText func(name, text string)

	mu       sync.Mutex
	warnings []Warning
}

// Warning is a non-fatal problem a detective reports (a skipped file, a
// rejected path). Location/Line are repo-relative where known.
type Warning struct {
	Detective string `json:"detective"`
	Message   string `json:"message"`
	Location  string `json:"location,omitempty"`
	Line      int    `json:"line,omitempty"`
}

// Warn records a warning. Safe for concurrent use.
func (in *Input) Warn(w Warning) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.warnings = append(in.warnings, w)
}

// Warnings returns the recorded warnings in the order they were recorded
// per detective (the runner sorts them by detective order).
func (in *Input) Warnings() []Warning {
	in.mu.Lock()
	defer in.mu.Unlock()
	return append([]Warning(nil), in.warnings...)
}
