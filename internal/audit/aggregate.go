package audit

import (
	"context"
	"sort"

	"github.com/repo-auditor/auditor/aggregator"
	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/docs"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// aggregate runs the aggregator over the merged evidence and records its
// integrity verdict, problems and counts on the report.
func (r *run) aggregate(ctx context.Context, snap *repo.Snapshot, merged evidence.Set) aggregator.Output {
	t0 := r.opt.Clock.Now()
	globs := append(append([]string(nil), r.cfg.Ignore...), r.opt.IgnoreGlobs...)
	r.globs = globs
	facts := docs.NewFileFacts(snap)
	out := aggregator.Aggregate(aggregator.Input{
		Evidence:    merged,
		Manifest:    snap.Manifest(),
		Files:       facts,
		Code:        facts,
		Ignored:     snap.Ignored,
		IgnoreNote:  snap.IgnoreNote,
		IgnoreGlobs: globs,
		RepoName:    repoName(snap),
		Past:        pastPaths(ctx, snap),

		FlagUnconfirmed: r.opt.FlagUnconfirmed || r.cfg.Claims.FlagUnconfirmed,
		SymbolClaims:    r.opt.SymbolClaims || r.cfg.Claims.Symbols,
		TieTrace:        r.opt.TieTrace,
	})
	status := "ok"
	if out.Integrity != "SUCCESS" {
		status = "failed"
	}
	r.step("aggregate", "aggregator.Aggregate", status, t0)
	for _, p := range out.Errors {
		r.fail(p.Category, p.Message, "aggregator")
		r.opt.Logger.Error().Str("category", p.Category).Msg(p.Message)
	}
	for _, p := range out.Warnings {
		r.warn(report.Warning{Category: p.Category, Message: p.Message, Source: "aggregator", Location: p.Location, Line: p.Line})
	}
	r.rep.Evidences = out.Evidence
	r.rep.Metadata.PipelineIntegrity = out.Integrity
	r.opt.Logger.Info().Str("event", "PROJECT_LIFECYCLE").Str("pipeline_integrity", out.Integrity).
		Int("claims", out.Stats.Claims).Int("hallucinated", out.Stats.Hallucinated).Msg("evidence aggregated")
	r.rep.Summary.Claims = out.Stats.Claims
	r.rep.Summary.HallucinatedClaims = out.Stats.Hallucinated
	r.rep.Summary.RejectedClaims = out.Stats.Rejected
	r.rep.Summary.SuppressedFindings = out.Stats.Suppressed
	r.rep.Summary.StaleReferences = out.Stats.Stale
	r.rep.Summary.UnconfirmedClaims = out.Stats.Unconfirmed
	r.rep.Summary.MissingCommands = out.Stats.MissingCommands
	r.rep.Summary.MissingSymbols = out.Stats.MissingSymbols
	return out
}

// pastPaths converts the files the history deleted for the aggregator;
// an unreadable history (already reported by the repo detective) gives
// none, and every missing path is then judged without it.
func pastPaths(ctx context.Context, snap *repo.Snapshot) []aggregator.PastPath {
	files, err := snap.PastFiles(ctx)
	if err != nil {
		return nil
	}
	out := make([]aggregator.PastPath, len(files))
	for i, f := range files {
		out[i] = aggregator.PastPath{Path: f.Path, Commit: f.Commit.Hash, Date: f.Commit.CommitTime,
			Subject: f.Commit.Subject, RenamedTo: f.RenamedTo}
	}
	return out
}

// fillTarget records what was audited: the snapshot identity, every
// document read and the headline counts.
func (r *run) fillTarget(ctx context.Context, snap *repo.Snapshot, docs []detectives.Document, out aggregator.Output) {
	t := &r.rep.Target
	t.Input, t.Commit, t.Ref, t.Origin = displayInput(snap.Input), snap.Commit, snap.Ref, snap.Origin
	if r.opt.Origin != "" {
		t.Origin = r.opt.Origin
	}
	seen := map[string]bool{}
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassDocument && e.Location != "" && !seen[e.Location] {
			seen[e.Location] = true
			t.Documents = append(t.Documents, e.Location)
		}
	}
	for _, d := range docs {
		if !seen[d.Name] {
			seen[d.Name] = true
			t.Documents = append(t.Documents, d.Name)
		}
	}
	sort.Strings(t.Documents)
	s := &r.rep.Summary
	s.Files = len(snap.Files)
	s.Documents = len(t.Documents)
	for _, e := range out.Evidence[evidence.Vision] {
		if e.Class == evidence.ClassImage {
			s.Images++
		}
	}
	if hist, err := snap.History(ctx); err == nil {
		s.Commits = len(hist)
	}
}

// repoName is the repository's own name (last segment of the origin URL or
// of the audited directory), so "myrepo/src/x.py" in a document resolves.
func repoName(snap *repo.Snapshot) string { return snap.Name() }
