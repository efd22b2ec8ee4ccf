package pdftext

import "strings"

// replacer expands ligatures, turns no-break and other fixed-width spaces
// into plain spaces, drops zero-width characters and soft hyphens, turns
// PDFium's markers for a hyphen at a line end (U+0002) back into '-', and
// drops other control characters except '\n' and '\t'.
var replacer = func() *strings.Replacer {
	pairs := []string{
		"\r\n", "\n", "\r", "\n",
		"\uFB00", "ff", "\uFB01", "fi", "\uFB02", "fl", "\uFB03", "ffi", "\uFB04", "ffl",
		"\uFB05", "st", "\uFB06", "st",
		"\u00A0", " ", "\u2007", " ", "\u202F", " ", "\u2009", " ", "\u200A", " ",
		"\u200B", "", "\u200C", "", "\u200D", "", "\u2060", "", "\uFEFF", "", "\u00AD", "",
		"\u0002", "-", "\uFFFE", "", "\uFFFF", "",
	}
	for c := rune(0); c < 0x20; c++ {
		if c != '\n' && c != '\t' && c != '\r' && c != 0x02 {
			pairs = append(pairs, string(c), "")
		}
	}
	return strings.NewReplacer(pairs...)
}()

// Normalize cleans extracted text as documented on Page.Text: it applies
// the character mapping above, trims trailing blanks of every line and
// trailing empty lines. Leading blanks (indentation) are kept.
func Normalize(s string) string {
	s = replacer.Replace(s)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}
