package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/internal/batch"
	"github.com/repo-auditor/auditor/internal/cohort"
	"github.com/repo-auditor/auditor/internal/redact"
	"github.com/repo-auditor/auditor/internal/repo"
)

// batchConfig is what runBatch resolves from flags and environment
// before any entry runs.
type batchConfig struct {
	formats   []string
	shard     batch.Shard
	clock     audit.Clock
	statePath string
}

// config validates the batch flags (usage errors, exit 2).
func (f *batchFlags) config(env *Env) (batchConfig, error) {
	var cfg batchConfig
	if f.outDir == "" {
		return cfg, usagef("batch needs --out DIR: each entry's reports go to DIR/NAME/, the cohort report to DIR/cohort.*")
	}
	if f.jobs < 1 {
		return cfg, usagef("--jobs %d: use 1 or more", f.jobs)
	}
	if f.deadline < 0 {
		return cfg, usagef("--deadline %s: use a positive duration, or 0 for none", f.deadline)
	}
	formats, err := parseFormats(f.audit.format)
	if err != nil {
		return cfg, err
	}
	if slices.Contains(formats, "text") {
		return cfg, usagef("--format text is for one audit on a terminal; batch writes files: use json, md, sarif, html")
	}
	if err := validateGate(&f.audit); err != nil {
		return cfg, err
	}
	if f.audit.depth < 0 {
		return cfg, usagef("--depth %d: use a positive number of commits for a shallow clone, or 0 (the default)", f.audit.depth)
	}
	for _, p := range f.audit.reports {
		if err := checkReportFile(p); err != nil {
			return cfg, err
		}
	}
	if cfg.shard, err = batch.ParseShard(f.shard, env.Getenv); err != nil {
		return cfg, usageError{err}
	}
	if cfg.clock, err = audit.ClockFromEnv(env.Getenv); err != nil {
		return cfg, usageError{err}
	}
	cfg.formats = formats
	// every report is written under --out: refused before any entry runs
	if err := checkOutDir("--out", f.outDir); err != nil {
		return cfg, err
	}
	cfg.statePath = f.state
	if cfg.statePath == "" {
		cfg.statePath = filepath.Join(f.outDir, "batch-state.sqlite")
	} else if err := checkOutDir("--state "+f.state+": its directory", filepath.Dir(f.state)); err != nil {
		return cfg, err
	}
	return cfg, nil
}

// batchRun audits the entries of one batch with the audit pipeline.
type batchRun struct {
	env     *Env
	g       *globalFlags
	f       *batchFlags
	cfg     batchConfig
	judging *audit.Judging // shared: one model client, cache and budget for the cohort
	log     zerolog.Logger
}

// auditEntry runs the same pipeline as `audit` on one entry and writes its
// reports into OUT/NAME/. Every failure ends up in the row.
func (b *batchRun) auditEntry(ctx context.Context, e batch.Entry) cohort.Row {
	wd, _ := os.Getwd()
	red := redact.ForMachine(b.env.Getenv, wd) // one per entry: another entry's location is not this one's <repo>
	entry := cohort.Entry{Name: e.Name, URL: red.String(repo.StripCredentials(e.URL)), Ref: e.Ref, Reports: []string{}}
	log := b.log.With().Str("entry", e.Name).Logger()
	opt := b.f.audit.options(b.env, red, entryJudging(b.judging, b.f.audit.llm.client, log), b.cfg.clock, log)
	opt.Input = e.URL
	texts := &docTexts{}
	opt.DocumentText = texts.add
	if e.Ref != "" {
		opt.Ref = e.Ref
	}
	if e.Report != "" {
		opt.Reports = append(slices.Clone(opt.Reports), e.Report)
	}
	rep, runErr := audit.Run(ctx, opt)
	if rep == nil {
		entry.Status, entry.Reason = cohort.StatusFailed, red.String(errText(runErr))
		return cohort.Row{Entry: entry}
	}
	dir := filepath.Join(b.f.outDir, e.Name)
	plan := outputPlan{formats: b.cfg.formats, dir: dir, red: red, redacted: true} // by audit.Run, with red
	written, werr := plan.write(io.Discard, rep)
	row := cohort.FromReport(entry, rep)
	for _, w := range written {
		row.Reports = append(row.Reports, path.Join(e.Name, filepath.Base(w)))
	}
	if werr == nil {
		var rel string
		if rel, werr = texts.write(dir, e.Name); werr == nil {
			row.Reports = append(row.Reports, rel)
		}
	}
	switch {
	case werr != nil:
		row.Status, row.Reason = cohort.StatusFailed, red.String(werr.Error())
	case runErr != nil && errors.Is(runErr, audit.ErrIncomplete):
		row.Status, row.Reason = cohort.StatusIncomplete, red.String(runErr.Error())
	case runErr != nil:
		row.Status, row.Reason = cohort.StatusFailed, red.String(runErr.Error())
	default:
		row.Status = cohort.StatusOK
		if gerr := checkGate(&b.f.audit, rep); gerr != nil {
			row.Status, row.Reason = cohort.StatusGateFailed, gerr.Error()
		}
	}
	return row
}

func errText(err error) string {
	if err == nil {
		return "the audit did not run"
	}
	return err.Error()
}

// stateKey is the part of an entry's state key that the options decide:
// the rubric's digest, the tool version and the digest of every option
// that changes the entry's reports.
func (b *batchRun) stateKey(e batch.Entry) batch.StateKey {
	rubric := "none"
	if b.judging != nil {
		rubric = digest(b.judging.Rubric)
	}
	f := &b.f.audit
	opts := map[string]any{
		"formats": b.cfg.formats, "ref": f.ref, "depth": f.depth, "reports": f.reports, "entry_report": e.Report,
		"timeout": f.timeout.String(), "max_file_kib": f.maxFileKiB, "flag_unconfirmed": f.flagAll,
		"fail_under": f.failUnder, "fail_on": f.failOn, "llm": f.llm.provider, "model": f.llm.model,
		"pinned_clock": b.cfg.clock.Pinned(),
	}
	return batch.StateKey{RubricDigest: rubric, ToolVersion: Version, OptionsDigest: digest(opts)}
}

// digest is the hex SHA-256 of v's JSON (maps marshal with sorted keys).
func digest(v any) string {
	data, _ := json.Marshal(v)
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// reportsExist reports whether every report file of a stored row is still
// in OUT (a deleted report makes the entry be audited again), its
// cohort.FingerprintsFile included: a row stored before shingles existed
// lists none, and is audited again rather than left out of the cohort's
// near-duplicates.
func (b *batchRun) reportsExist(row cohort.Row) bool {
	if !slices.ContainsFunc(row.Reports, func(rel string) bool { return path.Base(rel) == cohort.FingerprintsFile }) {
		return false
	}
	for _, rel := range row.Reports {
		if _, err := os.Stat(filepath.Join(b.f.outDir, filepath.FromSlash(rel))); err != nil {
			return false
		}
	}
	return true
}
