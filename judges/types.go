// Package judges turns evidence into scored, explained verdicts: rubric
// criteria are judged by three personas, every opinion goes through a
// reflexion loop (draft -> critique -> revise, at most 3 rounds), and a
// deterministic chief justice synthesizes the final score per criterion.
// Judges read evidence only, never the repository.
package judges

// Persona is a judge's point of view.
type Persona string

// The three personas of every criterion.
const (
	Prosecutor Persona = "prosecutor" // gaps and risks
	Defense    Persona = "defense"    // effort and intent
	TechLead   Persona = "tech_lead"  // does it work, is it maintainable
)

// Personas lists the personas in their canonical order.
var Personas = []Persona{Prosecutor, Defense, TechLead}

// State of an opinion or a criterion.
type State string

// States (seed 003): a score backed by evidence, or no score at all.
const (
	Scored           State = "scored"
	InsufficientData State = "insufficient_data"
)

// JudicialOpinion is one persona's verdict on one criterion after reflexion.
// Score is nil exactly when State is insufficient_data.
type JudicialOpinion struct {
	Judge         Persona     `json:"judge"`
	CriterionID   string      `json:"criterion_id"`
	Score         *int        `json:"score"`
	State         State       `json:"state"`
	Argument      string      `json:"argument"`
	CitedEvidence []string    `json:"cited_evidence"`
	Citations     []Citation  `json:"citations"`
	Iterations    []Iteration `json:"iterations"`
	// Author says who wrote the opinion: "rules" for the offline judge,
	// "llm:<provider>/<model>" for a model; Fallback explains why a model
	// opinion was replaced by the offline one.
	Author   string `json:"author"`
	Fallback string `json:"fallback,omitempty"`
}

// Citation is one numbered reference of a final opinion (seed 000
// CitationEntry). URL points to file and line.
type Citation struct {
	Label       string `json:"label"` // "[1]"
	EvidenceID  string `json:"evidence_id"`
	Title       string `json:"title"`
	URL         string `json:"url"`
	SourceName  string `json:"source_name"`
	RetrievedAt string `json:"retrieved_at"`
}

// Iteration is one draft/critique round (seed 000 IterationRecord).
type Iteration struct {
	Index              int        `json:"index"` // 1..3
	Draft              Draft      `json:"draft"`
	Reflection         Reflection `json:"reflection"`
	AppliedCorrections []string   `json:"applied_corrections"`
	UsedEvidenceIDs    []string   `json:"used_evidence_ids"`
}

// Draft is the text produced before critique.
type Draft struct {
	Content              string        `json:"content"`
	CitationPlaceholders []CitationRef `json:"citation_placeholders"`
}

// CitationRef marks where a citation goes in a draft.
type CitationRef struct {
	EvidenceID string `json:"evidence_id"`
	Position   int    `json:"position"`
}

// Reflection is the critic's evidence-bound feedback on a draft.
type Reflection struct {
	Content            string              `json:"content"`
	ReferencedEvidence []EvidenceReference `json:"referenced_evidence"`
}

// EvidenceReference ties a critique point to an evidence id.
type EvidenceReference struct {
	EvidenceID string `json:"evidence_id"`
	Reason     string `json:"reason"`
}

// Relevance is an evidence selected for a criterion with its score in 0..1
// (seed 003 relevance_score).
type Relevance struct {
	EvidenceID string  `json:"evidence_id"`
	Score      float64 `json:"score"`
}

// AppliedRule records a synthesis rule the chief justice applied.
type AppliedRule struct {
	Rule   string `json:"rule"`
	Effect string `json:"effect"`
}

// Remediation is a file-level fix: which file, what to change.
type Remediation struct {
	File   string `json:"file"`
	Change string `json:"change"`
}

// CriterionResult is the chief justice's synthesis for one criterion.
// FinalScore is nil exactly when State is insufficient_data.
type CriterionResult struct {
	ID               string            `json:"id"`
	Name             string            `json:"name"`
	MinScore         int               `json:"min_score"`
	MaxScore         int               `json:"max_score"`
	Weight           float64           `json:"weight"`
	State            State             `json:"state"`
	FinalScore       *float64          `json:"final_score"`
	Reason           string            `json:"reason,omitempty"`
	SelectedEvidence []Relevance       `json:"selected_evidence"`
	JudgeOpinions    []JudicialOpinion `json:"judge_opinions"`
	DissentSummary   string            `json:"dissent_summary,omitempty"`
	Remediation      []Remediation     `json:"remediation"`
	AppliedRules     []AppliedRule     `json:"applied_rules"`
}

// RubricRef identifies the rubric a report was scored with.
type RubricRef struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Version string `json:"version"`
}
