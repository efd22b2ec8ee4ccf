// Package vision is the vision detective: it inventories the images of the
// audited revision (format and dimensions from the header only), resolves
// every image reference of the Markdown documents, lists the images no
// document references, analyses mermaid diagrams (nodes, edges, fan-out
// and fan-in) and inventories the images embedded in PDF documents.
package vision

import (
	"context"
	"errors"
	"sort"
	"strconv"
	"time"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Classes this detective adds to the shared vocabulary.
const (
	// ClassImageUnreferenced: a tracked image that no Markdown document
	// references (found=false for "image referenced by documentation").
	ClassImageUnreferenced evidence.Class = "IMAGE_UNREFERENCED"
	// ClassPDFImage: the image inventory of a PDF document (one record per
	// document, plus one per page that holds images, with Page set).
	ClassPDFImage evidence.Class = "PDF_IMAGE"
)

// Detective is the vision detective of the built-in suite.
var Detective = &detectives.Detective{
	Name:    "vision",
	Doc:     "inventories images, image references, mermaid diagrams and PDF images",
	Source:  evidence.Vision,
	Timeout: 90 * time.Second,
	Run:     run,
}

const name = "vision"

// Limits of one run.
const (
	maxImages    = 2000 // image files inventoried; the rest are counted in a warning
	maxDocuments = 2000 // Markdown documents parsed
	maxRefs      = 5000 // image references recorded
	maxPDFs      = 20   // PDF documents extracted
	maxDiagrams  = 500  // mermaid blocks analysed
)

func run(ctx context.Context, in *detectives.Input) ([]evidence.Evidence, error) {
	if in.Snapshot == nil {
		return nil, errors.New("vision detective: no repository snapshot")
	}
	images := inventoryImages(in)
	out := make([]evidence.Evidence, 0, len(images))
	for _, im := range images {
		out = append(out, im.evidence())
	}
	docs := markdownDocuments(ctx, in)
	refs, diagrams := scanDocuments(ctx, docs, in)
	for _, r := range refs {
		out = append(out, r.evidence())
	}
	out = append(out, unreferenced(images, refs)...)
	for _, d := range diagrams {
		out = append(out, d.evidence())
	}
	if err := ctx.Err(); err != nil {
		return out, err
	}
	out = append(out, pdfImages(ctx, in)...)
	return out, ctx.Err()
}

// finish fills the shared fields: source, class, bounded content, a root
// location when none is given, and a content-derived id.
func finish(class evidence.Class, key string, e evidence.Evidence) evidence.Evidence {
	e.Source = evidence.Vision
	e.Class = class
	e.Content = evidence.Truncate(e.Content, evidence.MaxContent)
	if e.Location == "" {
		e.Location = "."
	}
	e.ID = evidence.ID(evidence.Vision, class, key, e.Location, strconv.Itoa(e.Line), strconv.Itoa(e.Page), e.Content)
	return e
}

func warn(in *detectives.Input, loc string, line int, msg string) {
	in.Warn(detectives.Warning{Detective: name, Message: msg, Location: loc, Line: line})
}

// sortedKeys returns a map's keys sorted.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
