// Package evidence is the public vocabulary of auditor: the Evidence record
// every detective produces, the sources and classes it is filed under, the
// content-derived identifiers, and the merge reducer that deduplicates
// evidence by id. It does no I/O and depends only on the standard library.
package evidence

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
)

// Source names the detective family that produced a piece of evidence.
type Source string

// The three evidence sources. Repo and Docs are mandatory for a sound
// pipeline; Vision is optional (see aggregator).
const (
	Repo   Source = "repo"
	Docs   Source = "docs"
	Vision Source = "vision"
)

// Sources lists the known sources in their canonical order. Every ordered
// iteration over a Set uses this order first, then any unknown keys sorted.
var Sources = []Source{Repo, Docs, Vision}

// Class is the kind of finding an Evidence records (FILE_MANIFEST,
// GIT_HISTORY, PATH_CLAIM, DOCUMENT_CLAIM, IMAGE, ...).
type Class string

// Evidence classes produced by the built-in detectives and the aggregator.
// Detectives may add their own; these are the ones other stages rely on.
const (
	ClassFileManifest  Class = "FILE_MANIFEST"
	ClassLanguages     Class = "LANGUAGES"
	ClassFilePresence  Class = "FILE_PRESENCE"
	ClassSecretFile    Class = "SECRET_FILE"
	ClassGitHistory    Class = "GIT_HISTORY"
	ClassDocument      Class = "DOCUMENT"
	ClassPathClaim     Class = "PATH_CLAIM"
	ClassDocumentClaim Class = "DOCUMENT_CLAIM"
	// ClassCommandClaim is a command a document tells the reader to run
	// (`make test`, `npm run lint`): a claim that the project's runner
	// file defines that target or script. The aggregator resolves it in
	// place (Claim.Status); a missing one is a flag.
	ClassCommandClaim Class = "COMMAND_CLAIM"
	// ClassSymbolClaim is a code symbol a document ties to this project
	// (`merge_evidences` in `src/state.py`): a claim that the code
	// defines it. Resolved in place like ClassCommandClaim.
	ClassSymbolClaim  Class = "SYMBOL_CLAIM"
	ClassImage        Class = "IMAGE"
	ClassImageRef     Class = "IMAGE_REFERENCE"
	ClassDiagram      Class = "DIAGRAM"
	ClassDetectiveErr Class = "DETECTIVE_ERROR"
	// ClassTheoryTerm is a theoretical term a document uses (docs
	// detective): the section it is under and whether the text around
	// it explains how the system implements it.
	ClassTheoryTerm Class = "THEORY_TERM"
	// ClassTheoryDepth weighs the theory terms of the audit's report
	// documents (one per audit that has a report document).
	ClassTheoryDepth Class = "THEORY_DEPTH"
)

// Evidence is one recorded finding. It is plain data: detectives create it,
// the reducer deduplicates it, the aggregator may append to it, judges cite it.
//
// Contract:
//   - ID is derived from content (see ID), never from time or randomness.
//   - Location is a repo-relative POSIX path, never an absolute path of the
//     auditing machine; for claims it is the citing document.
//   - Content is a bounded excerpt; a judge's quoted snippet must be a
//     substring of it.
//   - Found=false with Class DETECTIVE_ERROR records a check that could not run.
type Evidence struct {
	ID         string  `json:"evidence_id"`
	Source     Source  `json:"source"`
	Class      Class   `json:"evidence_class"`
	Goal       string  `json:"goal"`
	Found      bool    `json:"found"`
	Content    string  `json:"content"`
	Location   string  `json:"location"`
	Line       int     `json:"line"`
	Rationale  string  `json:"rationale"`
	Confidence float64 `json:"confidence"`

	// Page is the 1-based page of a paginated document (PDF); 0 otherwise.
	Page int `json:"page,omitempty"`
	// Claim is set on PATH_CLAIM and DOCUMENT_CLAIM evidence: the path a
	// document cites and, once the aggregator ran, how it resolved.
	Claim *Claim `json:"claim,omitempty"`
	// Data holds structured facts behind the finding (counts, hashes, dates,
	// dimensions). Values must be JSON scalars, []string, or nested maps of
	// the same, so that encoding is deterministic.
	Data map[string]any `json:"data,omitempty"`
	// Occurrences lists every citing location of a finding that several
	// document lines led to (a DOCUMENT_CLAIM flag whose path two
	// documents cite), in order of citation; the first is the one Claim
	// describes. Empty when the finding has a single location (Claim).
	// Every occurrence is a finding of its own in every report format.
	Occurrences []Occurrence `json:"occurrences,omitempty"`
}

// MaxContent bounds Evidence.Content; Truncate enforces it.
const MaxContent = 2000

// Truncate cuts s to at most n bytes on a rune boundary, appending "…" when
// it cut anything.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !isRuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// Hash8 returns the first 8 hex characters of sha256(s).
func Hash8(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])[:8]
}

// ID builds a stable evidence id "<source>_<CLASS>_<h8>" where h8 hashes the
// parts joined by NUL. With a single part the hash is sha256(part), which is
// how the hallucination id of seed 004 is defined (see DocumentClaimID).
func ID(src Source, class Class, parts ...string) string {
	return string(src) + "_" + string(class) + "_" + Hash8(strings.Join(parts, "\x00"))
}

// DocumentClaimID is the id of the hallucination flag for a sanitized,
// repo-relative POSIX path: "docs_DOCUMENT_CLAIM_" + sha256(path)[:8].
func DocumentClaimID(path string) string {
	return ID(Docs, ClassDocumentClaim, path)
}

// Finish fills the fields every detective's evidence shares: source,
// class, a bounded content, a repository-root location when none is given,
// and the content-derived id (key names the check; location, line and
// content make it unique per finding).
func Finish(src Source, class Class, key string, e Evidence) Evidence {
	e.Source = src
	e.Class = class
	e.Content = Truncate(e.Content, MaxContent)
	if e.Location == "" {
		e.Location = "."
	}
	e.ID = ID(src, class, key, e.Location, strconv.Itoa(e.Line), e.Content)
	return e
}
