package evidence

// ClaimKind says where in a document a path was cited; it decides how the
// path resolves (links and images relative to the document, the rest from
// the repository root with the document's directory as fallback).
type ClaimKind string

// Claim kinds.
const (
	KindLink  ClaimKind = "link"  // Markdown link target or HTML href
	KindImage ClaimKind = "image" // Markdown image or HTML <img src>
	KindCode  ClaimKind = "code"  // inline code span
	KindFence ClaimKind = "fence" // inside a fenced or indented code block
	KindProse ClaimKind = "prose" // path-like token in running text
	KindTree  ClaimKind = "tree"  // entry of a project-structure drawing
)

// RelativeToDocument reports whether the kind resolves relative to the
// citing document's directory first (as GitHub renders links and images).
func (k ClaimKind) RelativeToDocument() bool { return k == KindLink || k == KindImage }

// ClaimStatus is the aggregator's verdict on a claim.
type ClaimStatus string

// Claim statuses, set by the aggregator (detectives leave Status empty or
// set NotAClaim when context shows the mention is not a claim of existence).
const (
	StatusResolved  ClaimStatus = "resolved"     // exists at the audited revision
	StatusMissing   ClaimStatus = "missing"      // does not exist: hallucination flag raised
	StatusRejected  ClaimStatus = "rejected"     // absolute or escaping path; warned, never flagged
	StatusNotAClaim ClaimStatus = "not_a_claim"  // URL, placeholder, plan, output, ...
	StatusAmbiguous ClaimStatus = "ambiguous"    // bare name matching several tracked paths
	StatusSubmodule ClaimStatus = "in_submodule" // inside a git submodule: not checked, never flagged
	StatusBadLine   ClaimStatus = "missing_line"
	StatusBadAnchor ClaimStatus = "broken_anchor"
)

// Notes the docs detective appends to a claim's Context, in brackets, when
// the path was read from a URL: the path is then rooted at the repository
// (GitHub's blob/tree URL, the author's checkout), never a website route.
// NoteSitePage marks a root-relative link or image of a page whose front
// matter is a documentation site generator's (sidebar_position, weight,
// permalink...): the site resolves "/img/x.png", wherever it is built.
const (
	NoteOwnGitHubLink = "link to this repository on GitHub: "
	NoteOwnCheckout   = "link into the author's checkout of this repository: "
	NoteSitePage      = "root-relative link of a documentation site's page, front matter key "
	// NoteForeignSite marks a relative link of a page that the site
	// configuration says another repository's site is built with (an
	// MkDocs repo_url naming that repository): pages missing here are that
	// site's.
	NoteForeignSite = "relative link of a page built into the documentation site of "
)

// ReasonToolOutput is the reason of a mention in a report a tool wrote
// into its output store (the docs detective's outputStore). The aggregator
// still reads such a report's full paths under ignored directories: they
// say where the author keeps the files the run analysed.
const ReasonToolOutput = "a report a tool wrote into its output store (a hidden directory of run artifacts): its paths are those of the repository the run analysed"

// Claim is a path mention extracted from a document. The docs detective sets
// Document..Context (and may set Status=not_a_claim with Reason); the
// aggregator sets Path, Status, Resolved and Reason.
type Claim struct {
	// Document is the citing document: a repo-relative path, or for a
	// --report file outside the repository its base name.
	Document string `json:"document"`
	// External is true for documents given with --report.
	External bool      `json:"external,omitempty"`
	Line     int       `json:"line"`
	Page     int       `json:"page,omitempty"`
	Kind     ClaimKind `json:"kind"`
	// Text is the path exactly as written (after link unescaping).
	Text string `json:"text"`
	// Anchor is the #fragment of a link target, without '#'.
	Anchor string `json:"anchor,omitempty"`
	// LineStart/LineEnd are a cited line range (app.go:120, #L10-L20).
	LineStart int `json:"line_start,omitempty"`
	LineEnd   int `json:"line_end,omitempty"`
	// Context is the bounded sentence or line around the mention.
	Context string `json:"context,omitempty"`

	// Path is the sanitized repo-relative path that was looked for.
	Path     string      `json:"path,omitempty"`
	Status   ClaimStatus `json:"status,omitempty"`
	Resolved string      `json:"resolved,omitempty"`
	Reason   string      `json:"reason,omitempty"`
	// Historical is set by the docs detective on a mention in a part of a
	// document that records the project as it was (an older changelog
	// entry, a dated blog post): a missing path there that the history
	// once tracked is history, not a stale reference.
	Historical bool `json:"historical,omitempty"`
	// Suppressed is set when an inline <!-- auditor-ignore --> marker or an
	// ignore glob silenced the claim; it is counted, never flagged.
	Suppressed bool `json:"suppressed,omitempty"`
	// RemovedIn is the commit that deleted a missing path (set by the
	// aggregator from the history): the reference went stale, it was not
	// invented. RenamedTo is where that commit moved the file, if it did.
	RemovedIn string `json:"removed_in,omitempty"`
	RenamedTo string `json:"renamed_to,omitempty"`
	// Tie is set by the aggregator on an "unconfirmed" claim: the tie
	// model's probability, rounded down to two decimals, that the missing path
	// is a claim about this repository (below the threshold, so it was
	// not flagged).
	Tie float64 `json:"tie,omitempty"`
}

// DataFrontMatterTitle is the key of a DOCUMENT evidence's Data set (to
// true) when the Markdown document opens with YAML front matter that has
// a title: a page written for a site generator.
const DataFrontMatterTitle = "front_matter_title"
