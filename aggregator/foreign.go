package aggregator

import (
	"fmt"
	"path"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// A document about another project (a report written for a fork or an
// earlier assignment and committed here, a peer's project pasted in): its
// paths are that project's. It shows in the paths themselves: few of
// them exist here, and most of the missing ones have extensions this
// repository never uses (`.ts` hooks cited in a Python repository).

// foreignDoc is what the pre-pass measured of one document's mentions
// (code, fence, prose and tree; links are the document's own navigation).
type foreignDoc struct {
	resolved, missing int
	missingExt        int // missing paths with an extension
	foreignExt        int // ... that the repository never uses
}

// Thresholds of foreignDocument, chosen on the real-world benchmark's dev
// part: a student's fully invented report names .py files in a Python
// repository (foreignExt 0) and stays this repository's.
const (
	foreignMinMissing   = 6
	foreignMaxResolved  = 0.25
	foreignMinExtShare  = 0.5
	foreignMinExtMisses = 4
)

// ReasonForeignDocument is recorded on a missing path of such a document.
const ReasonForeignDocument = "the document is about another project: %d of its %d cited paths exist here, and %d of its %d missing files have extensions this repository never uses"

// foreignDocs measures every document's mentions once, before the claims
// are resolved, and returns the documents about another project.
func (r *run) foreignDocs() map[docKey]foreignDoc {
	all := map[docKey]*foreignDoc{}
	for _, e := range r.in.Evidence[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || c.Status != "" || c.Kind == evidence.KindLink || c.Kind == evidence.KindImage {
			continue
		}
		t, err := r.targetFor(c)
		if err != nil || t.sameDoc {
			continue
		}
		res, ok := r.resolve(t)
		r.remember(c, t, res, ok)
		k := docKey{c.Document, c.External}
		d := all[k]
		if d == nil {
			d = &foreignDoc{}
			all[k] = d
		}
		if ok {
			d.resolved++
			continue
		}
		d.missing++
		if ext := path.Ext(t.path); ext != "" && len(ext) <= 6 {
			d.missingExt++
			if !r.x.m.HasExt(ext) {
				d.foreignExt++
			}
		}
	}
	out := map[docKey]foreignDoc{}
	for k, d := range all {
		if d.foreign() {
			out[k] = *d
		}
	}
	return out
}

// foreign applies the thresholds.
func (d foreignDoc) foreign() bool {
	n := d.resolved + d.missing
	return d.missing >= foreignMinMissing && float64(d.resolved) <= foreignMaxResolved*float64(n) &&
		d.foreignExt >= foreignMinExtMisses && float64(d.foreignExt) >= foreignMinExtShare*float64(d.missingExt)
}

func (d foreignDoc) reason() string {
	return fmt.Sprintf(ReasonForeignDocument, d.resolved, d.resolved+d.missing, d.foreignExt, d.missingExt)
}

// preResolved is a claim's target and resolution from the pre-pass, with
// the fields they were computed from.
type preResolved struct {
	text, context, anchor string
	t                     target
	res                   resolution
	ok                    bool
}

// remember keeps the pre-pass's placement and resolution of c.
func (r *run) remember(c *evidence.Claim, t target, res resolution, ok bool) {
	if r.pre == nil {
		r.pre = map[*evidence.Claim]preResolved{}
	}
	r.pre[c] = preResolved{c.Text, c.Context, c.Anchor, t, res, ok}
}

// recalled returns what the pre-pass computed for orig, when redaction
// left the fields placement reads unchanged in c (the claim pass's copy).
func (r *run) recalled(orig, c *evidence.Claim) (preResolved, bool) {
	p, ok := r.pre[orig]
	if !ok || p.text != c.Text || p.context != c.Context || p.anchor != c.Anchor {
		return preResolved{}, false
	}
	return p, true
}
