// Package code is the code detective: it parses the tracked source files of
// the audited revision with real parsers and records what the code defines
// and wires, each fact with file:line. Go is parsed with the standard
// library (go/parser); Python with tree-sitter, which needs cgo: a build
// without cgo records one CODE_PARSER_UNAVAILABLE evidence instead.
//
// Evidence: definitions and imports per file, and the facts the community
// rubrics ask for: LangGraph StateGraph builders with their nodes, edges,
// fan-out and fan-in; state schemas and their Annotated reducers;
// structured-output bindings; shell, subprocess and eval calls (literal
// input, shell=True); temporary-directory sandboxing; judge persona prompts
// and their pairwise similarity.
//
// The repository is untrusted input: files are read through the snapshot
// (bounded reads), each file has a size cap and a parse deadline, nesting
// is bounded, nothing is ever executed, and a pathological file is skipped
// with a warning.
package code

import (
	"context"
	"errors"
	"time"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Classes this detective adds to the shared vocabulary (source repo).
const (
	ClassSummary           evidence.Class = "CODE_SUMMARY"
	ClassDefinitions       evidence.Class = "CODE_DEFINITIONS"
	ClassImports           evidence.Class = "CODE_IMPORTS"
	ClassGraph             evidence.Class = "CODE_GRAPH"
	ClassStateSchema       evidence.Class = "CODE_STATE_SCHEMA"
	ClassStructuredOutput  evidence.Class = "CODE_STRUCTURED_OUTPUT"
	ClassExec              evidence.Class = "CODE_EXEC"
	ClassSandbox           evidence.Class = "CODE_SANDBOX"
	ClassPersonaPrompt     evidence.Class = "CODE_PERSONA_PROMPT"
	ClassPromptSimilarity  evidence.Class = "CODE_PROMPT_SIMILARITY"
	ClassParserUnavailable evidence.Class = "CODE_PARSER_UNAVAILABLE"
	ClassChiefJustice      evidence.Class = "CODE_CHIEF_JUSTICE"
)

// Detective is the code detective of the built-in suite. Its evidence is
// filed under the repo source.
var Detective = &detectives.Detective{
	Name:    name,
	Doc:     "parses tracked Go and Python source: definitions, imports, graph wiring, state reducers, structured output, shell calls, sandboxing, persona prompts",
	Source:  evidence.Repo,
	Timeout: 2 * time.Minute,
	Run:     run,
}

const name = "code"

// budgetShare is the part of the detective's deadline spent parsing; the
// files not reached by then are named in a warning, so that a very large
// repository yields partial code evidence instead of a failed detective.
const budgetShare = 0.75

func run(ctx context.Context, in *detectives.Input) ([]evidence.Evidence, error) {
	return Collect(ctx, in, DefaultLimits)
}

// Collect runs the detective with the given limits (tests and benchmarks
// use it to tighten them). It returns the evidence and ctx's error.
func Collect(ctx context.Context, in *detectives.Input, lim Limits) ([]evidence.Evidence, error) {
	if in.Snapshot == nil {
		return nil, errors.New("code detective: no repository snapshot")
	}
	lim = lim.withDefaults()
	jobs := selectFiles(in, lim)
	work, cancel := budget(ctx)
	defer cancel()
	results := parseAll(work, in, jobs, lim)
	boundRecords(jobs, results, lim.MaxRecords)
	skipWarnings(in, jobs, results)
	notReached(in, jobs, results)
	return buildEvidence(jobs, results, lim), ctx.Err()
}

// budget derives the parsing context: budgetShare of the time left before
// ctx's deadline, or ctx itself when it has none.
func budget(ctx context.Context) (context.Context, context.CancelFunc) {
	dl, ok := ctx.Deadline()
	if !ok {
		return context.WithCancel(ctx)
	}
	left := time.Until(dl)
	return context.WithTimeout(ctx, time.Duration(float64(left)*budgetShare))
}

func warn(in *detectives.Input, loc string, msg string) {
	in.Warn(detectives.Warning{Detective: name, Message: msg, Location: loc})
}
