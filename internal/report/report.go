// Package report holds the JSON report (the contract, schema version 1) and
// the writers that render it. Every renderer is a pure function of a Report
// value: Markdown, SARIF and HTML can all be produced from the JSON alone.
package report

import (
	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// SchemaVersion is the version of the JSON report format.
const SchemaVersion = 1

// MaxRunLog caps Report.RunLog (seed 002: at most 200 entries).
const MaxRunLog = 200

// Report is the audit result. Field order is the JSON order.
type Report struct {
	SchemaVersion int          `json:"schema_version"`
	Tool          Tool         `json:"tool"`
	Target        Target       `json:"target"`
	Summary       Summary      `json:"summary"`
	Evidences     evidence.Set `json:"evidences"`
	Warnings      []Warning    `json:"warnings"`
	Errors        []Error      `json:"errors"`
	RunLog        []RunEvent   `json:"run_log"`
	Metadata      Metadata     `json:"metadata"`

	// Set when judges ran (rubric scoring).
	Rubric       *judges.RubricRef        `json:"rubric,omitempty"`
	Criteria     []judges.CriterionResult `json:"criteria,omitempty"`
	OverallScore *float64                 `json:"overall_score,omitempty"`
}

// Tool identifies the producer.
type Tool struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Target is what was audited.
type Target struct {
	Input     string   `json:"input"`  // as given (credentials stripped)
	Commit    string   `json:"commit"` // "" for a plain directory
	Ref       string   `json:"ref"`
	Origin    string   `json:"origin,omitempty"` // web URL used for citation links
	Documents []string `json:"documents"`        // every document read: repo paths and --report names
}

// Summary is the headline numbers a reader (or a CI gate) looks at first.
type Summary struct {
	Files              int `json:"files"`
	Commits            int `json:"commits"`
	Documents          int `json:"documents"`
	Claims             int `json:"claims"`
	HallucinatedClaims int `json:"hallucinated_claims"`
	RejectedClaims     int `json:"rejected_claims"`
	SuppressedFindings int `json:"suppressed_findings"`
	// StaleReferences is the part of HallucinatedClaims whose paths the
	// git history deleted or moved (stale, not invented).
	StaleReferences int `json:"stale_references,omitempty"`
	// UnconfirmedClaims counts the path mentions that do not exist but are
	// only weakly tied to the repository (claim status "unconfirmed"):
	// most often the reader's or the author's own files. Listed with their
	// tie score, not flagged; not part of HallucinatedClaims.
	UnconfirmedClaims int `json:"unconfirmed_claims,omitempty"`
	// MissingCommands counts the commands documents tell the reader to
	// run (`make test`, `npm run lint`) whose runner file exists and does
	// not define the target or script (COMMAND_CLAIM, status missing).
	// MissingSymbols likewise counts code symbols a document ties to a
	// source file that does not define or mention them (SYMBOL_CLAIM,
	// only with --symbol-claims). Neither is part of HallucinatedClaims;
	// --fail-on hallucination counts all three (Flagged).
	MissingCommands int `json:"missing_commands,omitempty"`
	MissingSymbols  int `json:"missing_symbols,omitempty"`
	Images          int `json:"images"`
}

// Warning is a non-fatal problem.
type Warning struct {
	Category string `json:"category"`
	Message  string `json:"message"`
	Source   string `json:"source,omitempty"` // detective or stage
	Location string `json:"location,omitempty"`
	Line     int    `json:"line,omitempty"`
}

// Error is a recoverable failure (seed 002: category, friendly message).
type Error struct {
	Category  string `json:"category"`
	Message   string `json:"message"`
	Detective string `json:"detective,omitempty"`
}

// RunEvent is one structured run-log entry (seed 002).
type RunEvent struct {
	Phase      string `json:"phase"`
	ToolName   string `json:"tool_name"`
	Status     string `json:"status"`
	DurationMS int64  `json:"duration_ms"`
}

// Metadata describes the run. Timing fields are the only ones that vary
// between runs; SOURCE_DATE_EPOCH pins them.
type Metadata struct {
	StartedAt         string `json:"started_at"`
	FinishedAt        string `json:"finished_at"`
	DurationMS        int64  `json:"duration_ms"`
	PipelineIntegrity string `json:"pipeline_integrity"` // SUCCESS | FAILED
	// LLM is set when a language model was configured.
	LLM *LLMStats `json:"llm,omitempty"`
}

// LLMStats records model usage for a run.
type LLMStats struct {
	Provider     string `json:"provider"`
	Model        string `json:"model"`
	Calls        int    `json:"calls"`
	CacheHits    int    `json:"cache_hits"`
	InputTokens  int    `json:"input_tokens"`
	OutputTokens int    `json:"output_tokens"`
	Retries      int    `json:"retries"`
	Fallbacks    int    `json:"fallbacks"`
}

// Flagged is every flagged claim of the summary: hallucinated paths,
// missing commands and missing symbols.
func (s Summary) Flagged() int { return s.HallucinatedClaims + s.MissingCommands + s.MissingSymbols }
