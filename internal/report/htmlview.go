package report

import (
	"strconv"

	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// htmlView is the data the HTML template renders: everything is computed
// here so the template only prints (html/template escapes every value).
type htmlView struct {
	Title       string
	R           *Report
	Overall     string
	IntegrityOK bool
	// Incomplete holds the reasons when the audit is incomplete
	// (integrity FAILED); nil otherwise.
	Incomplete      []string
	IncompleteClaim string
	Summary         [][2]string
	Chart           chartView
	Claims          []findingView
	Security        []findingView
	Criteria        []criterionView
	Remediation     []remediationItem
	Sources         []sourceCount
	Evidence        []evidenceRow
}

type findingView struct {
	Finding
	Problem string
	Pos     string
	Link    string // "" when the document is external or unknown
	Excerpt string
}

type criterionView struct {
	C        judges.CriterionResult
	Score    string
	Scored   bool
	Opinions []opinionView
}

type opinionView struct {
	O         judges.JudicialOpinion
	Name      string
	Score     string
	Citations []citationView
}

type citationView struct {
	judges.Citation
	Link string
}

// evidenceExcerpt bounds the content shown in an evidence row (runes): about
// two lines of the content column at 1280 px, so rows stay compact; the
// cell's title holds twice as much.
const evidenceExcerpt = 110

type evidenceRow struct {
	E        evidence.Evidence
	Found    string // "found" | "missing", the filter value
	Location string
	Link     string
	Excerpt  string
	Full     string // longer excerpt for the cell's title (hover)
}

func buildHTMLView(r *Report) htmlView {
	v := htmlView{
		Title: "Audit report: " + r.Target.Input, R: r, Overall: overallText(r),
		IntegrityOK: r.Metadata.PipelineIntegrity == "SUCCESS",
		Chart:       buildChart(r.Criteria), Remediation: remediationPlan(r),
		Sources: sourceCounts(r.Evidences),
	}
	if reasons, ok := incomplete(r); ok {
		v.Incomplete, v.IncompleteClaim = reasons, incompleteClaims
	}
	s := r.Summary
	v.Summary = [][2]string{
		{"Files", itoa(s.Files)}, {"Commits", itoa(s.Commits)}, {"Documents", itoa(s.Documents)},
		{"Claims", itoa(s.Claims)}, {"Hallucinated", itoa(s.HallucinatedClaims)},
	}
	if s.MissingCommands+s.MissingSymbols > 0 { // likewise
		v.Summary = append(v.Summary, [2]string{"Missing commands", itoa(s.MissingCommands)}, [2]string{"Missing symbols", itoa(s.MissingSymbols)})
	}
	if s.UnconfirmedClaims > 0 { // shown only when there are any: older reports render unchanged
		v.Summary = append(v.Summary, [2]string{"Unconfirmed", itoa(s.UnconfirmedClaims)})
	}
	v.Summary = append(v.Summary, [][2]string{
		{"Rejected", itoa(s.RejectedClaims)}, {"Suppressed", itoa(s.SuppressedFindings)},
		{"Images", itoa(s.Images)}, {"Evidence", itoa(r.Evidences.Len())},
		{"Warnings", itoa(len(r.Warnings))}, {"Errors", itoa(len(r.Errors))},
	}...)
	for _, f := range Findings(r) {
		fv := findingView{Finding: f, Problem: problemLabel(f.Rule), Pos: position(f.Line, f.Page),
			Excerpt: excerpt(f.Context, 240)}
		if !f.External {
			fv.Link = SourceLink(r.Target, f.Document, f.Line)
		}
		if f.IsClaim() {
			v.Claims = append(v.Claims, fv)
		} else {
			fv.Excerpt = excerpt(f.Text, 240)
			v.Security = append(v.Security, fv)
		}
	}
	for _, c := range r.Criteria {
		v.Criteria = append(v.Criteria, buildCriterionView(c))
	}
	external := externalDocuments(r)
	for _, e := range r.Evidences.All() {
		path, line := evidenceLocation(e)
		row := evidenceRow{E: e, Found: "missing", Location: location(path, line),
			Excerpt: excerpt(e.Content, evidenceExcerpt), Full: excerpt(e.Content, 2*evidenceExcerpt)}
		if e.Found {
			row.Found = "found"
		}
		if !external[path] {
			row.Link = SourceLink(r.Target, path, line)
		}
		v.Evidence = append(v.Evidence, row)
	}
	return v
}

func buildCriterionView(c judges.CriterionResult) criterionView {
	cv := criterionView{C: c, Score: criterionScoreText(c), Scored: c.State == judges.Scored && c.FinalScore != nil}
	for _, o := range c.JudgeOpinions {
		ov := opinionView{O: o, Name: personaName(o.Judge), Score: opinionScoreText(o)}
		for _, ct := range o.Citations {
			ov.Citations = append(ov.Citations, citationView{Citation: ct, Link: safeURL(ct.URL)})
		}
		cv.Opinions = append(cv.Opinions, ov)
	}
	return cv
}

// Chart geometry (SVG user units).
const (
	chartLabelW = 260
	chartBarW   = 360
	chartRowH   = 28
)

type chartView struct {
	Width, Height int
	BarX          int
	Bars          []chartBar
}

type chartBar struct {
	Y, TextY int
	Label    string
	Width    string // bar width, formatted
	ScoreX   string
	Score    string
	Class    string // good | fair | poor | na
}

// buildChart lays out one horizontal bar per criterion, its length the
// score's position within the criterion's range.
func buildChart(cs []judges.CriterionResult) chartView {
	ch := chartView{Width: chartLabelW + chartBarW + 90, Height: len(cs)*chartRowH + 8, BarX: chartLabelW}
	for i, c := range cs {
		b := chartBar{Y: 4 + i*chartRowH, TextY: 4 + i*chartRowH + 18, Label: excerpt(c.Name, 40), Class: "na", Score: "n/a"}
		frac := 0.0
		if c.State == judges.Scored && c.FinalScore != nil && c.MaxScore > c.MinScore {
			frac = (*c.FinalScore - float64(c.MinScore)) / float64(c.MaxScore-c.MinScore)
			frac = min(max(frac, 0), 1)
			b.Score = formatScore(*c.FinalScore) + " / " + itoa(c.MaxScore)
			switch {
			case frac >= 0.75:
				b.Class = "good"
			case frac >= 0.5:
				b.Class = "fair"
			default:
				b.Class = "poor"
			}
		}
		w := max(frac*chartBarW, 2)
		b.Width = strconv.FormatFloat(w, 'f', 1, 64)
		b.ScoreX = strconv.FormatFloat(float64(chartLabelW)+w+8, 'f', 1, 64)
		ch.Bars = append(ch.Bars, b)
	}
	return ch
}
