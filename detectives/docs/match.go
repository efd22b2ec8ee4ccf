package docs

import "strings"

// Word-boundary phrase matching over lower-cased clause text.

// indexWord returns the byte index of the last occurrence of phrase in s
// that starts and ends on a word boundary, or -1.
func indexWord(s, phrase string) int {
	if phrase == "" {
		return -1
	}
	end := len(s)
	for {
		i := strings.LastIndex(s[:end], phrase)
		if i < 0 {
			return -1
		}
		startOK := !isWordByte(phrase[0]) || boundary(s, i-1)
		endOK := !isWordByte(phrase[len(phrase)-1]) || boundary(s, i+len(phrase))
		if startOK && endOK {
			return i
		}
		end = i + len(phrase) - 1
		if end < len(phrase) {
			return -1
		}
	}
}

func boundary(s string, i int) bool { return i < 0 || i >= len(s) || !isWordByte(s[i]) }

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '\''
}

func hasAnyWord(s string, phrases []string) bool {
	for _, p := range phrases {
		if indexWord(s, p) >= 0 {
			return true
		}
	}
	return false
}

// nearBefore reports a phrase in before followed by at most maxWords words
// (none of them in cancel) up to the mention.
func nearBefore(before string, phrases []string, maxWords int, cancel map[string]bool) bool {
	for _, p := range phrases {
		i := indexWord(before, p)
		if i < 0 {
			continue
		}
		gap := wordsOf(before[i+len(p):])
		if len(gap) > maxWords {
			continue
		}
		ok := true
		for _, w := range gap {
			if cancel[w] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// startsWithin reports a phrase starting within the first maxWords words
// of after.
func startsWithin(after string, phrases []string, maxWords int) bool {
	for _, p := range phrases {
		i := strings.Index(after, p)
		if i < 0 || !boundary(after, i-1) && isWordByte(p[0]) {
			continue
		}
		if len(wordsOf(after[:i])) <= maxWords {
			return true
		}
	}
	return false
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
