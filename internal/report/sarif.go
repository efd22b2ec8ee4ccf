package report

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/judges"
)

// MaxSARIFResults caps the results of the SARIF run (GitHub code scanning
// rejects runs with more than 25,000 results). Results are ordered errors
// first, so truncation drops the least severe; run.properties and a
// tool execution notification record how many were omitted.
const MaxSARIFResults = 25000

const (
	sarifSchemaURI  = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	sarifSrcRoot    = "%SRCROOT%"
	fingerprintName = "auditorFingerprint/v1"
	defaultReadme   = "README.md"
	infoURI         = "https://github.com/repo-auditor/auditor"
)

// WriteSARIF renders r as a SARIF 2.1.0 log with one run. Locations are
// repo-relative URIs under %SRCROOT%; every result has one (GitHub code
// scanning requires it). A finding in an external --report document has no
// file in the repository: its location is the path it claims (line 1) and
// the document, page and line are in the message and in the result's
// properties (document, documentPage, documentLine, externalDocument).
func WriteSARIF(w io.Writer, r *Report) error {
	return writeSARIF(w, r, MaxSARIFResults)
}

func writeSARIF(w io.Writer, r *Report, max int) error {
	if r == nil {
		return fmt.Errorf("report: nil report")
	}
	results := sarifResults(r)
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name: "auditor", Version: r.Tool.Version, SemanticVersion: semver(r.Tool.Version),
			InformationURI: infoURI, Rules: sarifRuleList(),
		}},
		Invocations: []sarifInvocation{{ExecutionSuccessful: r.Metadata.PipelineIntegrity != "FAILED"}},
		ColumnKind:  "unicodeCodePoints",
	}
	for _, e := range r.Errors {
		run.Invocations[0].ToolExecutionNotifications = append(run.Invocations[0].ToolExecutionNotifications,
			sarifNotification{Level: "error", Message: sarifText{Text: sentence(e.Category + ": " + e.Message)}})
	}
	if len(results) > max {
		run.Properties = &sarifRunProperties{Truncated: true, TotalResults: len(results),
			OmittedResults: len(results) - max, MaxResults: max}
		run.Invocations[0].ToolExecutionNotifications = append(run.Invocations[0].ToolExecutionNotifications,
			sarifNotification{Level: "warning", Message: sarifText{Text: fmt.Sprintf(
				"Results truncated: %d of %d results written (limit %d per run); the JSON report has them all.",
				max, len(results), max)}})
		results = results[:max]
	}
	run.Results = results
	if vc := versionControl(r.Target); vc != nil {
		run.VersionControlProvenance = []sarifVersionControl{*vc}
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{sarifSrcRoot: {
			Description: &sarifText{Text: "The root of the audited repository."}}}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(sarifLog{Schema: sarifSchemaURI, Version: "2.1.0", Runs: []sarifRun{run}}); err != nil {
		return fmt.Errorf("report: encode SARIF: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// sarifResults builds every result, ordered by level (errors first), then
// the Findings order, then failed criteria in report order; fingerprints
// are assigned in that order.
func sarifResults(r *Report) []sarifResult {
	out := []sarifResult{} // a clean audit is "results": [], never null (SARIF requires an array)
	for _, f := range Findings(r) {
		out = append(out, findingResult(f))
	}
	out = append(out, criterionResults(r)...)
	sort.SliceStable(out, func(i, j int) bool { return levelRank(out[i].Level) < levelRank(out[j].Level) })
	assignFingerprints(out)
	return out
}

func levelRank(l string) int {
	switch l {
	case "error":
		return 0
	case "warning":
		return 1
	}
	return 2
}

func newResult(rule, msg string) sarifResult {
	i := ruleIndex(rule)
	return sarifResult{RuleID: rule, RuleIndex: i, Level: sarifRules[i].Level,
		Message: sarifText{Text: sentence(msg)}}
}

func findingResult(f Finding) sarifResult {
	res := newResult(f.Rule, findingMessage(f))
	res.Properties = sarifResultProps{EvidenceID: f.EvidenceID, Claim: f.key}
	switch {
	case f.Document != "" && !f.External:
		res.Locations = physical(f.Document, f.Line)
	case f.Path != "":
		// No repository file holds the claim (external --report document,
		// or a flag without its citing claim): locate the result at the
		// path it claims, which GitHub accepts even when the file is absent.
		res.Locations = physical(f.Path, 1)
	}
	if f.External {
		res.Properties.Document, res.Properties.ExternalDocument = f.Document, true
		res.Properties.DocumentLine, res.Properties.DocumentPage = f.Line, f.Page
	}
	res.PartialFingerprints = map[string]string{fingerprintName: fingerprint(f.Rule, f.Document, f.Path, f.key)}
	return res
}

// findingMessage is the result message: where, what was claimed, why wrong.
func findingMessage(f Finding) string {
	where := f.Document
	if f.External {
		where = "external document " + f.Document
	}
	if p := position(f.Line, f.Page); p != "" && where != "" {
		where += " (line " + p + ")"
	}
	if where == "" {
		where = "a document"
	}
	switch f.Rule {
	case RuleHallucinatedPath:
		return fmt.Sprintf("%s cites %q, which does not exist at the audited revision", where, f.Text)
	case RuleMissingLine:
		return fmt.Sprintf("%s cites %q, a line past the end of %s", where, f.Text, f.Path)
	case RuleBrokenAnchor:
		return fmt.Sprintf("%s links to %q, but %s has no such heading", where, f.Text, f.Path)
	case RuleBrokenImage:
		return fmt.Sprintf("%s shows the image %q, which does not exist at the audited revision", where, f.Path)
	case RuleMissingCommand:
		return fmt.Sprintf("%s tells the reader to run %q, but %s does not define it", where, f.Text, f.Path)
	case RuleMissingSymbol:
		return fmt.Sprintf("%s says %q is in %s, which neither defines nor mentions it", where, f.Text, f.Path)
	case RuleCommittedSecret:
		return "Committed secret: " + excerpt(f.Text, 300)
	case RuleUnsafeShell:
		return "Unsafe shell execution: " + excerpt(f.Text, 300)
	}
	return excerpt(f.Text, 300)
}

// criterionResults reports scored criteria whose final score is below the
// midpoint of their range.
func criterionResults(r *Report) []sarifResult {
	var out []sarifResult
	for _, c := range r.Criteria {
		if c.State != judges.Scored || c.FinalScore == nil {
			continue
		}
		mid := float64(c.MinScore+c.MaxScore) / 2
		if *c.FinalScore >= mid {
			continue
		}
		msg := fmt.Sprintf("Criterion %q scored %s (range %d-%d), below the midpoint %s",
			c.Name, formatScore(*c.FinalScore), c.MinScore, c.MaxScore, formatScore(mid))
		if c.Reason != "" {
			msg += ": " + c.Reason
		}
		res := newResult(RuleCriterionFailed, msg)
		path, line := criterionLocation(r, c)
		res.Locations = physical(path, line)
		res.Properties = sarifResultProps{CriterionID: c.ID}
		res.PartialFingerprints = map[string]string{fingerprintName: fingerprint(RuleCriterionFailed, c.ID, "", "")}
		out = append(out, res)
	}
	return out
}

// criterionLocation is the first cited evidence with a repository location,
// else the root README.
func criterionLocation(r *Report, c judges.CriterionResult) (string, int) {
	byID := r.Evidences.ByID()
	for _, o := range c.JudgeOpinions {
		for _, id := range o.CitedEvidence {
			e, ok := byID[id]
			if !ok {
				continue
			}
			if cl := e.Claim; cl != nil {
				if !cl.External && cl.Document != "" {
					return cl.Document, cl.Line
				}
				continue
			}
			if e.Location != "" && e.Found && !strings.HasSuffix(e.Location, "/") {
				return e.Location, e.Line
			}
		}
	}
	return readmePath(r), 1
}

// readmePath is the tracked root README recorded in the evidence, or
// README.md.
func readmePath(r *Report) string {
	for _, e := range r.Evidences.All() {
		if e.Found && !strings.Contains(e.Location, "/") && strings.HasPrefix(strings.ToLower(e.Location), "readme") {
			return e.Location
		}
	}
	return defaultReadme
}

func physical(path string, line int) []sarifLocation {
	if line < 1 {
		line = 1
	}
	return []sarifLocation{{PhysicalLocation: sarifPhysical{
		ArtifactLocation: sarifArtifactLoc{URI: escapePath(path), URIBaseID: sarifSrcRoot},
		Region:           &sarifRegion{StartLine: line},
	}}}
}

// fingerprint hashes the parts that identify a finding across edits: never
// line numbers. assignFingerprints appends the occurrence number.
func fingerprint(parts ...string) string {
	sum := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	return hex.EncodeToString(sum[:])[:32]
}

// assignFingerprints suffixes ":n" (1-based occurrence in result order) so
// identical findings in one file stay distinct alerts.
func assignFingerprints(results []sarifResult) {
	seen := map[string]int{}
	for i := range results {
		fp := results[i].PartialFingerprints[fingerprintName]
		seen[fp]++
		results[i].PartialFingerprints[fingerprintName] = fp + ":" + itoa(seen[fp])
	}
}

func versionControl(t Target) *sarifVersionControl {
	base := githubRepoURL(t.Origin)
	if base == "" {
		return nil
	}
	return &sarifVersionControl{RepositoryURI: base, RevisionID: t.Commit, Branch: t.Ref,
		MappedTo: &sarifArtifactLoc{URIBaseID: sarifSrcRoot}}
}

var semverRE = regexp.MustCompile(`^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$`)

// semver returns v without a leading "v" when it is a semantic version.
func semver(v string) string {
	if m := semverRE.FindStringSubmatch(v); m != nil {
		return m[1]
	}
	return ""
}

// sentence makes s a single line ending with a period (SARIF messages).
func sentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" || strings.HasSuffix(s, ".") {
		return s
	}
	return s + "."
}
