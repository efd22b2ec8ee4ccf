package report

import (
	"strings"
	"unicode"
)

// style adds ANSI colour to the text format when it is on; off, every
// method returns its argument unchanged, so the output has no escape
// sequence at all.
type style struct{ on bool }

const (
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiGreen  = "\x1b[32m"
	ansiYellow = "\x1b[33m"
	ansiCyan   = "\x1b[36m"
	ansiDim    = "\x1b[2m"
	ansiReset  = "\x1b[0m"
)

func (s style) wrap(code, text string) string {
	if !s.on || text == "" {
		return text
	}
	return code + text + ansiReset
}

func (s style) bold(t string) string  { return s.wrap(ansiBold, t) }
func (s style) red(t string) string   { return s.wrap(ansiRed, t) }
func (s style) green(t string) string { return s.wrap(ansiGreen, t) }
func (s style) cyan(t string) string  { return s.wrap(ansiCyan, t) }
func (s style) dim(t string) string   { return s.wrap(ansiDim, t) }

// score colours an overall score (0-100): green from 70, yellow from 50,
// red below.
func (s style) score(v float64, t string) string {
	switch {
	case v >= 70:
		return s.wrap(ansiGreen, t)
	case v >= 50:
		return s.wrap(ansiYellow, t)
	}
	return s.wrap(ansiRed, t)
}

// count colours a problem count: red when there is any.
func (s style) count(n int, t string) string {
	if n > 0 {
		return s.red(t)
	}
	return t
}

// integrity colours a pipeline integrity value.
func (s style) integrity(v string) string {
	if v == "SUCCESS" {
		return s.green(v)
	}
	return s.red(v)
}

// termText makes untrusted text (paths, sentences and names from the
// audited documents) safe to print on a terminal: whitespace runs become
// one space and every other control character (ESC, BEL, C1 controls,
// bidirectional overrides) is shown as U+FFFD, so a document cannot move
// the cursor, retitle the window or colour the output. At most n runes
// are kept (n <= 0: no limit).
func termText(s string, n int) string {
	var b strings.Builder
	space := false
	kept := 0
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if n > 0 && kept >= n {
			b.WriteString("…")
			return b.String()
		}
		if space {
			b.WriteByte(' ')
			space = false
			kept++
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) {
			r = unicode.ReplacementChar
		}
		b.WriteRune(r)
		kept++
	}
	return b.String()
}
