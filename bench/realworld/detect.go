package realworld

import (
	"context"
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
// rubric) and returns the findings it raised and, separately, the missing
// paths it weighed and left unconfirmed.
func Detect(ctx context.Context, gitDir, commit string, timeout time.Duration) (flags, unconfirmed []Flag, err error) {
	rep, err := audit.Run(ctx, audit.Options{
		Input: gitDir, Ref: commit, Timeout: timeout,
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
