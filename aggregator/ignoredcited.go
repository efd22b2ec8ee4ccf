package aggregator

import (
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ignoredCited returns the missing paths the documents cite in full under
// a directory .gitignore ignores ("data/tenacious_sales_data/schemas/x.json"
// with data/tenacious_sales_data/ ignored), built on first use. Another
// mention of the end of such a path ("schemas/x.json") names the same
// ignored file, which the author has and the repository deliberately does
// not.
func (r *run) ignoredCited() []string {
	if r.ignoredFull != nil {
		return *r.ignoredFull
	}
	var out []string
	if r.in.Ignored != nil {
		for _, e := range r.in.Evidence[evidence.Docs] {
			c := e.Claim
			if e.Class != evidence.ClassPathClaim || c == nil || c.Status != "" || !strings.Contains(strings.Trim(c.Text, "/"), "/") {
				continue
			}
			cc := *c
			t, err := r.targetFor(&cc)
			if err != nil || !strings.Contains(t.path, "/") || r.x.m.Has(t.path) || !r.ignored(t.path, t.dirOnly) {
				continue
			}
			out = append(out, t.path)
		}
	}
	r.ignoredFull = &out
	return out
}

// ignoredElsewhere reports a missing path that ends a longer path the
// documents cite under an ignored directory (see ignoredCited), and that
// path.
func (r *run) ignoredElsewhere(p string) (string, bool) {
	if p == "" || p == "." {
		return "", false
	}
	for _, full := range r.ignoredCited() {
		if strings.HasSuffix(full, "/"+p) {
			return full, true
		}
	}
	return "", false
}
