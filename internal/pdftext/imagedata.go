package pdftext

import (
	"bytes"
	"image"
	"image/color"
	"image/png"

	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// Bounds on the image data kept for readers such as a multimodal model.
const (
	// MaxDataImages is the number of images per document whose Data is kept
	// (the first ones, in page and content order, of at least minDataSide
	// pixels on each side: icons and bullets keep none).
	MaxDataImages = 6
	// MaxImageDataBytes bounds one image's Data; larger images keep none.
	MaxImageDataBytes = 4 << 20
	maxDataPixels     = 4096 * 4096
	minDataSide       = 64
)

// dataBudget counts the images of a document that may still keep Data.
type dataBudget struct{ left int }

func (b *dataBudget) wants(im Image) bool {
	return b != nil && b.left > 0 && im.Width >= minDataSide && im.Height >= minDataSide &&
		im.Width*im.Height <= maxDataPixels
}

// imageData returns a self-contained image file for obj: the stored stream
// itself when it is a JPEG (DCTDecode as the only filter), else PDFium's
// decoded bitmap encoded as PNG. ok is false when no bounded file can be
// made; that is not an error (the inventory stands without Data).
func imageData(a api, obj references.FPDF_PAGEOBJECT, im Image, raw []byte, filters int) (data []byte, mime string, ok bool) {
	if im.Format == "jpeg" && filters == 1 && len(raw) <= MaxImageDataBytes && bytes.HasPrefix(raw, []byte{0xFF, 0xD8}) {
		return raw, "image/jpeg", true
	}
	bm, err := a.FPDFImageObj_GetBitmap(&requests.FPDFImageObj_GetBitmap{ImageObject: obj})
	if err != nil || bm.Bitmap == "" {
		return nil, "", false
	}
	defer a.FPDFBitmap_Destroy(&requests.FPDFBitmap_Destroy{Bitmap: bm.Bitmap})
	img, ok := bitmapImage(a, bm.Bitmap)
	if !ok {
		return nil, "", false
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil || buf.Len() > MaxImageDataBytes {
		return nil, "", false
	}
	return buf.Bytes(), "image/png", true
}

// bitmapImage converts a PDFium bitmap (gray, BGR, BGRx or BGRA rows of
// Stride bytes) into a Go image.
func bitmapImage(a api, bm references.FPDF_BITMAP) (image.Image, bool) {
	w, err1 := a.FPDFBitmap_GetWidth(&requests.FPDFBitmap_GetWidth{Bitmap: bm})
	h, err2 := a.FPDFBitmap_GetHeight(&requests.FPDFBitmap_GetHeight{Bitmap: bm})
	st, err3 := a.FPDFBitmap_GetStride(&requests.FPDFBitmap_GetStride{Bitmap: bm})
	f, err4 := a.FPDFBitmap_GetFormat(&requests.FPDFBitmap_GetFormat{Bitmap: bm})
	buf, err5 := a.FPDFBitmap_GetBuffer(&requests.FPDFBitmap_GetBuffer{Bitmap: bm})
	for _, err := range []error{err1, err2, err3, err4, err5} {
		if err != nil {
			return nil, false
		}
	}
	return decodeBitmap(w.Width, h.Height, st.Stride, f.Format, buf.Buffer)
}

// decodeBitmap is bitmapImage's pure part.
func decodeBitmap(width, height, stride int, format enums.FPDF_BITMAP_FORMAT, pix []byte) (image.Image, bool) {
	bpp := map[enums.FPDF_BITMAP_FORMAT]int{enums.FPDF_BITMAP_FORMAT_GRAY: 1, enums.FPDF_BITMAP_FORMAT_BGR: 3,
		enums.FPDF_BITMAP_FORMAT_BGRX: 4, enums.FPDF_BITMAP_FORMAT_BGRA: 4}[format]
	if bpp == 0 || width <= 0 || height <= 0 || width*height > maxDataPixels || stride < width*bpp || len(pix) < stride*(height-1)+width*bpp {
		return nil, false
	}
	if bpp == 1 {
		g := image.NewGray(image.Rect(0, 0, width, height))
		for y := 0; y < height; y++ {
			copy(g.Pix[y*g.Stride:y*g.Stride+width], pix[y*stride:y*stride+width])
		}
		return g, true
	}
	out := image.NewNRGBA(image.Rect(0, 0, width, height))
	for y := 0; y < height; y++ {
		row := pix[y*stride:]
		for x := 0; x < width; x++ {
			p := row[x*bpp:]
			c := color.NRGBA{R: p[2], G: p[1], B: p[0], A: 255}
			if format == enums.FPDF_BITMAP_FORMAT_BGRA {
				c.A = p[3]
			}
			out.SetNRGBA(x, y, c)
		}
	}
	return out, true
}
