package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/repo-auditor/auditor/internal/report"
)

// verdictLine is the one line every audit ends with on stderr, terminal
// or not, so that a CI log shows the result without opening an artifact:
//
//	auditor: score 66.4/100 · 5 hallucinated · integrity SUCCESS · report.json
//
// "score n/a" when there is no overall score; the unconfirmed claims are
// counted when there are any; the last part names the files written, or
// says the report went to stdout, or (failed) that it was not written.
func verdictLine(rep *report.Report, written []string, failed bool) string {
	score := "score n/a"
	if rep.OverallScore != nil {
		score = "score " + strconv.FormatFloat(*rep.OverallScore, 'f', 1, 64) + "/100"
	}
	parts := []string{score, fmt.Sprintf("%d hallucinated", rep.Summary.HallucinatedClaims)}
	if n := rep.Summary.UnconfirmedClaims; n > 0 {
		parts = append(parts, fmt.Sprintf("%d unconfirmed", n))
	}
	if n := rep.Summary.MissingCommands + rep.Summary.MissingSymbols; n > 0 {
		parts = append(parts, fmt.Sprintf("%d missing command/symbol", n))
	}
	parts = append(parts, "integrity "+rep.Metadata.PipelineIntegrity)
	switch {
	case len(written) > 0:
		parts = append(parts, strings.Join(written, ", "))
	case failed:
		parts = append(parts, "report NOT written")
	default:
		parts = append(parts, "report on stdout")
	}
	return "auditor: " + strings.Join(parts, " · ")
}

// printVerdict writes verdictLine to w, redacted like every other line.
func (g *globalFlags) printVerdict(w io.Writer, rep *report.Report, written []string, failed bool) {
	fmt.Fprintln(w, g.red.String(verdictLine(rep, written, failed)))
}

// auditFormats is the --format value in force. With stdout a terminal and
// neither --format nor -o given, a person reads the result: the text
// format (under --out DIR, with report.json written there too).
// Everywhere else (pipes, files, CI, the Action) it stays --format, json
// by default, so scripts see exactly what they always did.
func auditFormats(c *cobra.Command, f *auditFlags, stdoutTerminal bool) string {
	if !stdoutTerminal || c.Flags().Changed("format") || c.Flags().Changed("output") {
		return f.format
	}
	if f.outDir != "" {
		return "json,text"
	}
	return "text"
}
