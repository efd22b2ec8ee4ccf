package docs

import "strings"

// Word-boundary phrase matching over lower-cased clause text.

func boundary(s string, i int) bool { return i < 0 || i >= len(s) || !isWordByte(s[i]) }

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '\''
}

// wordsOf splits s into lower-case words without surrounding punctuation.
func wordsOf(s string) []string {
	var out []string
	for _, f := range strings.Fields(s) {
		f = strings.Trim(f, "`*_\"'()[],.;:!?|")
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}
