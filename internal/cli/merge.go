package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/internal/cohort"
)

const mergeLong = `Merge the OUT directories of 'auditor batch' shards into one cohort report.

Each DIR must hold a cohort.json. The merged cohort.json, cohort.csv, cohort.md
and cohort.html go to --out, and each entry's report files are copied there
(OUT/NAME/) unless they are already in it. The merged report is the one a single
unsharded run writes: with the same SOURCE_DATE_EPOCH, byte for byte.
An entry name found in two shards is an error (the shards overlap).

Exit codes as batch: 1 when an entry could not be audited, 3 when an entry failed
a gate, 2 usage error.`

func newMergeCmd(env *Env, g *globalFlags) *cobra.Command {
	var out string
	c := &cobra.Command{
		Use:     "merge DIR...",
		Short:   "Merge the outputs of batch shards into one cohort report",
		Long:    mergeLong,
		Example: `  auditor merge shard-0/ shard-1/ shard-2/ --out cohort/`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("merge takes the shards' output directories (DIR...), got none")
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error { return runMerge(env, g, args, out) },
	}
	c.Flags().StringVar(&out, "out", "", "directory of the merged cohort report (required)")
	return c
}

func runMerge(env *Env, g *globalFlags, dirs []string, out string) error {
	log, err := g.logger(env.Stderr)
	if err != nil {
		return err
	}
	if out == "" {
		return usagef("merge needs --out DIR for the merged cohort report")
	}
	if err := checkOutDir("--out", out); err != nil {
		return err // before any shard is read or report copied
	}
	clock, err := audit.ClockFromEnv(env.Getenv)
	if err != nil {
		return usageError{err}
	}
	var rows []cohort.Row
	seen := map[string]string{}
	for _, dir := range dirs {
		c, err := readCohort(dir)
		if err != nil {
			return err
		}
		for _, r := range cohort.Rows(c) {
			if prev, dup := seen[r.Name]; dup {
				return fmt.Errorf("entry %q is in both %s and %s: the shards overlap (were they made with the same --shard N and list?)", r.Name, prev, dir)
			}
			seen[r.Name] = dir
			if err := copyReports(dir, out, r.Reports); err != nil {
				return err
			}
			rows = append(rows, r)
		}
	}
	co, err := buildCohort(clock.Now().Format(time.RFC3339), out, rows, log)
	if err != nil {
		return err
	}
	written, err := cohort.WriteDir(out, co)
	for _, w := range written {
		log.Info().Str("file", w).Msg("cohort report written")
	}
	if err != nil {
		return err
	}
	return cohortExit(co)
}

func readCohort(dir string) (*cohort.Cohort, error) {
	p := filepath.Join(dir, "cohort.json")
	fh, err := os.Open(p)
	if err != nil {
		return nil, usagef("%s: no cohort.json (is it the --out directory of an 'auditor batch' run?)", dir)
	}
	defer fh.Close()
	c, err := cohort.ReadJSON(fh)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	return c, nil
}

// copyReports copies an entry's report files (paths relative to the
// cohort directory) from src to dst, unless both are the same file. A
// path that is absolute or climbs out of the directory (an edited or
// foreign cohort.json) is refused: nothing is read or written outside the
// shard and --out.
func copyReports(src, dst string, files []string) error {
	for _, rel := range files {
		if !filepath.IsLocal(filepath.FromSlash(rel)) {
			return fmt.Errorf("%s: cohort.json lists the report %q, which is not inside the shard directory: refused (is the shard from auditor batch, unedited?)", src, rel)
		}
		from, to := filepath.Join(src, filepath.FromSlash(rel)), filepath.Join(dst, filepath.FromSlash(rel))
		if a, err := os.Stat(from); err == nil {
			if b, err := os.Stat(to); err == nil && os.SameFile(a, b) {
				continue
			}
		}
		data, err := os.ReadFile(from)
		if err != nil {
			return fmt.Errorf("merge: %w", err)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := writeAtomic(to, data); err != nil {
			return err
		}
	}
	return nil
}
