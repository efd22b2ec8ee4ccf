package cli

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/repo-auditor/auditor/internal/report"
)

// MaxAnnotations caps the ::error workflow commands one run prints; the
// rest are counted in one ::warning.
const MaxAnnotations = 50

// newActionCmd is the GitHub Action's glue, in Go so it is tested like the
// rest: it reads a JSON report and writes step outputs ($GITHUB_OUTPUT),
// the Markdown job summary ($GITHUB_STEP_SUMMARY) and ::error annotations.
func newActionCmd(env *Env, g *globalFlags) *cobra.Command {
	var sarifFile string
	c := &cobra.Command{
		Use:    "action-outputs REPORT.json",
		Short:  "GitHub Action glue: step outputs, job summary and annotations from a report",
		Hidden: true,
		Args:   exactlyOne("action-outputs", "a JSON report file"),
		RunE: func(c *cobra.Command, args []string) error {
			f, err := os.Open(args[0])
			if err != nil {
				return fmt.Errorf("reading report %s: %v", args[0], err)
			}
			defer f.Close()
			rep, err := report.ReadJSON(f)
			if err != nil {
				return fmt.Errorf("reading report %s: %w", args[0], err)
			}
			g.red.Value(rep)
			if err := writeStepOutputs(env.Getenv("GITHUB_OUTPUT"), rep, args[0], sarifFile); err != nil {
				return err
			}
			if err := appendSummary(env.Getenv("GITHUB_STEP_SUMMARY"), rep); err != nil {
				return err
			}
			annotate(env.Stdout, rep)
			return nil
		},
	}
	c.Flags().StringVar(&sarifFile, "sarif", "", "path of the SARIF file written next to the report (for the sarif-file output)")
	return c
}

func writeStepOutputs(path string, rep *report.Report, reportPath, sarifPath string) error {
	if path == "" {
		return nil
	}
	score := ""
	if rep.OverallScore != nil {
		score = strconv.FormatFloat(*rep.OverallScore, 'f', 1, 64)
	}
	lines := []string{
		"score=" + score,
		// every flagged claim, as the verdict line and --fail-on hallucination count them
		"hallucinations=" + strconv.Itoa(rep.Summary.Flagged()),
		"integrity=" + rep.Metadata.PipelineIntegrity,
		"report-json=" + reportPath,
		"sarif-file=" + sarifPath,
	}
	return appendFile(path, strings.Join(lines, "\n")+"\n")
}

func appendSummary(path string, rep *report.Report) error {
	if path == "" {
		return nil
	}
	var b strings.Builder
	if err := report.WriteMarkdown(&b, rep); err != nil {
		return err
	}
	return appendFile(path, b.String())
}

func appendFile(path, s string) error {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if _, err := f.WriteString(s); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return f.Close()
}

// annotate prints one ::error per claim finding in a repository document
// (capped), so pull requests show them on the cited line.
func annotate(w io.Writer, rep *report.Report) {
	n := 0
	for _, f := range report.Findings(rep) {
		if !f.IsClaim() && f.Rule != report.RuleCommittedSecret && f.Rule != report.RuleUnsafeShell {
			continue
		}
		n++
		if n > MaxAnnotations {
			continue
		}
		loc := ""
		if !f.External && f.Document != "" {
			loc = "file=" + escapeProp(f.Document)
			if f.Line > 0 {
				loc += ",line=" + strconv.Itoa(f.Line)
			}
			loc += ","
		}
		msg := f.Rule + ": " + f.Text
		if f.Path != "" && f.Path != f.Text {
			msg += " (" + f.Path + ")"
		}
		fmt.Fprintf(w, "::error %stitle=auditor %s::%s\n", loc, f.Rule, escapeData(msg))
	}
	if n > MaxAnnotations {
		fmt.Fprintf(w, "::warning title=auditor::%d more finding(s) not annotated; see the job summary or the SARIF report\n", n-MaxAnnotations)
	}
}

// escapeData and escapeProp follow GitHub's workflow command escaping.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProp(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
