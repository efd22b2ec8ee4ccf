package aggregator

import (
	"path"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// placesContent reports a sentence that sends the reader to the file for
// its content ("switches are defined in `x`", "see `x`"): the file is
// meant to be read in the repository, generated or not.
func placesContent(c *evidence.Claim) bool {
	i := strings.Index(c.Context, c.Text)
	if i < 0 {
		return false
	}
	before := strings.TrimRight(c.Context[max(0, i-60):i], " `'\"")
	return pointsReader(c.Context, c.Text) || strings.HasSuffix(strings.ToLower(before), " in")
}

// templateOf returns the tracked template a build generates p from
// ("catch2/catch_user_config.hpp" from src/catch2/catch_user_config.hpp.in,
// "config.h" from config.h.in): p itself is never committed.
func (r *run) templateOf(p string) (string, bool) {
	p = strings.TrimSuffix(p, "/")
	if p == "" || path.Ext(p) == "" {
		return "", false
	}
	for _, suffix := range []string{".in", ".template", ".tmpl"} {
		if r.x.m.HasFile(p + suffix) {
			return p + suffix, true
		}
		for _, q := range r.x.m.WithSuffix(path.Base(p) + suffix) {
			if strings.HasSuffix(q, "/"+p+suffix) {
				return q, true
			}
		}
	}
	return "", false
}
