package docs

import "strings"

// fence handles the lines of a fenced or indented code block (or a run of
// plain-text lines that draw a tree). lang is the lower-cased info word.
func (c *collector) fence(lang string, lines []span) {
	if len(lines) == 0 {
		return
	}
	drawn := 0
	for _, l := range lines {
		if isTreeDrawing(l.text) {
			drawn++
		}
	}
	treeLang := shellLangs[lang] || lang == "tree" || lang == "md" || lang == "markdown"
	if drawn >= 2 || treeLang && looksLikeListing(lines) {
		c.addTree(lines, drawn >= 2, c.outputCueBefore(lines[0].start))
		return
	}
	if shellLangs[lang] || dataLangs[lang] || lang == "md" || lang == "markdown" {
		c.shellLines(lines, lang)
		return
	}
	c.codeLines(lines, lang)
}

// shellLines records the words of command lines with their roles; words of
// a '#' comment are recorded without a role.
func (c *collector) shellLines(lines []span, lang string) {
	for _, l := range lines {
		text := l.text
		var comment span
		if i := commentStart(text, "#"); i >= 0 && !strings.HasPrefix(strings.TrimSpace(text), "#!") {
			comment = span{text[i+1:], i + 1, len(text)}
			text = text[:i]
		}
		ws := shellWords(text)
		roles := commandRoles(ws, false)
		for i, w := range ws {
			c.fenceToken(w, l.start, roles[i], lang)
		}
		if comment.text != "" {
			c.commentTokens(comment, l.start, lang)
		}
	}
}

// outputCues in the text just before a tree say it shows an expected
// output layout rather than the repository.
var outputCues = []string{
	"will produce", "will generate", "will create", "will look like", "will be created",
	"will be generated", "will be written", "after running", "generates", "generated",
	"creates the following", "produces", "resulting", "output directory", "output layout",
	"output structure", "output folder", "example output", "sample output", "expected output",
	"is created", "are created", "will contain", "scaffold",
}

// outputCueBefore returns the output cue found in the 300 bytes before off
// (and the section title), or "".
func (c *collector) outputCueBefore(off int) string {
	lo := max(0, off-300)
	for lo > 0 && !isRuneStart(c.doc.src[lo]) {
		lo--
	}
	// only the paragraph right before the block counts
	text := c.doc.src[lo:off]
	if i := strings.LastIndex(strings.TrimRight(text, " \n`~"), "\n\n"); i >= 0 {
		text = text[i:]
	}
	text = strings.ToLower(text) + " " + c.sectionAt(off)
	for _, cue := range outputCues {
		if strings.Contains(text, cue) {
			return cue
		}
	}
	return ""
}

// textTreeBlocks finds runs of tree-drawing lines in plain text (with the
// root line just before them) and returns them with the set of lines used.
func textTreeBlocks(d *textDoc) ([][]span, map[int]bool) {
	var blocks [][]span
	used := map[int]bool{}
	n := len(d.lineStarts)
	for i := 1; i <= n; i++ {
		if !isTreeDrawing(d.line(i)) {
			continue
		}
		j := i
		for j+1 <= n && isTreeDrawing(d.line(j+1)) {
			j++
		}
		if j > i {
			start := i
			if prev := strings.TrimSpace(d.line(i - 1)); i > 1 && prev != "" && len(strings.Fields(prev)) == 1 {
				start = i - 1
			}
			var b []span
			for k := start; k <= j; k++ {
				b = append(b, span{d.line(k), d.lineStarts[k-1], d.lineStarts[k-1] + len(d.line(k))})
				used[k] = true
			}
			blocks = append(blocks, b)
		}
		i = j
	}
	return blocks, used
}
