package docs

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// Encodings a document is read in when it is not plain UTF-8.
const (
	EncodingUTF8BOM     = "UTF-8 with BOM"
	EncodingUTF16LE     = "UTF-16LE"
	EncodingUTF16BE     = "UTF-16BE"
	EncodingWindows1252 = "Windows-1252 (Latin-1)"
)

// decodeText returns a text document's bytes as UTF-8 and the encoding it
// was read in ("" for plain UTF-8): a UTF-8 byte-order mark is dropped;
// UTF-16 is recognised by its byte-order mark, or without one by the NUL
// bytes of ASCII text in every other byte; bytes that are not valid UTF-8
// are read as Windows-1252, the superset of Latin-1 that editors write, so
// that "café.md" keeps its letters. ok is false when UTF-16 does not
// decode.
func decodeText(data []byte) (text []byte, enc string, ok bool) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return data[3:], EncodingUTF8BOM, true
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return decodeWith(unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), data, EncodingUTF16LE)
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return decodeWith(unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), data, EncodingUTF16BE)
	}
	if e, name := bomlessUTF16(data); e != nil {
		return decodeWith(e, data, name)
	}
	if utf8.Valid(data) {
		return data, "", true
	}
	return decodeWith(charmap.Windows1252, data, EncodingWindows1252)
}

func decodeWith(e encoding.Encoding, data []byte, name string) ([]byte, string, bool) {
	out, err := e.NewDecoder().Bytes(data)
	if err != nil {
		return nil, name, false
	}
	return out, name, true
}

// bomlessUTF16 recognises UTF-16 text without a byte-order mark: in its
// first 4 KiB, at least 90% of the bytes at even (LE: odd) offsets are
// NUL and almost none of the others are.
func bomlessUTF16(data []byte) (encoding.Encoding, string) {
	n := min(len(data), 4096) &^ 1
	if n < 8 {
		return nil, ""
	}
	var zeroEven, zeroOdd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			zeroEven++
		}
		if data[i+1] == 0 {
			zeroOdd++
		}
	}
	half := n / 2
	switch {
	case zeroOdd*10 >= half*9 && zeroEven*20 < half:
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), EncodingUTF16LE
	case zeroEven*10 >= half*9 && zeroOdd*20 < half:
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), EncodingUTF16BE
	}
	return nil, ""
}
