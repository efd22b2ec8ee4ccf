package aggregator

import (
	"path"
	"strings"
)

// spellingVariant returns the one tracked file whose name is p's with
// '-' and '_' swapped ("Apache.sublime_syntax" for
// assets/syntaxes/02_Extra/Apache.sublime-syntax, "git-tools.py" for
// src/tools/git_tools.py): a misspelt name of this repository, which ties
// the missing path to it as firmly as a link. A bare p may be anywhere; a
// path with directories must match them too.
func (r *run) spellingVariant(p string) (string, bool) {
	p = strings.TrimSuffix(p, "/")
	base := path.Base(p)
	if !strings.ContainsAny(base, "-_") {
		return "", false
	}
	variant := strings.NewReplacer("_", "-", "-", "_").Replace(base)
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
