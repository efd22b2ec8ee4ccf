package vision

import (
	"context"
	"fmt"
	"path"
	"strings"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
)

// document is a Markdown document to scan: a tracked file (Path is
// repo-relative) or an external --report document (Path is its name).
type document struct {
	Path     string
	External bool
	Data     []byte
}

var markdownExts = map[string]bool{".md": true, ".markdown": true, ".mdown": true, ".mkd": true, ".mdx": true}

// markdownDocuments returns the tracked Markdown files outside vendored
// directories, in path order, then the external Markdown documents in the
// order given. Unreadable files are warnings.
func markdownDocuments(ctx context.Context, in *detectives.Input) []document {
	var docs []document
	for _, f := range in.Snapshot.Files {
		if ctx.Err() != nil || len(docs) == maxDocuments {
			break
		}
		if !markdownExts[strings.ToLower(path.Ext(f.Path))] || detectives.InVendoredDir(f.Path) ||
			f.Mode != reposnap.Regular && f.Mode != reposnap.Executable {
			continue
		}
		data, err := in.Snapshot.ReadFile(f.Path)
		if err != nil {
			warn(in, f.Path, 0, "document not scanned for images: "+err.Error())
			continue
		}
		if reposnap.IsBinary(data) {
			continue
		}
		docs = append(docs, document{Path: f.Path, Data: data})
	}
	for _, d := range in.Documents {
		if d.Kind == detectives.Markdown {
			docs = append(docs, document{Path: d.Name, External: true, Data: d.Data})
		}
	}
	return docs
}

// scanDocuments parses every document once and collects its image
// references and mermaid diagrams, in document order then source order. A
// parser panic on one document is a warning; the others still run.
func scanDocuments(ctx context.Context, docs []document, in *detectives.Input) ([]imageRef, []diagram) {
	m, origin := in.Snapshot.Manifest(), in.Snapshot.Origin
	var refs []imageRef
	var diagrams []diagram
	for _, d := range docs {
		r, g, err := parseDocument(ctx, d)
		if ctx.Err() != nil {
			break // past the deadline: the documents left are not parsed
		}
		if err != nil {
			warn(in, d.Path, 0, err.Error())
		}
		for i := range r {
			if len(refs) == maxRefs {
				warn(in, d.Path, 0, fmt.Sprintf("more than %d image references: the rest are not recorded", maxRefs))
				break
			}
			r[i].Res = resolveImage(m, origin, d.Path, d.External, r[i].Src)
			refs = append(refs, r[i])
		}
		for _, dg := range g {
			if len(diagrams) < maxDiagrams {
				diagrams = append(diagrams, dg)
			}
		}
	}
	return refs, diagrams
}
