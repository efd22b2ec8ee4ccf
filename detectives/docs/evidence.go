package docs

import (
	"context"
	"fmt"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Extract reads one document and returns its evidence: the DOCUMENT record
// first, then one PATH_CLAIM per distinct mention in document order, then
// one THEORY_TERM per theory term it uses (see theory.go).
//
// Ids: PATH_CLAIM is evidence.ID(docs, PATH_CLAIM, document, key) where key
// is the mention as written in canonical form (path, "#anchor", ":N-M");
// for an External document the part "external" is appended so that a
// --report file named like a tracked file never collides with it.
func Extract(ctx context.Context, d Doc, opt Options) []evidence.Evidence {
	res := read(ctx, d, opt)
	if res.err != nil && opt.Warn != nil {
		opt.Warn(fmt.Sprintf("%s: text could not be extracted: %v", d.Name, res.err))
	}
	groups := group(res.mentions)
	addRepeats(groups, res.repeats)
	groups = capMentions(d, groups, res.distinct, opt.Warn)
	out := make([]evidence.Evidence, 0, len(groups)+1)
	out = append(out, documentEvidence(d, res, groups))
	for _, g := range groups {
		out = append(out, claimEvidence(d, g))
	}
	if res.code != nil && res.err == nil {
		out = append(out, codeClaims(d, res.code, opt)...)
	}
	return append(out, theoryEvidence(d, res.theory)...)
}

func idParts(d Doc, parts ...string) []string {
	p := append([]string{d.Name}, parts...)
	if d.External {
		p = append(p, "external")
	}
	return p
}

func documentEvidence(d Doc, res docResult, groups []mentionGroup) evidence.Evidence {
	claims, notClaims, suppressed := 0, 0, 0
	for _, g := range groups {
		switch {
		case !g.rep.isClaim():
			notClaims++
		case g.rep.suppressed:
			suppressed++
			claims++
		default:
			claims++
		}
	}
	ev := evidence.Evidence{
		ID:       evidence.ID(evidence.Docs, evidence.ClassDocument, idParts(d)...),
		Source:   evidence.Docs,
		Class:    evidence.ClassDocument,
		Goal:     "extract the file paths " + d.Name + " cites",
		Found:    res.err == nil,
		Location: d.Name,
		Data: map[string]any{
			"format": string(d.Format), "lines": res.lines, "mentions": len(groups),
			"claims": claims, "not_claims": notClaims, "suppressed": suppressed,
			"external": d.External,
		},
		Confidence: 1,
	}
	if d.Format == FormatPDF {
		ev.Data["pages"] = res.pages
	}
	if res.voice.words > 0 {
		ev.Data["voice"] = res.voice.data()
	}
	if res.anchors != nil {
		ev.Data["anchors"] = res.anchors
	}
	if res.titled {
		ev.Data[evidence.DataFrontMatterTitle] = true
	}
	if res.err != nil {
		ev.Content = evidence.Truncate(fmt.Sprintf("%s (%s): text could not be extracted: %v", d.Name, d.Format, res.err), evidence.MaxContent)
		ev.Rationale = "the document's claims are unverified: its text could not be read"
		return ev
	}
	ev.Content = fmt.Sprintf("%s (%s, %d lines): %d path mentions, %d claims, %d not claims", d.Name, d.Format, res.lines, len(groups), claims, notClaims)
	ev.Rationale = "every path-like mention was extracted and classified; claims are resolved by the aggregator"
	return ev
}

func claimEvidence(d Doc, g mentionGroup) evidence.Evidence {
	m := g.rep
	cl := claimOf(d, m)
	where := fmt.Sprintf("%s:%d", d.Name, m.line)
	if m.page > 0 {
		where = fmt.Sprintf("%s page %d line %d", d.Name, m.page, m.line)
	}
	rat := fmt.Sprintf("%q is cited (%s) at %s; the aggregator resolves it against the manifest", cl.Text, m.kind, where)
	if !m.isClaim() {
		rat = fmt.Sprintf("%q at %s is not a claim of existence: %s", cl.Text, where, m.reason)
	}
	if cl.Text == "" {
		rat = fmt.Sprintf("anchor #%s of this document is cited at %s", cl.Anchor, where)
	}
	return evidence.Evidence{
		ID:         evidence.ID(evidence.Docs, evidence.ClassPathClaim, idParts(d, g.key)...),
		Source:     evidence.Docs,
		Class:      evidence.ClassPathClaim,
		Goal:       "the path " + d.Name + " cites exists in the repository",
		Content:    evidence.Truncate(cl.Context, evidence.MaxContent),
		Location:   d.Name,
		Line:       m.line,
		Page:       m.page,
		Rationale:  rat,
		Confidence: m.confidence,
		Claim:      &cl,
		Data:       map[string]any{"occurrences": g.count},
	}
}

// MaxMentionsPerDocument bounds the distinct mentions one document
// reports. The largest real documents of the benchmark (a big project's
// changelog) have about 3,000; a generated or data file can have hundreds
// of thousands, and each becomes evidence, checks and report text (a 4
// MiB list of headings made a 225 MB report and 1.9 GB of memory).
const MaxMentionsPerDocument = 10000

// capMentions keeps the first MaxMentionsPerDocument mentions in document
// order and warns, naming the document, when it drops any; met is the
// number of distinct mentions the reading met (read dropped some past the
// cap before grouping, see pathBudget), 0 when not counted.
func capMentions(d Doc, groups []mentionGroup, met int, warn func(string)) []mentionGroup {
	total := max(len(groups), met)
	if total <= MaxMentionsPerDocument {
		return groups
	}
	if warn != nil {
		warn(fmt.Sprintf("%s: %d distinct path mentions; only the first %d were checked (a generated or data file?): exclude it in .auditor.yaml or split it",
			d.Name, total, MaxMentionsPerDocument))
	}
	return groups[:min(len(groups), MaxMentionsPerDocument)]
}
