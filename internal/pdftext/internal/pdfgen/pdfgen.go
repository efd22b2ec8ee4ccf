// Package pdfgen is a tiny PDF writer used to generate the test fixtures of
// package pdftext: Helvetica text runs at absolute positions, ruled lines
// and image XObjects. It is test tooling, not a general PDF library.
//
// Text is written with one Type1 Helvetica font (WinAnsiEncoding) that
// carries a ToUnicode CMap mapping a few control codes to special runes
// (ligatures, zero-width characters, NBSP, soft hyphen), so that fixtures
// can exercise the normalisation done by the extractor exactly as real
// exports from Word or Google Docs do.
package pdfgen

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"sort"
	"strings"
)

// Text is one text run; (X, Y) is the baseline origin in points from the
// bottom-left corner of the page.
type Text struct {
	X, Y, Size float64
	S          string
}

// Image is an image XObject drawn in the rectangle (X, Y, W, H) in points.
// Data is the stream content, stored with Filter ("DCTDecode" for JPEG,
// "FlateDecode" for zlib-compressed 8-bit RGB samples).
type Image struct {
	X, Y, W, H float64
	PixW, PixH int
	Filter     string
	Data       []byte
}

// Page is one page; W and H default to A4 (595x842 points).
type Page struct {
	W, H   float64
	Texts  []Text
	Rules  [][4]float64 // stroked segments x1 y1 x2 y2
	Images []Image
}

// Doc is a whole document.
type Doc struct {
	Pages []Page
	// Encrypted adds a Standard security handler whose user password is
	// not empty, so readers must refuse to open the document.
	Encrypted bool
}

// special maps runes that WinAnsi cannot encode (or that we want to pass
// through a ToUnicode CMap, as real producers do) to single-byte codes.
var special = map[rune]byte{
	'\uFB01': 0x01, // ﬁ
	'\uFB02': 0x02, // ﬂ
	'\uFB00': 0x03, // ﬀ
	'\uFB03': 0x04, // ﬃ
	'\uFB04': 0x05, // ﬄ
	'\u200B': 0x06, // zero width space
	'\u200C': 0x07, // zero width non-joiner
	'\u200D': 0x08, // zero width joiner
	'\uFEFF': 0x0B, // BOM / zero width no-break space
	'\u00A0': 0x0E, // no-break space
	'\u00AD': 0x0F, // soft hyphen
	'\u2022': 0x95, // bullet (WinAnsi code, listed for encoding only)
}

// encode converts s to a PDF literal string body in the document's font
// encoding. Runes outside ASCII and the special table become '?'.
func encode(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '(' || r == ')' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 0x20 && r < 0x7F:
			b.WriteRune(r)
		default:
			c, ok := special[r]
			if !ok {
				c = '?'
			}
			fmt.Fprintf(&b, "\\%03o", c)
		}
	}
	return b.String()
}

// toUnicode is the CMap for the special codes (the bullet uses WinAnsi).
func toUnicode() string {
	var entries []string
	for r, c := range special {
		if c >= 0x20 {
			continue
		}
		entries = append(entries, fmt.Sprintf("<%02X> <%04X>", c, r))
	}
	sort.Strings(entries)
	return "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n" +
		"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
		"/CMapName /Adobe-Identity-UCS def /CMapType 2 def\n" +
		"1 begincodespacerange <00> <FF> endcodespacerange\n" +
		fmt.Sprintf("%d beginbfchar\n%s\nendbfchar\n", len(entries), strings.Join(entries, "\n")) +
		"endcmap CMapName currentdict /CMap defineresource pop end end\n"
}

// writer accumulates numbered objects.
type writer struct {
	objs [][]byte // objs[i] is object i+1
}

func (w *writer) add(body string) int {
	w.objs = append(w.objs, []byte(body))
	return len(w.objs)
}

func (w *writer) set(n int, body string) { w.objs[n-1] = []byte(body) }

func (w *writer) stream(dict string, data []byte) int {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<< %s /Length %d >>\nstream\n", dict, len(data))
	b.Write(data)
	b.WriteString("\nendstream")
	w.objs = append(w.objs, b.Bytes())
	return len(w.objs)
}

// Bytes serialises the document.
func (d *Doc) Bytes() []byte {
	w := &writer{}
	catalog := w.add("")
	pages := w.add("")
	cmap := w.stream("", []byte(toUnicode()))
	font := w.add(fmt.Sprintf("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica "+
		"/Encoding /WinAnsiEncoding /ToUnicode %d 0 R >>", cmap))
	var kids []string
	for _, p := range d.Pages {
		kids = append(kids, fmt.Sprintf("%d 0 R", d.page(w, p, pages, font)))
	}
	w.set(catalog, fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pages))
	w.set(pages, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>",
		strings.Join(kids, " "), len(kids)))
	encrypt := 0
	if d.Encrypted {
		encrypt = w.add("<< /Filter /Standard /V 1 /R 2 /P -44 " +
			"/O <" + strings.Repeat("5A", 32) + "> /U <" + strings.Repeat("A5", 32) + "> >>")
	}
	return serialise(w, catalog, encrypt)
}

func (d *Doc) page(w *writer, p Page, parent, font int) int {
	if p.W == 0 {
		p.W, p.H = 595, 842
	}
	var c bytes.Buffer
	var xobjs []string
	for i, im := range p.Images {
		n := w.stream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d "+
			"/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /%s", im.PixW, im.PixH, im.Filter), im.Data)
		xobjs = append(xobjs, fmt.Sprintf("/Im%d %d 0 R", i, n))
		fmt.Fprintf(&c, "q %.2f 0 0 %.2f %.2f %.2f cm /Im%d Do Q\n", im.W, im.H, im.X, im.Y, i)
	}
	for _, r := range p.Rules {
		fmt.Fprintf(&c, "0.5 w %.2f %.2f m %.2f %.2f l S\n", r[0], r[1], r[2], r[3])
	}
	for _, t := range p.Texts {
		fmt.Fprintf(&c, "BT /F1 %.1f Tf %.2f %.2f Td (%s) Tj ET\n", t.Size, t.X, t.Y, encode(t.S))
	}
	content := w.stream("/Filter /FlateDecode", deflate(c.Bytes()))
	res := fmt.Sprintf("/Font << /F1 %d 0 R >>", font)
	if len(xobjs) > 0 {
		res += " /XObject << " + strings.Join(xobjs, " ") + " >>"
	}
	return w.add(fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %.0f %.0f] "+
		"/Resources << %s >> /Contents %d 0 R >>", parent, p.W, p.H, res, content))
}

func serialise(w *writer, root, encrypt int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n")
	offsets := make([]int, len(w.objs))
	for i, o := range w.objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(o)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(w.objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	trailer := fmt.Sprintf("/Size %d /Root %d 0 R", len(w.objs)+1, root)
	if encrypt != 0 {
		trailer += fmt.Sprintf(" /Encrypt %d 0 R /ID [<%s> <%s>]", encrypt,
			strings.Repeat("01", 16), strings.Repeat("01", 16))
	}
	fmt.Fprintf(&b, "trailer\n<< %s >>\nstartxref\n%d\n%%%%EOF\n", trailer, xref)
	return b.Bytes()
}

// deflate zlib-compresses data (the FlateDecode filter).
func deflate(data []byte) []byte {
	var b bytes.Buffer
	zw := zlib.NewWriter(&b)
	zw.Write(data) // writes to a bytes.Buffer cannot fail
	zw.Close()
	return b.Bytes()
}
