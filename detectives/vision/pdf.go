package vision

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/pdftext"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// extractPDF is pdftext.Extract; tests replace it.
var extractPDF = pdftext.Extract

type pdfDoc struct {
	Name     string
	External bool
	Data     []byte
}

// pdfDocuments lists tracked *.pdf files (vendored skipped), then external
// PDF documents, at most maxPDFs.
func pdfDocuments(in *detectives.Input) []pdfDoc {
	var out []pdfDoc
	for _, f := range in.Snapshot.Files {
		if strings.ToLower(path.Ext(f.Path)) != ".pdf" || detectives.InVendoredDir(f.Path) || f.Mode != reposnap.Regular && f.Mode != reposnap.Executable {
			continue
		}
		if len(out) == maxPDFs {
			warn(in, f.Path, 0, fmt.Sprintf("more than %d PDF documents: the rest are not inventoried", maxPDFs))
			break
		}
		data, err := in.Snapshot.ReadFile(f.Path)
		if err != nil {
			warn(in, f.Path, 0, "PDF not inventoried: "+err.Error())
			continue
		}
		out = append(out, pdfDoc{Name: f.Path, Data: data})
	}
	for _, d := range in.Documents {
		if d.Kind == detectives.PDF && len(out) < maxPDFs {
			out = append(out, pdfDoc{Name: d.Name, External: true, Data: d.Data})
		}
	}
	return out
}

// pdfImages inventories the images embedded in each PDF: one record per
// document (found=false when it holds none, which a diagram criterion
// reads as "no diagram"), and one per page holding images. A PDF that
// cannot be extracted gives a warning and an inconclusive record.
func pdfImages(ctx context.Context, in *detectives.Input) []evidence.Evidence {
	var out []evidence.Evidence
	for _, d := range pdfDocuments(in) {
		if ctx.Err() != nil {
			break
		}
		if reposnap.IsLFSPointer(d.Data) {
			// the docs detective warns about the pointer; no second warning
			out = append(out, pdfFailure(d, errors.New("a Git LFS pointer, not the PDF: its images are not in the repository")))
			continue
		}
		doc, err := safeExtract(ctx, d.Data)
		if err != nil {
			if ctx.Err() != nil {
				break
			}
			warn(in, d.Name, 0, "PDF images not inventoried: "+err.Error())
			out = append(out, pdfFailure(d, err))
			continue
		}
		out = append(out, pdfEvidence(d, doc)...)
	}
	return out
}

func safeExtract(ctx context.Context, data []byte) (doc *pdftext.Doc, err error) {
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, fmt.Errorf("pdf extraction panicked: %v", r)
		}
	}()
	return extractPDF(ctx, data)
}

func pdfFailure(d pdfDoc, err error) evidence.Evidence {
	reason := "the PDF could not be read"
	if errors.Is(err, pdftext.ErrUnsupported) {
		reason = "PDF extraction is not available in this build"
	}
	return finish(ClassPDFImage, "pdf", evidence.Evidence{
		Goal: "images (diagrams) embedded in the PDF document", Found: false, Location: d.Name,
		Content:    fmt.Sprintf("%s: embedded images not inventoried: %s", d.Name, evidence.Truncate(err.Error(), 300)),
		Rationale:  reason + "; whether it holds diagrams is unknown (inconclusive)",
		Confidence: 0, Data: map[string]any{"external_document": d.External, "error": evidence.Truncate(err.Error(), 300)},
	})
}

func pdfEvidence(d pdfDoc, doc *pdftext.Doc) []evidence.Evidence {
	var out []evidence.Evidence
	total := 0
	var pages []string
	for _, p := range doc.Pages {
		if len(p.Images) == 0 {
			continue
		}
		total += len(p.Images)
		pages = append(pages, fmt.Sprint(p.Number))
		descs := make([]string, len(p.Images))
		for i, im := range p.Images {
			descs[i] = fmt.Sprintf("%s %dx%d %d bytes", im.Format, im.Width, im.Height, im.Bytes)
		}
		out = append(out, finish(ClassPDFImage, "pdf.page", evidence.Evidence{
			Goal: "images (diagrams) embedded in the PDF document", Found: true, Location: d.Name, Page: p.Number,
			Content:    fmt.Sprintf("%s page %d: %d embedded images: %s", d.Name, p.Number, len(p.Images), strings.Join(descs, "; ")),
			Rationale:  "image objects on the page, as the PDF stores them (content not interpreted)",
			Confidence: 1, Data: map[string]any{"images": len(p.Images), "descriptions": descs, "external_document": d.External},
		}))
	}
	content := fmt.Sprintf("%s: %d embedded images on %d of %d pages", d.Name, total, len(pages), len(doc.Pages))
	if len(pages) > 0 {
		content += " (pages " + strings.Join(pages, ", ") + ")"
	}
	rationale := "image objects counted on every extracted page"
	if total == 0 {
		rationale = "no embedded image: the document shows no diagram image (vector drawings are not counted)"
	}
	if doc.Truncated {
		rationale += "; extraction was truncated"
	}
	summary := finish(ClassPDFImage, "pdf", evidence.Evidence{
		Goal: "images (diagrams) embedded in the PDF document", Found: total > 0, Location: d.Name,
		Content: content, Rationale: rationale, Confidence: 0.9,
		Data: map[string]any{"images": total, "pages": len(doc.Pages), "pages_with_images": len(pages),
			"page_numbers": nonNil(pages), "truncated": doc.Truncated, "external_document": d.External},
	})
	return append([]evidence.Evidence{summary}, out...)
}
