package aggregator

import (
	"path"
	"regexp"
	"strings"
)

// doubledDotRE is a run of dots inside a name.
var doubledDotRE = regexp.MustCompile(`\.{2,}`)

// spellingVariant returns the one tracked file whose name is p's with
// '-' and '_' swapped ("Apache.sublime_syntax" for
// assets/syntaxes/02_Extra/Apache.sublime-syntax, "git-tools.py" for
// src/tools/git_tools.py) or with a doubled dot ("README..md"): a misspelt name of this repository, which ties
// the missing path to it as firmly as a link. A bare p may be anywhere; a
// path with directories must match them too.
func (r *run) spellingVariant(p string) (string, bool) {
	p = strings.TrimSuffix(p, "/")
	base := path.Base(p)
	var variant string
	switch {
	case strings.Contains(base, ".."):
		variant = doubledDotRE.ReplaceAllString(base, ".") // "README..md"
	case strings.ContainsAny(base, "-_"):
		variant = strings.NewReplacer("_", "-", "-", "_").Replace(base)
	default:
		return "", false
	}
	var found []string
	for _, q := range r.x.m.WithSuffix(variant) {
		if path.Base(q) != variant {
			continue
		}
		if strings.Contains(p, "/") && path.Dir(q) != path.Dir(p) && !strings.HasSuffix(path.Dir(q), "/"+path.Dir(p)) {
			continue
		}
		found = append(found, q)
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}
