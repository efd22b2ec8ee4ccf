package docs

import "strings"

// normalizer maps typographic characters of PDFs and word processors to
// what a path is written with: zero-width characters and soft hyphens are
// dropped, ligatures expanded, non-breaking and thin spaces become spaces,
// smart quotes and Unicode hyphens and slashes become ASCII. Newlines are
// never touched, so line numbers survive.
var normalizer = strings.NewReplacer(
	"\u200b", "", "\u200c", "", "\u200d", "", "\u2060", "", "\ufeff", "", "\u00ad", "",
	"ﬁ", "fi", "ﬂ", "fl", "ﬀ", "ff", "ﬃ", "ffi", "ﬄ", "ffl", "ﬅ", "st", "ﬆ", "st",
	"\u00a0", " ", "\u202f", " ", "\u2007", " ", "\u2009", " ", "\u2002", " ", "\u2003", " ",
	"‘", "'", "’", "'", "‚", "'", "‛", "'", "“", "\"", "”", "\"", "„", "\"", "‟", "\"",
	"\u2010", "-", "\u2011", "-", "\u2212", "-", "\u2215", "/", "\u2044", "/", "\r\n", "\n",
)

func normalize(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 || s[i] == '\r' {
			return normalizer.Replace(s)
		}
	}
	return s
}
