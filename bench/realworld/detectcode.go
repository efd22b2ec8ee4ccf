package realworld

import (
	"context"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives/docs"
	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// CodeFound is one command or symbol mention the detector found in a
// document, with the aggregator's verdict ("no_runner_file" when it was
// dropped because the runner file does not exist).
type CodeFound struct {
	CodeMention
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

// Flagged reports whether the mention raised a finding.
func (f CodeFound) Flagged() bool { return f.Status == string(evidence.StatusMissing) }

// DetectCode audits gitDir at commit with symbol claims on and returns the
// command and symbol mentions of the given Markdown documents: those the
// report keeps, and those the docs detective found that the aggregator
// dropped (no runner file). repo is owner/name, read as Detect reads it.
func DetectCode(ctx context.Context, gitDir, repo, commit string, documents []string, timeout time.Duration) ([]CodeFound, error) {
	tmp, err := os.MkdirTemp("", "realworld-code-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	input := filepath.Join(tmp, path.Base(repo)+".git")
	if err := os.Symlink(gitDir, input); err != nil {
		return nil, err
	}
	rep, err := audit.Run(ctx, audit.Options{Input: input, Ref: commit, Origin: "https://github.com/" + repo, Timeout: timeout, SymbolClaims: true,
		Logger: zerolog.Nop(), Version: "bench"})
	if rep == nil {
		return nil, err
	}
	labelled := map[string]bool{}
	for _, d := range documents {
		labelled[d] = true
	}
	byID := map[string]evidence.Evidence{}
	var out []CodeFound
	for _, e := range rep.Evidences[evidence.Docs] {
		if (e.Class == evidence.ClassCommandClaim || e.Class == evidence.ClassSymbolClaim) && labelled[e.Claim.Document] {
			byID[e.ID] = e
			out = append(out, found(e, string(e.Claim.Status), e.Claim.Reason))
		}
	}
	// the mentions the aggregator dropped (no runner file)
	for _, d := range documents {
		if docs.DocumentFormat(d) != docs.FormatMarkdown {
			continue
		}
		data, gerr := exec.CommandContext(ctx, "git", "--git-dir", gitDir, "show", commit+":"+d).Output()
		if gerr != nil {
			continue
		}
		for _, e := range docs.Extract(ctx, docs.Doc{Name: d, Format: docs.FormatMarkdown, Data: data}, docs.Options{Project: path.Base(repo), Origin: "https://github.com/" + repo}) {
			if e.Class != evidence.ClassCommandClaim && e.Class != evidence.ClassSymbolClaim {
				continue
			}
			if _, ok := byID[e.ID]; !ok && e.Class == evidence.ClassCommandClaim {
				out = append(out, found(e, "no_runner_file", ""))
			}
		}
	}
	return out, err
}

func quote(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 160 {
		s = evidence.Truncate(s, 156)
	}
	return s
}

func found(e evidence.Evidence, status, reason string) CodeFound {
	f := CodeFound{CodeMention: CodeMention{Kind: "command", Document: e.Claim.Document, Line: e.Line, Text: e.Claim.Text,
		Quote: quote(e.Claim.Context)}, Status: status, Reason: reason}
	if e.Class == evidence.ClassSymbolClaim {
		f.Kind = "symbol"
	}
	return f
}
