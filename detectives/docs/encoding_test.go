package docs

import (
	"sort"
	"testing"
	"unicode/utf16"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// utf16Bytes encodes s as UTF-16 (le or be), with a byte-order mark when
// bom is set.
func utf16Bytes(s string, le, bom bool) string {
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xFEFF}, units...)
	}
	out := make([]byte, 0, 2*len(units))
	for _, u := range units {
		if le {
			out = append(out, byte(u), byte(u>>8))
		} else {
			out = append(out, byte(u>>8), byte(u))
		}
	}
	return string(out)
}

// TestDocumentEncodings: UTF-16 documents (with or without a byte-order
// mark) are read, not skipped as binary; Latin-1 / Windows-1252 documents
// keep their non-ASCII paths; each is read with a warning naming the
// encoding. A UTF-8 byte-order mark is dropped silently; binary content is
// still skipped.
func TestDocumentEncodings(t *testing.T) {
	const text = "# Notes\n\nThe menu is in `docs/café.md` and the parser in `src/naïve.py`.\n"
	files := map[string]string{
		"le.md":     utf16Bytes(text, true, true),
		"be.md":     utf16Bytes(text, false, true),
		"nobom.md":  utf16Bytes(text, true, false),
		"latin1.md": "# Notes\n\nThe menu is in `docs/caf\xe9.md` and the parser in `src/na\xefve.py`.\n",
		"cp1252.md": "# Notes\n\nThe menu \x93quoted\x94 is in `docs/caf\xe9.md` and the parser in `src/na\xefve.py`.\n",
		"bom.md":    "\xef\xbb\xbf" + text,
		"binary.md": "\x00\x01\x02\x03binary\x00",
	}
	ev, warns := runDetective(t, files, nil)
	claims := map[string][]string{}
	for _, e := range ev {
		if e.Class == evidence.ClassPathClaim {
			claims[e.Location] = append(claims[e.Location], e.Claim.Text)
		}
	}
	want := []string{"docs/café.md", "src/naïve.py"}
	for _, name := range []string{"le.md", "be.md", "nobom.md", "latin1.md", "cp1252.md", "bom.md"} {
		got := claims[name]
		sort.Strings(got)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: claims (-want +got):\n%s", name, diff)
		}
	}
	var msgs []string
	for _, w := range warns {
		msgs = append(msgs, w.Location+": "+w.Message)
	}
	wantWarn := []string{
		"be.md: document read as UTF-16BE: it is not UTF-8",
		"binary.md: document skipped: binary content",
		"cp1252.md: document read as Windows-1252 (Latin-1): it is not UTF-8",
		"latin1.md: document read as Windows-1252 (Latin-1): it is not UTF-8",
		"le.md: document read as UTF-16LE: it is not UTF-8",
		"nobom.md: document read as UTF-16LE: it is not UTF-8",
	}
	sort.Strings(msgs)
	if diff := cmp.Diff(wantWarn, msgs); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
}
