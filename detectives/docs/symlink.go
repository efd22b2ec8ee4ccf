package docs

import (
	"fmt"
	"path"
	"strings"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// symlinkDocument records a tracked document that is a symlink: it is
// never followed (its target may be outside the repository, such as
// /etc/passwd or ../../secrets.md), so it is a warning naming the target
// and a DOCUMENT evidence with found=false saying why it was not read.
func symlinkDocument(in *detectives.Input, f repo.File, format Format) evidence.Evidence {
	target, where := "", "an unreadable target"
	if l, ok := linkOf(in.Snapshot, f.Path); ok {
		target = l
		where = linkPlace(f.Path, l)
	}
	why := fmt.Sprintf("a symlink to %q (%s), never followed", target, where)
	in.Warn(detectives.Warning{Detective: "docs", Message: "document skipped: " + why, Location: f.Path})
	return unreadable(Doc{Name: f.Path, Format: format}, why)
}

// linkOf returns the committed target of the symlink p.
func linkOf(s *repo.Snapshot, p string) (string, bool) {
	l, ok := s.Manifest().Link(p)
	if !ok || l.Submodule || l.Target == "" {
		return "", false
	}
	return l.Target, true
}

// linkPlace says where the target of the symlink at p points: outside
// the repository (absolute, or climbing above its root), or to the path
// inside it, whose own content is read when it is a tracked document.
func linkPlace(p, target string) string {
	if path.IsAbs(target) {
		return "outside the repository"
	}
	to := path.Join(path.Dir(p), target)
	if to == ".." || strings.HasPrefix(to, "../") {
		return "outside the repository"
	}
	return "inside the repository: " + to + " is read as itself when it is a document"
}
