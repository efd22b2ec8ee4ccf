// Package cohort holds the cohort report of `auditor batch` and `auditor
// merge` (cohort.json, the contract, schema version 1) and its CSV,
// Markdown and HTML renderings. The cohort report is a pure function of
// its entries: Build sorts them by name and computes every summary, so a
// merge of shard outputs gives the same bytes as one unsharded run.
package cohort

import (
	"github.com/repo-auditor/auditor/judges"
)

// SchemaVersion is the version of the cohort.json format.
const SchemaVersion = 1

// Entry statuses.
const (
	StatusOK         = "ok"          // audited completely, every gate passed
	StatusGateFailed = "gate_failed" // audited completely, a --fail-under/--fail-on gate failed
	StatusIncomplete = "incomplete"  // audited, but some input could not be read (report written)
	StatusFailed     = "failed"      // could not be audited (clone refused, timeout, ...): no report
)

// Cohort is the cohort report. Field order is the JSON order.
type Cohort struct {
	SchemaVersion int    `json:"schema_version"`
	Tool          Tool   `json:"tool"`
	GeneratedAt   string `json:"generated_at"` // RFC 3339; SOURCE_DATE_EPOCH pins it
	// Rubric is the rubric the entries were scored with; absent for an
	// evidence-only cohort (--rubric none).
	Rubric *judges.RubricRef `json:"rubric,omitempty"`
	// Criteria lists the rubric criteria in rubric order, with the
	// distribution of their final scores over the cohort.
	Criteria []Criterion `json:"criteria"`
	Summary  Summary     `json:"summary"`
	// Entries are the cohort's repositories, sorted by name.
	Entries []Entry `json:"entries"`
	// Duplicates are the documents sharing at least half of their text
	// (template text removed) with a document of another entry, sorted by
	// entry, document and other entry. They are computed from the
	// entries' FingerprintsFile at every build and merge.
	Duplicates []Duplicate `json:"duplicates"`
}

// Tool identifies the producer.
type Tool struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Summary is the cohort's headline numbers.
type Summary struct {
	Entries    int `json:"entries"`     // entries in the report
	OK         int `json:"ok"`          // status ok
	GateFailed int `json:"gate_failed"` // status gate_failed
	Incomplete int `json:"incomplete"`  // status incomplete
	Failed     int `json:"failed"`      // status failed
	// Scored counts the entries with an overall score.
	Scored int `json:"scored"`
	// MeanScore and MedianScore are over the scored entries (0-100),
	// rounded to one decimal; absent when none was scored.
	MeanScore   *float64 `json:"mean_score,omitempty"`
	MedianScore *float64 `json:"median_score,omitempty"`
	// ScoreHistogram counts scored entries by overall score in ten bins:
	// [0,10), [10,20), ... [90,100] (100 falls in the last bin).
	ScoreHistogram []int `json:"score_histogram"`
	// HallucinatedClaims sums the entries' hallucinated claims (missing
	// paths only).
	HallucinatedClaims int `json:"hallucinated_claims"`
	// FlaggedClaims sums the entries' flagged claims: hallucinated paths,
	// missing commands and missing symbols.
	FlaggedClaims int `json:"flagged_claims"`
	// ModelCalls sums the entries' model calls.
	ModelCalls int `json:"model_calls"`
}

// Criterion is one rubric criterion and how the cohort scored on it.
type Criterion struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	MinScore int    `json:"min_score"`
	MaxScore int    `json:"max_score"`
	// Scored counts the entries with a final score for this criterion.
	Scored int `json:"scored"`
	// Mean over the scored entries, rounded to two decimals; absent when
	// none was scored.
	Mean *float64 `json:"mean,omitempty"`
	// Counts holds, for each integer score from MinScore to MaxScore,
	// how many entries' final score rounds to it.
	Counts []int `json:"counts"`
}

// Entry is one repository's row.
type Entry struct {
	Name   string `json:"name"`   // unique in the cohort; the directory of its reports
	URL    string `json:"url"`    // git URL or path, as listed (credentials stripped)
	Ref    string `json:"ref"`    // as listed; "" = HEAD
	Commit string `json:"commit"` // the audited commit; "" when unknown
	Status string `json:"status"` // ok | gate_failed | incomplete | failed
	// Reason says why the status is not ok; "" when ok.
	Reason string `json:"reason,omitempty"`
	// OverallScore is the report's overall score (0-100), absent when not
	// scored.
	OverallScore *float64 `json:"overall_score,omitempty"`
	// Scores are the final criterion scores in Cohort.Criteria order
	// (null: insufficient data or not scored).
	Scores []*float64 `json:"scores"`
	// HallucinatedClaims and UnconfirmedClaims are the report's
	// summary.hallucinated_claims (missing paths) and unconfirmed_claims.
	HallucinatedClaims int `json:"hallucinated_claims"`
	UnconfirmedClaims  int `json:"unconfirmed_claims"`
	// FlaggedClaims is every claim the report flags, as `auditor audit`
	// and --fail-on hallucination count them: hallucinated paths plus
	// missing commands and missing symbols (COMMAND_CLAIM, SYMBOL_CLAIM).
	FlaggedClaims int `json:"flagged_claims"`
	// Integrity is the report's pipeline_integrity (SUCCESS | FAILED);
	// "" when no report was written.
	Integrity  string `json:"integrity"`
	DurationMS int64  `json:"duration_ms"` // wall time of the entry's audit; 0 with SOURCE_DATE_EPOCH
	ModelCalls int    `json:"model_calls"`
	// Reports lists the files written for the entry, relative to the
	// cohort report's directory (e.g. "name/report.json").
	Reports []string `json:"reports"`
}
