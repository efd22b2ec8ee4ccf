package report

import (
	"sort"

	"github.com/repo-auditor/auditor/judges"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Helpers shared by the Markdown and HTML renderers.

// problemLabel is the human name of a finding rule.
func problemLabel(rule string) string {
	switch rule {
	case RuleHallucinatedPath:
		return "path does not exist"
	case RuleMissingLine:
		return "line past end of file"
	case RuleBrokenAnchor:
		return "heading anchor not found"
	case RuleBrokenImage:
		return "image not found"
	case RuleMissingCommand:
		return "command target not defined"
	case RuleMissingSymbol:
		return "symbol not in the file"
	case RuleCommittedSecret:
		return "committed secret"
	case RuleUnsafeShell:
		return "unsafe shell execution"
	case RuleCriterionFailed:
		return "criterion below midpoint"
	}
	return rule
}

// position renders a line and page as "12", "p. 3, 12" or "".
func position(line, page int) string {
	s := ""
	if page > 0 {
		s = "p. " + itoa(page)
		if line > 0 {
			s += ", "
		}
	}
	if line > 0 {
		s += itoa(line)
	}
	return s
}

// location renders "path:line" (or just path).
func location(path string, line int) string {
	if path == "" || line <= 0 {
		return path
	}
	return path + ":" + itoa(line)
}

// overallText renders the overall score or "n/a".
func overallText(r *Report) string {
	if r.OverallScore == nil {
		return "n/a"
	}
	return formatScore(*r.OverallScore) + " / 100"
}

// criterionScoreText renders "3.5 (range 1-5)" or "insufficient data".
func criterionScoreText(c judges.CriterionResult) string {
	if c.State == judges.InsufficientData || c.FinalScore == nil {
		return "insufficient data"
	}
	return formatScore(*c.FinalScore) + " (range " + itoa(c.MinScore) + "-" + itoa(c.MaxScore) + ")"
}

// opinionScoreText renders a judge's score or "insufficient data".
func opinionScoreText(o judges.JudicialOpinion) string {
	if o.Score == nil || o.State == judges.InsufficientData {
		return "insufficient data"
	}
	return itoa(*o.Score)
}

// personaName is a persona's display name.
func personaName(p judges.Persona) string {
	switch p {
	case judges.Prosecutor:
		return "Prosecutor"
	case judges.Defense:
		return "Defense"
	case judges.TechLead:
		return "Tech lead"
	}
	return string(p)
}

// remediationItem is one file-level fix with the criteria that asked for it.
type remediationItem struct {
	File     string
	Change   string
	Criteria []string
}

// remediationPlan merges the criteria's remediation into one list sorted by
// file (stable within a file), with identical file+change pairs merged.
func remediationPlan(r *Report) []remediationItem {
	var out []remediationItem
	index := map[[2]string]int{}
	for _, c := range r.Criteria {
		for _, m := range c.Remediation {
			k := [2]string{m.File, m.Change}
			if i, ok := index[k]; ok {
				out[i].Criteria = appendUnique(out[i].Criteria, c.Name)
				continue
			}
			index[k] = len(out)
			out = append(out, remediationItem{File: m.File, Change: m.Change, Criteria: []string{c.Name}})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out
}

func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// sourceCounts lists "repo 12, docs 30, vision 4" style counts in canonical
// order; absent sources are reported as not run.
type sourceCount struct {
	Source  evidence.Source
	Count   int
	Present bool
}

func sourceCounts(s evidence.Set) []sourceCount {
	var out []sourceCount
	for _, src := range evidence.Sources {
		if _, ok := s[src]; !ok {
			out = append(out, sourceCount{Source: src})
		}
	}
	var present []sourceCount
	for _, k := range s.Keys() {
		present = append(present, sourceCount{Source: k, Count: len(s[k]), Present: true})
	}
	return append(present, out...)
}

// evidenceLocation is where a reader finds an evidence: the citing document
// and line for claims (a hallucination flag's Location is the missing path
// itself), else Location and Line.
func evidenceLocation(e evidence.Evidence) (string, int) {
	if c := e.Claim; c != nil && c.Document != "" {
		return c.Document, c.Line
	}
	return e.Location, e.Line
}

// externalDocuments is the set of --report document names (from claims
// marked External): they are not repository files and get no source link.
func externalDocuments(r *Report) map[string]bool {
	out := map[string]bool{}
	for _, e := range r.Evidences.All() {
		if e.Claim != nil && e.Claim.External {
			out[e.Claim.Document] = true
		}
	}
	return out
}

// incomplete reports whether the report says the audit did not cover its
// input (pipeline integrity FAILED); reasons are its errors' messages.
// Markdown and HTML then say so instead of "every path resolved".
func incomplete(r *Report) (reasons []string, ok bool) {
	if r.Metadata.PipelineIntegrity != "FAILED" {
		return nil, false
	}
	for _, e := range r.Errors {
		reasons = append(reasons, e.Category+": "+e.Message)
	}
	if len(reasons) == 0 {
		reasons = []string{"pipeline integrity is FAILED"}
	}
	return reasons, true
}

// incompleteClaims replaces "every path resolved" in an incomplete audit.
const incompleteClaims = "No path is flagged among the claims that were checked, but the audit is incomplete (pipeline integrity FAILED): not every document was read and checked, so this is no evidence that every path the documents cite resolves. See the errors."
