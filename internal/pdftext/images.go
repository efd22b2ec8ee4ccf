package pdftext

import (
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// Bounds of the image inventory walk.
const (
	maxPageObjects = 100000 // objects inspected per page
	maxFormDepth   = 4      // nesting of form XObjects followed
	maxPageImages  = 1000   // images reported per page
)

// pageImages inventories the images of a page, including those nested in
// form XObjects, in content order.
func pageImages(a api, page requests.Page, budget *dataBudget) ([]Image, error) {
	n, err := a.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: page})
	if err != nil {
		return nil, err
	}
	w := &imageWalk{a: a, data: budget}
	for i := 0; i < n.Count && w.budget(); i++ {
		o, err := a.FPDFPage_GetObject(&requests.FPDFPage_GetObject{Page: page, Index: i})
		if err != nil {
			return nil, err
		}
		if err := w.visit(o.PageObject, 0); err != nil {
			return nil, err
		}
	}
	return w.images, nil
}

type imageWalk struct {
	a      api
	data   *dataBudget
	seen   int
	images []Image
}

func (w *imageWalk) budget() bool {
	return w.seen < maxPageObjects && len(w.images) < maxPageImages
}

func (w *imageWalk) visit(obj references.FPDF_PAGEOBJECT, depth int) error {
	w.seen++
	t, err := w.a.FPDFPageObj_GetType(&requests.FPDFPageObj_GetType{PageObject: obj})
	if err != nil {
		return err
	}
	switch t.Type {
	case enums.FPDF_PAGEOBJ_IMAGE:
		im, err := imageInfo(w.a, obj, w.data)
		if err != nil {
			return err
		}
		w.images = append(w.images, im)
	case enums.FPDF_PAGEOBJ_FORM:
		if depth >= maxFormDepth {
			return nil
		}
		n, err := w.a.FPDFFormObj_CountObjects(&requests.FPDFFormObj_CountObjects{PageObject: obj})
		if err != nil {
			return err
		}
		for i := 0; i < n.Count && w.budget(); i++ {
			c, err := w.a.FPDFFormObj_GetObject(&requests.FPDFFormObj_GetObject{PageObject: obj, Index: uint64(i)})
			if err != nil {
				return err
			}
			if err := w.visit(c.PageObject, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// imageInfo reads the pixel size, stored size and format of an image, and
// its data while the document's budget allows.
func imageInfo(a api, obj references.FPDF_PAGEOBJECT, budget *dataBudget) (Image, error) {
	im, raw, filters, err := imageMeta(a, obj)
	if err != nil || !budget.wants(im) {
		return im, err
	}
	if data, mime, ok := imageData(a, obj, im, raw, filters); ok {
		im.Data, im.MIME = data, mime
		budget.left--
	}
	return im, nil
}

// imageMeta reads the pixel size, stored stream and format of an image.
func imageMeta(a api, obj references.FPDF_PAGEOBJECT) (Image, []byte, int, error) {
	im := Image{Format: "unknown"}
	size, err := a.FPDFImageObj_GetImagePixelSize(&requests.FPDFImageObj_GetImagePixelSize{ImageObject: obj})
	if err != nil {
		return im, nil, 0, err
	}
	im.Width, im.Height = int(size.Width), int(size.Height)
	raw, err := a.FPDFImageObj_GetImageDataRaw(&requests.FPDFImageObj_GetImageDataRaw{ImageObject: obj})
	if err != nil {
		return im, nil, 0, err
	}
	im.Bytes = int64(len(raw.Data))
	n, err := a.FPDFImageObj_GetImageFilterCount(&requests.FPDFImageObj_GetImageFilterCount{ImageObject: obj})
	if err != nil {
		return im, nil, 0, err
	}
	if n.Count == 0 {
		im.Format = "raw"
		return im, raw.Data, 0, nil
	}
	f, err := a.FPDFImageObj_GetImageFilter(&requests.FPDFImageObj_GetImageFilter{ImageObject: obj, Index: n.Count - 1})
	if err != nil {
		return im, nil, 0, err
	}
	im.Format = formatOf(f.ImageFilter)
	return im, raw.Data, n.Count, nil
}

// formatOf names the image format produced by a PDF filter.
func formatOf(filter string) string {
	switch filter {
	case "DCTDecode", "DCT":
		return "jpeg"
	case "JPXDecode":
		return "jpeg2000"
	case "FlateDecode", "Fl":
		return "png"
	case "JBIG2Decode":
		return "jbig2"
	case "CCITTFaxDecode", "CCF":
		return "ccitt"
	}
	return "unknown"
}
