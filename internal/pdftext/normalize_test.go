package pdftext

import "testing"

func TestNormalize(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"ligatures", "\uFB01le \uFB02ag o\uFB00 e\uFB03 ba\uFB04e", "file flag off effi baffle"},
		{"zero width", "src/\u200Bapi/\u200Chandler\u200D.go\uFEFF\u2060", "src/api/handler.go"},
		{"soft hyphen removed", "soft\u00ADhyphen", "softhyphen"},
		{"nbsp and narrow spaces", "a\u00A0b\u202Fc\u2009d", "a b c d"},
		{"crlf and cr", "one\r\ntwo\rthree", "one\ntwo\nthree"},
		{"line-end hyphen kept", "src/nodes/judg-\nes.py", "src/nodes/judg-\nes.py"},
		{"pdfium hyphen marker", "judg\u0002", "judg-"},
		{"controls dropped, tab kept", "a\x00b\x07c\td", "abc\td"},
		{"trailing blanks and lines trimmed", "x  \n  y\t\n\n\n", "x\n  y"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		if got := Normalize(tt.in); got != tt.want {
			t.Errorf("%s: Normalize(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestCutUTF8(t *testing.T) {
	tests := []struct {
		s    string
		n    int
		want string
	}{
		{"héllo", 2, "h"}, // é is 2 bytes: never split it
		{"héllo", 3, "hé"},
		{"abc", 10, "abc"},
		{"abc", 0, ""},
	}
	for _, tt := range tests {
		if got := cutUTF8(tt.s, tt.n); got != tt.want {
			t.Errorf("cutUTF8(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.want)
		}
	}
}

func TestFormatOf(t *testing.T) {
	tests := map[string]string{
		"DCTDecode": "jpeg", "JPXDecode": "jpeg2000", "FlateDecode": "png",
		"JBIG2Decode": "jbig2", "CCITTFaxDecode": "ccitt", "RunLengthDecode": "unknown",
	}
	for in, want := range tests {
		if got := formatOf(in); got != want {
			t.Errorf("formatOf(%q) = %q, want %q", in, got, want)
		}
	}
}
