package pdfgen

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
)

// Fixture is a named generated document (Name is the file name under
// internal/pdftext/testdata).
type Fixture struct {
	Name string
	Doc  *Doc
}

// Fixtures returns the synthetic fixtures, in a fixed order.
func Fixtures() []Fixture {
	return []Fixture{
		{"gen_paths.pdf", pathsDoc()},
		{"gen_twocol.pdf", twoColumnDoc()},
		{"gen_table.pdf", tableDoc()},
		{"gen_glyphs.pdf", glyphsDoc()},
		{"gen_images.pdf", imagesDoc()},
		{"gen_diagram.pdf", diagramDoc()},
		{"gen_tenpages.pdf", tenPagesDoc()},
		{"gen_encrypted.pdf", &Doc{Encrypted: true, Pages: []Page{{Texts: Lines(72, 770, 12, 15, "secret")}}}},
	}
}

// Lines lays out one text run per line, top to bottom from baseline yTop.
func Lines(x, yTop, size, leading float64, lines ...string) []Text {
	out := make([]Text, 0, len(lines))
	for i, l := range lines {
		out = append(out, Text{X: x, Y: yTop - float64(i)*leading, Size: size, S: l})
	}
	return out
}

func pathsDoc() *Doc {
	p1 := Lines(72, 770, 11, 14,
		"Audit report for the detective graph",
		"The entry point lives in src/nodes/detective",
		"s.py and the judges are in src/nodes/judg-",
		"es.py as described below.",
		"\u2022 state management: src/state.py",
		"\u2022 graph wiring: src/graph.py",
	)
	p2 := Lines(72, 770, 11, 14,
		"Generated reports are written to audit/",
		"report_x/y.md by the chief justice.",
		"See also docs/ARCHITECTURE.md for details.",
	)
	return &Doc{Pages: []Page{{Texts: p1}, {Texts: p2}}}
}

func twoColumnDoc() *Doc {
	left := Lines(56, 770, 10, 13,
		"Left column first line",
		"mentions src/left/alpha.go and",
		"continues with more words",
		"ending the left column.",
	)
	right := Lines(310, 770, 10, 13,
		"Right column first line",
		"mentions src/right/beta.go and",
		"continues with other words",
		"ending the right column.",
	)
	return &Doc{Pages: []Page{{Texts: append(left, right...)}}}
}

func tableDoc() *Doc {
	rows := [][3]string{
		{"Path", "Role", "Tested"},
		{"src/app/main.go", "entry point", "yes"},
		{"internal/db/store.go", "persistence", "no"},
		{"cmd/tool/run.go", "command line", "yes"},
	}
	xs := [4]float64{72, 232, 362, 452}
	var p Page
	for i, r := range rows {
		y := 760 - float64(i)*20
		for j, cell := range r {
			p.Texts = append(p.Texts, Text{X: xs[j] + 4, Y: y + 6, Size: 10, S: cell})
		}
		p.Rules = append(p.Rules, [4]float64{xs[0], y, xs[3], y})
	}
	for _, x := range xs {
		p.Rules = append(p.Rules, [4]float64{x, 780, x, 680})
	}
	p.Rules = append(p.Rules, [4]float64{xs[0], 780, xs[3], 780})
	return &Doc{Pages: []Page{p}}
}

func glyphsDoc() *Doc {
	return &Doc{Pages: []Page{{Texts: Lines(72, 770, 11, 14,
		"The \uFB01le con\uFB01g/\uFB02ags.yaml is o\uFB00icial and e\uFB03cient, ba\uFB04ing.",
		"Zero\u200Bwidth in src/\u200Bapi/handler.go and docs/\u200Cguide\u200D.md",
		"No\u00A0break\u00A0space and \uFEFFbom and soft\u00ADhyphen here",
	)}}}
}

func imagesDoc() *Doc {
	jpg := jpegImage(64, 32)
	raw := flateImage(16, 8)
	p1 := Page{
		Texts: Lines(72, 770, 11, 14, "Figure 1 shows the architecture diagram."),
		Images: []Image{
			{X: 72, Y: 600, W: 128, H: 64, PixW: 64, PixH: 32, Filter: "DCTDecode", Data: jpg},
			{X: 72, Y: 500, W: 64, H: 32, PixW: 16, PixH: 8, Filter: "FlateDecode", Data: raw},
		},
	}
	p2 := Page{Texts: Lines(72, 770, 11, 14, "A page without images.")}
	return &Doc{Pages: []Page{p1, p2}}
}

// diagramDoc holds images large enough to keep their data: a JPEG and a
// Flate (RGB) image and a 16x16 icon on page 1, six more JPEGs on page 2
// (MaxDataImages is 6, so the last two keep none).
func diagramDoc() *Doc {
	p1 := Page{
		Texts: Lines(72, 770, 11, 14, "Figure 1: the detectives fan out, the aggregator fans in."),
		Images: []Image{
			{X: 72, Y: 560, W: 192, H: 128, PixW: 96, PixH: 64, Filter: "DCTDecode", Data: jpegImage(96, 64)},
			{X: 72, Y: 400, W: 160, H: 128, PixW: 80, PixH: 64, Filter: "FlateDecode", Data: flateImage(80, 64)},
			{X: 300, Y: 400, W: 16, H: 16, PixW: 16, PixH: 16, Filter: "FlateDecode", Data: flateImage(16, 16)},
		},
	}
	p2 := Page{Texts: Lines(72, 770, 11, 14, "Appendix: screenshots.")}
	for i := range 6 {
		p2.Images = append(p2.Images, Image{X: 72 + float64(i%3)*150, Y: 500 - float64(i/3)*150, W: 128, H: 128,
			PixW: 64, PixH: 64, Filter: "DCTDecode", Data: jpegImage(64, 64)})
	}
	return &Doc{Pages: []Page{p1, p2}}
}

func tenPagesDoc() *Doc {
	var d Doc
	for pg := 1; pg <= 10; pg++ {
		var lines []string
		for l := 1; l <= 45; l++ {
			lines = append(lines, fmt.Sprintf("Page %d line %d cites src/module%d/file%d.go among ordinary prose words.", pg, l, pg, l))
		}
		d.Pages = append(d.Pages, Page{Texts: Lines(60, 790, 10, 16, lines...)})
	}
	return &d
}

func testImage(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 128, 255})
		}
	}
	return img
}

func jpegImage(w, h int) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, testImage(w, h), &jpeg.Options{Quality: 80}); err != nil {
		panic(err) // cannot happen for an in-memory RGBA image
	}
	return b.Bytes()
}

func flateImage(w, h int) []byte {
	img := testImage(w, h)
	var raw []byte
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			o := img.PixOffset(x, y)
			raw = append(raw, img.Pix[o], img.Pix[o+1], img.Pix[o+2])
		}
	}
	return deflate(raw)
}

// Find returns the fixture document called name, or nil.
func Find(name string) *Doc {
	for _, f := range Fixtures() {
		if f.Name == name {
			return f.Doc
		}
	}
	return nil
}

// ManyPages returns a document of n pages holding one line each
// ("page N"), for limit tests.
func ManyPages(n int) *Doc {
	d := &Doc{}
	for i := 1; i <= n; i++ {
		d.Pages = append(d.Pages, Page{Texts: Lines(72, 770, 11, 14, fmt.Sprintf("page %d", i))})
	}
	return d
}
