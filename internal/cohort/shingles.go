package cohort

import (
	"hash/fnv"
	"slices"
	"strings"
	"unicode"
)

// ShingleWords is the number of words in a shingle.
const ShingleWords = 5

// Shingles returns the sorted, distinct 64-bit FNV-1a hashes of the
// ShingleWords-word shingles of text, normalised: lower-cased, every run
// of characters that are not letters or digits a word break. A text of
// fewer words has no shingle.
func Shingles(text string) []uint64 {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	if len(words) < ShingleWords {
		return []uint64{}
	}
	out := make([]uint64, 0, len(words)-ShingleWords+1)
	for i := 0; i+ShingleWords <= len(words); i++ {
		h := fnv.New64a()
		h.Write([]byte(strings.Join(words[i:i+ShingleWords], " ")))
		out = append(out, h.Sum64())
	}
	slices.Sort(out)
	return slices.Compact(out)
}
