package judges

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Origin says where citation links point.
type Origin struct {
	// WebURL is the origin remote's web URL (https://github.com/o/r) or "".
	WebURL string
	// Commit is the audited commit hash ("" for a plain directory).
	Commit string
	// Now is the run's pinned clock, recorded as retrieved_at.
	Now time.Time
}

// githubRepo returns "https://github.com/OWNER/REPO" when u is a GitHub
// repository URL, else "".
func githubRepo(u string) string {
	u = strings.TrimSuffix(strings.TrimSuffix(u, "/"), ".git")
	rest, ok := strings.CutPrefix(u, "https://github.com/")
	if !ok {
		return ""
	}
	parts := strings.Split(rest, "/")
	if len(parts) != 2 || parts[0] == "" || parts[1] == "" {
		return ""
	}
	return "https://github.com/" + parts[0] + "/" + parts[1]
}

// citedPlace is where evidence points a reader: for claims the citing
// document and line (a hallucination flag's Location is the missing path,
// which has nothing to show), else Location and Line.
func citedPlace(e evidence.Evidence) (file string, line int, external bool) {
	if e.Claim != nil && e.Claim.Document != "" {
		return e.Claim.Document, e.Claim.Line, e.Claim.External
	}
	return e.Location, e.Line, false
}

// URL returns the citation link of e: the file at the audited commit on
// GitHub (https://github.com/OWNER/REPO/blob/COMMIT/PATH#Lline) when the
// origin is a GitHub remote, else the repo-relative path with #Lline.
// External documents (--report files) are named as they are.
func (o Origin) URL(e evidence.Evidence) string {
	file, line, external := citedPlace(e)
	anchor := ""
	if line > 0 {
		anchor = fmt.Sprintf("#L%d", line)
	}
	gh := githubRepo(o.WebURL)
	switch {
	case external:
		return file
	case file == "" && gh != "" && o.Commit != "":
		return gh + "/tree/" + o.Commit
	case file == "":
		return ""
	case gh != "" && o.Commit != "":
		return gh + "/blob/" + o.Commit + "/" + escapePath(file) + anchor
	}
	return file + anchor
}

func escapePath(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}

// Citation builds the numbered citation of e.
func (o Origin) Citation(n int, e evidence.Evidence) Citation {
	title := string(e.Class)
	switch c := e.Claim; {
	case c != nil && c.Document != "" && c.Text != "":
		// "the path README.md cites exists" reads the same for every claim
		// of a document: name the line and what it cites.
		at := c.Document
		if c.Line > 0 {
			at += fmt.Sprintf(":%d", c.Line)
		}
		title += ": " + at + " cites " + c.Text
		if c.Status != "" {
			title += " (" + string(c.Status) + ")"
		}
	case e.Goal != "":
		title += ": " + e.Goal
	}
	at := ""
	if !o.Now.IsZero() {
		at = o.Now.UTC().Format(time.RFC3339)
	}
	return Citation{
		Label:       fmt.Sprintf("[%d]", n),
		EvidenceID:  e.ID,
		Title:       evidence.Truncate(title, 160),
		URL:         o.URL(e),
		SourceName:  "auditor " + string(e.Source) + " detective",
		RetrievedAt: at,
	}
}

// Finalize turns a proposal into the persona's opinion: the argument with
// numbered citations [1], [2] (numbered by first appearance) and the
// citation list.
func (o Origin) Finalize(t Task, author string, p Proposal, iters []Iteration) JudicialOpinion {
	op := JudicialOpinion{
		Judge: t.Persona, CriterionID: t.Criterion.ID, State: p.State, Author: author,
		CitedEvidence: []string{}, Citations: []Citation{}, Iterations: iters,
	}
	if op.Iterations == nil {
		op.Iterations = []Iteration{}
	}
	if p.State == Scored && p.Score != nil {
		s := *p.Score
		op.Score = &s
	}
	num := map[string]int{}
	var b strings.Builder
	b.WriteString(p.Summary)
	for _, pt := range p.Points {
		b.WriteString(" " + pt.Text)
		e, ok := t.Selected(pt.EvidenceID)
		if !ok {
			continue
		}
		n, seen := num[e.ID]
		if !seen {
			n = len(num) + 1
			num[e.ID] = n
			op.CitedEvidence = append(op.CitedEvidence, e.ID)
			op.Citations = append(op.Citations, o.Citation(n, e))
		}
		fmt.Fprintf(&b, " [%d]", n)
	}
	op.Argument = b.String()
	return op
}
