package report

import (
	"net/url"
	"strings"
)

// githubRepoURL returns "https://github.com/owner/repo" when origin is a
// GitHub web or clone URL, else "".
func githubRepoURL(origin string) string {
	origin = strings.TrimSpace(origin)
	if rest, ok := strings.CutPrefix(origin, "git@github.com:"); ok {
		origin = "https://github.com/" + rest
	}
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || !strings.EqualFold(u.Host, "github.com") {
		return ""
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(parts) < 2 || parts[0] == "" || parts[1] == "" {
		return ""
	}
	repo := strings.TrimSuffix(parts[1], ".git")
	return "https://github.com/" + url.PathEscape(parts[0]) + "/" + url.PathEscape(repo)
}

// SourceLink returns a link to path (and line, when > 0) at the audited
// revision: a GitHub blob URL when Target.Origin is a GitHub URL and the
// commit is known, else the repo-relative path itself (escaped as a
// relative URL); #Lline is added when line > 0. It returns "" for an empty
// path or one with nothing left after dropping "", "." and ".." segments.
func SourceLink(t Target, path string, line int) string {
	if path == "" {
		return ""
	}
	link := escapePath(path)
	if link == "" {
		return ""
	}
	if base := githubRepoURL(t.Origin); base != "" && t.Commit != "" {
		link = base + "/blob/" + url.PathEscape(t.Commit) + "/" + link
	}
	// The line anchor also on a relative link, as the judges' citation
	// URLs have it: GitHub's file view (a report committed to or viewed in
	// the repository) highlights the line.
	if line > 0 {
		link += "#L" + itoa(line)
	}
	return link
}

// escapePath percent-escapes each segment of a /-separated path; a
// leading "/" or "../" can never survive because segments are escaped and
// empty or dot segments are dropped.
func escapePath(p string) string {
	var segs []string
	for _, s := range strings.Split(p, "/") {
		if s == "" || s == "." || s == ".." {
			continue
		}
		segs = append(segs, url.PathEscape(s))
	}
	out := strings.Join(segs, "/")
	if strings.HasSuffix(p, "/") && out != "" {
		out += "/"
	}
	return out
}

// safeURL returns u when it is an http(s) URL or a relative reference
// without a scheme, else "" (javascript:, data:, file: ... are dropped).
func safeURL(u string) string {
	u = strings.TrimSpace(u)
	if u == "" {
		return ""
	}
	p, err := url.Parse(u)
	if err != nil {
		return ""
	}
	switch strings.ToLower(p.Scheme) {
	case "http", "https":
		return p.String()
	case "":
		if strings.HasPrefix(u, "//") {
			return ""
		}
		return p.String()
	}
	return ""
}
