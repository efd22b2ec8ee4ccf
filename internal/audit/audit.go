// Package audit wires the pipeline stages: snapshot -> detectives (in
// parallel) -> merge reducer -> aggregator -> judges -> report value. It
// owns no analysis itself; every stage lives in its own package.
package audit

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/suite"
	"github.com/repo-auditor/auditor/internal/progress"
	"github.com/repo-auditor/auditor/internal/redact"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Options configure one audit. The CLI fills them from flags, environment
// and config; tests fill them directly.
type Options struct {
	Input       string        // path or git URL ("" means ".")
	Ref         string        // branch, tag or commit; "" means HEAD
	Depth       int           // shallow clone depth for URLs; 0 = full history
	Reports     []string      // --report files on this machine
	Limits      repo.Limits   // read caps
	Timeout     time.Duration // per-detective deadline; 0 = detectives.DefaultTimeout
	IgnoreGlobs []string      // extra suppressions (merged with the repo's .auditor.yaml)
	// FlagUnconfirmed flags every missing path, however weakly tied to the
	// repository (aggregator.Input.FlagUnconfirmed); the repository's
	// .auditor.yaml can ask for it too (claims.flag_unconfirmed).
	FlagUnconfirmed bool
	// SymbolClaims checks the code symbols documents tie to source files
	// (aggregator.Input.SymbolClaims; .auditor.yaml claims.symbols).
	SymbolClaims bool
	// TieTrace is passed to aggregator.Input.TieTrace (benchmarks only).
	TieTrace func(c evidence.Claim, path string, features map[string]float64, score float64)
	Judging  *Judging // nil: evidence only, no rubric scoring
	Clock    Clock
	Logger   zerolog.Logger
	Version  string
	// Origin, when set, overrides the origin remote's web URL for citation
	// links (the CLI sets it from GITHUB_SERVER_URL/GITHUB_REPOSITORY).
	Origin string
	// Redactor, when set, is applied to every string of the returned
	// report (Run registers the audited repository's location on it as
	// redact.Repo). Nil still removes credentials and tokens.
	Redactor *redact.Redactor
	// Progress, when set, is told the phase and counts of the work as it
	// goes (for a display on a terminal); nil counts nothing.
	Progress *progress.Tracker
	// DocumentText, when set, receives the text of every document read
	// (detectives.Input.DocumentText); it may be called concurrently.
	DocumentText func(name, text string)
}

// ErrIncomplete is returned (wrapped) with a partial report when the audit
// ran but some input could not be read; the CLI writes the report and
// exits 1.
var ErrIncomplete = errors.New("audit incomplete")

// Run performs the audit. It always returns a report (possibly partial,
// with its errors recorded) unless ctx was cancelled before anything ran;
// a non-nil error means the audit could not run completely.
func Run(ctx context.Context, opt Options) (*report.Report, error) {
	r := newRun(opt)
	rep := r.rep
	registerLocation(opt.Redactor, r.opt.Input)
	snap, err := r.openSnapshot(ctx)
	if err != nil {
		r.fail("INPUT", err.Error(), "")
		r.finish()
		return rep, err
	}
	defer snap.Close()
	if opt.Origin != "" {
		snap.Origin = opt.Origin // the detectives read links to this repository by it
	}
	walked := prefetchHistory(ctx, snap, opt.Timeout)
	defer walked() // before Close

	docs, inputErr := r.readReports(opt.Reports)
	r.cfg = readRepoConfig(snap, r.warn)
	in := &detectives.Input{Snapshot: snap, Documents: docs, SkipDocuments: r.cfg.Documents.Exclude, Logger: opt.Logger, Progress: opt.Progress, DocumentText: opt.DocumentText}
	results := r.runDetectives(ctx, in)
	merged := r.merge(results)
	opt.Progress.Phase("aggregating")
	agg := r.aggregate(ctx, snap, merged)
	if err := r.unreadReports(docs, agg.Evidence); err != nil && inputErr == nil {
		inputErr = err
	}
	r.fillTarget(ctx, snap, docs, agg)
	if opt.Judging != nil {
		opt.Progress.Phase("judging")
		watchModelCalls(opt.Progress, opt.Judging)
		r.inspectImages(ctx, snap, docs, agg.Evidence)
		r.judge(ctx, snap, agg.Evidence)
	}
	if err := r.completeness(ctx, snap, in, results, agg.Evidence); err != nil {
		inputErr = errors.Join(inputErr, err)
	}
	r.rep.Metadata.PipelineIntegrity = integrity(r.rep.Metadata.PipelineIntegrity, inputErr)
	r.finish()
	if err := ctx.Err(); err != nil {
		return rep, fmt.Errorf("audit interrupted: %w", inputErr)
	}
	return rep, inputErr
}

// run carries the state of one audit while the stages fill the report.
type run struct {
	opt   Options
	rep   *report.Report
	start time.Time
	globs []string   // ignore globs in force (set by aggregate)
	cfg   RepoConfig // the audited repository's .auditor.yaml (set by Run)
}

func newRun(opt Options) *run {
	if opt.Input == "" {
		opt.Input = "."
	}
	start := opt.Clock.Now()
	rep := &report.Report{
		SchemaVersion: report.SchemaVersion,
		Tool:          report.Tool{Name: "auditor", Version: opt.Version},
		Target:        report.Target{Input: displayInput(opt.Input), Documents: []string{}},
		Evidences:     evidence.Set{},
		Warnings:      []report.Warning{},
		Errors:        []report.Error{},
		RunLog:        []report.RunEvent{},
		Metadata:      report.Metadata{StartedAt: start.Format(time.RFC3339), PipelineIntegrity: "FAILED"},
	}
	return &run{opt: opt, rep: rep, start: start}
}

// step records a run-log entry for a phase that started at t0.
func (r *run) step(phase, tool, status string, t0 time.Time) {
	if len(r.rep.RunLog) >= report.MaxRunLog {
		return
	}
	d := r.opt.Clock.Since(t0)
	r.rep.RunLog = append(r.rep.RunLog, report.RunEvent{Phase: phase, ToolName: tool, Status: status, DurationMS: d.Milliseconds()})
	r.opt.Logger.Debug().Str("phase", phase).Str("tool", tool).Str("status", status).Dur("took", d).Msg("step")
}

func (r *run) fail(category, msg, detective string) {
	r.rep.Errors = append(r.rep.Errors, report.Error{Category: category, Message: msg, Detective: detective})
}

func (r *run) warn(w report.Warning) { r.rep.Warnings = append(r.rep.Warnings, w) }

func (r *run) openSnapshot(ctx context.Context) (*repo.Snapshot, error) {
	t0 := r.opt.Clock.Now()
	r.opt.Progress.Phase(snapshotPhase(r.opt.Input))
	snap, err := repo.Open(ctx, r.opt.Input, repo.Options{Ref: r.opt.Ref, Depth: r.opt.Depth, Limits: r.opt.Limits, Logger: r.opt.Logger,
		Progress: cloneProgress(r.opt.Progress), Received: cloneReceived(r.opt.Progress), HistoryDeadline: historyDeadline(r.opt.Timeout)})
	if err != nil {
		r.step("snapshot", "repo.Open", "error", t0)
		return nil, err
	}
	r.step("snapshot", "repo.Open", "ok", t0)
	for _, w := range snap.Warnings {
		r.warn(report.Warning{Category: "repository", Message: w, Source: "snapshot"})
		r.opt.Logger.Warn().Msg(w)
	}
	return snap, nil
}

func (r *run) runDetectives(ctx context.Context, in *detectives.Input) []detectives.Result {
	list := suite.Default()
	if r.opt.Timeout > 0 {
		for i, d := range list {
			c := *d
			c.Timeout = r.opt.Timeout
			list[i] = &c
		}
	}
	r.opt.Progress.Phase("collecting evidence")
	countDetectivesDone(r.opt.Progress, list)
	results := detectives.Run(ctx, list, in)
	for _, res := range results {
		status := "ok"
		if res.Err != nil {
			status = "error"
			r.fail("DETECTIVE_FAILED", res.Err.Error(), res.Detective)
			r.opt.Logger.Error().Str("detective", res.Detective).Err(res.Err).Msg("detective failed; its checks are recorded as unverified")
		}
		if len(r.rep.RunLog) < report.MaxRunLog {
			r.rep.RunLog = append(r.rep.RunLog, report.RunEvent{Phase: "detective", ToolName: res.Detective, Status: status, DurationMS: r.durMS(res.Duration)})
		}
	}
	for _, w := range sortedWarnings(list, in.Warnings()) {
		r.warn(report.Warning{Category: "detective", Message: w.Message, Source: w.Detective, Location: w.Location, Line: w.Line})
	}
	return results
}

func (r *run) durMS(d time.Duration) int64 {
	if r.opt.Clock.Pinned() {
		return 0
	}
	return d.Milliseconds()
}

func (r *run) merge(results []detectives.Result) evidence.Set {
	t0 := r.opt.Clock.Now()
	merged := evidence.Merge(detectives.Collect(results)...)
	r.step("merge", "evidence.Merge", "ok", t0)
	return merged
}

// finish records the end of the run and redacts the report: from here on
// it may leave the process.
func (r *run) finish() {
	end := r.opt.Clock.Now()
	r.rep.Metadata.FinishedAt = end.Format(time.RFC3339)
	r.rep.Metadata.DurationMS = r.opt.Clock.Since(r.start).Milliseconds()
	r.opt.Redactor.Value(r.rep)
}

// sortedWarnings orders detective warnings by the suite's detective order,
// then location, line and message: detectives run in parallel and record
// warnings as they go, and the report must not depend on that timing.
func sortedWarnings(list []*detectives.Detective, ws []detectives.Warning) []detectives.Warning {
	rank := map[string]int{}
	for i, d := range list {
		rank[d.Name] = i
	}
	sort.SliceStable(ws, func(i, j int) bool {
		a, b := ws[i], ws[j]
		if rank[a.Detective] != rank[b.Detective] {
			return rank[a.Detective] < rank[b.Detective]
		}
		if a.Location != b.Location {
			return a.Location < b.Location
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Message < b.Message
	})
	return ws
}
