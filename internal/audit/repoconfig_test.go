package audit

import (
	"context"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// configFixture's README cites three paths the repository lacks; its
// committed .auditor.yaml ignores one by glob and one by DOCUMENT:PATH.
const configFixture = `
-- README.md --
# Tool

The importer lives in ` + "`legacy/import/old_tool.py`" + `.
Deployment used ` + "`scripts/deploy.sh`" + ` before the move.
The engine lives in ` + "`src/engine.py`" + `.
-- src/main.py --
print("hi")
-- scripts/build.sh --
echo build
-- legacy/import/README.md --
# Old importer
-- .auditor.yaml --
ignore:
  - "legacy/**"
  - "README.md:scripts/deploy.sh"
`

// claimStatuses maps each docs claim path of document doc to its status.
func claimStatuses(ev evidence.Set, doc string) map[string]evidence.ClaimStatus {
	out := map[string]evidence.ClaimStatus{}
	for _, e := range ev[evidence.Docs] {
		if e.Claim != nil && e.Claim.Document == doc && e.Class != evidence.ClassDocumentClaim {
			out[e.Claim.Path] = e.Claim.Status
		}
	}
	return out
}

// TestRepoConfigIgnoreGlobs: the audited repository's committed
// .auditor.yaml silences findings (counted as suppressed, never flagged)
// by path glob and by DOCUMENT:PATH; the finding it does not match is
// flagged.
func TestRepoConfigIgnoreGlobs(t *testing.T) {
	rep := runDir(t, repotest.Build(t, configFixture), false)
	if rep.Metadata.PipelineIntegrity != "SUCCESS" || len(rep.Errors) != 0 {
		t.Fatalf("integrity %s, errors %+v", rep.Metadata.PipelineIntegrity, rep.Errors)
	}
	for _, w := range rep.Warnings {
		if w.Category == "config" {
			t.Errorf("unexpected config warning %+v", w)
		}
	}
	if rep.Summary.SuppressedFindings != 2 || rep.Summary.HallucinatedClaims != 1 {
		t.Fatalf("summary %+v: want 2 suppressed findings and 1 hallucinated claim", rep.Summary)
	}
	flags := rep.Evidences.ByID()
	if _, ok := flags[evidence.DocumentClaimID("src/engine.py")]; !ok {
		t.Errorf("src/engine.py (not ignored) is not flagged")
	}
	for _, p := range []string{"legacy/import/old_tool.py", "scripts/deploy.sh"} {
		if _, ok := flags[evidence.DocumentClaimID(p)]; ok {
			t.Errorf("%s is ignored by .auditor.yaml but flagged", p)
		}
	}
	st := claimStatuses(rep.Evidences, "README.md")
	want := map[string]evidence.ClaimStatus{
		"legacy/import/old_tool.py": "suppressed",
		"scripts/deploy.sh":         "suppressed",
		"src/engine.py":             evidence.StatusMissing,
	}
	for p, s := range want {
		if st[p] != s {
			t.Errorf("claim %s: status %q, want %q (all: %v)", p, st[p], s, st)
		}
	}
}

// TestRepoConfigDocumentPathIsPerDocument: a DOCUMENT:PATH entry silences
// only that document's citation; the same path cited elsewhere is flagged.
func TestRepoConfigDocumentPathIsPerDocument(t *testing.T) {
	rep := runDir(t, repotest.Build(t, configFixture+`-- docs/guide.md --
# Guide

Deploy with `+"`scripts/deploy.sh`"+`.
`), false)
	if got := claimStatuses(rep.Evidences, "docs/guide.md")["scripts/deploy.sh"]; got != evidence.StatusMissing {
		t.Errorf("docs/guide.md's scripts/deploy.sh: status %q, want missing", got)
	}
	if _, ok := rep.Evidences.ByID()[evidence.DocumentClaimID("scripts/deploy.sh")]; !ok {
		t.Errorf("scripts/deploy.sh cited by docs/guide.md is not flagged")
	}
	if got := claimStatuses(rep.Evidences, "README.md")["scripts/deploy.sh"]; got != "suppressed" {
		t.Errorf("README.md's scripts/deploy.sh: status %q, want suppressed", got)
	}
}

// TestRepoConfigMalformed: a committed .auditor.yaml that is not valid
// YAML gives one config warning naming the file; the audit completes and
// its ignore list is not applied.
func TestRepoConfigMalformed(t *testing.T) {
	archive := strings.Replace(configFixture, "ignore:\n", "ignore: [unclosed\n", 1)
	dir := repotest.Build(t, archive)
	rep, err := Run(context.Background(), pinnedOptions(t, dir))
	if err != nil {
		t.Fatalf("Run: %v (a malformed repository config must not stop the audit)", err)
	}
	if rep.Metadata.PipelineIntegrity != "SUCCESS" || len(rep.Errors) != 0 {
		t.Fatalf("integrity %s, errors %+v", rep.Metadata.PipelineIntegrity, rep.Errors)
	}
	var n int
	for _, w := range rep.Warnings {
		if w.Category != "config" {
			continue
		}
		n++
		if w.Location != RepoConfigFile || !strings.Contains(w.Message, RepoConfigFile) {
			t.Errorf("config warning %+v does not name %s", w, RepoConfigFile)
		}
	}
	if n != 1 {
		t.Fatalf("%d config warnings, want 1: %+v", n, rep.Warnings)
	}
	if rep.Summary.SuppressedFindings != 0 || rep.Summary.HallucinatedClaims != 3 {
		t.Errorf("summary %+v: want nothing suppressed and all 3 missing paths flagged", rep.Summary)
	}
	if rep.Metadata.FinishedAt == "" || rep.Summary.Files == 0 {
		t.Errorf("the audit did not complete: finished_at %q, files %d", rep.Metadata.FinishedAt, rep.Summary.Files)
	}
}

// weakFixture's README names a configuration file under a directory the
// repository does not have, with an extension it does not use: a missing
// path only weakly tied to the repository.
const weakFixture = `
-- README.md --
# Tool

The loader reads ` + "`conf/site.cfg`" + ` when it starts.
-- src/main.py --
print("hi")
`

// TestRepoConfigFlagUnconfirmed: a weakly tied missing path is listed as
// unconfirmed (counted, not flagged) by default; claims.flag_unconfirmed
// in the repository's .auditor.yaml, or Options.FlagUnconfirmed (the CLI's
// --flag-unconfirmed), flags it.
func TestRepoConfigFlagUnconfirmed(t *testing.T) {
	rep := runDir(t, repotest.Build(t, weakFixture), false)
	if got := claimStatuses(rep.Evidences, "README.md")["conf/site.cfg"]; got != "unconfirmed" {
		t.Fatalf("conf/site.cfg: status %q, want unconfirmed", got)
	}
	if rep.Summary.UnconfirmedClaims != 1 || rep.Summary.HallucinatedClaims != 0 {
		t.Errorf("summary %+v: want 1 unconfirmed claim and none hallucinated", rep.Summary)
	}
	strict := runDir(t, repotest.Build(t, weakFixture+"-- .auditor.yaml --\nclaims:\n  flag_unconfirmed: true\n"), false)
	if got := claimStatuses(strict.Evidences, "README.md")["conf/site.cfg"]; got != evidence.StatusMissing {
		t.Errorf("with claims.flag_unconfirmed: status %q, want missing", got)
	}
	if strict.Summary.UnconfirmedClaims != 0 || strict.Summary.HallucinatedClaims != 1 {
		t.Errorf("with claims.flag_unconfirmed: summary %+v, want 1 hallucinated", strict.Summary)
	}
	opt := pinnedOptions(t, repotest.Build(t, weakFixture))
	opt.FlagUnconfirmed = true
	byOption, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if byOption.Summary.HallucinatedClaims != 1 {
		t.Errorf("with Options.FlagUnconfirmed: summary %+v, want 1 hallucinated", byOption.Summary)
	}
}
