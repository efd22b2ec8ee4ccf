package docs

import (
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ReasonProjectName is recorded on a bare name that is the name of a
// project the document links on GitHub ("### VCR.py" over a link to
// github.com/kevin1024/vcrpy): a project, not a file.
const ReasonProjectName = "the name of a project the document links (github.com/owner/name), not a file"

// repoURLRE finds the repository name of a GitHub URL.
var repoURLRE = regexp.MustCompile(`(?i)^https?://(?:www\.)?github\.com/[\w.-]+/([\w.-]+)`)

// projectNames marks as not a claim a bare name (no directory) written in
// a sentence, a heading or a code span whose letters and digits are those
// of a repository the same document links on GitHub ("rpc.py" and
// github.com/abersheeran/rpc.py, "VCR.py" and github.com/kevin1024/vcrpy).
// A tracked file of that name stays a claim.
func projectNames(ms []mention, man *evidence.Manifest) {
	names := map[string]bool{}
	for i := range ms {
		if ms[i].kind != evidence.KindLink {
			continue
		}
		if m := repoURLRE.FindStringSubmatch(ms[i].ref.path); m != nil {
			names[alnumKey(strings.TrimSuffix(m[1], ".git"))] = true
		}
	}
	if len(names) == 0 {
		return
	}
	for i := range ms {
		m := &ms[i]
		p := m.ref.path
		if !m.isClaim() || strings.Contains(p, "/") || m.kind == evidence.KindLink || m.kind == evidence.KindImage || m.kind == evidence.KindTree {
			continue
		}
		if k := alnumKey(p); len(k) >= 3 && names[k] && (man == nil || len(man.WithSuffix(p)) == 0) {
			m.status, m.reason, m.confidence = evidence.StatusNotAClaim, ReasonProjectName, 0.2
		}
	}
}

// alnumKey is a name's letters and digits, lower-cased.
func alnumKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
