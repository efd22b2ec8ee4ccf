package docs

import (
	"regexp"
	"sort"
	"strings"
)

// textDoc is a document's text with a line index; every offset in this
// package is a byte offset into src.
type textDoc struct {
	src        string
	lineStarts []int
}

func newTextDoc(src string) *textDoc {
	starts := make([]int, 1, 64)
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &textDoc{src: src, lineStarts: starts}
}

// lines is the number of lines (a trailing newline does not open a line).
func (d *textDoc) lines() int {
	n := len(d.lineStarts)
	if n > 1 && d.lineStarts[n-1] == len(d.src) {
		n--
	}
	if d.src == "" {
		return 0
	}
	return n
}

// lineOf returns the 1-based line holding byte offset off.
func (d *textDoc) lineOf(off int) int {
	return sort.Search(len(d.lineStarts), func(i int) bool { return d.lineStarts[i] > off })
}

// line returns the text of 1-based line n, without its newline.
func (d *textDoc) line(n int) string {
	if n < 1 || n > len(d.lineStarts) {
		return ""
	}
	s := d.lineStarts[n-1]
	e := len(d.src)
	if n < len(d.lineStarts) {
		e = d.lineStarts[n] - 1
	}
	return strings.TrimSuffix(d.src[s:e], "\r")
}

// startsBlock reports lines that open a new Markdown block item: a list
// item, heading, table row, quote, fence or tree line, or an HTML list item,
// table row or cell, paragraph or heading (a README's <details> table of
// contents is one item per line, not one sentence).
func startsBlock(l string) bool {
	t := strings.TrimLeft(l, " \t")
	if t == "" || htmlBlockRE.MatchString(t) {
		return true
	}
	switch t[0] {
	case '#', '|', '>', '-', '*', '+':
		return t[0] != '-' && t[0] != '*' && t[0] != '+' || len(t) > 1 && t[1] == ' '
	}
	if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
		return true
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i < len(t)-1 && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// paragraph returns the byte range of the paragraph (run of non-blank
// lines, cut at block-item starts) around line n.
func (d *textDoc) paragraph(n int) (int, int) {
	first, last := n, n
	for first > 1 && !startsBlock(d.line(first)) && strings.TrimSpace(d.line(first-1)) != "" && first > n-12 {
		first--
	}
	for last < len(d.lineStarts) && strings.TrimSpace(d.line(last+1)) != "" && !startsBlock(d.line(last+1)) && last < n+12 {
		last++
	}
	s := d.lineStarts[first-1]
	e := len(d.src)
	if last < len(d.lineStarts) {
		e = d.lineStarts[last] - 1
	}
	return s, e
}

var htmlBlockRE = regexp.MustCompile(`(?i)^</?(?:li|tr|td|th|p|h[1-6]|dt|dd|summary)\b`)

var abbreviations = setOf("e.g", "i.e", "etc", "vs", "cf", "fig", "no", "approx", "eg", "ie", "mr", "dr", "al", "incl")

// sentenceBounds returns the range of the sentence of text holding [a,b).
func sentenceBounds(text string, a, b int) (int, int) {
	s := 0
	for i := a - 1; i > 0; i-- {
		if isSentenceEnd(text, i) {
			s = i + 1
			break
		}
	}
	e := len(text)
	for i := b; i < len(text); i++ {
		if isSentenceEnd(text, i) {
			e = i + 1
			break
		}
	}
	// a line opening with a marker (TODO, FIXME, NOTE) starts a sentence
	for _, mk := range lineMarkers {
		if i := strings.LastIndex(text[s:a], mk); i >= 0 {
			s += i + 1
		}
		if i := strings.Index(text[b:e], mk); i >= 0 {
			e = b + i + 1
		}
	}
	return s, e
}

var lineMarkers = []string{"\nTODO", "\nFIXME", "\nNOTE:", "\nXXX"}

// boldLineEnd reports a line break after a line that is all bold (a
// finding's title, "**[MEDIUM] Endpoints exposed without policy**"): the
// title is a sentence of its own.
func boldLineEnd(text string, i int) bool {
	line := strings.TrimSpace(text[strings.LastIndexByte(text[:i], '\n')+1 : i])
	return len(line) > 4 && (strings.HasPrefix(line, "**") && strings.HasSuffix(line, "**") || strings.HasPrefix(line, "__") && strings.HasSuffix(line, "__"))
}

// isSentenceEnd reports a '.', '!' or '?' at i that ends a sentence: white
// space follows, then an upper-case letter, digit or the end, and the word
// before is no abbreviation.
func isSentenceEnd(text string, i int) bool {
	c := text[i]
	if c == '\n' {
		return boldLineEnd(text, i)
	}
	if c != '.' && c != '!' && c != '?' {
		return false
	}
	j := i + 1
	if j < len(text) && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' {
		return false
	}
	newline := j < len(text) && text[j] == '\n'
	for j < len(text) && (text[j] == ' ' || text[j] == '\n' || text[j] == '\t') {
		j++
	}
	// a period at the end of a line ends the sentence even when the next
	// line starts in lower case (an informal log: "... w/o fragment).\nwrote
	// scripts/x.sh"); abbreviations are checked below
	if j < len(text) && !(text[j] >= 'A' && text[j] <= 'Z' || text[j] >= '0' && text[j] <= '9' || newline && c == '.') {
		return false
	}
	if c == '.' {
		k := i
		for k > 0 && text[k-1] != ' ' && text[k-1] != '\n' && text[k-1] != '(' {
			k--
		}
		w := strings.ToLower(strings.Trim(text[k:i], "`*_"))
		if abbreviations[w] {
			return false
		}
	}
	return true
}

// clauseSeps split a sentence into clauses for cue matching.
var clauseSeps = []string{"; ", " but ", " whereas ", " while ", " however ", " although ", ", which ", " – ", " — ", " - "}

// clauseAround returns the text of the clause before and after [a,b) in
// sentence (lower-cased).
func clauseAround(sentence string, a, b int) (before, after string) {
	return clauseAroundLower(strings.ToLower(sentence[:a]), strings.ToLower(sentence[b:]))
}

// clauseAroundLower cuts already lower-cased text at clause separators.
func clauseAroundLower(before, after string) (string, string) {
	// a table cell before the path is another column of the row ("| Create
	// a new item | `itemsController.js` |"); the cell after it often
	// describes the path ("| `audit/` | where reports are written |")
	if i := strings.LastIndex(before, " | "); i >= 0 {
		before = before[i+len(" | "):]
	}
	for _, sep := range clauseSeps {
		if i := strings.LastIndex(before, sep); i >= 0 {
			before = before[i+len(sep):]
		}
		if i := strings.Index(after, sep); i >= 0 {
			after = after[:i]
		}
	}
	return before, after
}

// maxContext bounds a mention's context.
const maxContext = 400

// boundContext collapses white space and cuts s to maxContext bytes around
// the mention at [a,b).
func boundContext(s string, a, b int) string {
	if len(s) <= maxContext && !needsCollapse(s) {
		return strings.TrimSpace(s)
	}
	if len(s) > maxContext {
		lo := max(0, a-maxContext/2)
		hi := min(len(s), max(b, lo+maxContext))
		for lo > 0 && lo < len(s) && !isRuneStart(s[lo]) {
			lo--
		}
		for hi < len(s) && !isRuneStart(s[hi]) {
			hi++
		}
		s = s[lo:hi]
	}
	return strings.Join(strings.Fields(s), " ")
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// needsCollapse reports runs of white space or line breaks.
func needsCollapse(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n', '\t', '\r':
			return true
		case ' ':
			if i+1 < len(s) && s[i+1] == ' ' {
				return true
			}
		}
	}
	return false
}

// lowerPara returns the lower-cased text of the paragraph [s,e), cached
// for consecutive mentions of the same paragraph. ok is false when case
// folding changed byte lengths (then offsets would not line up).
func (c *collector) lowerPara(s, e int) (string, bool) {
	if c.lowS != s || c.lowE != e || c.low == "" {
		c.lowS, c.lowE = s, e
		c.low = strings.ToLower(c.doc.src[s:e])
	}
	return c.low, len(c.low) == e-s
}
