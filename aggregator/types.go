package aggregator

import "github.com/repo-auditor/auditor/pkg/evidence"

// Input is everything Aggregate looks at. Only Evidence is required.
type Input struct {
	// Evidence is the set merged by the reducer. It is not modified.
	Evidence evidence.Set
	// Manifest lists the tracked files at the audited revision; nil is an
	// empty repository.
	Manifest *evidence.Manifest
	// Files answers questions about tracked file contents; nil skips line
	// and anchor checks with one warning.
	Files FileFacts
	// Ignored is the repository's .gitignore matcher; nil ignores nothing.
	Ignored func(path string, isDir bool) bool
	// IgnoreNote is the comment heading the .gitignore group that ignores
	// a path ("Licensed seed materials — do not redistribute"), "" for
	// none; nil knows no comments.
	IgnoreNote func(path string, isDir bool) string
	// IgnoreGlobs are user suppressions (.auditor.yaml): doublestar globs
	// matched against the claimed path and against "DOCUMENT:PATH".
	IgnoreGlobs []string
	// RepoName is the repository's own name (base name of the directory or
	// of the clone URL, without ".git"). A claimed path whose first segment
	// is this name (case-insensitive) also resolves with it stripped.
	// Empty disables that rule.
	RepoName string
	// Past lists files the repository's history deleted that the audited
	// revision does not track (newest deletion per path). A missing claim
	// of one of them is still flagged, as a stale reference that names the
	// commit and the new location instead of an invented path. nil for a
	// plain directory or when history is unknown.
	Past []PastPath
	// FlagUnconfirmed flags every missing path, however weakly it is tied
	// to the repository: the tie model (tie.go) is off and no claim is
	// StatusUnconfirmed. For a repository gating its own documents, where
	// every missing path is a defect.
	FlagUnconfirmed bool
	// Code answers what runner files define and what source files say,
	// for COMMAND_CLAIM and SYMBOL_CLAIM evidence; nil leaves them not
	// checked (status not_a_claim). A COMMAND_CLAIM whose runner file
	// does not exist (`make test` without a Makefile) is not a claim
	// about a target and is dropped from the output.
	Code CodeFacts
	// SymbolClaims turns on the resolution of SYMBOL_CLAIM evidence; off,
	// it is dropped from the output (opt-in until measured).
	SymbolClaims bool
	// TieTrace, when set, is called for every missing path the tie model
	// weighs, with the path it placed, the model's features and its score,
	// before the claim is flagged or left unconfirmed. It is how the
	// real-world benchmark collects the rows the model is fitted on; nil
	// does nothing.
	TieTrace func(c evidence.Claim, path string, features map[string]float64, score float64)
}

// FileFacts gives the aggregator the facts about tracked files it needs
// without doing I/O itself. Paths are sanitized, repo-relative, POSIX.
// The wiring may also answer for external (--report) documents by name,
// so that same-document anchors of reports can be checked.
type FileFacts interface {
	// LineCount returns the number of lines of a tracked text file.
	LineCount(path string) (int, error)
	// Anchors returns the heading anchors (GitHub slugs) of a Markdown file.
	Anchors(path string) ([]string, error)
}

// Problem is an error or warning of the aggregation. Location and Line
// name the citing document and line when there is one. Messages never
// contain an absolute path.
type Problem struct {
	Category string `json:"category"`
	Message  string `json:"message"`
	Location string `json:"location,omitempty"`
	Line     int    `json:"line,omitempty"`
}

// Stats counts PATH_CLAIM evidence of Evidence[docs] by final status.
// Claims = Resolved + Hallucinated + Unconfirmed + Rejected + NotClaims +
// Ambiguous + InSubmodule + MissingLines + BrokenAnchors + Suppressed (every claim has
// exactly one status). CaseMismatches counts claims resolved only ignoring case (a
// subset of the others); Flags counts the distinct DOCUMENT_CLAIM flags
// added (one per missing path, so Flags <= Hallucinated). Stale is the
// part of Hallucinated whose paths the history deleted or moved.
type Stats struct {
	Claims       int `json:"claims"`
	Resolved     int `json:"resolved"`
	Hallucinated int `json:"hallucinated"`
	// Unconfirmed counts missing paths only weakly tied to the repository
	// (StatusUnconfirmed): listed, not flagged.
	Unconfirmed int `json:"unconfirmed"`
	Rejected    int `json:"rejected"`
	NotClaims   int `json:"not_claims"`
	Ambiguous   int `json:"ambiguous"`
	// InSubmodule counts paths inside a git submodule (StatusSubmodule):
	// not checked, never flagged.
	InSubmodule    int `json:"in_submodule"`
	MissingLines   int `json:"missing_lines"`
	BrokenAnchors  int `json:"broken_anchors"`
	Suppressed     int `json:"suppressed"`
	CaseMismatches int `json:"case_mismatches"`
	// Stale counts the Hallucinated claims of paths the history deleted
	// or moved (a subset: references that went stale, not invented).
	Stale int `json:"stale"`
	Flags int `json:"flags"`
	// Commands and Symbols count the COMMAND_CLAIM and SYMBOL_CLAIM
	// evidence (not part of Claims); MissingCommands and MissingSymbols
	// the ones flagged (status missing, not suppressed).
	Commands        int `json:"commands,omitempty"`
	MissingCommands int `json:"missing_commands,omitempty"`
	Symbols         int `json:"symbols,omitempty"`
	MissingSymbols  int `json:"missing_symbols,omitempty"`
}

// Output is the cleaned evidence for the judges plus the verdict on the
// pipeline.
type Output struct {
	// Evidence is a copy of the input with every Location sanitized, every
	// claim resolved, and the flags and findings appended to Evidence[docs].
	Evidence evidence.Set `json:"evidence"`
	// Integrity is IntegritySuccess unless a mandatory source is missing.
	Integrity string    `json:"pipeline_integrity"`
	Errors    []Problem `json:"errors"`
	Warnings  []Problem `json:"warnings"`
	Stats     Stats     `json:"stats"`
}
