package vision

import (
	"net/url"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// resolution is where an image reference points.
type resolution struct {
	Remote bool   // a URL outside the repository: recorded, not resolved
	Path   string // cleaned repo-relative target ("" when remote or rejected)
	Found  bool   // Path is a tracked file
	Reason string // why Found is false
}

var (
	schemeRe = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
	driveRe  = regexp.MustCompile(`^[a-zA-Z]:[\\/]`)
)

// resolveImage resolves an image source as GitHub renders it: relative to
// the citing document's directory (the repository root for an external
// document), a leading "/" meaning the repository root; query and fragment
// are dropped and %-escapes decoded. URLs are remote, except links to the
// repository's own files on GitHub (origin/blob/<ref>/p, origin/raw/<ref>/p,
// raw.githubusercontent.com/<owner>/<repo>/<ref>/p), which resolve to p.
// A target that climbs out of the repository is never looked up.
func resolveImage(m *evidence.Manifest, origin, doc string, external bool, src string) resolution {
	s := strings.TrimSpace(src)
	switch {
	case s == "":
		return resolution{Reason: "empty image source"}
	case driveRe.MatchString(s):
		return resolution{Reason: "absolute path of another machine"}
	case schemeRe.MatchString(s) || strings.HasPrefix(s, "//"):
		p, ok := sameRepoPath(origin, s)
		if !ok {
			return resolution{Remote: true, Reason: "remote URL: not resolved against the repository"}
		}
		s = "/" + p
	}
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i]
	}
	if u, err := url.PathUnescape(s); err == nil {
		s = u
	}
	var p string
	if strings.HasPrefix(s, "/") {
		p = strings.TrimPrefix(path.Clean(s), "/")
	} else {
		dir := ""
		if !external {
			dir = path.Dir(doc)
		}
		p = path.Join(dir, s)
	}
	switch {
	case p == ".." || strings.HasPrefix(p, "../"):
		return resolution{Reason: "climbs out of the repository root"}
	case p == "." || p == "":
		return resolution{Reason: "points at the repository root, not a file"}
	}
	r := resolution{Path: p, Found: m.HasFile(p)}
	if !r.Found {
		r.Reason = "no such file at the audited revision"
		if fc := m.FoldCase(p); len(fc) > 0 {
			r.Reason = "no such file; differs only in letter case from " + fc[0] + " (GitHub paths are case-sensitive)"
		} else if m.HasDir(p) {
			r.Reason = "is a directory, not an image file"
		}
	}
	return r
}

// sameRepoPath maps a GitHub URL of the audited repository's own files to
// the repo-relative path (the ref segment is dropped; a ref holding '/'
// will not resolve).
func sameRepoPath(origin, s string) (string, bool) {
	if origin == "" {
		return "", false
	}
	o, err1 := url.Parse(origin)
	u, err2 := url.Parse(s)
	if err1 != nil || err2 != nil || u.Scheme != "https" && u.Scheme != "http" {
		return "", false
	}
	repo := strings.ToLower(strings.Trim(strings.TrimSuffix(o.Path, ".git"), "/")) // owner/name
	if repo == "" || strings.Count(repo, "/") != 1 {
		return "", false
	}
	p := strings.Trim(u.Path, "/")
	var rest string
	switch strings.ToLower(u.Host) {
	case strings.ToLower(o.Host):
		lp := strings.ToLower(p)
		for _, kind := range []string{"/blob/", "/raw/"} {
			if strings.HasPrefix(lp, repo+kind) {
				rest = p[len(repo+kind):]
			}
		}
	case "raw.githubusercontent.com":
		if strings.HasPrefix(strings.ToLower(p), repo+"/") {
			rest = p[len(repo)+1:]
		}
	}
	_, after, ok := strings.Cut(rest, "/") // drop the ref
	return after, ok && after != ""
}
