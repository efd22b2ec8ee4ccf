// Package aggregator is the stage between the merge reducer and the judges
// (seed 004, "EvidenceAggregator"). It is a pure function over the merged
// evidence and the manifest of tracked files: it sanitizes every path that
// enters evidence, checks that the mandatory sources reported, resolves
// every path the documents cite against the repository, raises one
// hallucination flag (DOCUMENT_CLAIM) per distinct missing path, records
// broken line references and anchors, checks the commands documents run
// against the runner files (Makefile, package.json, ...) and, opt-in, the
// code symbols they tie to source files, and decides pipeline integrity.
//
// It does no I/O: facts about file contents (line counts, heading anchors)
// come through the FileFacts callback, .gitignore matching through Ignored.
// It never mutates its input and its output never depends on map order.
package aggregator

import "github.com/repo-auditor/auditor/pkg/evidence"

// Evidence classes of the findings the aggregator adds to Evidence[docs]
// besides the DOCUMENT_CLAIM hallucination flags.
const (
	// ClassLineClaim records a cited line past the end of an existing file
	// (app.go:500 when app.go has 120 lines). Found=false, Location = the
	// file cited, Line = the citing line, Claim = the citing claim.
	// Id: evidence.ID(Docs, ClassLineClaim, path, strconv.Itoa(line)).
	ClassLineClaim evidence.Class = "LINE_CLAIM"
	// ClassAnchorClaim records a link to a heading that does not exist in
	// an existing Markdown file. Found=false, Location = the file linked,
	// Line = the citing line. Id: evidence.ID(Docs, ClassAnchorClaim, path, anchor).
	ClassAnchorClaim evidence.Class = "ANCHOR_CLAIM"
)

// StatusSuppressed is the claim status of a finding silenced by an inline
// marker (Claim.Suppressed) or an ignore glob: it is counted in
// Stats.Suppressed and kept in the evidence, never flagged.
const StatusSuppressed evidence.ClaimStatus = "suppressed"

// Problem categories. Errors make integrity FAILED; warnings do not.
const (
	CatSourceMissing   = "FORENSIC_SOURCE_MISSING" // error: repo or docs never reported
	CatOptionalMissing = "OPTIONAL_SOURCE_MISSING" // warning: vision never reported
	CatPathRejected    = "PATH_REJECTED"           // warning: claimed path absolute/escaping/invalid
	CatLocationReject  = "LOCATION_REJECTED"       // warning: Evidence.Location absolute/escaping
	CatCaseMismatch    = "CASE_MISMATCH"           // warning: resolved only ignoring case
	CatFactsMissing    = "FILE_FACTS_UNAVAILABLE"  // warning: line/anchor checks skipped
	CatBadGlob         = "IGNORE_GLOB_INVALID"     // warning: an IgnoreGlobs entry does not parse
)

// Integrity values of Output.Integrity.
const (
	IntegritySuccess = "SUCCESS"
	IntegrityFailed  = "FAILED"
)
