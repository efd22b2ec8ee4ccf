package realworld

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/aggregator"
	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// flagStatuses are the claim statuses that raise a finding.
var flagStatuses = map[evidence.ClaimStatus]bool{
	evidence.StatusMissing:   true,
	evidence.StatusBadLine:   true,
	evidence.StatusBadAnchor: true,
}

// Detect audits the git directory at commit offline (evidence only, no
// rubric; with flagUnconfirmed the tie model is off) and returns the findings it raised and, separately, the missing
// paths it weighed and left unconfirmed.
//
// The audit reads gitDir through a link named after the repository
// (name.git), so that the rules keyed on the repository's own name see
// what they see on a user's clone, not the mirror's directory name.
func Detect(ctx context.Context, gitDir, name, commit string, timeout time.Duration, flagUnconfirmed bool) (flags, unconfirmed []Flag, err error) {
	tmp, err := os.MkdirTemp("", "realworld-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)
	input := filepath.Join(tmp, name+".git")
	if err := os.Symlink(gitDir, input); err != nil {
		return nil, nil, err
	}
	rep, err := audit.Run(ctx, audit.Options{
		Input: input, Ref: commit, Timeout: timeout, FlagUnconfirmed: flagUnconfirmed,
		Logger: zerolog.Nop(), Version: "bench",
	})
	if rep == nil {
		return nil, nil, err
	}
	for _, e := range rep.Evidences[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || c.Suppressed {
			continue
		}
		f := Flag{Document: c.Document, Path: c.Path, Text: c.Text, Anchor: c.Anchor,
			Kind: string(c.Kind), Status: string(c.Status), Line: c.Line, Page: c.Page, Context: c.Context}
		switch {
		case flagStatuses[c.Status]:
			flags = append(flags, f)
		case c.Status == aggregator.StatusUnconfirmed:
			unconfirmed = append(unconfirmed, f)
		}
	}
	sort.SliceStable(flags, func(i, j int) bool { return less(flags[i], flags[j]) })
	sort.SliceStable(unconfirmed, func(i, j int) bool { return less(unconfirmed[i], unconfirmed[j]) })
	return flags, unconfirmed, err
}

func less(a, b Flag) bool {
	if a.Document != b.Document {
		return a.Document < b.Document
	}
	if a.Page != b.Page {
		return a.Page < b.Page
	}
	return a.Line < b.Line
}
