package docs

import (
	"strings"

	"github.com/yuin/goldmark/ast"
)

// codeParts are the code of a Markdown document: the lines of its code
// blocks (with the fence's language) and its inline code spans, each with
// its byte offset. Command and symbol claims are read from them.
type codeParts struct {
	doc    *textDoc
	blocks []codeBlock
	spans  []span // inline code spans: text and offset
	marked map[int]bool
	// historyFrom is the first line of the document's historical part
	// (historyFrom), 0 if none: the commands of an older release.
	historyFrom int
}

type codeBlock struct {
	lang  string
	lines []span
}

// readCodeParts parses a Markdown document and collects its code; a
// document the parser rejects has none.
func readCodeParts(src string) *codeParts {
	root, err := parseMarkdown([]byte(src))
	if err != nil {
		root = nil
	}
	return codePartsOf(root, src, newTextDoc(src))
}

// codePartsOf collects the code of an already parsed Markdown document
// (root may be nil: no code). d is the line index of src.
func codePartsOf(root ast.Node, src string, d *textDoc) *codeParts {
	p := &codeParts{doc: d}
	p.marked = markerLines(p.doc)
	if root == nil {
		return p
	}
	b := []byte(src)
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.FencedCodeBlock:
			lang := ""
			if l := n.Language(b); l != nil {
				lang = strings.ToLower(string(l))
			}
			p.blocks = append(p.blocks, codeBlock{lang, blockLines(n, b)})
			return ast.WalkSkipChildren, nil
		case *ast.CodeBlock:
			p.blocks = append(p.blocks, codeBlock{"", blockLines(n, b)})
			return ast.WalkSkipChildren, nil
		case *ast.CodeSpan:
			var sb strings.Builder
			start := -1
			for ch := n.FirstChild(); ch != nil; ch = ch.NextSibling() {
				if t, ok := ch.(*ast.Text); ok {
					if start < 0 {
						start = t.Segment.Start
					}
					sb.Write(t.Segment.Value(b))
				}
			}
			if start >= 0 {
				p.spans = append(p.spans, span{sb.String(), start, start + sb.Len()})
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return p
}

// sentence returns the sentence around document offsets [a,b) (within
// its paragraph), trimmed and on one line.
func (p *codeParts) sentence(a, b int) string {
	s, e := p.doc.paragraph(p.doc.lineOf(a))
	para := p.doc.src[s:e]
	ss, se := sentenceBounds(para, a-s, min(b-s, len(para)))
	return strings.Join(strings.Fields(para[ss:se]), " ")
}
