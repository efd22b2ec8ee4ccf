package docs

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Theory terms: where a document uses the community rubric's theoretical
// terms (Dialectical Synthesis, Fan-In / Fan-Out, Metacognition, State
// Synchronization), under which section, and whether the text around the
// term explains how the system implements it or only names it ("keyword
// dropping"). One THEORY_TERM record per document and term, for its most
// substantive use; THEORY_DEPTH (theorySummary) weighs them across the
// audit's report documents.

// theoryTerms are the terms and the ways they are written.
var theoryTerms = []struct {
	name string
	re   *regexp.Regexp
}{
	{"Dialectical Synthesis", regexp.MustCompile(`(?i)\bdialectic(al|s)?\b`)},
	{"Fan-In / Fan-Out", regexp.MustCompile(`(?i)\bfan[\s-]?(in|out)\b`)},
	{"Metacognition", regexp.MustCompile(`(?i)\bmeta[\s-]?cogniti\w*`)},
	{"State Synchronization", regexp.MustCompile(`(?i)\bstate\s+synchroni[sz]\w*|\bsynchroni[sz]\w*\s+(of\s+)?(the\s+)?(shared\s+)?state\b`)},
}

// Placements of a term: the kind of section it is under.
const (
	placeArchitecture = "architecture" // architecture, implementation, design, the graph, the judges...
	placeSummary      = "summary"      // executive summary, abstract, introduction, overview, conclusion
	placeOther        = "other"
)

// Document kinds, by how much a term in them counts.
const (
	kindReport    = "report"    // a --report file, a PDF, or Markdown named like a report or design document
	kindReadme    = "readme"    // README*: counts less
	kindDoc       = "doc"       // other Markdown: counts less
	kindGenerated = "generated" // an audit report the audited tool wrote: not read for terms
)

// explainWords is the fewest words of text around a term that can explain it.
const explainWords = 30

// explainCues is the fewest kinds of implementation detail that text must
// mention to explain a term (see cueKinds).
const explainCues = 2

// cueWords are the words that mention each kind of implementation detail
// an explanation gives (besides "code": a .py file, a code span, a
// snake_case or CamelCase symbol; see cuesOf).
var cueWords = []struct {
	kind  string
	words map[string]bool
}{
	{"graph", setOf("add_edge", "add_node", "add_conditional_edges", "stategraph", "edge", "edges", "node", "nodes",
		"branch", "branches", "parallel", "concurrent", "concurrently")},
	{"state", setOf("reducer", "reducers", "operator.add", "operator.ior", "annotated", "typeddict", "basemodel", "pydantic", "state")},
	{"judges", setOf("prosecutor", "defense", "defence", "techlead", "tech_lead", "tech", "judge", "judges", "persona", "personas",
		"justice", "chiefjustice", "detective", "detectives", "aggregator")},
}

// cuesOf returns the kinds of implementation detail text mentions, in
// the order graph, state, judges, code. It reads words, not patterns: it
// runs on every use of every term.
func cuesOf(text string) []string {
	seen := map[string]bool{}
	for _, w := range strings.Fields(text) {
		raw := strings.Trim(w, ".,;:!?()[]{}\"'*")
		lower := strings.ToLower(strings.Trim(raw, "`"))
		for _, c := range cueWords {
			if c.words[lower] {
				seen[c.kind] = true
			}
		}
		if strings.Contains(w, "`") || strings.HasSuffix(lower, ".py") || isSymbol(raw) {
			seen["code"] = true
		}
	}
	var out []string
	for _, k := range []string{"graph", "state", "judges", "code"} {
		if seen[k] {
			out = append(out, k)
		}
	}
	return out
}

// isSymbol reports a snake_case (chief_justice) or CamelCase
// (EvidenceAggregator) name.
func isSymbol(w string) bool {
	if len(w) < 4 {
		return false
	}
	if i := strings.IndexByte(w, '_'); i > 0 && i < len(w)-1 {
		return true
	}
	upper := 0
	for i, r := range w {
		switch {
		case r >= 'A' && r <= 'Z':
			if i > 0 {
				upper++
			}
		case r < 'a' || r > 'z':
			if r < '0' || r > '9' {
				return false
			}
		}
	}
	return w[0] >= 'A' && w[0] <= 'Z' && upper > 0
}

// theoryUse is one use of a term in a document.
type theoryUse struct {
	term, section, placement string
	line, page, words        int
	cues                     []string
	text                     string
}

func (u theoryUse) explained() bool { return u.words >= explainWords && len(u.cues) >= explainCues }

// rank orders uses: explained in an architecture section first, then
// explained elsewhere, then named in an architecture section, then the
// rest; among equals, the one mentioning more kinds of detail.
func (u theoryUse) rank() int {
	r := 0
	if u.explained() {
		r += 40
	}
	switch u.placement {
	case placeArchitecture:
		r += 20
	case placeOther:
		r += 10
	}
	return r + len(u.cues)
}

// docKind classifies a document for the theory terms.
func docKind(d Doc) string {
	lower := strings.ToLower(d.Name)
	base := path.Base(lower)
	switch {
	case d.External || d.Format == FormatPDF:
		return kindReport
	case strings.Contains(lower, "report_on") || strings.Contains(lower, "report_by") || strings.HasPrefix(base, "audit_report"):
		return kindGenerated
	case strings.HasPrefix(base, "readme"):
		return kindReadme
	case reportNameRE.MatchString(base):
		return kindReport
	}
	return kindDoc
}

var reportNameRE = regexp.MustCompile(`report|architecture|design|writeup|write-up|submission`)

// theoryPage is the text of one page (a Markdown or text document is one
// page, number 0).
type theoryPage struct {
	number int
	text   string
}

// theoryUses finds the best use of each term in the pages, in term order.
func theoryUses(pages []theoryPage, markdown bool) []theoryUse {
	best := map[string]theoryUse{}
	count := map[string]int{}
	var headings []heading // the headings above the current line, nearest last
	for _, p := range pages {
		lines := strings.Split(p.text, "\n")
		heads := headingLines(lines, markdown)
		for i, l := range lines {
			if h, ok := heads[i]; ok {
				headings = append(headings, heading{h, inherit(h, placementOf(h), headings)})
			}
			if !mayHoldTerm(l) {
				continue
			}
			for _, t := range theoryTerms {
				if !t.re.MatchString(l) {
					continue
				}
				count[t.name]++
				u := useAt(t.name, lines, heads, i, headings)
				u.page, u.line = p.number, i+1
				if b, ok := best[t.name]; !ok || u.rank() > b.rank() {
					best[t.name] = u
				}
			}
		}
	}
	var out []theoryUse
	for _, t := range theoryTerms {
		if u, ok := best[t.name]; ok {
			out = append(out, u)
		}
	}
	return out
}

// heading is a section heading (lower case) and its placement.
type heading struct{ title, placement string }

// inherit gives a numbered subsection ("1.1 Architectural approach") the
// summary placement of its numbered parent ("1. Executive summary"): a
// subsection of the summary is still the summary.
func inherit(h, place string, above []heading) string {
	m := subsectionRE.FindStringSubmatch(h)
	if m == nil {
		return place
	}
	for k := len(above) - 1; k >= 0; k-- {
		if p := parentRE.FindStringSubmatch(above[k].title); p != nil && p[1] == m[1] {
			if above[k].placement == placeSummary {
				return placeSummary
			}
			break
		}
	}
	return place
}

var (
	subsectionRE = regexp.MustCompile(`^(\d+)\.\d+`)
	parentRE     = regexp.MustCompile(`^(\d+)\.?\s`)
)

// termStems are lower-case parts every spelling of a theory term holds.
var termStems = []string{"dialectic", "fan", "cogniti", "synchroni"}

// mayHoldTerm is a cheap test that skips most lines before the regular
// expressions run.
func mayHoldTerm(l string) bool {
	lower := strings.ToLower(l)
	for _, s := range termStems {
		if strings.Contains(lower, s) {
			return true
		}
	}
	return false
}

// maxHeadingsUp is how many headings up a use looks for the first one that
// says what its section is about.
const maxHeadingsUp = 6

// useAt describes the use of term on line i: its section and the text
// around it (the section body when the line is a heading).
func useAt(term string, lines []string, heads map[int]string, i int, headings []heading) theoryUse {
	u := theoryUse{term: term, placement: placeOther}
	for k := len(headings) - 1; k >= 0 && k >= len(headings)-maxHeadingsUp; k-- {
		if p := headings[k].placement; p != placeOther {
			u.placement = p
			break
		}
	}
	if len(headings) > 0 {
		u.section = headings[len(headings)-1].title
	}
	text := strings.Join(around(lines, heads, i), " ")
	u.words = len(strings.Fields(text))
	u.cues = cuesOf(text)
	u.text = evidence.Truncate(strings.Join(strings.Fields(text), " "), 600)
	return u
}

// around returns the lines that explain line i: the paragraph it is in
// (up to 4 lines either side, not crossing a heading or a blank line), or
// the 12 lines of section body below it when it is a heading (up to the
// next strong heading).
func around(lines []string, heads map[int]string, i int) []string {
	if _, ok := heads[i]; ok {
		var out []string
		for j := i + 1; j < len(lines) && j <= i+12; j++ {
			if strongHeading(heads, lines, j) {
				break
			}
			out = append(out, lines[j])
		}
		return append([]string{lines[i]}, out...)
	}
	lo, hi := i, i
	body := func(j int) bool {
		_, h := heads[j]
		return !h && strings.TrimSpace(lines[j]) != ""
	}
	for lo > 0 && i-lo < 4 && body(lo-1) {
		lo--
	}
	for hi+1 < len(lines) && hi-i < 4 && body(hi+1) {
		hi++
	}
	return lines[lo : hi+1]
}

// strongHeading reports whether line j is a Markdown, numbered or
// capitalized heading: a title-case line alone (a table row in a PDF:
// "Prosecutor Thesis Adversarial") does not end a section's body.
func strongHeading(heads map[int]string, lines []string, j int) bool {
	if _, h := heads[j]; !h {
		return false
	}
	t := strings.TrimSpace(lines[j])
	return mdHeadingRE.MatchString(t) || numberedHeadRE.MatchString(t) || isTextHeading(t)
}

// headingLines returns the heading lines by index (their text, lower
// case): Markdown "#" headings outside fences, or in plain text and PDF
// short numbered, capitalized or title-case lines (theoryHeading).
func headingLines(lines []string, markdown bool) map[int]string {
	out := map[int]string{}
	fenced := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if markdown {
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				fenced = !fenced
			}
			if !fenced && mdHeadingRE.MatchString(t) {
				out[i] = strings.ToLower(strings.TrimLeft(t, "# "))
			}
			continue
		}
		if theoryHeading(t) {
			out[i] = strings.ToLower(t)
		}
	}
	return out
}

var (
	mdHeadingRE    = regexp.MustCompile(`^#{1,6}\s+\S`)
	numberedHeadRE = regexp.MustCompile(`^\d+(\.\d+)*\.?\s+\p{Lu}`)
)

// theoryHeading reports a plain-text or PDF line that heads a section: at
// most 10 words, no final period, comma or colon, and numbered ("2.1
// Fan-Out / Fan-In"), in capitals, or in title case ("Executive Summary").
func theoryHeading(t string) bool {
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 10 || strings.HasSuffix(t, ".") || strings.HasSuffix(t, ",") || strings.HasSuffix(t, ":") {
		return false
	}
	if numberedHeadRE.MatchString(t) || isTextHeading(t) {
		return true
	}
	if len(words) > 6 {
		return false
	}
	for _, w := range words {
		r := []rune(w)[0]
		if len(w) > 3 && !(r >= 'A' && r <= 'Z') && r != '(' && r != '&' && r != '/' && r != '-' {
			return false
		}
	}
	return t[0] >= 'A' && t[0] <= 'Z'
}

var (
	summaryStrongRE = regexp.MustCompile(`executive summary|abstract|introduction|\bintro\b|tl;?dr|preface`)
	architectureRE  = regexp.MustCompile(`architect|implement|design|graph|orchestrat|deep dive|synthes|dialectic|fan|metacogn|judicial|judge|detective|\bstate\b|node|pipeline|workflow|how it works|component|technical|layer|flow|parallel|reducer|engine|courtroom|concept|theor|mechanism`)
	summaryWeakRE   = regexp.MustCompile(`summary|overview|conclusion|background|motivation`)
)

// placementOf classifies a section by its heading.
func placementOf(h string) string {
	switch {
	case summaryStrongRE.MatchString(h):
		return placeSummary
	case architectureRE.MatchString(h):
		return placeArchitecture
	case summaryWeakRE.MatchString(h):
		return placeSummary
	}
	return placeOther
}

// theoryEvidence turns a document's uses into THEORY_TERM records.
func theoryEvidence(d Doc, uses []theoryUse) []evidence.Evidence {
	kind := docKind(d)
	if kind == kindGenerated {
		return nil
	}
	out := make([]evidence.Evidence, 0, len(uses))
	for _, u := range uses {
		where := fmt.Sprintf("%s:%d", d.Name, u.line)
		if u.page > 0 {
			where = fmt.Sprintf("%s page %d line %d", d.Name, u.page, u.line)
		}
		section := u.section
		if section == "" {
			section = "(before any heading)"
		}
		verdict := "named without explanation (keyword dropping)"
		if u.explained() {
			verdict = "explained: " + strings.Join(u.cues, ", ")
		}
		out = append(out, evidence.Evidence{
			ID:     evidence.ID(evidence.Docs, evidence.ClassTheoryTerm, idParts(d, u.term)...),
			Source: evidence.Docs, Class: evidence.ClassTheoryTerm,
			Goal:     "the report explains how the architecture implements " + u.term,
			Found:    u.explained(),
			Content:  evidence.Truncate(fmt.Sprintf("%s: %q under %q (%s section): %s", where, u.term, section, u.placement, u.text), evidence.MaxContent),
			Location: d.Name, Line: u.line, Page: u.page,
			Rationale: fmt.Sprintf("%s; %d words around it, implementation details mentioned: %s (explained: at least %d words and %d kinds of detail)",
				verdict, u.words, orNone(u.cues), explainWords, explainCues),
			Confidence: 0.7,
			Data: map[string]any{"term": u.term, "document_kind": kind, "section": u.section, "placement": u.placement,
				"explained": u.explained(), "words": u.words, "cues": append([]string{}, u.cues...), "external": d.External},
		})
	}
	return out
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}
