package docs

import (
	"regexp"
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// A project structure written as a nested Markdown list under a structure
// heading:
//
//	## Project Structure
//	- scripts
//	  - data_collection
//	    - scrapper.py
//
// is read like a drawn tree: each item is an entry of the directory of
// the item it is nested in ("scripts/data_collection/scrapper.py", Kind
// tree), not a bare name in running text.

// structureHeadingRE: a section that lays out the repository's files.
var structureHeadingRE = regexp.MustCompile(`(?i)\b(?:structure|layout|tree|organi[sz]ation)\b`)

// listTreeMinItems is the fewest entries a list tree has.
const listTreeMinItems = 4

// listTree records a top-level list under a structure heading whose every
// item is one path-shaped name, optionally with a description ("- utils.py
// - helpers", "- data/: raw files"), as a tree. A flat list is left as it
// is: its names are claims of their own kind. It reports
// whether it did; the list's text is then not read again as prose.
func (c *collector) listTree(n *ast.List, src []byte) bool {
	if _, nested := n.Parent().(*ast.ListItem); nested {
		return false
	}
	var lines []span
	deep, files := false, 0
	ok := true
	_ = ast.Walk(n, func(ch ast.Node, entering bool) (ast.WalkStatus, error) {
		if !ok {
			return ast.WalkStop, nil
		}
		if !entering {
			return ast.WalkContinue, nil
		}
		switch ch := ch.(type) {
		case *ast.List:
			if ch != n {
				deep = true
			}
		case *ast.Link, *ast.Image, *ast.CodeBlock, *ast.FencedCodeBlock:
			ok = false // a linked list is its links' claims; code is code
		case *ast.ListItem:
			l, name, named := c.listTreeLine(ch, src)
			if !named {
				ok = false
				return ast.WalkStop, nil
			}
			if hasExt(name) {
				files++
			}
			lines = append(lines, l)
		}
		return ast.WalkContinue, nil
	})
	if !ok || !deep || len(lines) < listTreeMinItems || files < 2 {
		return false
	}
	if !structureHeadingRE.MatchString(c.sectionAt(lines[0].start)) {
		return false
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].start < lines[j].start })
	c.addTree(lines, true, "")
	return true
}

// listTreeLine returns the source line of a list item, from its line start
// to the end of its name (the description dropped), the name, and whether
// the item is one path-shaped name (or a bare directory name: "scripts").
func (c *collector) listTreeLine(item *ast.ListItem, src []byte) (span, string, bool) {
	first := item.FirstChild()
	if first == nil || first.Lines().Len() == 0 {
		return span{}, "", false
	}
	seg := first.Lines().At(0)
	start := strings.LastIndexByte(string(src[:seg.Start]), '\n') + 1
	text := strings.TrimRight(string(src[start:seg.Stop]), "\r\n")
	body := strings.TrimSpace(string(src[seg.Start:seg.Stop]))
	name := strings.Trim(listTreeDescRE.Split(body, 2)[0], "`*_ ")
	if name == "" || !pathShape(name) && !bareDirRE.MatchString(name) {
		return span{}, "", false
	}
	if desc := body[strings.Index(body, name)+len(name):]; strings.ContainsAny(strings.TrimLeft(desc, "`/"), "`/[") {
		return span{}, "", false // a description citing paths of its own is read as text
	}
	at := strings.Index(text, body)
	if at < 2 {
		return span{}, "", false
	}
	// the marker ("-", "*", "1.") becomes a branch of the same width, so
	// that the name keeps its offset and the indent its depth
	cut := at + strings.Index(body, name) + len(name)
	line := strings.Repeat(" ", at-2) + "- " + text[at:cut]
	return span{text: line, start: start, end: start + cut}, name, true
}

// bareDirRE: a directory named without a slash in a list tree.
var bareDirRE = regexp.MustCompile(`^[\w.@+-]+/?$`)

// listTreeDescRE: where an item's description starts after its name.
var listTreeDescRE = regexp.MustCompile(`\s+[-–—:#(]\s*|:\s+|\s{2,}`)
