package vision

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// maxSVGHeader bounds how much of an SVG is read to find its root element.
const maxSVGHeader = 64 << 10

// svgSize reads the root <svg> element's width, height and viewBox with a
// bounded, non-validating XML read (no entity expansion, no DTD fetch).
// Width/height in px or unitless are used; other units (%, em, cm) leave
// them 0 and the viewBox size is used instead when present.
func svgSize(data []byte) (ImageInfo, error) {
	if len(data) > maxSVGHeader {
		data = data[:maxSVGHeader]
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = false
	d.Entity = map[string]string{}
	for {
		tok, err := d.Token()
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = errors.New("no <svg> element")
			}
			return ImageInfo{Format: "svg"}, fmt.Errorf("%w: %v", errCorrupt, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if !strings.EqualFold(se.Name.Local, "svg") {
			return ImageInfo{Format: "svg"}, fmt.Errorf("%w: root element is <%s>, not <svg>", errCorrupt, se.Name.Local)
		}
		return svgAttrs(se.Attr), nil
	}
}

func svgAttrs(attrs []xml.Attr) ImageInfo {
	info := ImageInfo{Format: "svg"}
	for _, a := range attrs {
		switch a.Name.Local {
		case "width":
			info.Width = svgLength(a.Value)
		case "height":
			info.Height = svgLength(a.Value)
		case "viewBox":
			info.ViewBox = strings.Join(strings.Fields(a.Value), " ")
			if len(info.ViewBox) > 100 {
				info.ViewBox = info.ViewBox[:100]
			}
		}
	}
	if info.Width == 0 || info.Height == 0 {
		if w, h, ok := viewBoxSize(info.ViewBox); ok {
			if info.Width == 0 {
				info.Width = w
			}
			if info.Height == 0 {
				info.Height = h
			}
		}
	}
	return info
}

// svgLength parses "120", "120px" or "120.5" into whole pixels; other units
// give 0 (unknown).
func svgLength(v string) int {
	v = strings.TrimSuffix(strings.TrimSpace(v), "px")
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f <= 0 || f > 1e6 || math.IsNaN(f) {
		return 0
	}
	return int(math.Round(f))
}

// viewBoxSize returns the width and height of "min-x min-y width height"
// (separated by spaces and/or commas).
func viewBoxSize(vb string) (int, int, bool) {
	f := strings.FieldsFunc(vb, func(r rune) bool { return r == ' ' || r == ',' })
	if len(f) != 4 {
		return 0, 0, false
	}
	w, h := svgLength(f[2]), svgLength(f[3])
	return w, h, w > 0 && h > 0
}
