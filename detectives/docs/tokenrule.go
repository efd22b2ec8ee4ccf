package docs

import "strings"

// tokenRule decides from the token alone: URLs, host-qualified names,
// package references, globs and placeholders are never claims.
func tokenRule(p string) (rule, bool) {
	switch {
	case isURL(p) || strings.HasPrefix(strings.ToLower(p), "tel:"):
		return rule{ReasonURL, 0.02, false}, true
	case hostQualified(p):
		return rule{ReasonHost, 0.05, false}, true
	case strings.Contains(p, "@"):
		return rule{ReasonPackageRef, 0.05, false}, true
	case isGlob(p):
		return rule{ReasonGlob, 0.05, false}, true
	case isPlaceholder(p):
		return rule{ReasonPlaceholder, 0.05, false}, true
	}
	return rule{}, false
}

// hostQualified reports "github.com/x/y", "golang.org/x/tools": a first
// segment that is a domain name.
func hostQualified(p string) bool {
	i := strings.IndexAny(p, "/\\")
	if i <= 0 {
		return false
	}
	first := p[:i]
	j := strings.LastIndexByte(first, '.')
	if j <= 0 || j == len(first)-1 {
		return false
	}
	tld := strings.ToLower(first[j+1:])
	if fileExts[tld] || len(tld) < 2 || len(tld) > 6 {
		return false
	}
	for k := 0; k < len(tld); k++ {
		if tld[k] < 'a' || tld[k] > 'z' {
			return false
		}
	}
	return true
}

func isGlob(p string) bool {
	return strings.ContainsAny(p, "*?") || strings.Contains(p, "{") && strings.Contains(p, ",") && strings.Contains(p, "}")
}

// isPlaceholder reports names standing for any path: "<your-file>",
// "{name}.py", "$HOME/x", "~/x", "%APPDATA%", "path/to/file",
// "src/.../x.py", "your_project/", "foo.example".
func isPlaceholder(p string) bool {
	if strings.ContainsAny(p, "<>{}$%~") || strings.Contains(p, "...") || strings.Contains(p, "…") {
		return true
	}
	lp := strings.ToLower(p)
	if strings.Contains("/"+lp, "/path/to/") || strings.HasPrefix(lp, "path/to") {
		return true
	}
	for _, seg := range splitSegs(lp) {
		stem := seg
		if i := strings.IndexByte(seg, '.'); i > 0 {
			stem = seg[:i]
		}
		if placeholderStems[stem] || strings.HasPrefix(stem, "your") || strings.HasSuffix(seg, ".ext") || strings.HasSuffix(seg, ".extension") {
			return true
		}
	}
	return strings.HasSuffix(lp, ".example") && !strings.Contains(lp, ".env") && !strings.Contains(lp, "config")
}
