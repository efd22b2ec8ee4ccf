package vision

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // register GIF for DecodeConfig
	_ "image/jpeg" // register JPEG for DecodeConfig
	_ "image/png"  // register PNG for DecodeConfig
	"path"
	"strings"
)

// imageExts maps a lower-case extension to the image format it names.
var imageExts = map[string]string{
	".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".gif": "gif", ".webp": "webp", ".svg": "svg",
}

// imageFormat returns the format named by a path's extension, or "".
func imageFormat(p string) string { return imageExts[strings.ToLower(path.Ext(p))] }

// ImageInfo is what the header of an image says.
type ImageInfo struct {
	Format string // png, jpeg, gif, webp, svg
	Width  int    // pixels; 0 when unknown (an SVG with no size)
	Height int
	// ViewBox is the SVG viewBox attribute, verbatim (bounded).
	ViewBox string
}

// errCorrupt wraps every header that cannot be decoded.
var errCorrupt = errors.New("image header could not be decoded")

// decodeHeader reads only the header of an image of the given format (the
// format its extension names) and returns its dimensions. It never panics:
// decoder panics are recovered into errCorrupt.
func decodeHeader(format string, data []byte) (info ImageInfo, err error) {
	defer func() {
		if r := recover(); r != nil {
			info, err = ImageInfo{}, fmt.Errorf("%w: decoder panic: %v", errCorrupt, r)
		}
	}()
	switch format {
	case "png", "jpeg", "gif":
		cfg, got, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return ImageInfo{}, fmt.Errorf("%w: %v", errCorrupt, err)
		}
		if got != format {
			return ImageInfo{Format: got, Width: cfg.Width, Height: cfg.Height}, fmt.Errorf("%w: content is %s, extension says %s", errMismatch, got, format)
		}
		return ImageInfo{Format: got, Width: cfg.Width, Height: cfg.Height}, nil
	case "webp":
		w, h, err := webpSize(data)
		return ImageInfo{Format: "webp", Width: w, Height: h}, err
	case "svg":
		return svgSize(data)
	}
	return ImageInfo{}, fmt.Errorf("%w: unknown format %q", errCorrupt, format)
}

// errMismatch reports a decodable image whose content is another format
// than its extension says; the returned info is still valid.
var errMismatch = errors.New("image format differs from its extension")

// webpSize parses the RIFF container and the first chunk of a WebP file:
// VP8 (lossy: 14-bit sizes after the 0x9d012a start code), VP8L (lossless:
// 14-bit sizes minus one after the 0x2f signature) or VP8X (extended:
// 24-bit canvas sizes minus one).
func webpSize(b []byte) (int, int, error) {
	if len(b) < 30 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WEBP" {
		return 0, 0, fmt.Errorf("%w: not a RIFF/WEBP file", errCorrupt)
	}
	chunk, body := string(b[12:16]), b[20:]
	switch chunk {
	case "VP8 ":
		// 3-byte frame tag, then start code 9d 01 2a, then 2x 16-bit LE.
		if body[3] != 0x9d || body[4] != 0x01 || body[5] != 0x2a {
			return 0, 0, fmt.Errorf("%w: bad VP8 start code", errCorrupt)
		}
		w := int(binary.LittleEndian.Uint16(body[6:8]) & 0x3fff)
		h := int(binary.LittleEndian.Uint16(body[8:10]) & 0x3fff)
		return w, h, nil
	case "VP8L":
		if body[0] != 0x2f {
			return 0, 0, fmt.Errorf("%w: bad VP8L signature", errCorrupt)
		}
		bits := binary.LittleEndian.Uint32(body[1:5])
		return int(bits&0x3fff) + 1, int(bits>>14&0x3fff) + 1, nil
	case "VP8X":
		w := int(uint32(body[4]) | uint32(body[5])<<8 | uint32(body[6])<<16)
		h := int(uint32(body[7]) | uint32(body[8])<<8 | uint32(body[9])<<16)
		return w + 1, h + 1, nil
	}
	return 0, 0, fmt.Errorf("%w: unknown WebP chunk %q", errCorrupt, chunk)
}
