package audit

import (
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/repo-auditor/auditor/internal/redact"
	"github.com/repo-auditor/auditor/internal/repo"
)

// displayInput is the target input as the report shows it. Remote URLs are
// kept without their credentials (also when the clone failed and no
// snapshot stripped them); a local absolute path
// or a file:// URL is reduced to its last element, because no absolute path
// of the auditing machine may appear in a report.
func displayInput(in string) string {
	if strings.Contains(in, "://") {
		u, err := url.Parse(in)
		if err != nil {
			return "<unparsable URL>"
		}
		if u.Scheme == "file" {
			return "file://…/" + path.Base(strings.TrimRight(u.Path, "/"))
		}
		return redact.Credentials(repo.StripCredentials(in))
	}
	if filepath.IsAbs(in) || strings.HasPrefix(in, "~") {
		return "…/" + filepath.Base(in)
	}
	return filepath.ToSlash(in)
}

// maxLocationDepth bounds the walk up to the enclosing work tree.
const maxLocationDepth = 64

// registerLocation tells red where the audited repository lives on this
// machine, shown as redact.Repo: the work tree that encloses the input
// directory (the directory holding .git), else the input directory. An
// input that does not exist registers nothing (its error names it as
// given). URLs are cloned under the temporary directory, which the
// redactor already knows.
func registerLocation(red *redact.Redactor, input string) {
	if red == nil || repo.IsURL(input) {
		return
	}
	abs, err := filepath.Abs(input)
	if err != nil {
		return
	}
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		return
	}
	for dir, i := abs, 0; i < maxLocationDepth; i++ {
		if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
			red.AddPath(dir, redact.Repo)
			return
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	red.AddPath(abs, redact.Repo)
}
