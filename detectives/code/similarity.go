package code

import (
	"strings"
	"unicode"
)

// maxSimilarityWords bounds the words of each prompt compared (the
// comparison is quadratic).
const maxSimilarityWords = 1500

// similarity is the share of text two prompts have in common, in [0, 1]:
// 2·LCS/(|a|+|b|) over their lower-cased words, as difflib's ratio does
// over characters. 1 means the same words in the same order.
func similarity(a, b string) float64 {
	wa, wb := words(a), words(b)
	if len(wa)+len(wb) == 0 {
		return 1
	}
	return 2 * float64(lcs(wa, wb)) / float64(len(wa)+len(wb))
}

func words(s string) []string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return f[:min(len(f), maxSimilarityWords)]
}

// lcs is the length of the longest common subsequence, in two rows.
func lcs(a, b []string) int {
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := range a {
		for j := range b {
			switch {
			case a[i] == b[j]:
				cur[j+1] = prev[j] + 1
			case prev[j+1] >= cur[j]:
				cur[j+1] = prev[j+1]
			default:
				cur[j+1] = cur[j]
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
