package docs

import (
	"fmt"
	"path"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// codeClaims returns a Markdown document's COMMAND_CLAIM and SYMBOL_CLAIM
// evidence: one per distinct claim (tool, directory and name; or symbol
// and file), at its first citation, with the number of citations in
// Data["occurrences"]. A claim on a line an <!-- auditor-ignore -->
// marker covers is Suppressed.
//
// Ids: evidence.ID(docs, CLASS, document, key...) with idParts (an
// external document appends "external").
func codeClaims(d Doc, p *codeParts, opt Options) []evidence.Evidence {
	var out []evidence.Evidence
	seen := map[string]int{}
	add := func(key string, e evidence.Evidence) {
		if i, ok := seen[key]; ok {
			out[i].Data["occurrences"] = out[i].Data["occurrences"].(int) + 1
			return
		}
		seen[key] = len(out)
		e.Data["occurrences"] = 1
		e.Claim.Historical = p.historyFrom > 0 && e.Claim.Line >= p.historyFrom // a changelog's past: the commands of then
		if transcript(d.Name) {
			// a saved conversation asks for commands and code to come
			e.Claim.Status, e.Claim.Reason = evidence.StatusNotAClaim, ReasonTranscript
		}
		out = append(out, e)
	}
	for _, m := range commandMentions(p, opt.Project) {
		add("cmd\x00"+m.tool+"\x00"+m.dir+"\x00"+m.name, commandEvidence(d, p, m))
	}
	for _, m := range symbolMentions(p, opt, d.Name) {
		add("sym\x00"+m.file+"\x00"+m.symbol, symbolEvidence(d, p, m))
	}
	return out
}

func codeKind(code bool) evidence.ClaimKind {
	if code {
		return evidence.KindCode
	}
	return evidence.KindFence
}

func commandEvidence(d Doc, p *codeParts, m commandMention) evidence.Evidence {
	c := evidence.Claim{
		Document: d.Name, External: d.External, Line: m.line, Kind: codeKind(m.code),
		Text: m.text, Context: evidence.Truncate(m.context, 400), Suppressed: p.marked[m.line],
	}
	docDir := "."
	if !d.External {
		docDir = path.Dir(d.Name)
	}
	return evidence.Evidence{
		ID:         evidence.ID(evidence.Docs, evidence.ClassCommandClaim, idParts(d, m.tool, m.dir, m.name)...),
		Source:     evidence.Docs,
		Class:      evidence.ClassCommandClaim,
		Goal:       "the commands " + d.Name + " tells the reader to run exist in this project",
		Content:    evidence.Truncate(c.Context, evidence.MaxContent),
		Location:   d.Name,
		Line:       m.line,
		Rationale:  fmt.Sprintf("%q is run at %s:%d; the aggregator checks that the %s file defines %q", m.text, d.Name, m.line, m.tool, m.name),
		Confidence: 0.9,
		Claim:      &c,
		Data: map[string]any{"tool": m.tool, "runner": m.runner, "name": m.name, "dir": m.dir,
			"explicit_dir": m.explicit, "document_dir": docDir, "earlier_dirs": append([]string{}, m.earlier...)},
	}
}
