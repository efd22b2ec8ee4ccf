//go:build cgo

package code

import (
	"context"
	"fmt"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// base is what every syntax-tree walker shares: the source, the limits,
// the deadline and one tree cursor.
type base struct {
	ctx     context.Context
	src     []byte
	lim     Limits
	cur     *ts.TreeCursor // shared by named and byField; never held across calls
	visited int
}

func (w *base) text(n *ts.Node) string {
	if n == nil {
		return ""
	}
	return n.Utf8Text(w.src)
}

// step is called on every node visited: it fails past lim.MaxDepth and,
// every 512 nodes, when ctx has ended.
func (w *base) step(n *ts.Node, depth int) error {
	if depth > w.lim.MaxDepth {
		return fmt.Errorf("nesting deeper than %d levels at line %d", w.lim.MaxDepth, line(n))
	}
	if w.visited++; w.visited%512 == 0 && w.ctx.Err() != nil {
		return w.ctx.Err()
	}
	return nil
}

// named returns n's named children through the cursor: Node.NamedChild(i)
// walks the siblings from the first, which is quadratic over a module's
// statements. Comments are left out.
func (w *base) named(n *ts.Node) []*ts.Node {
	if n == nil || n.NamedChildCount() == 0 {
		return nil
	}
	kids := n.NamedChildren(w.cur)
	out := make([]*ts.Node, 0, len(kids))
	for i := range kids {
		if kids[i].Kind() != "comment" {
			out = append(out, &kids[i])
		}
	}
	return out
}

// byField returns n's children in field f.
func (w *base) byField(n *ts.Node, f string) []*ts.Node {
	kids := n.ChildrenByFieldName(f, w.cur)
	out := make([]*ts.Node, len(kids))
	for i := range kids {
		out[i] = &kids[i]
	}
	return out
}
