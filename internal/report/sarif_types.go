package report

// The subset of SARIF 2.1.0 the auditor writes. Field order is JSON order.

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool                     sarifTool                   `json:"tool"`
	Invocations              []sarifInvocation           `json:"invocations"`
	VersionControlProvenance []sarifVersionControl       `json:"versionControlProvenance,omitempty"`
	OriginalURIBaseIDs       map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
	Results                  []sarifResult               `json:"results"`
	ColumnKind               string                      `json:"columnKind"`
	Properties               *sarifRunProperties         `json:"properties,omitempty"`
}

type sarifRunProperties struct {
	Truncated      bool `json:"truncated"`
	TotalResults   int  `json:"totalResults"`
	OmittedResults int  `json:"omittedResults"`
	MaxResults     int  `json:"maxResults"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version,omitempty"`
	SemanticVersion string      `json:"semanticVersion,omitempty"`
	InformationURI  string      `json:"informationUri"`
	Rules           []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string             `json:"id"`
	Name                 string             `json:"name"`
	ShortDescription     sarifText          `json:"shortDescription"`
	FullDescription      sarifText          `json:"fullDescription"`
	Help                 sarifHelp          `json:"help"`
	HelpURI              string             `json:"helpUri"`
	DefaultConfiguration sarifConfiguration `json:"defaultConfiguration"`
	Properties           sarifRuleProps     `json:"properties"`
}

type sarifRuleProps struct {
	Tags             []string `json:"tags"`
	Precision        string   `json:"precision"`
	SecuritySeverity string   `json:"security-severity,omitempty"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifHelp struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifConfiguration struct {
	Level string `json:"level"`
}

type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level   string    `json:"level"`
	Message sarifText `json:"message"`
}

type sarifVersionControl struct {
	RepositoryURI string            `json:"repositoryUri"`
	RevisionID    string            `json:"revisionId,omitempty"`
	Branch        string            `json:"branch,omitempty"`
	MappedTo      *sarifArtifactLoc `json:"mappedTo,omitempty"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	Properties          sarifResultProps  `json:"properties"`
}

type sarifResultProps struct {
	EvidenceID       string `json:"evidenceId,omitempty"`
	Document         string `json:"document,omitempty"`
	ExternalDocument bool   `json:"externalDocument,omitempty"`
	DocumentLine     int    `json:"documentLine,omitempty"`
	DocumentPage     int    `json:"documentPage,omitempty"`
	Claim            string `json:"claim,omitempty"`
	CriterionID      string `json:"criterionId,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
	Region           *sarifRegion     `json:"region,omitempty"`
}

type sarifArtifactLoc struct {
	URI         string     `json:"uri,omitempty"`
	URIBaseID   string     `json:"uriBaseId,omitempty"`
	Description *sarifText `json:"description,omitempty"`
}

type sarifRegion struct {
	StartLine int `json:"startLine"`
}
