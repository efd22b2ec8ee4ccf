package pdftext

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/klippa-app/go-pdfium/enums"

	"github.com/repo-auditor/auditor/internal/pdftext/internal/pdfgen"
)

func TestImageData(t *testing.T) {
	src := pdfgen.Find("gen_diagram.pdf")
	d := extract(t, "gen_diagram.pdf")
	if len(d.Pages) != 2 || len(d.Pages[0].Images) != 3 || len(d.Pages[1].Images) != 6 {
		t.Fatalf("pages/images: %+v", d.Pages)
	}
	p1 := d.Pages[0].Images
	// the JPEG stream is handed over as stored
	if p1[0].MIME != "image/jpeg" || !bytes.Equal(p1[0].Data, src.Pages[0].Images[0].Data) {
		t.Errorf("jpeg: mime %q, %d bytes; want the stored stream (%d bytes)", p1[0].MIME, len(p1[0].Data), len(src.Pages[0].Images[0].Data))
	}
	// the Flate image is decoded by PDFium and re-encoded as a PNG of the same size and colours
	if p1[1].MIME != "image/png" {
		t.Fatalf("flate image: mime %q", p1[1].MIME)
	}
	img, err := png.Decode(bytes.NewReader(p1[1].Data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 80 || b.Dy() != 64 {
		t.Errorf("png bounds %v, want 80x64", b)
	}
	// testImage: R grows with x, G with y, B is 128
	r, g, b, _ := img.At(79, 63).RGBA()
	if r>>8 < 240 || g>>8 < 240 || b>>8 != 128 {
		t.Errorf("pixel (79,63) = %d,%d,%d; want about 252,251,128", r>>8, g>>8, b>>8)
	}
	if p1[2].Data != nil {
		t.Errorf("a 16x16 icon keeps no data")
	}
	// MaxDataImages: 2 on page 1, then 4 of the 6 on page 2
	kept := 0
	for _, im := range d.Pages[1].Images {
		if im.Data != nil {
			kept++
		}
	}
	if kept != MaxDataImages-2 {
		t.Errorf("page 2 kept data for %d images, want %d (document budget %d)", kept, MaxDataImages-2, MaxDataImages)
	}
}

func TestDecodeBitmap(t *testing.T) {
	// 2x2 pixels, stride padded to 8 bytes for BGRA/BGRX, 4 for BGR, 4 for gray
	bgra := []byte{1, 2, 3, 200, 4, 5, 6, 255, 7, 8, 9, 0, 10, 11, 12, 128}
	img, ok := decodeBitmap(2, 2, 8, enums.FPDF_BITMAP_FORMAT_BGRA, bgra)
	if !ok {
		t.Fatal("BGRA not decoded")
	}
	if c := img.(*image.NRGBA).NRGBAAt(0, 0); c.R != 3 || c.G != 2 || c.B != 1 || c.A != 200 {
		t.Errorf("BGRA pixel (0,0) = %+v; want R3 G2 B1 A200", c)
	}
	if c := img.(*image.NRGBA).NRGBAAt(1, 1); c.R != 12 || c.A != 128 {
		t.Errorf("BGRA pixel (1,1) = %+v; want R12 A128", c)
	}
	bgr := []byte{1, 2, 3, 4, 5, 6, 0, 0, 7, 8, 9, 10, 11, 12, 0, 0}
	img, ok = decodeBitmap(2, 2, 8, enums.FPDF_BITMAP_FORMAT_BGR, bgr)
	if !ok {
		t.Fatal("BGR not decoded")
	}
	if r, g, b, _ := img.At(1, 1).RGBA(); r>>8 != 12 || g>>8 != 11 || b>>8 != 10 {
		t.Errorf("BGR pixel (1,1) = %d,%d,%d; want 12,11,10", r>>8, g>>8, b>>8)
	}
	gray := []byte{10, 20, 0, 0, 30, 40, 0, 0}
	img, ok = decodeBitmap(2, 2, 4, enums.FPDF_BITMAP_FORMAT_GRAY, gray)
	if !ok {
		t.Fatal("gray not decoded")
	}
	if y, _, _, _ := img.At(1, 1).RGBA(); y>>8 != 40 {
		t.Errorf("gray pixel (1,1) = %d, want 40", y>>8)
	}
	for name, c := range map[string]struct {
		w, h, stride int
		f            enums.FPDF_BITMAP_FORMAT
		pix          []byte
	}{
		"short buffer":     {2, 2, 8, enums.FPDF_BITMAP_FORMAT_BGRA, bgra[:10]},
		"stride too small": {2, 2, 4, enums.FPDF_BITMAP_FORMAT_BGRA, bgra},
		"unknown format":   {2, 2, 8, enums.FPDF_BITMAP_FORMAT_UNKNOWN, bgra},
		"empty":            {0, 2, 8, enums.FPDF_BITMAP_FORMAT_BGRA, bgra},
	} {
		if _, ok := decodeBitmap(c.w, c.h, c.stride, c.f, c.pix); ok {
			t.Errorf("%s: decoded, want refused", name)
		}
	}
}
