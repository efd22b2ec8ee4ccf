package report

import (
	"fmt"
	"io"
	"strings"
)

// TextOptions tune the text format. The zero value is the plain text of
// `render --format text`: no colour, the default caps, no file list.
type TextOptions struct {
	// Color adds ANSI colour. The caller decides (a terminal, NO_COLOR
	// unset, no --no-color); without it the output has no escape sequence.
	Color bool
	// PerDocument caps the findings listed per document (<= 0:
	// DefaultTextPerDocument); the rest are counted.
	PerDocument int
	// Documents caps the documents listed (<= 0: DefaultTextDocuments).
	Documents int
	// Remediation caps the remediation items listed (<= 0:
	// DefaultTextRemediation).
	Remediation int
	// Written lists the report files this run wrote, shown at the end;
	// none: a hint at how to get the full report.
	Written []string
}

// Default caps of the text format.
const (
	DefaultTextPerDocument = 10
	DefaultTextDocuments   = 20
	DefaultTextRemediation = 5
)

// WriteText renders r for a person at a terminal: the verdict first
// (overall and criterion scores, claims checked, hallucinated and
// unconfirmed), then the findings as "document:line: path — reason"
// grouped per document and capped ("and N more, see --format md"), then
// the top remediation items and where the full reports are. It is a pure
// function of r and opt; text from the audited repository is made safe
// for a terminal (see termText).
func WriteText(w io.Writer, r *Report, opt TextOptions) error {
	if r == nil {
		return fmt.Errorf("report: nil report")
	}
	opt = opt.withDefaults()
	st := style{on: opt.Color}
	var b strings.Builder
	textVerdict(&b, r, st)
	textCriteria(&b, r, st)
	textFindings(&b, r, st, opt)
	textRemediation(&b, r, st, opt.Remediation)
	textWhere(&b, st, opt.Written)
	_, err := io.WriteString(w, b.String())
	return err
}

func (o TextOptions) withDefaults() TextOptions {
	if o.PerDocument <= 0 {
		o.PerDocument = DefaultTextPerDocument
	}
	if o.Documents <= 0 {
		o.Documents = DefaultTextDocuments
	}
	if o.Remediation <= 0 {
		o.Remediation = DefaultTextRemediation
	}
	return o
}

// textVerdict writes the target line, the score, the integrity and the
// claim counts, and why the audit is incomplete when it is.
func textVerdict(b *strings.Builder, r *Report, st style) {
	target := termText(r.Target.Input, 200)
	if c := r.Target.Commit; c != "" {
		target += " @ " + c[:min(len(c), 12)]
		if r.Target.Ref != "" {
			target += " (" + termText(r.Target.Ref, 80) + ")"
		}
	}
	fmt.Fprintf(b, "%s %s\n\n", st.bold("Audit of"), target)
	score := "n/a (no rubric)"
	switch {
	case r.OverallScore != nil:
		score = st.score(*r.OverallScore, formatScore(*r.OverallScore)+"/100")
	case len(r.Criteria) > 0:
		score = "n/a (no criterion had enough evidence)"
	}
	fmt.Fprintf(b, "%s %s · integrity %s\n", st.bold("Score"), score, st.integrity(r.Metadata.PipelineIntegrity))
	s := r.Summary
	claims := fmt.Sprintf("%s checked in %s · %s", plural(s.Claims, "claim"), plural(s.Documents, "document"),
		st.count(s.HallucinatedClaims, fmt.Sprintf("%d hallucinated", s.HallucinatedClaims)))
	if s.StaleReferences > 0 {
		claims += fmt.Sprintf(" (%d stale)", s.StaleReferences)
	}
	claims += fmt.Sprintf(" · %d unconfirmed", s.UnconfirmedClaims)
	if s.RejectedClaims > 0 {
		claims += fmt.Sprintf(" · %d rejected", s.RejectedClaims)
	}
	if n := s.MissingCommands + s.MissingSymbols; n > 0 {
		claims += " · " + st.count(n, fmt.Sprintf("%d missing command/symbol", n))
	}
	fmt.Fprintf(b, "%s\n", claims)
	if reasons, ok := incomplete(r); ok {
		fmt.Fprintf(b, "%s the findings cover only what was checked:\n", st.red("Incomplete audit:"))
		for _, why := range reasons {
			fmt.Fprintf(b, "  - %s\n", termText(why, 300))
		}
	}
	b.WriteString("\n")
}

// textCriteria lists each criterion's final score, names aligned.
func textCriteria(b *strings.Builder, r *Report, st style) {
	if len(r.Criteria) == 0 {
		return
	}
	width := 0
	names := make([]string, len(r.Criteria))
	for i, c := range r.Criteria {
		names[i] = termText(c.Name, 60)
		width = max(width, len([]rune(names[i])))
	}
	fmt.Fprintf(b, "%s\n", st.bold("Criteria"))
	for i, c := range r.Criteria {
		pad := strings.Repeat(" ", width-len([]rune(names[i])))
		fmt.Fprintf(b, "  %s%s  %s\n", names[i], pad, criterionScoreText(c))
	}
	b.WriteString("\n")
}

// textRemediation lists the first n items of the remediation plan.
func textRemediation(b *strings.Builder, r *Report, st style, n int) {
	plan := remediationPlan(r)
	if len(plan) == 0 {
		return
	}
	title := "Remediation"
	if len(plan) > n {
		title = fmt.Sprintf("Remediation (top %d of %d, see --format md)", n, len(plan))
	}
	fmt.Fprintf(b, "%s\n", st.bold(title))
	for _, m := range plan[:min(n, len(plan))] {
		fmt.Fprintf(b, "  - %s: %s\n", st.cyan(termText(m.File, 120)), termText(m.Change, 200))
	}
	b.WriteString("\n")
}

// textWhere says where the full reports were written, or how to get them.
func textWhere(b *strings.Builder, st style, written []string) {
	if len(written) == 0 {
		fmt.Fprintf(b, "%s\n", st.dim("Full report: --format md, html, sarif or json (-o FILE, or --out DIR for several)."))
		return
	}
	list := make([]string, len(written))
	for i, w := range written {
		list[i] = termText(w, 0)
	}
	fmt.Fprintf(b, "Full reports: %s\n", strings.Join(list, ", "))
}

// plural writes "1 claim", "2 claims".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return itoa(n) + " " + word + "s"
}
