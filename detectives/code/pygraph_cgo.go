//go:build cgo

package code

import (
	ts "github.com/tree-sitter/go-tree-sitter"
)

// graphCall records a call on a StateGraph builder: add_node, add_edge,
// add_conditional_edges, set_entry_point, set_finish_point. The receiver
// must be a builder assigned in this file, or the file's only builder.
func (w *pyWalker) graphCall(c *ts.Node, recv, method string) bool {
	if !graphMethods[method] {
		return false
	}
	g := w.builder(recv)
	if g == nil {
		return false
	}
	a, ln := w.args(c), line(c)
	switch method {
	case "add_node":
		if name := w.nodeName(a); name != "" {
			g.Nodes = append(g.Nodes, graphNode{Name: name, Line: ln})
		}
	case "add_edge":
		for _, from := range w.endpoints(a.arg(0, "start_key")) {
			for _, to := range w.endpoints(a.arg(1, "end_key")) {
				g.Edges = append(g.Edges, graphEdge{From: from, To: to, Line: ln})
			}
		}
	case "add_conditional_edges":
		from := w.endpoint(a.arg(0, "source"))
		via := bounded(w.text(a.arg(1, "path")), 60)
		targets := w.pathTargets(a.arg(2, "path_map"))
		if len(targets) == 0 {
			targets = []string{"?"}
		}
		for _, to := range targets {
			g.Edges = append(g.Edges, graphEdge{From: from, To: to, Line: ln, Conditional: true, Via: via})
		}
	case "set_entry_point":
		g.Edges = append(g.Edges, graphEdge{From: "START", To: w.endpoint(a.arg(0, "key")), Line: ln})
	case "set_finish_point":
		g.Edges = append(g.Edges, graphEdge{From: w.endpoint(a.arg(0, "key")), To: "END", Line: ln})
	}
	return true
}

// builder finds the graph a receiver names.
func (w *pyWalker) builder(recv string) *graph {
	for i := range w.f.Graphs {
		if w.f.Graphs[i].Var == recv {
			return &w.f.Graphs[i]
		}
	}
	if len(w.f.Graphs) == 1 {
		return &w.f.Graphs[0]
	}
	return nil
}

// nodeName is add_node's node name: a string's value, else the name of
// the function passed alone (add_node(fn)), else the expression as written.
func (w *pyWalker) nodeName(a callArgs) string {
	first := a.arg(0, "node")
	if first == nil {
		return ""
	}
	if s, ok := w.str(first); ok {
		return s
	}
	return bounded(w.text(first), 60)
}

// endpoint is an edge end: a string's value, START/END for the constants
// and their "__start__"/"__end__" values, else the expression as written.
func (w *pyWalker) endpoint(n *ts.Node) string {
	if n == nil {
		return "?"
	}
	s, ok := w.str(n)
	if !ok {
		s = w.text(n)
	}
	switch s {
	case "__start__", "START", "langgraph.graph.START":
		return "START"
	case "__end__", "END", "langgraph.graph.END":
		return "END"
	}
	return bounded(s, 60)
}

// endpoints are the ends of add_edge: one; a list of starts that all must
// finish before the end runs; or the loop variable of an enclosing
// "for x in (literal, ...)", one per value.
func (w *pyWalker) endpoints(n *ts.Node) []string {
	if vals := w.loopValues(n); vals != nil {
		return vals
	}
	if n != nil && (n.Kind() == "list" || n.Kind() == "tuple") {
		var out []string
		for _, c := range w.named(n) {
			if c.Kind() != "comment" {
				out = append(out, w.endpoint(c))
			}
		}
		return out
	}
	return []string{w.endpoint(n)}
}

// pathTargets are the targets of a conditional edge's path map: a dict's
// values or a list's elements.
func (w *pyWalker) pathTargets(n *ts.Node) []string {
	if n == nil {
		return nil
	}
	var out []string
	for _, c := range w.named(n) {
		switch {
		case c == nil || c.Kind() == "comment":
		case n.Kind() == "dictionary" && c.Kind() == "pair":
			out = append(out, w.endpoint(c.ChildByFieldName("value")))
		case n.Kind() == "list" || n.Kind() == "tuple":
			out = append(out, w.endpoint(c))
		}
	}
	return out
}

// loopValues returns the values an identifier takes in the nearest
// enclosing for statement that binds it, when that loop iterates over a
// literal list or tuple; nil otherwise.
func (w *pyWalker) loopValues(n *ts.Node) []string {
	if n == nil || n.Kind() != "identifier" {
		return nil
	}
	name := w.text(n)
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Kind() != "for_statement" || w.text(p.ChildByFieldName("left")) != name {
			continue
		}
		seq := p.ChildByFieldName("right")
		if seq == nil || (seq.Kind() != "list" && seq.Kind() != "tuple") || !w.literal(seq) {
			return nil
		}
		var out []string
		for _, c := range w.named(seq) {
			if c.Kind() != "comment" {
				out = append(out, w.endpoint(c))
			}
		}
		return out
	}
	return nil
}
