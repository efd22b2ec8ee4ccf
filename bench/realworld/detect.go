package realworld

import (
	"context"
	"os"
	"path"
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

// Detection is what Detect saw in one repository.
type Detection struct {
	Flags       []Flag    // findings raised
	Unconfirmed []Flag    // missing paths weighed and left unconfirmed
	Others      []Flag    // every other claim: resolved or not a claim, with its reason
	Weighed     []Weighed // every missing path the tie model weighed
}

// Weighed is one missing path the tie model weighed: the claim, the path
// the model placed, its features and its score (aggregator.Input.TieTrace).
type Weighed struct {
	Flag     Flag
	Placed   string
	Features map[string]float64
	Score    float64
}

// Detect audits the git directory at commit offline (evidence only, no
// rubric; with flagUnconfirmed the tie model is off) and returns the
// findings it raised, the missing paths it left unconfirmed and every
// missing path the tie model weighed.
//
// The audit reads gitDir through a link named after the repository
// (name.git), so that the rules keyed on the repository's own name see
// what they see on a user's clone, not the mirror's directory name, and
// with the origin a clone of repo (owner/name) from GitHub has, so that
// links to github.com/repo are read as links to this repository and links
// to another owner's repository of the same name are not.
func Detect(ctx context.Context, gitDir, repo, commit string, timeout time.Duration, flagUnconfirmed bool) (Detection, error) {
	var d Detection
	tmp, err := os.MkdirTemp("", "realworld-")
	if err != nil {
		return d, err
	}
	defer os.RemoveAll(tmp)
	input := filepath.Join(tmp, path.Base(repo)+".git")
	if err := os.Symlink(gitDir, input); err != nil {
		return d, err
	}
	trace := func(c evidence.Claim, placed string, f map[string]float64, score float64) {
		d.Weighed = append(d.Weighed, Weighed{Flag: flagOf(&c), Placed: placed, Features: f, Score: score})
	}
	rep, err := audit.Run(ctx, audit.Options{
		Input: input, Ref: commit, Origin: "https://github.com/" + repo, Timeout: timeout, FlagUnconfirmed: flagUnconfirmed,
		Logger: zerolog.Nop(), Version: "bench", TieTrace: trace,
	})
	if rep == nil {
		return d, err
	}
	for _, e := range rep.Evidences[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || c.Suppressed {
			continue
		}
		switch {
		case flagStatuses[c.Status]:
			d.Flags = append(d.Flags, flagOf(c))
		case c.Status == aggregator.StatusUnconfirmed:
			d.Unconfirmed = append(d.Unconfirmed, flagOf(c))
		default:
			d.Others = append(d.Others, flagOf(c))
		}
	}
	sort.SliceStable(d.Flags, func(i, j int) bool { return less(d.Flags[i], d.Flags[j]) })
	sort.SliceStable(d.Unconfirmed, func(i, j int) bool { return less(d.Unconfirmed[i], d.Unconfirmed[j]) })
	return d, err
}

func flagOf(c *evidence.Claim) Flag {
	return Flag{Document: c.Document, Path: c.Path, Text: c.Text, Anchor: c.Anchor,
		Kind: string(c.Kind), Status: string(c.Status), Reason: c.Reason, Line: c.Line, Page: c.Page, Context: c.Context}
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
