//go:build cgo

package code

import (
	"context"
	"fmt"

	ts "github.com/tree-sitter/go-tree-sitter"
	tspython "github.com/tree-sitter/tree-sitter-python/bindings/go"
)

// PythonAvailable reports whether this build parses Python (it needs cgo).
const PythonAvailable = true

var pythonLanguage = ts.NewLanguage(tspython.Language())

// pyParser is one worker's tree-sitter parser; not safe for concurrent use.
type pyParser struct{ p *ts.Parser }

func newPyParser() *pyParser {
	p := ts.NewParser()
	if err := p.SetLanguage(pythonLanguage); err != nil {
		p.Close()
		return &pyParser{}
	}
	return &pyParser{p: p}
}

func (py *pyParser) close() {
	if py.p != nil {
		py.p.Close()
	}
}

// parse parses one Python file and extracts its facts. Parsing stops at
// ctx's deadline (tree-sitter's progress callback); a file with syntax
// errors, deeper than lim.MaxDepth or not done in time is an error.
func (py *pyParser) parse(ctx context.Context, p string, src []byte, lim Limits) (f *fileFacts, err error) {
	if py.p == nil {
		return nil, fmt.Errorf("tree-sitter Python grammar could not be loaded")
	}
	defer func() {
		if v := recover(); v != nil {
			f, err = nil, fmt.Errorf("python extraction panicked: %v", v)
		}
	}()
	py.p.Reset()
	n := len(src)
	opts := &ts.ParseOptions{ProgressCallback: func(ts.ParseState) bool { return ctx.Err() != nil }}
	tree := py.p.ParseWithOptions(func(i int, _ ts.Point) []byte {
		if i < n {
			return src[i:]
		}
		return nil
	}, nil, opts)
	if tree == nil {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("tree-sitter returned no tree")
	}
	defer tree.Close()
	root := tree.RootNode()
	if root.HasError() {
		cur := tree.Walk()
		defer cur.Close()
		return nil, fmt.Errorf("invalid Python: syntax error near line %d", firstErrorLine(root, cur))
	}
	cur := tree.Walk()
	defer cur.Close()
	w := newPyWalker(ctx, p, src, lim, cur)
	if err := w.walk(root, 0, "", false); err != nil {
		return nil, err
	}
	w.resolveCalls()
	return w.f, nil
}

// firstErrorLine finds the line of the first ERROR or missing node,
// descending only into subtrees that contain an error.
func firstErrorLine(n *ts.Node, cur *ts.TreeCursor) int {
	for depth := 0; depth < 10_000; depth++ {
		if n.IsError() || n.IsMissing() {
			return line(n)
		}
		var next *ts.Node
		kids := n.Children(cur)
		for i := range kids {
			if kids[i].HasError() {
				next = &kids[i]
				break
			}
		}
		if next == nil {
			return line(n)
		}
		n = next
	}
	return line(n)
}

func line(n *ts.Node) int { return int(n.StartPosition().Row) + 1 }
