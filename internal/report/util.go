package report

import (
	"strconv"
	"strings"
)

func itoa(n int) string { return strconv.Itoa(n) }

// formatScore prints a score with at most two decimals and no trailing
// zeros: 3 -> "3", 3.5 -> "3.5", 2.333 -> "2.33".
func formatScore(f float64) string {
	s := strconv.FormatFloat(f, 'f', 2, 64)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// excerpt collapses whitespace runs (including newlines) to one space and
// cuts s to at most n runes, appending "…" when it cut.
func excerpt(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
