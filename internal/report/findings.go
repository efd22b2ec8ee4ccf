package report

import (
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Finding rule ids. They are the SARIF rule ids and must never change:
// code-scanning services key alerts on them.
const (
	RuleHallucinatedPath = "hallucinated-path"
	RuleMissingLine      = "missing-line"
	RuleBrokenAnchor     = "broken-anchor"
	RuleBrokenImage      = "broken-image"
	RuleCommittedSecret  = "committed-secret"
	RuleUnsafeShell      = "unsafe-shell"
	RuleCriterionFailed  = "criterion-failed"
	// RuleMissingCommand is a command a document tells the reader to run
	// whose runner file (Makefile, package.json, justfile, Taskfile,
	// pyproject) exists and does not define the target or script.
	RuleMissingCommand = "missing-command"
	// RuleMissingSymbol is a code symbol a document ties to a source file
	// that neither defines nor mentions it (--symbol-claims).
	RuleMissingSymbol = "missing-symbol"
)

// Evidence classes of the aggregator's line and anchor findings and the repo
// detective's security hygiene findings. They are declared by the packages
// that produce them; the renderers only match on their names.
const (
	classLineClaim       evidence.Class = "LINE_CLAIM"
	classAnchorClaim     evidence.Class = "ANCHOR_CLAIM"
	classSecurityPattern evidence.Class = "SECURITY_PATTERN"
)

// Finding is one actionable problem derived from the evidence: a document
// claim that does not hold, a committed secret, an unsafe shell pattern.
// Markdown, HTML and SARIF all render the same list.
type Finding struct {
	Rule       string // one of the Rule* ids
	EvidenceID string
	// Document is where the problem is: the citing document for claims,
	// the file for secrets and shell patterns. Repo-relative unless External.
	Document string
	External bool // Document is a --report file outside the repository
	Line     int  // 1-based; 0 when unknown
	Page     int
	Path     string // the path claimed (claims) or the affected file
	Text     string // the claim as written, or the finding's content
	Context  string // sentence around the claim, or the rationale

	// key identifies the finding independently of line numbers (for
	// fingerprints): the detector rule for secrets and shell patterns, the
	// claim text otherwise.
	key string
}

// IsClaim reports whether the finding is about a document claim (as opposed
// to a repository hygiene finding).
func (f Finding) IsClaim() bool {
	switch f.Rule {
	case RuleHallucinatedPath, RuleMissingLine, RuleBrokenAnchor, RuleBrokenImage, RuleMissingCommand, RuleMissingSymbol:
		return true
	}
	return false
}

// Findings extracts the findings of r in a deterministic order: by rule (in
// the order of the Rule* constants), then document, line, path and text.
// Suppressed claims are skipped. A finding with several Occurrences (one
// missing path cited by several document lines) is one finding per
// occurrence, so every citing location reaches every format and the
// hallucinated findings listed equal summary.hallucinated_claims. The
// same problem recorded twice (e.g. a PATH_CLAIM with status missing_line
// and its LINE_CLAIM twin, or a broken image seen by both the docs and
// vision detectives) is reported once: the evidence carrying a Claim
// wins, and when that claim is suppressed the image is not reported at
// all.
func Findings(r *Report) []Finding {
	all := r.Evidences.All()
	var out []Finding
	seen := map[string]bool{}
	images := map[string]bool{} // broken images by document line (claim findings)
	add := func(f Finding, claim bool) {
		if f.Rule == RuleBrokenImage {
			line := imageLineKey(f)
			if !claim && images[line] {
				return // the vision detective's twin of a claim finding
			}
			images[line] = true
		}
		key := dedupKey(f)
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, f)
	}
	// A suppressed image claim silences its twin: the vision detective's
	// IMAGE_REFERENCE of the same document line carries no claim, so the
	// suppression (an ignore glob or an auditor-ignore line) would not
	// reach it otherwise.
	for _, e := range all {
		if c := e.Claim; c != nil && c.Suppressed && c.Kind == evidence.KindImage {
			images[imageLineKey(Finding{Rule: RuleBrokenImage, Document: c.Document, Line: c.Line})] = true
		}
	}
	for _, withClaim := range []bool{true, false} {
		for _, e := range all {
			if (e.Claim != nil) == withClaim {
				for _, f := range findingsOf(e) {
					add(f, withClaim)
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return lessFinding(out[i], out[j]) })
	return out
}

// findingsOf maps one evidence to its findings: none, one, or one per
// occurrence.
func findingsOf(e evidence.Evidence) []Finding {
	f, ok := findingOf(e)
	if !ok {
		return nil
	}
	if e.Claim == nil || len(e.Occurrences) == 0 {
		return []Finding{f}
	}
	out := make([]Finding, 0, len(e.Occurrences))
	for _, o := range e.Occurrences {
		g := f
		g.Document, g.External, g.Line, g.Page = o.Document, o.External, o.Line, o.Page
		if o.Text != "" {
			g.Text, g.key = o.Text, o.Text
		}
		if o.Context != "" {
			g.Context = o.Context
		}
		out = append(out, g)
	}
	return out
}

// dedupKey identifies a finding: the same key twice is the same problem
// recorded twice. Claim findings are distinct per citing line and text.
func dedupKey(f Finding) string {
	parts := []string{f.Rule, f.Document, itoa(f.Page), itoa(f.Line), f.Path, f.Text}
	if f.Rule == RuleHallucinatedPath && f.Document == "" {
		parts = []string{f.Rule, f.Path} // a flag without its citing claim
	}
	return strings.Join(parts, "\x00")
}

// imageLineKey is a broken image's document line: a claim finding and the
// vision detective's IMAGE_REFERENCE of the same line are one problem.
func imageLineKey(f Finding) string {
	return strings.Join([]string{f.Document, itoa(f.Page), itoa(f.Line)}, "\x00")
}

var ruleOrder = map[string]int{
	RuleHallucinatedPath: 0, RuleMissingLine: 1, RuleBrokenAnchor: 2, RuleBrokenImage: 3,
	RuleMissingCommand: 4, RuleMissingSymbol: 5,
	RuleCommittedSecret: 6, RuleUnsafeShell: 7, RuleCriterionFailed: 8,
}

func lessFinding(a, b Finding) bool {
	if a.Rule != b.Rule {
		return ruleOrder[a.Rule] < ruleOrder[b.Rule]
	}
	if a.Document != b.Document {
		return a.Document < b.Document
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	if a.Path != b.Path {
		return a.Path < b.Path
	}
	return a.Text < b.Text
}

// findingOf maps one evidence to a finding; ok is false when it is not one.
func findingOf(e evidence.Evidence) (Finding, bool) {
	if c := e.Claim; c != nil {
		if c.Suppressed {
			return Finding{}, false
		}
		if rule := claimRule(e); rule != "" {
			return claimFinding(rule, e), true
		}
		return Finding{}, false
	}
	switch {
	case e.Class == evidence.ClassDocumentClaim && !e.Found:
		return plainFinding(RuleHallucinatedPath, e), true
	case e.Class == classLineClaim && !e.Found:
		return plainFinding(RuleMissingLine, e), true
	case e.Class == classAnchorClaim && !e.Found:
		return plainFinding(RuleBrokenAnchor, e), true
	case e.Class == evidence.ClassImageRef && !e.Found && !isRemote(e):
		return plainFinding(RuleBrokenImage, e), true
	case e.Class == evidence.ClassSecretFile && e.Found:
		return plainFinding(RuleCommittedSecret, e), true
	case e.Class == classSecurityPattern && e.Found:
		return plainFinding(RuleUnsafeShell, e), true
	}
	return Finding{}, false
}

// claimRule classifies an evidence that carries a Claim.
func claimRule(e evidence.Evidence) string {
	c := e.Claim
	switch {
	case e.Class == evidence.ClassCommandClaim:
		return codeClaimRule(c, RuleMissingCommand)
	case e.Class == evidence.ClassSymbolClaim:
		return codeClaimRule(c, RuleMissingSymbol)
	case e.Class == evidence.ClassDocumentClaim && !e.Found:
		if c.Kind == evidence.KindImage {
			return RuleBrokenImage
		}
		return RuleHallucinatedPath
	case c.Status == evidence.StatusBadLine || (e.Class == classLineClaim && !e.Found):
		return RuleMissingLine
	case c.Status == evidence.StatusBadAnchor || (e.Class == classAnchorClaim && !e.Found):
		return RuleBrokenAnchor
	case e.Class == evidence.ClassImageRef && !e.Found && !isRemote(e):
		return RuleBrokenImage
	}
	return ""
}

func claimFinding(rule string, e evidence.Evidence) Finding {
	c := e.Claim
	path := c.Path
	if path == "" {
		path = e.Location
	}
	text := c.Text
	if text == "" {
		text = path
	}
	if rule == RuleBrokenAnchor && c.Anchor != "" && !strings.Contains(text, "#") {
		text += "#" + c.Anchor
	}
	ctx := c.Context
	if ctx == "" {
		ctx = e.Content
	}
	return Finding{
		Rule: rule, EvidenceID: e.ID, Document: c.Document, External: c.External,
		Line: c.Line, Page: c.Page, Path: path, Text: text, Context: ctx, key: text,
	}
}

// plainFinding builds a finding from an evidence without a Claim: the
// problem is at Location:Line.
func plainFinding(rule string, e evidence.Evidence) Finding {
	f := Finding{
		Rule: rule, EvidenceID: e.ID, Document: e.Location, Line: e.Line, Page: e.Page,
		Path: e.Location, Text: e.Content, Context: e.Rationale,
	}
	f.key = f.Text
	switch rule {
	case RuleCommittedSecret, RuleUnsafeShell:
		f.key = dataString(e, "rule", "rule_id")
		if f.key == "" {
			f.key = string(e.Class) + ":" + e.Goal
		}
	case RuleBrokenImage:
		// The vision detective records the reference as written (src) and
		// the repository path it resolves to (resolved); the content is a
		// whole sentence about it. Show the image as written, keyed on it.
		if t := dataString(e, "resolved", "target", "src", "path"); t != "" {
			f.Path = t
		}
		if src := dataString(e, "src", "target"); src != "" {
			f.Text, f.key = src, src
			if e.Content != "" {
				f.Context = e.Content
			}
		}
	case RuleMissingLine, RuleBrokenAnchor:
		if t := dataString(e, "target", "src", "path", "resolved"); t != "" {
			f.Path = t
		}
	case RuleHallucinatedPath:
		f.Document = "" // Location is the missing path itself, not a document
	}
	return f
}

// isRemote reports whether an IMAGE_REFERENCE points to a remote URL, which
// the vision detective records without resolving.
func isRemote(e evidence.Evidence) bool {
	if v, ok := e.Data["remote"].(bool); ok && v {
		return true
	}
	t := strings.ToLower(dataString(e, "target", "src"))
	return strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") || strings.HasPrefix(t, "data:")
}

// dataString returns the first non-empty string value among keys of e.Data.
func dataString(e evidence.Evidence, keys ...string) string {
	for _, k := range keys {
		if s, ok := e.Data[k].(string); ok && s != "" {
			return s
		}
	}
	return ""
}

// codeClaimRule is the rule of a COMMAND_CLAIM or SYMBOL_CLAIM: rule when
// the aggregator found it missing, none otherwise.
func codeClaimRule(c *evidence.Claim, rule string) string {
	if c.Status == evidence.StatusMissing {
		return rule
	}
	return ""
}
