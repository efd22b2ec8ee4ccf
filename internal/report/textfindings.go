package report

import (
	"fmt"
	"sort"
	"strings"
)

// findingGroup is the findings of one document, in line order.
type findingGroup struct {
	Document string
	Findings []Finding
}

// groupFindings groups findings by document (documents in name order, a
// finding without a document last), each group in line order.
func groupFindings(fs []Finding) []findingGroup {
	index := map[string]int{}
	var out []findingGroup
	for _, f := range fs {
		i, ok := index[f.Document]
		if !ok {
			i = len(out)
			index[f.Document] = i
			out = append(out, findingGroup{Document: f.Document})
		}
		out[i].Findings = append(out[i].Findings, f)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Document, out[j].Document
		if (a == "") != (b == "") {
			return b == ""
		}
		return a < b
	})
	for _, g := range out {
		sort.SliceStable(g.Findings, func(i, j int) bool {
			a, b := g.Findings[i], g.Findings[j]
			if a.Page != b.Page {
				return a.Page < b.Page
			}
			return a.Line < b.Line
		})
	}
	return out
}

// textFindings lists every finding as "document:line: path — reason",
// grouped per document, capped per document and in documents.
func textFindings(b *strings.Builder, r *Report, st style, opt TextOptions) {
	fs := Findings(r)
	if len(fs) == 0 {
		switch _, inc := incomplete(r); {
		case inc:
			b.WriteString("No finding among what was checked; the audit is incomplete.\n\n")
		case r.Summary.UnconfirmedClaims > 0:
			b.WriteString("No finding: no path is flagged (the unconfirmed ones are listed by --format md).\n\n")
		default:
			b.WriteString("No finding: every path the documents cite resolved.\n\n")
		}
		return
	}
	fmt.Fprintf(b, "%s\n", st.bold(fmt.Sprintf("Findings (%d)", len(fs))))
	stale := staleNotes(r)
	groups := groupFindings(fs)
	for gi, g := range groups {
		if gi == opt.Documents {
			rest := 0
			for _, h := range groups[gi:] {
				rest += len(h.Findings)
			}
			fmt.Fprintf(b, "and %d more in %d other documents, see --format md\n", rest, len(groups)-gi)
			break
		}
		name := "(no document)"
		if g.Document != "" {
			name = termText(g.Document, 200)
		}
		fmt.Fprintf(b, "%s\n", st.cyan(name))
		for i, f := range g.Findings {
			if i == opt.PerDocument {
				fmt.Fprintf(b, "  and %d more, see --format md\n", len(g.Findings)-i)
				break
			}
			fmt.Fprintf(b, "  %s\n", textFinding(f, st, stale[f.EvidenceID]))
		}
	}
	b.WriteString("\n")
}

// textFinding is one finding line: "document:line: path — reason".
func textFinding(f Finding, st style, note string) string {
	where := termText(f.Document, 200)
	if where == "" {
		where = "(no document)"
	}
	if f.Page > 0 {
		where += ":p" + itoa(f.Page)
	}
	if f.Line > 0 {
		where += ":" + itoa(f.Line)
	}
	what := termText(f.Text, 120)
	reason := problemLabel(f.Rule)
	if !f.IsClaim() {
		// secrets and shell patterns: the file is the document, the
		// finding's own sentence is the reason
		what, reason = problemLabel(f.Rule), termText(f.Text, 160)
	}
	if note != "" {
		reason += " (" + note + ")"
	}
	return fmt.Sprintf("%s: %s — %s", where, st.red(what), reason)
}

// staleNotes says, per evidence id, which commit deleted (or moved) a
// missing path: the reference went stale, it was not invented.
func staleNotes(r *Report) map[string]string {
	out := map[string]string{}
	for _, e := range r.Evidences.All() {
		c := e.Claim
		if c == nil || c.RemovedIn == "" {
			continue
		}
		note := "deleted in " + c.RemovedIn[:min(len(c.RemovedIn), 12)]
		if c.RenamedTo != "" {
			note = "moved to " + termText(c.RenamedTo, 120) + " in " + c.RemovedIn[:min(len(c.RemovedIn), 12)]
		}
		out[e.ID] = note
	}
	return out
}
