package audit

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/docs"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// CatIncomplete is the error category of an audit that did not cover its
// input: a detective cut short (deadline, failure, panic), documents not
// read, a cancelled run.
const CatIncomplete = "INCOMPLETE"

// maxNamed bounds the unread documents a message names.
const maxNamed = 10

// completeness checks that the audit covered its input. Every reason it
// finds is recorded as an INCOMPLETE error; the report's integrity is then
// FAILED and Run returns an error wrapping ErrIncomplete (exit 1). Reasons:
// a detective that failed or was cut short (with, for the docs detective,
// the documents it did not read) and a cancelled context.
func (r *run) completeness(ctx context.Context, snap *repo.Snapshot, in *detectives.Input, results []detectives.Result, set evidence.Set) error {
	var reasons []string
	for _, res := range results {
		if res.Err == nil {
			continue
		}
		why := fmt.Sprintf("the %s detective did not complete (%v): what it checks is unverified", res.Detective, res.Err)
		if res.Detective == docs.Detective.Name {
			if unread, total := unreadDocuments(snap, in, set); len(unread) > 0 {
				why += fmt.Sprintf("; %d of %d documents were not read: %s", len(unread), total, names(unread))
			}
		}
		reasons = append(reasons, why)
	}
	if err := ctx.Err(); err != nil {
		reasons = append(reasons, fmt.Sprintf("the audit was interrupted (%v): later stages did not run or ran partly", err))
	}
	if len(reasons) == 0 {
		return nil
	}
	for _, why := range reasons {
		r.fail(CatIncomplete, "audit incomplete: "+why, "")
	}
	return fmt.Errorf("%w: %s", ErrIncomplete, strings.Join(reasons, "; "))
}

// unreadDocuments lists the documents the docs detective was to read
// (tracked Markdown and PDF files not excluded, and --report files) that
// have no DOCUMENT evidence, and how many it was to read.
func unreadDocuments(snap *repo.Snapshot, in *detectives.Input, set evidence.Set) (unread []string, total int) {
	read := map[string]bool{}
	for _, e := range set[evidence.Docs] {
		if e.Class == evidence.ClassDocument {
			read[e.Location] = true
		}
	}
	var want []string
	if snap != nil {
		for _, f := range snap.Files {
			if docs.DocumentFormat(f.Path) != "" && (f.Mode == repo.Regular || f.Mode == repo.Executable) && !docs.Excluded(f.Path, in.SkipDocuments) {
				want = append(want, f.Path)
			}
		}
	}
	for _, d := range in.Documents {
		want = append(want, d.Name)
	}
	for _, p := range want {
		if !read[p] {
			unread = append(unread, p)
		}
	}
	sort.Strings(unread)
	return unread, len(want)
}

func names(list []string) string {
	if len(list) <= maxNamed {
		return strings.Join(list, ", ")
	}
	return strings.Join(list[:maxNamed], ", ") + fmt.Sprintf(" and %d more", len(list)-maxNamed)
}

// integrity is the report's verdict: FAILED when the aggregator failed or
// the audit is incomplete (err wraps ErrIncomplete).
func integrity(aggregated string, err error) string {
	if errors.Is(err, ErrIncomplete) {
		return "FAILED"
	}
	return aggregated
}
