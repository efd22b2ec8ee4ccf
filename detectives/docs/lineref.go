package docs

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Line references written in words or beside the path rather than glued
// to it ("src/app.go:120" is read by the tokenizer):
//
//	"at line 72 of `x.php`"              leadingLineRef
//	"| `x.hpp` | ... at **L88** |"       rowLineRefs (a table row naming one file)
//	"### `x.ts`" then "**L70-L82** · Nit" lineLabels (review bots, LLM reviews)
//
// trailingLineRef (ref.go) reads "x.kt (line 61)" and "x.cpp around line 301".

// leadingLineRE: "line 72 of", "lines 10-20 in", "at line 5 of the file" right
// before the mention.
var leadingLineRE = regexp.MustCompile(`\blines? (\d{1,6})(?:\s*(?:-|–|to)\s*(\d{1,6}))? (?:of|in) (?:the file |file )?[` + "`" + `*_"']*$`)

// leadingLineRef reads a line reference just before a mention.
func leadingLineRef(head string) (int, int, bool) {
	m := leadingLineRE.FindStringSubmatchIndex(last(head, 48))
	if m == nil {
		return 0, 0, false
	}
	a, b := atoiRange(last(head, 48), m)
	return a, b, a > 0
}

// rowLineRE: a line token in a table cell ("L88", "**L20–L60**").
var rowLineRE = regexp.MustCompile(`(?:^|[\s(*_])L(\d{1,6})(?:\s*[-–]\s*L?(\d{1,6}))?\b`)

// rowFileRE: something in a cell that names another file, which a line
// token there could belong to.
var rowFileRE = regexp.MustCompile(`[\w-]\.[A-Za-z][\w]{0,5}\b(?:[^(\w]|$)`)

// rowLineRefs reads the line tokens of the other cells of a table row
// that names one file: the row cites lines min..max of that file. A cell
// naming another file is skipped.
func (t tableCell) rowLineRefs() (int, int, bool) {
	lo, hi := 0, 0
	for i, cell := range t.cells {
		if i == t.col || rowFileRE.MatchString(cell) {
			continue
		}
		for _, m := range rowLineRE.FindAllStringSubmatch(cell, -1) {
			a, _ := strconv.Atoi(m[1])
			b := a
			if m[2] != "" {
				b, _ = strconv.Atoi(m[2])
			}
			if a <= 0 || b < a {
				continue
			}
			if lo == 0 || a < lo {
				lo = a
			}
			hi = max(hi, b)
		}
	}
	return lo, hi, lo > 0
}

// lineLabelRE: a paragraph opening with a bold line range ("**L70-L82**",
// "**Line 12**").
var lineLabelRE = regexp.MustCompile(`^\s*(?:[-*]\s+)?\*\*(?:L|[Ll]ines? )(\d{1,6})(?:\s*[-–]\s*L?(\d{1,6}))?\*\*`)

// lineLabels adds, for each paragraph opening with a bold line range under
// a heading that names exactly one file, a mention of that file with the
// range (review bots write "### `config.ts`" then "**L70-L82** · Nit").
func (c *collector) lineLabels() {
	if !strings.Contains(c.doc.src, "**") {
		return
	}
	var added []mention
	for n := 1; n <= len(c.doc.lineStarts); n++ {
		l := c.doc.line(n)
		sm := lineLabelRE.FindStringSubmatchIndex(l)
		if sm == nil {
			continue
		}
		h := c.fileHeadingAbove(n)
		if h == nil {
			continue
		}
		a, b := atoiRange(l, sm)
		m := *h
		m.line, m.off = n, c.doc.lineStarts[n-1]+sm[2]
		m.ref.lineStart, m.ref.lineEnd = a, b
		m.context = strings.TrimSpace(l)
		added = append(added, m)
	}
	c.mentions = append(c.mentions, added...)
}

// fileHeadingAbove returns the only file mention of the nearest Markdown
// heading above line n, or nil.
func (c *collector) fileHeadingAbove(n int) *mention {
	for k := n - 1; k >= 1; k-- {
		if !strings.HasPrefix(strings.TrimSpace(c.doc.line(k)), "#") {
			continue
		}
		var found *mention
		for i := range c.mentions {
			m := &c.mentions[i]
			if m.line != k || m.page != c.page || !hasExt(m.ref.path) {
				continue
			}
			if found != nil && found.ref.path != m.ref.path {
				return nil
			}
			found = m
		}
		return found
	}
	return nil
}

// lineWordsRE: a line number in words ("starts at line 188", "on lines
// 10-20").
var lineWordsRE = regexp.MustCompile(`\b(?:at|on|from|in|around|near) lines? (\d{1,6})(?:\s*(?:-|–|to)\s*(\d{1,6}))?\b`)

// lineWordsOnLine adds, for a line that names exactly one file and says
// "at line N" away from it ("**`x.swift`** – Loads predictions. The core
// `load()` method starts at line 188."), a mention of that file with the
// line. A line whose file mention already carries a line is skipped.
func (c *collector) lineWordsOnLine() {
	byLine := map[int][]int{}
	for i := range c.mentions {
		if m := &c.mentions[i]; m.page == c.page && hasExt(m.ref.path) {
			byLine[m.line] = append(byLine[m.line], i)
		}
	}
	var added []mention
	for n, idx := range byLine {
		l := c.doc.line(n)
		if !strings.Contains(l, "line") && !strings.Contains(l, "Line") {
			continue
		}
		sm := lineWordsRE.FindStringSubmatchIndex(strings.ToLower(l))
		if sm == nil {
			continue
		}
		m := &c.mentions[idx[0]]
		one := true
		for _, i := range idx {
			o := &c.mentions[i]
			if o.ref.path != m.ref.path || o.ref.lineStart > 0 || o.kind == evidence.KindTree {
				one = false
			}
		}
		if !one {
			continue
		}
		a, b := atoiRange(strings.ToLower(l), sm)
		mm := *m
		mm.off = c.doc.lineStarts[n-1] + sm[0]
		mm.ref.lineStart, mm.ref.lineEnd = a, b
		added = append(added, mm)
	}
	sort.Slice(added, func(i, j int) bool { return added[i].off < added[j].off })
	c.mentions = append(c.mentions, added...)
}
