package vision

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"regexp"
	"sort"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"

	"github.com/repo-auditor/auditor/internal/mdparse"
)

// md is the shared Markdown parser (GitHub flavoured). goldmark parsers are
// safe for concurrent use.
var md = goldmark.New(goldmark.WithExtensions(extension.GFM))

var (
	imgTagRe = regexp.MustCompile(`(?is)<img\b[^>]*>`)
	srcRe    = regexp.MustCompile(`(?is)\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)
	altRe    = regexp.MustCompile(`(?is)\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)
)

// parseDocument extracts image references and mermaid diagrams from one
// Markdown document, recovering parser panics into an error. The parse is
// skipped, or stops, once ctx is done (the error is then ctx's).
func parseDocument(ctx context.Context, d document) (refs []imageRef, diagrams []diagram, err error) {
	defer func() {
		if r := recover(); r != nil {
			refs, diagrams, err = nil, nil, fmt.Errorf("markdown parser panicked on this document: %v", r)
		}
	}()
	src := d.Data
	lines := newLines(src)
	root, err := mdparse.Parse(ctx, md.Parser(), src)
	if err != nil {
		return nil, nil, err
	}
	err = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Image:
			refs = append(refs, imageRef{Doc: d.Path, External: d.External, Kind: "markdown",
				Line: lines.of(nodeOffset(n, src)), Src: string(n.Destination), Alt: plainText(n, src)})
		case *ast.RawHTML:
			if n.Segments.Len() > 0 {
				start := n.Segments.At(0).Start
				var b bytes.Buffer
				for i := 0; i < n.Segments.Len(); i++ {
					seg := n.Segments.At(i)
					b.Write(seg.Value(src))
				}
				refs = append(refs, htmlImages(d, b.String(), start, lines)...)
			}
		case *ast.HTMLBlock:
			if n.Lines().Len() > 0 {
				start, end := n.Lines().At(0).Start, n.Lines().At(n.Lines().Len()-1).Stop
				if n.HasClosure() {
					end = max(end, n.ClosureLine.Stop)
				}
				refs = append(refs, htmlImages(d, string(src[start:end]), start, lines)...)
			}
		case *ast.FencedCodeBlock:
			if strings.EqualFold(string(n.Language(src)), "mermaid") {
				diagrams = append(diagrams, newDiagram(d, fenceLine(n, lines), blockText(n, src)))
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	sort.SliceStable(refs, func(i, j int) bool { return refs[i].Line < refs[j].Line })
	return refs, diagrams, err
}

// htmlImages finds <img src> tags in raw HTML that starts at byte offset base.
func htmlImages(d document, s string, base int, lines lineIndex) []imageRef {
	var out []imageRef
	for _, loc := range imgTagRe.FindAllStringIndex(s, -1) {
		tag := s[loc[0]:loc[1]]
		src := attr(srcRe, tag)
		if src == nil {
			continue
		}
		alt := ""
		if a := attr(altRe, tag); a != nil {
			alt = *a
		}
		out = append(out, imageRef{Doc: d.Path, External: d.External, Kind: "html",
			Line: lines.of(base + loc[0]), Src: *src, Alt: alt})
	}
	return out
}

// attr returns the HTML-unescaped value of the attribute re matches, or nil.
func attr(re *regexp.Regexp, tag string) *string {
	m := re.FindStringSubmatch(tag)
	if m == nil {
		return nil
	}
	v := html.UnescapeString(m[1] + m[2] + m[3])
	return &v
}

// nodeOffset is the byte offset of an inline node: its recorded position,
// else its first text child, else the start of its enclosing block.
func nodeOffset(n ast.Node, src []byte) int {
	if p := n.Pos(); p >= 0 {
		return p
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			return t.Segment.Start
		}
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Type() == ast.TypeBlock && p.Lines().Len() > 0 {
			return p.Lines().At(0).Start
		}
	}
	return 0
}

// plainText concatenates the text under an inline node (an image's alt).
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			switch c := c.(type) {
			case *ast.Text:
				b.Write(c.Segment.Value(src))
			case *ast.String:
				b.Write(c.Value)
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// fenceLine is the 1-based line of a fenced block's opening fence.
func fenceLine(n *ast.FencedCodeBlock, lines lineIndex) int {
	if n.Info != nil {
		return lines.of(n.Info.Segment.Start)
	}
	if p := n.Pos(); p >= 0 {
		return lines.of(p)
	}
	if n.Lines().Len() > 0 {
		return max(1, lines.of(n.Lines().At(0).Start)-1)
	}
	return 0
}

// blockText is the content of a code block.
func blockText(n ast.Node, src []byte) string {
	var b strings.Builder
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		b.Write(seg.Value(src))
	}
	return b.String()
}

// lineIndex maps byte offsets to 1-based lines.
type lineIndex []int

func newLines(src []byte) lineIndex {
	idx := lineIndex{0}
	for i, c := range src {
		if c == '\n' {
			idx = append(idx, i+1)
		}
	}
	return idx
}

func (x lineIndex) of(off int) int { return sort.SearchInts(x, off+1) }
