package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// mdExcerpt bounds evidence content in the appendix table.
const mdExcerpt = 120

// WriteMarkdown renders r as GitHub-flavoured Markdown: executive summary,
// criterion breakdown, remediation plan, claim findings, repository
// findings, warnings and errors, and an evidence appendix. It is a pure
// function of r; untrusted text is escaped (see mdText).
func WriteMarkdown(w io.Writer, r *Report) error {
	if r == nil {
		return fmt.Errorf("report: nil report")
	}
	var b strings.Builder
	mdSummary(&b, r)
	mdCriteria(&b, r)
	mdRemediation(&b, r)
	findings := Findings(r)
	mdClaimFindings(&b, r, findings)
	mdUnconfirmed(&b, r)
	mdRepoFindings(&b, r, findings)
	mdProblems(&b, r)
	mdAppendix(&b, r)
	_, err := io.WriteString(w, b.String())
	return err
}

func mdSummary(b *strings.Builder, r *Report) {
	b.WriteString("# Audit report\n\n## Executive summary\n\n| | |\n|---|---|\n")
	row := func(k, v string) { fmt.Fprintf(b, "| %s | %s |\n", k, v) }
	row("Target", mdCode(r.Target.Input))
	commit := mdCode(r.Target.Commit)
	if commit == "" {
		commit = "(not a git revision)"
	}
	if r.Target.Ref != "" {
		commit += " on " + mdCode(r.Target.Ref)
	}
	row("Commit", commit)
	row("Pipeline integrity", mdText(r.Metadata.PipelineIntegrity))
	if r.Rubric != nil {
		row("Rubric", mdText(r.Rubric.Name)+" ("+mdCode(r.Rubric.ID)+" "+mdText(r.Rubric.Version)+")")
	}
	row("Overall score", "**"+overallText(r)+"**")
	s := r.Summary
	row("Files / commits", fmt.Sprintf("%d / %d", s.Files, s.Commits))
	row("Documents", fmt.Sprintf("%d", s.Documents))
	claims := fmt.Sprintf("%d (%d hallucinated, %d rejected, %d suppressed",
		s.Claims, s.HallucinatedClaims, s.RejectedClaims, s.SuppressedFindings)
	if s.UnconfirmedClaims > 0 {
		claims += fmt.Sprintf(", %d unconfirmed", s.UnconfirmedClaims)
	}
	row("Claims", claims+")")
	if s.MissingCommands+s.MissingSymbols > 0 {
		row("Commands / symbols not defined", fmt.Sprintf("%d / %d", s.MissingCommands, s.MissingSymbols))
	}
	row("Images", fmt.Sprintf("%d", s.Images))
	var parts []string
	for _, sc := range sourceCounts(r.Evidences) {
		if sc.Present {
			parts = append(parts, fmt.Sprintf("%s %d", sc.Source, sc.Count))
		} else {
			parts = append(parts, fmt.Sprintf("%s not run", sc.Source))
		}
	}
	row("Evidence", fmt.Sprintf("%d (%s)", r.Evidences.Len(), mdText(strings.Join(parts, ", "))))
	row("Warnings / errors", fmt.Sprintf("%d / %d", len(r.Warnings), len(r.Errors)))
	if m := r.Metadata.LLM; m != nil {
		row("Model", fmt.Sprintf("%s (%s), %d calls, %d cache hits, %d fallbacks",
			mdCode(m.Model), mdText(m.Provider), m.Calls, m.CacheHits, m.Fallbacks))
	}
	row("Tool", mdText(r.Tool.Name+" "+r.Tool.Version))
	b.WriteString("\n")
	if reasons, ok := incomplete(r); ok {
		b.WriteString("> **Incomplete audit.** Pipeline integrity is FAILED: the findings below cover only what was checked.\n>\n")
		for _, why := range reasons {
			fmt.Fprintf(b, "> - %s\n", mdText(excerpt(why, 400)))
		}
		b.WriteString("\n")
	}
}

func mdCriteria(b *strings.Builder, r *Report) {
	if len(r.Criteria) == 0 {
		return
	}
	b.WriteString("## Criterion breakdown\n\n| Criterion | Score | Weight |\n|---|---|---|\n")
	for _, c := range r.Criteria {
		fmt.Fprintf(b, "| %s | %s | %s |\n", mdText(c.Name), criterionScoreText(c), formatScore(c.Weight))
	}
	b.WriteString("\n")
	for i, c := range r.Criteria {
		mdCriterion(b, i+1, c)
	}
}

func mdCriterion(b *strings.Builder, n int, c judges.CriterionResult) {
	fmt.Fprintf(b, "### %d. %s (%s)\n\n", n, mdText(c.Name), mdInlineCode(c.ID))
	if c.State == judges.InsufficientData || c.FinalScore == nil {
		fmt.Fprintf(b, "**Insufficient data:** %s\n\n", mdText(c.Reason))
	} else {
		fmt.Fprintf(b, "**Final score:** %s, weight %s\n\n", criterionScoreText(c), formatScore(c.Weight))
		if c.Reason != "" {
			fmt.Fprintf(b, "%s\n\n", mdText(c.Reason))
		}
	}
	for _, o := range c.JudgeOpinions {
		mdOpinion(b, o)
	}
	if c.DissentSummary != "" {
		fmt.Fprintf(b, "**Dissent:** %s\n\n", mdText(c.DissentSummary))
	}
	if len(c.AppliedRules) > 0 {
		b.WriteString("**Applied rules:**\n\n")
		for _, ar := range c.AppliedRules {
			fmt.Fprintf(b, "- %s: %s\n", mdInlineCode(ar.Rule), mdText(ar.Effect))
		}
		b.WriteString("\n")
	}
}

func mdOpinion(b *strings.Builder, o judges.JudicialOpinion) {
	fmt.Fprintf(b, "#### %s: %s\n\n", mdText(personaName(o.Judge)), opinionScoreText(o))
	if o.Argument != "" {
		fmt.Fprintf(b, "%s\n\n", mdText(o.Argument))
	}
	for _, c := range o.Citations {
		title := c.Title
		if title == "" {
			title = c.EvidenceID
		}
		fmt.Fprintf(b, "- %s %s (%s)\n", mdText(c.Label), mdLink(title, c.URL), mdInlineCode(c.EvidenceID))
	}
	if len(o.Citations) > 0 {
		b.WriteString("\n")
	}
	meta := "Author: " + mdText(o.Author)
	if n := len(o.Iterations); n > 0 {
		meta += fmt.Sprintf("; reflexion rounds: %d", n)
	}
	if o.Fallback != "" {
		meta += "; fallback: " + mdText(o.Fallback)
	}
	fmt.Fprintf(b, "_%s_\n\n", meta)
}

func mdRemediation(b *strings.Builder, r *Report) {
	if len(r.Criteria) == 0 {
		return
	}
	b.WriteString("## Remediation plan\n\n")
	plan := remediationPlan(r)
	if len(plan) == 0 {
		b.WriteString("No file-level remediation was recorded.\n\n")
		return
	}
	for _, m := range plan {
		crit := make([]string, len(m.Criteria))
		for i, c := range m.Criteria {
			crit[i] = mdText(c)
		}
		fmt.Fprintf(b, "- %s: %s (%s)\n", mdInlineCode(m.File), mdText(m.Change), strings.Join(crit, ", "))
	}
	b.WriteString("\n")
}

func mdClaimFindings(b *strings.Builder, r *Report, findings []Finding) {
	b.WriteString("## Hallucinated and broken claims\n\n")
	defer mdSubmoduleClaims(b, r)
	var rows []Finding
	for _, f := range findings {
		if f.IsClaim() {
			rows = append(rows, f)
		}
	}
	if len(rows) == 0 {
		if _, ok := incomplete(r); ok {
			b.WriteString(incompleteClaims + "\n\n")
			return
		}
		if r.Summary.UnconfirmedClaims > 0 {
			b.WriteString("No path the documents cite is flagged; the missing paths weakly tied to the repository are listed below.\n\n")
			return
		}
		b.WriteString("Every path the documents cite resolved at the audited revision.\n\n")
		return
	}
	b.WriteString("| Document | Line | Claimed path | Problem | Context |\n|---|---|---|---|---|\n")
	for _, f := range rows {
		fmt.Fprintf(b, "| %s | %s | %s | %s | %s |\n", mdDocument(r, f), position(f.Line, f.Page),
			mdCode(f.Text), problemLabel(f.Rule), mdCell(excerpt(f.Context, 200)))
	}
	b.WriteString("\n")
}

// mdDocument links a finding's document to its source (repo files only).
func mdDocument(r *Report, f Finding) string {
	switch {
	case f.Document == "":
		return "(unknown)"
	case f.External:
		return mdText(f.Document) + " (external)"
	}
	return mdLink(f.Document, SourceLink(r.Target, f.Document, f.Line))
}

func mdRepoFindings(b *strings.Builder, r *Report, findings []Finding) {
	var rows []Finding
	for _, f := range findings {
		if !f.IsClaim() {
			rows = append(rows, f)
		}
	}
	if len(rows) == 0 {
		return
	}
	b.WriteString("## Security findings\n\n| File | Line | Problem | Finding |\n|---|---|---|---|\n")
	for _, f := range rows {
		fmt.Fprintf(b, "| %s | %s | %s | %s |\n", mdDocument(r, f), position(f.Line, f.Page),
			problemLabel(f.Rule), mdCell(excerpt(f.Text, 200)))
	}
	b.WriteString("\n")
}

func mdProblems(b *strings.Builder, r *Report) {
	if len(r.Errors) > 0 {
		b.WriteString("## Errors\n\n")
		for _, e := range r.Errors {
			who := ""
			if e.Detective != "" {
				who = " (" + mdText(e.Detective) + ")"
			}
			fmt.Fprintf(b, "- %s%s: %s\n", mdInlineCode(e.Category), who, mdText(e.Message))
		}
		b.WriteString("\n")
	}
	if len(r.Warnings) > 0 {
		b.WriteString("## Warnings\n\n")
		for _, w := range r.Warnings {
			where := ""
			if w.Location != "" {
				where = " at " + mdInlineCode(location(w.Location, w.Line))
			}
			fmt.Fprintf(b, "- %s%s: %s\n", mdInlineCode(w.Category), where, mdText(w.Message))
		}
		b.WriteString("\n")
	}
}

func mdAppendix(b *strings.Builder, r *Report) {
	b.WriteString("## Evidence appendix\n\n")
	for _, sc := range sourceCounts(r.Evidences) {
		fmt.Fprintf(b, "### %s (%d)\n\n", mdText(string(sc.Source)), sc.Count)
		switch {
		case !sc.Present:
			b.WriteString("This source did not report.\n\n")
			continue
		case sc.Count == 0:
			b.WriteString("This source ran and recorded no evidence.\n\n")
			continue
		}
		b.WriteString("| ID | Class | Found | Location | Content |\n|---|---|---|---|---|\n")
		for _, e := range r.Evidences[sc.Source] {
			fmt.Fprintf(b, "| %s | %s | %s | %s | %s |\n", mdCode(e.ID), mdText(string(e.Class)),
				foundText(e), mdCode(location(evidenceLocation(e))), mdCell(excerpt(e.Content, mdExcerpt)))
		}
		b.WriteString("\n")
	}
}

func foundText(e evidence.Evidence) string {
	if e.Found {
		return "yes"
	}
	return "no"
}

// maxUnconfirmedRows caps the unconfirmed table; the JSON report has all.
const maxUnconfirmedRows = 50

// mdUnconfirmed lists the missing paths the aggregator left unconfirmed
// (weakly tied to the repository: most often the reader's or the author's
// own files), so that a reviewer can check them; nothing when there are
// none.
func mdUnconfirmed(b *strings.Builder, r *Report) {
	var rows []*evidence.Claim
	for _, e := range r.Evidences.All() {
		if e.Class == evidence.ClassPathClaim && e.Claim != nil && e.Claim.Status == "unconfirmed" {
			rows = append(rows, e.Claim)
		}
	}
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(b, "### Unconfirmed: missing, weakly tied to this repository (%d, not flagged)\n\n", len(rows))
	b.WriteString("| Document | Line | Path | Tie | Context |\n|---|---|---|---|---|\n")
	for i, c := range rows {
		if i == maxUnconfirmedRows {
			fmt.Fprintf(b, "\n%d more in the JSON report (claims with status `unconfirmed`).\n", len(rows)-i)
			break
		}
		f := Finding{Document: c.Document, External: c.External, Line: c.Line}
		fmt.Fprintf(b, "| %s | %s | %s | %.2f | %s |\n", mdDocument(r, f), position(c.Line, c.Page),
			mdCode(c.Text), c.Tie, mdCell(excerpt(c.Context, 200)))
	}
	b.WriteString("\n")
}
