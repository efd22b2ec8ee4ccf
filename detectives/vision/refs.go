package vision

import (
	"fmt"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// imageRef is one image reference in a Markdown document.
type imageRef struct {
	Doc      string // citing document (repo-relative, or the external name)
	External bool
	Line     int
	Kind     string // "markdown" (inline or reference-style) or "html" (<img>)
	Src      string // as written
	Alt      string
	Res      resolution
}

func (r imageRef) evidence() evidence.Evidence {
	status := "exists"
	switch {
	case r.Res.Remote:
		status = "remote, not resolved"
	case !r.Res.Found:
		status = "MISSING: " + r.Res.Reason
	}
	target := r.Res.Path
	if target == "" {
		target = r.Src
	}
	content := fmt.Sprintf("%s:%d references image %q (%s, alt %q) -> %s: %s",
		r.Doc, r.Line, evidence.Truncate(r.Src, 300), r.Kind, evidence.Truncate(r.Alt, 120), evidence.Truncate(target, 300), status)
	rationale := "the reference resolves to a tracked file"
	conf := 1.0
	switch {
	case r.Res.Remote:
		rationale, conf = r.Res.Reason, 0.5
	case !r.Res.Found:
		rationale = "the document shows an image that does not resolve: " + r.Res.Reason
	}
	return finish(evidence.ClassImageRef, "ref", evidence.Evidence{
		Goal: "images referenced by the documentation exist", Found: r.Res.Found, Content: content,
		Location: r.Doc, Line: r.Line, Rationale: rationale, Confidence: conf,
		Data: map[string]any{"src": evidence.Truncate(r.Src, 500), "alt": evidence.Truncate(r.Alt, 200), "kind": r.Kind,
			"resolved": r.Res.Path, "remote": r.Res.Remote, "external_document": r.External},
	})
}

// unreferenced records every inventoried image that no resolved reference
// points at (found=false: "referenced by documentation" does not hold).
func unreferenced(images []imageFile, refs []imageRef) []evidence.Evidence {
	used := map[string]bool{}
	for _, r := range refs {
		if r.Res.Found {
			used[r.Res.Path] = true
		}
	}
	var out []evidence.Evidence
	for _, im := range images {
		if used[im.Path] {
			continue
		}
		out = append(out, finish(ClassImageUnreferenced, "unreferenced", evidence.Evidence{
			Goal: "image referenced by documentation", Found: false, Location: im.Path,
			Content:    fmt.Sprintf("%s (%s, %d bytes) is not referenced by any Markdown document", im.Path, im.Info.Format, im.Bytes),
			Rationale:  "no Markdown image or <img> reference resolves to it; it may still be used by code, HTML or CSS",
			Confidence: 0.7,
			Data:       map[string]any{"format": im.Info.Format, "bytes": im.Bytes},
		}))
	}
	return out
}
