package vision

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func encode(t *testing.T, format string, w, h int) []byte {
	t.Helper()
	img := image.NewPaletted(image.Rect(0, 0, w, h), color.Palette{color.Black, color.White})
	var b bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&b, img)
	case "jpeg":
		err = jpeg.Encode(&b, img, nil)
	case "gif":
		err = gif.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// riff wraps a WebP chunk in a RIFF container.
func riff(chunk string, body []byte) []byte {
	var b bytes.Buffer
	b.WriteString("RIFF")
	_ = binary.Write(&b, binary.LittleEndian, uint32(4+8+len(body)))
	b.WriteString("WEBP")
	b.WriteString(chunk)
	_ = binary.Write(&b, binary.LittleEndian, uint32(len(body)))
	b.Write(body)
	for b.Len() < 40 {
		b.WriteByte(0)
	}
	return b.Bytes()
}

func vp8(w, h uint16) []byte {
	body := []byte{0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a}
	body = binary.LittleEndian.AppendUint16(body, w)
	return binary.LittleEndian.AppendUint16(body, h)
}

func vp8l(w, h uint32) []byte {
	bits := (w - 1) | (h-1)<<14
	return binary.LittleEndian.AppendUint32([]byte{0x2f}, bits)
}

func vp8x(w, h uint32) []byte {
	body := []byte{0x10, 0, 0, 0}
	w, h = w-1, h-1
	return append(body, byte(w), byte(w>>8), byte(w>>16), byte(h), byte(h>>8), byte(h>>16))
}

func TestDecodeHeader(t *testing.T) {
	tests := []struct {
		name, format string
		data         func(t *testing.T) []byte
		want         ImageInfo
		wantErr      error
	}{
		{"png", "png", func(t *testing.T) []byte { return encode(t, "png", 37, 11) }, ImageInfo{Format: "png", Width: 37, Height: 11}, nil},
		{"jpeg", "jpeg", func(t *testing.T) []byte { return encode(t, "jpeg", 64, 48) }, ImageInfo{Format: "jpeg", Width: 64, Height: 48}, nil},
		{"gif", "gif", func(t *testing.T) []byte { return encode(t, "gif", 5, 9) }, ImageInfo{Format: "gif", Width: 5, Height: 9}, nil},
		{"png named .jpg", "jpeg", func(t *testing.T) []byte { return encode(t, "png", 3, 4) }, ImageInfo{Format: "png", Width: 3, Height: 4}, errMismatch},
		{"webp VP8", "webp", func(*testing.T) []byte { return riff("VP8 ", vp8(640, 480)) }, ImageInfo{Format: "webp", Width: 640, Height: 480}, nil},
		{"webp VP8 scale bits ignored", "webp", func(*testing.T) []byte { return riff("VP8 ", vp8(0xC000|300, 0x4000|200)) }, ImageInfo{Format: "webp", Width: 300, Height: 200}, nil},
		{"webp VP8L", "webp", func(*testing.T) []byte { return riff("VP8L", vp8l(1024, 16383)) }, ImageInfo{Format: "webp", Width: 1024, Height: 16383}, nil},
		{"webp VP8X", "webp", func(*testing.T) []byte { return riff("VP8X", vp8x(70000, 3)) }, ImageInfo{Format: "webp", Width: 70000, Height: 3}, nil},
		{"webp bad chunk", "webp", func(*testing.T) []byte { return riff("ALPH", vp8(1, 1)) }, ImageInfo{Format: "webp"}, errCorrupt},
		{"webp bad VP8 start code", "webp", func(*testing.T) []byte { b := vp8(1, 1); b[3] = 0; return riff("VP8 ", b) }, ImageInfo{Format: "webp"}, errCorrupt},
		{"webp truncated", "webp", func(*testing.T) []byte { return []byte("RIFF\x00\x00\x00\x00WEBPVP8 ") }, ImageInfo{Format: "webp"}, errCorrupt},
		{"svg px", "svg", func(*testing.T) []byte {
			return []byte(`<?xml version="1.0"?><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80"><rect/></svg>`)
		}, ImageInfo{Format: "svg", Width: 120, Height: 80}, nil},
		{"svg viewBox only", "svg", func(*testing.T) []byte {
			return []byte(`<!-- logo --><svg viewBox="0 0 300.4 150" xmlns="http://www.w3.org/2000/svg"/>`)
		}, ImageInfo{Format: "svg", Width: 300, Height: 150, ViewBox: "0 0 300.4 150"}, nil},
		{"svg percent width uses viewBox", "svg", func(*testing.T) []byte {
			return []byte(`<svg width="100%" height="50" viewBox="0,0,640,480"></svg>`)
		}, ImageInfo{Format: "svg", Width: 640, Height: 50, ViewBox: "0,0,640,480"}, nil},
		{"svg without size", "svg", func(*testing.T) []byte { return []byte(`<svg><g/></svg>`) }, ImageInfo{Format: "svg"}, nil},
		{"svg wrong root", "svg", func(*testing.T) []byte { return []byte(`<html><svg/></html>`) }, ImageInfo{Format: "svg"}, errCorrupt},
		{"svg not xml", "svg", func(*testing.T) []byte { return []byte("not xml at all") }, ImageInfo{Format: "svg"}, errCorrupt},
		{"corrupt png", "png", func(*testing.T) []byte { return []byte("\x89PNG\r\n\x1a\ngarbage") }, ImageInfo{}, errCorrupt},
		{"empty gif", "gif", func(*testing.T) []byte { return nil }, ImageInfo{}, errCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeHeader(tt.format, tt.data(t))
			if !errors.Is(err, tt.wantErr) || (err == nil) != (tt.wantErr == nil) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("decodeHeader (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSVGBoundedRead(t *testing.T) {
	big := append(bytes.Repeat([]byte("<!-- padding -->"), maxSVGHeader/16+10), []byte(`<svg width="1" height="1"/>`)...)
	if _, err := decodeHeader("svg", big); !errors.Is(err, errCorrupt) {
		t.Errorf("an <svg> beyond the header bound must not be read, got err=%v", err)
	}
}
