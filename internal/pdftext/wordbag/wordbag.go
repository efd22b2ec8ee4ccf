// Package wordbag compares two texts as multisets of words, the measure
// used to rate PDF text extraction against a reference extractor
// (poppler's pdftotext): recall is the share of reference words found,
// precision the share of extracted words that are in the reference.
package wordbag

import (
	"regexp"
	"strings"
	"unicode"
)

var hyphenBreak = regexp.MustCompile(`(\p{L})-\n(\p{Ll})`)

// Dehyphenate joins words hyphenated across lines ("de-\nfined" becomes
// "defined"), as pdftotext does in its default mode, so texts that keep
// the hyphenation can be compared with it.
func Dehyphenate(text string) string {
	return hyphenBreak.ReplaceAllString(text, "$1$2")
}

// Score is the result of Compare.
type Score struct {
	RefWords, GotWords, Common int
}

// Recall is Common/RefWords (1 when the reference is empty).
func (s Score) Recall() float64 { return ratio(s.Common, s.RefWords) }

// Precision is Common/GotWords (1 when nothing was extracted and nothing
// was expected, 0 when nothing was extracted but words were expected).
func (s Score) Precision() float64 {
	if s.GotWords == 0 && s.RefWords > 0 {
		return 0
	}
	return ratio(s.Common, s.GotWords)
}

// Add sums two scores (for totals over several documents).
func (s Score) Add(o Score) Score {
	return Score{s.RefWords + o.RefWords, s.GotWords + o.GotWords, s.Common + o.Common}
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// Words splits text on white space and trims punctuation around each word
// (keeping inner punctuation such as the dots and slashes of paths).
// Tokens made only of punctuation are dropped.
func Words(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		w := strings.TrimFunc(f, func(r rune) bool {
			return unicode.IsPunct(r) && r != '/' && r != '_' && r != '-' || unicode.IsSymbol(r)
		})
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// Compare counts the words of ref and got and their multiset intersection.
func Compare(ref, got string) Score {
	counts := map[string]int{}
	rw, gw := Words(ref), Words(got)
	for _, w := range rw {
		counts[w]++
	}
	common := 0
	for _, w := range gw {
		if counts[w] > 0 {
			counts[w]--
			common++
		}
	}
	return Score{RefWords: len(rw), GotWords: len(gw), Common: common}
}
