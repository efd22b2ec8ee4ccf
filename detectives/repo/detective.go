// Package repo is the repository detective: it inventories the audited
// revision (files, languages, the files reviewers look for), scans text files
// for committed secrets and shell-execution patterns, and reads the git
// history for forensic signals (bulk uploads, single init commit, clustered
// timestamps, trivial messages). Every check records a finding, including
// "nothing found"; a check that cannot run is inconclusive, never a crash.
//
// The package is named repo after its directory; the snapshot package
// internal/repo is imported as reposnap throughout.
package repo

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ClassSecurityPattern is the class of shell-execution and eval findings
// (and of the "none found" record) used by the judges' security criterion.
const ClassSecurityPattern evidence.Class = "SECURITY_PATTERN"

// Detective is the repository detective of the built-in suite.
var Detective = &detectives.Detective{
	Name:    "repo",
	Doc:     "inventories the audited revision: files, languages, reviewer-facing files, committed secrets, shell-execution patterns and git history",
	Source:  evidence.Repo,
	Timeout: 90 * time.Second,
	Run:     run,
}

// name is the detective name used on warnings.
const name = "repo"

func run(ctx context.Context, in *detectives.Input) ([]evidence.Evidence, error) {
	s := in.Snapshot
	if s == nil {
		return nil, errors.New("repo detective: no repository snapshot")
	}
	// The history walk (its own repository handle) overlaps the scan;
	// historyEvidence then reads the memoised result.
	walked := prefetchHistory(ctx, s)
	defer walked()
	out := []evidence.Evidence{manifestSummary(s), languageSummary(s)}
	out = append(out, presence(s)...)
	scanned, err := newScanner(in, DefaultScanLimits).scan(ctx)
	out = append(out, scanned...)
	if err != nil {
		return out, err
	}
	out = append(out, historyEvidence(ctx, in)...)
	return out, ctx.Err()
}

// finish is evidence.Finish for the repo detective's evidence.
func finish(class evidence.Class, key string, e evidence.Evidence) evidence.Evidence {
	return evidence.Finish(evidence.Repo, class, key, e)
}

// vendoredDirs are directory names whose content is third-party code: it is
// neither scanned nor counted as the project's own.
var vendoredDirs = map[string]bool{
	"vendor": true, "node_modules": true, "third_party": true, "bower_components": true,
}

// isVendored reports whether a repo-relative path lies in a vendored
// directory at any depth.
func isVendored(p string) bool {
	for {
		i := strings.IndexByte(p, '/')
		if i < 0 {
			return false
		}
		if vendoredDirs[p[:i]] {
			return true
		}
		p = p[i+1:]
	}
}

// joinBounded joins at most max items with sep, noting how many were left out.
func joinBounded(items []string, sep string, max int) string {
	if len(items) <= max {
		return strings.Join(items, sep)
	}
	return strings.Join(items[:max], sep) + sep + "… (" + strconv.Itoa(len(items)-max) + " more)"
}

// bounded returns at most max items (a copy), for Data lists.
func bounded(items []string, max int) []string {
	if len(items) > max {
		items = items[:max]
	}
	return append([]string{}, items...)
}
