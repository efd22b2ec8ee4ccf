package repo

import (
	"net/url"
	"os"
	"regexp"
	"strings"
)

// urlSchemes are the input prefixes treated as git URLs to clone.
var urlSchemes = []string{"https://", "http://", "ssh://", "git+ssh://", "git://", "file://"}

// scpLike matches git's scp-like syntax user@host:path (no slash before the
// colon).
var scpLike = regexp.MustCompile(`^([^@/:\s]+)@([^/:\s]+):(.+)$`)

// userinfo matches "scheme://userinfo@" in text that does not parse as a URL.
var userinfo = regexp.MustCompile(`(?i)([a-z][a-z0-9+.-]*://)[^/@\s]*@`)

// IsURL reports whether input names a remote to clone rather than a local
// path: one of the schemes https, http, ssh, git+ssh, git, file, or the
// scp-like form user@host:path when no local path of that name exists.
func IsURL(input string) bool {
	l := strings.ToLower(input)
	for _, s := range urlSchemes {
		if strings.HasPrefix(l, s) {
			return true
		}
	}
	if scpLike.MatchString(input) {
		if _, err := os.Lstat(input); err != nil {
			return true
		}
	}
	return false
}

// StripCredentials removes secrets from a repository URL so it can be
// shown, logged or stored: the whole userinfo of http(s)/git URLs (tokens
// are often passed as the user name), the password of ssh URLs (the ssh user
// name is kept). Local paths and scp-like URLs (which cannot carry a
// password) are returned unchanged.
func StripCredentials(s string) string {
	if !strings.Contains(s, "://") {
		return s
	}
	u, err := url.Parse(s)
	if err != nil {
		return userinfo.ReplaceAllString(s, "$1")
	}
	if u.User == nil {
		return s
	}
	switch strings.ToLower(u.Scheme) {
	case "ssh", "git+ssh":
		if _, has := u.User.Password(); !has {
			return s
		}
		u.User = url.User(u.User.Username())
	default:
		u.User = nil
	}
	return u.String()
}

// WebURL turns a git remote into the web URL used in citation links:
// git@github.com:o/r.git, ssh://git@github.com/o/r and
// https://user:tok@github.com/o/r.git all become https://github.com/o/r.
// Credentials, ports of ssh/git URLs and the ".git" suffix are dropped; an
// http remote keeps http. Local paths, file:// URLs and anything
// unrecognised give "" (no web URL: never a path of this machine).
func WebURL(remote string) string {
	remote = strings.TrimSpace(remote)
	if m := scpLike.FindStringSubmatch(remote); m != nil && !strings.Contains(remote, "://") {
		return joinWeb("https", m[2], m[3])
	}
	u, err := url.Parse(remote)
	if err != nil || u.Host == "" {
		return ""
	}
	switch strings.ToLower(u.Scheme) {
	case "https":
		return joinWeb("https", u.Host, u.Path)
	case "http":
		return joinWeb("http", u.Host, u.Path)
	case "ssh", "git+ssh", "git":
		return joinWeb("https", u.Hostname(), u.Path)
	}
	return ""
}

// joinWeb assembles scheme://host/path with the path cleaned of leading and
// trailing slashes and a ".git" suffix; "" when host or path is empty.
func joinWeb(scheme, host, p string) string {
	p = strings.Trim(p, "/")
	p = strings.TrimSuffix(p, ".git")
	p = strings.TrimSuffix(p, "/")
	host = strings.ToLower(host)
	if host == "" || p == "" {
		return ""
	}
	return scheme + "://" + host + "/" + p
}
