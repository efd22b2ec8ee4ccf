package audit

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// displayInput is the target input as the report shows it. Remote URLs are
// kept (credentials were stripped by the snapshot); a local absolute path
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
		return in
	}
	if filepath.IsAbs(in) || strings.HasPrefix(in, "~") {
		return "…/" + filepath.Base(in)
	}
	return filepath.ToSlash(in)
}
