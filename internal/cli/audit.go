package cli

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/internal/redact"
	"github.com/repo-auditor/auditor/internal/report"
)

type auditFlags struct {
	ref        string
	depth      int
	reports    []string
	format     string
	output     string
	outDir     string
	rubric     string
	failUnder  float64
	failOn     []string
	timeout    time.Duration
	maxFileKiB int64
	flagAll    bool
	symbols    bool
	llm        llmFlags
}

const auditLong = `Audit a repository and write a report of evidence.

TARGET is a directory (default ".") or a git URL (https://, ssh://, git@host:path,
file://). Any directory inside a git work tree audits that whole repository. A
directory that is not a git repository is audited file by file (honouring
.gitignore) without history evidence. URLs are cloned with full history into a
private temporary directory that is removed afterwards.

The audit reads the COMMITTED TREE at the audited revision (HEAD, or --ref):
what reviewers and CI see, not uncommitted or untracked files in your work tree.
Commit (or stash) your changes first if you want them audited.

Nothing from the repository is ever executed; symlinks are never followed; files
over the size cap are skipped with a warning.

Exit codes: 0 success, 1 the audit could not run completely (the message says why;
a partial report is still written), 2 usage error, 3 a quality gate
(--fail-under, --fail-on) failed (the report is still written).`

func newAuditCmd(env *Env, g *globalFlags) *cobra.Command {
	f := &auditFlags{}
	c := &cobra.Command{
		Use:   "audit [TARGET]",
		Short: "Audit a repository (path or git URL) and write a report",
		Long:  auditLong,
		Example: `  auditor audit .
  auditor audit https://github.com/OWNER/REPO --ref v1.2.0 -o report.json
  auditor audit . --report docs/final_report.pdf --format json,md,sarif,html --out audit/
  auditor audit . --fail-under 70 --fail-on hallucination`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usagef("audit takes at most one TARGET (a path or git URL), got %d: %q", len(args), args)
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error { return runAudit(c, env, g, f, args) },
	}
	fl := c.Flags()
	fl.StringVarP(&f.output, "output", "o", "-", "write the report to FILE (one format) or - for stdout")
	fl.StringVar(&f.outDir, "out", "", "write every --format into DIR (report.json, report.md, report.sarif, report.html)")
	f.register(fl)
	return c
}

// register adds the flags that configure one audit, shared by audit and
// batch (not where the report goes: -o and --out are each command's own).
func (f *auditFlags) register(fl *pflag.FlagSet) {
	fl.StringVar(&f.ref, "ref", "", "branch, tag or commit to audit instead of HEAD")
	fl.IntVar(&f.depth, "depth", 0, "shallow-clone depth for a git URL (0 = full history; history is evidence)")
	fl.StringArrayVar(&f.reports, "report", nil, "a document about the repository that lives outside it (Markdown, text or PDF); repeatable")
	fl.StringVar(&f.format, "format", "json", "output formats, comma-separated: json, md, sarif, html, text (default: text when stdout is a terminal and no -o is given, else json)")
	fl.StringVar(&f.rubric, "rubric", "default", "rubric to score with: a built-in name (see 'auditor rubric list'), a YAML/JSON file, or none")
	fl.Float64Var(&f.failUnder, "fail-under", 0, "exit 3 when the overall score (0-100) is below SCORE")
	fl.StringSliceVar(&f.failOn, "fail-on", nil, "exit 3 when the report has: hallucination, integrity (comma-separated)")
	fl.DurationVar(&f.timeout, "timeout", 0, "deadline per detective (default 2m)")
	fl.Int64Var(&f.maxFileKiB, "max-file-kib", 0, "skip repository files larger than this many KiB (default 4096)")
	fl.BoolVar(&f.symbols, "symbol-claims", false, "check the code symbols documents tie to a source file (`merge_evidences` in `src/state.py`); off by default until measured")
	fl.BoolVar(&f.flagAll, "flag-unconfirmed", false, "flag every missing path, also those only weakly tied to the repository (by default listed as unconfirmed, not flagged)")
	f.llm.register(fl)
}

// options are the audit.Options the flags ask for; the caller sets Input
// (and may override Ref and Reports, as batch does per entry).
func (f *auditFlags) options(env *Env, red *redact.Redactor, judging *audit.Judging, clock audit.Clock, log zerolog.Logger) audit.Options {
	opt := audit.Options{
		Ref: f.ref, Depth: f.depth, Reports: f.reports, Timeout: f.timeout,
		Judging: judging, Clock: clock, Logger: log, Version: Version,
		FlagUnconfirmed: f.flagAll, SymbolClaims: f.symbols, Redactor: red,
	}
	opt.Limits.MaxFileSize = f.maxFileKiB << 10
	opt.Origin = githubOrigin(env.Getenv)
	return opt
}

func runAudit(c *cobra.Command, env *Env, g *globalFlags, f *auditFlags, args []string) error {
	prog := startProgress(env.Stderr)
	defer prog.stop()
	log, err := g.loggerVia(env.Stderr, prog.logs)
	if err != nil {
		return err
	}
	formats, err := parseFormats(auditFormats(c, f, isTerminal(env.Stdout)))
	if err != nil {
		return err
	}
	plan := outputPlan{formats: formats, file: f.output, dir: f.outDir, red: g.red, colour: g.colour(env.Stdout)}
	if err := plan.validate(); err != nil {
		return err
	}
	if err := validateGate(f); err != nil {
		return err
	}
	target := "."
	if len(args) == 1 {
		target = args[0]
	}
	if err := preflight(f, target); err != nil {
		return err
	}
	clock, err := audit.ClockFromEnv(env.Getenv)
	if err != nil {
		return usageError{err}
	}
	judging, closeModel, err := f.judging(c.Context(), env, log)
	if err != nil {
		return err
	}
	defer closeModel()
	opt := f.options(env, g.red, judging, clock, log)
	opt.Progress = prog.tracker
	if len(args) == 1 {
		opt.Input = args[0]
	}
	rep, runErr := audit.Run(c.Context(), opt)
	prog.stop()
	if rep == nil {
		return runErr
	}
	if m := rep.Metadata.LLM; m != nil {
		log.Info().Str("model", m.Provider+"/"+m.Model).Int("calls", m.Calls).Int("cache_hits", m.CacheHits).
			Int("input_tokens", m.InputTokens).Int("output_tokens", m.OutputTokens).
			Int("retries", m.Retries).Int("fallbacks", m.Fallbacks).Msg("model usage")
	}
	plan.redacted = true // by audit.Run, with g.red
	written, werr := plan.write(env.Stdout, rep)
	for _, w := range written {
		log.Info().Str("file", w).Msg("report written")
	}
	if werr != nil && !plan.stdoutOnly() {
		var saved string
		if saved, werr = rescueReport(rep, werr); saved != "" {
			written = append(written, saved)
		}
	}
	g.printVerdict(env.Stderr, rep, written, werr != nil)
	if werr != nil {
		return werr
	}
	if err := c.Context().Err(); err != nil && runErr == nil {
		// interrupted after the audit, while the report was written: the
		// files on disk are whole (atomic writes), the run is not a success
		return fmt.Errorf("audit interrupted while writing the report (%v): check the written files or run again", err)
	}
	if runErr != nil {
		// an incomplete audit is exit 1, or exit 3 when a gate asked about
		// it (--fail-on integrity) or failed on what was found
		if errors.Is(runErr, audit.ErrIncomplete) {
			if gerr := checkGate(f, rep); gerr != nil {
				return gateError{gerr.Error() + "; " + runErr.Error()}
			}
		}
		return runErr
	}
	return checkGate(f, rep)
}

func validateGate(f *auditFlags) error {
	if f.failUnder < 0 || f.failUnder > 100 {
		return usagef("--fail-under %v: use a score between 0 and 100", f.failUnder)
	}
	if f.failUnder > 0 && strings.EqualFold(f.rubric, "none") {
		return usagef("--fail-under needs a rubric score; drop --rubric none")
	}
	for _, v := range f.failOn {
		switch v {
		case "hallucination", "integrity":
		default:
			return usagef("--fail-on %q: use hallucination or integrity", v)
		}
	}
	return nil
}

// checkGate applies --fail-under and --fail-on to a written report.
func checkGate(f *auditFlags, rep *report.Report) error {
	var fails []string
	if f.failUnder > 0 {
		switch {
		case rep.OverallScore == nil:
			fails = append(fails, fmt.Sprintf("no overall score could be computed (every criterion lacked evidence); --fail-under %g cannot pass", f.failUnder))
		case *rep.OverallScore < f.failUnder:
			fails = append(fails, fmt.Sprintf("overall score %.1f is below --fail-under %g", *rep.OverallScore, f.failUnder))
		}
	}
	for _, v := range f.failOn {
		switch v {
		case "hallucination":
			if n := rep.Summary.Flagged(); n > 0 {
				fails = append(fails, fmt.Sprintf("%d hallucinated claim(s) found (--fail-on hallucination)", n))
			}
		case "integrity":
			if rep.Metadata.PipelineIntegrity != "SUCCESS" {
				fails = append(fails, "pipeline integrity is "+rep.Metadata.PipelineIntegrity+" (--fail-on integrity)")
			}
		}
	}
	if len(fails) > 0 {
		return gateError{"quality gate failed: " + strings.Join(fails, "; ")}
	}
	return nil
}

var errNoRubric = errors.New("no rubric")

// githubOrigin returns the repository's web URL inside GitHub Actions
// (GITHUB_SERVER_URL/GITHUB_REPOSITORY), so citation links point to the
// right blob even when the checkout has no usable origin remote.
func githubOrigin(getenv func(string) string) string {
	repo := getenv("GITHUB_REPOSITORY")
	if getenv("GITHUB_ACTIONS") != "true" || repo == "" {
		return ""
	}
	server := strings.TrimSuffix(getenv("GITHUB_SERVER_URL"), "/")
	if server == "" {
		server = "https://github.com"
	}
	return server + "/" + repo
}
