package docs

import (
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// theoryDepth weighs the THEORY_TERM records of the whole audit into one
// THEORY_DEPTH record, or returns false when no report document (a
// --report file, a PDF, Markdown named like a report or design document)
// was read: then the criterion cannot be judged from a report's text.
//
// Data: report_documents; terms_found (terms any document uses);
// architecture_explained (terms a report explains in an architecture
// section); report_explained (terms a report explains anywhere);
// other_explained (terms only a README or other document explains);
// dropped (terms no document explains: keyword dropping).
func theoryDepth(jobs []job, results [][]evidence.Evidence) (evidence.Evidence, bool) {
	var reports []string
	for i, j := range jobs {
		if docKind(j.doc) == kindReport && len(results[i]) > 0 && results[i][0].Found {
			reports = append(reports, j.doc.Name)
		}
	}
	if len(reports) == 0 {
		return evidence.Evidence{}, false
	}
	best := map[string]*evidence.Evidence{} // per term: the most substantive record
	for _, r := range results {
		for k := range r {
			e := &r[k]
			if e.Class != evidence.ClassTheoryTerm {
				continue
			}
			term, _ := e.Data["term"].(string)
			if b := best[term]; b == nil || termWeight(e) > termWeight(b) {
				best[term] = e
			}
		}
	}
	var arch, rep, other, dropped, found int
	var lines []string
	for _, t := range theoryTerms {
		e := best[t.name]
		if e == nil {
			lines = append(lines, t.name+": not used by any document")
			continue
		}
		found++
		switch termWeight(e) {
		case 4:
			arch++
		case 3:
			rep++
		case 2:
			other++
		default:
			dropped++
		}
		lines = append(lines, fmt.Sprintf("%s: %s (%s)", t.name, weightWords[termWeight(e)], where(e)))
	}
	return evidence.Evidence{
		ID:     evidence.ID(evidence.Docs, evidence.ClassTheoryDepth, reports...),
		Source: evidence.Docs, Class: evidence.ClassTheoryDepth,
		Goal:     "the report explains its theoretical terms in its architecture, not only in its summary",
		Found:    arch > 0,
		Content:  evidence.Truncate(strings.Join(lines, "\n"), evidence.MaxContent),
		Location: reports[0],
		Rationale: fmt.Sprintf("%d report documents (%s); of %d theory terms used, %d explained in a report's architecture sections, %d explained elsewhere in a report, %d only in a README or other document, %d never explained",
			len(reports), strings.Join(reports, ", "), found, arch, rep, other, dropped),
		Confidence: 0.7,
		Data: map[string]any{"report_documents": len(reports), "terms_found": found, "architecture_explained": arch,
			"report_explained": arch + rep, "other_explained": other, "dropped": dropped},
	}, true
}

// termWeight ranks a THEORY_TERM record: 4 explained in a report's
// architecture section, 3 explained elsewhere in a report, 2 explained in
// another document, 1 named without explanation.
func termWeight(e *evidence.Evidence) int {
	explained, _ := e.Data["explained"].(bool)
	kind, _ := e.Data["document_kind"].(string)
	place, _ := e.Data["placement"].(string)
	switch {
	case !explained:
		return 1
	case kind != kindReport:
		return 2
	case place == placeArchitecture:
		return 4
	}
	return 3
}

// weightWords say what each termWeight means.
var weightWords = map[int]string{
	4: "explained in a report's architecture section",
	3: "explained in a report, outside its architecture sections",
	2: "explained only in a README or other document",
	1: "named without explanation (keyword dropping)",
}

func where(e *evidence.Evidence) string {
	if e.Page > 0 {
		return fmt.Sprintf("%s page %d line %d", e.Location, e.Page, e.Line)
	}
	return fmt.Sprintf("%s:%d", e.Location, e.Line)
}
