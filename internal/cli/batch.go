package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/cobra"

	"github.com/repo-auditor/auditor/internal/batch"
	"github.com/repo-auditor/auditor/internal/cohort"
)

type batchFlags struct {
	audit    auditFlags
	outDir   string
	jobs     int
	deadline time.Duration
	shard    string
	state    string
}

const batchLong = `Audit every repository of a list with the same options as 'audit', and
write a cohort report.

LIST is a file (or - for stdin): one git URL or local path per line, blank
lines and # comments ignored; or CSV with a header naming the columns
name,url[,ref][,report]. Each entry's reports go to OUT/NAME/ (report.json and
the other --format files, and shingles.json: hashes of the documents' 5-word
shingles); the cohort report goes to OUT/cohort.json, cohort.csv, cohort.md and
cohort.html. The cohort report lists near-duplicate documents between entries
(50% or more of a document's text, ignoring text most entries share).

One entry's failure (a refused clone, the --deadline, an unreadable document)
is recorded in the cohort report and never stops the others. The state file
(--state, default OUT/batch-state.sqlite) records every finished entry by
(entry, commit, rubric digest, tool version, options digest): a re-run, after a
crash or Ctrl-C, skips what is done and current and audits the rest.

--shard I/N audits only the entries whose hash falls in shard I of N (0-based;
stable when the list grows); --shard auto/N reads I from JOB_COMPLETION_INDEX
(a Kubernetes Indexed Job). 'auditor merge' joins the shards' OUT directories.

Progress: a progress bar on a terminal, JSON-lines events on stderr otherwise.

Exit codes: 0 every entry audited and passed its gates, 1 some entry could not be
audited (failed or incomplete; the cohort report is still written), 2 usage
error, 3 a quality gate (--fail-under, --fail-on) failed for some entry.`

func newBatchCmd(env *Env, g *globalFlags) *cobra.Command {
	f := &batchFlags{}
	c := &cobra.Command{
		Use:   "batch LIST",
		Short: "Audit every repository of a list and write a cohort report",
		Long:  batchLong,
		Example: `  auditor batch submissions.txt --out cohort/
  auditor batch repos.csv --out cohort/ --jobs 4 --deadline 5m --format json,html
  auditor batch repos.txt --out shard-0/ --shard 0/4   # then: auditor merge shard-*/ --out cohort/`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("batch takes one LIST (a file, or - for stdin), got %d arguments", len(args))
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error { return runBatch(c, env, g, f, args[0]) },
	}
	fl := c.Flags()
	fl.StringVar(&f.outDir, "out", "", "output directory: OUT/NAME/report.* per entry, OUT/cohort.* for the cohort (required)")
	fl.IntVar(&f.jobs, "jobs", runtime.NumCPU(), "entries audited at the same time")
	fl.DurationVar(&f.deadline, "deadline", 10*time.Minute, "deadline per entry (clone and audit); 0 = none")
	fl.StringVar(&f.shard, "shard", "", "audit only shard I/N of the list (0 <= I < N), or auto/N from JOB_COMPLETION_INDEX")
	fl.StringVar(&f.state, "state", "", "state file for resuming (default OUT/batch-state.sqlite)")
	f.audit.register(fl)
	format := fl.Lookup("format") // batch writes files, never text on stdout
	format.DefValue, format.Usage = "json,html", "output formats per entry, comma-separated: json, md, sarif, html"
	_ = format.Value.Set(format.DefValue)
	return c
}

func runBatch(c *cobra.Command, env *Env, g *globalFlags, f *batchFlags, list string) error {
	cfg, err := f.config(env)
	if err != nil {
		return err
	}
	unlock, err := batch.LockOut(f.outDir) // a second batch on the same --out stops here
	if err != nil {
		return err
	}
	defer unlock()
	entries, err := readList(list, c.InOrStdin())
	if err != nil {
		return usageError{err}
	}
	entries = cfg.shard.Select(entries)
	show := startBatchProgress(env.Stderr, len(entries))
	defer show.stop()
	log, err := g.loggerVia(env.Stderr, show.logs())
	if err != nil {
		return err
	}
	show.log = log
	configurePDFEngine(f.jobs, log)
	judging, closeModel, err := f.audit.judging(c.Context(), env, log)
	if err != nil {
		return err
	}
	defer closeModel()
	st, err := batch.OpenState(cfg.statePath)
	if err != nil {
		return err
	}
	defer st.Close()
	b := &batchRun{env: env, g: g, f: f, cfg: cfg, judging: judging, log: log}
	runner := &batch.Runner{
		Jobs: f.jobs, Deadline: f.deadline, Audit: b.auditEntry, State: st,
		Resolve: batch.ResolveCommit, Key: b.stateKey, Valid: b.reportsExist, Since: cfg.clock.Since, OnEvent: show.event,
	}
	log.Info().Int("entries", len(entries)).Str("shard", cfg.shard.String()).Int("jobs", f.jobs).Msg("batch started")
	rows, runErr := runner.Run(c.Context(), entries)
	show.stop()
	finished := len(rows)
	co, err := buildCohort(cfg.clock.Now().Format(time.RFC3339), f.outDir, rows, log)
	if err != nil {
		return err
	}
	rows = nil
	written, err := cohort.WriteDir(f.outDir, co)
	for _, w := range written {
		log.Info().Str("file", w).Msg("cohort report written")
	}
	if err != nil {
		return err
	}
	if runErr != nil {
		return fmt.Errorf("batch interrupted after %d of %d entries (%v): run the same command again to finish the rest", finished, len(entries), runErr)
	}
	return cohortExit(co)
}

// buildCohort builds the cohort report of rows whose shingles are in
// their files under dir (cohort.BuildFromFiles), logging the files that
// could not be read.
func buildCohort(generatedAt, dir string, rows []cohort.Row, log zerolog.Logger) (*cohort.Cohort, error) {
	co, err := cohort.BuildFromFiles(cohort.Tool{Name: "auditor", Version: Version}, generatedAt, dir, rows, func(err error) {
		log.Warn().Err(err).Msg("near-duplicates: some entries' document shingles could not be read; they are not compared")
	})
	if err != nil {
		return nil, fmt.Errorf("cohort report: %w", err)
	}
	return co, nil
}

// cohortExit is the exit status of a cohort: 1 when an entry could not be
// audited (failed or incomplete), else 3 when an entry failed a gate.
func cohortExit(co *cohort.Cohort) error {
	s := co.Summary
	if n := s.Failed + s.Incomplete; n > 0 {
		return fmt.Errorf("%d of %d entries could not be audited completely (%d failed, %d incomplete); see cohort.md for the reasons", n, s.Entries, s.Failed, s.Incomplete)
	}
	if s.GateFailed > 0 {
		return gateError{fmt.Sprintf("quality gate failed for %d of %d entries; see cohort.md", s.GateFailed, s.Entries)}
	}
	return nil
}

// readList reads LIST from a file or, for "-", stdin.
func readList(name string, stdin io.Reader) ([]batch.Entry, error) {
	r := stdin
	if name != "-" {
		fh, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("LIST %s: %w", name, errors.Unwrap(err))
		}
		defer fh.Close()
		r = fh
	}
	es, err := batch.ParseList(r)
	if err != nil {
		return nil, fmt.Errorf("LIST %s: %w", name, err)
	}
	return es, nil
}
