//go:build cgo

package code

import (
	"strings"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// callArgs are a call's positional and keyword arguments.
type callArgs struct {
	pos []*ts.Node
	kw  map[string]*ts.Node
}

func (w *pyWalker) args(call *ts.Node) callArgs {
	a := callArgs{kw: map[string]*ts.Node{}}
	al := call.ChildByFieldName("arguments")
	if al == nil {
		return a
	}
	for _, c := range w.named(al) {
		switch {
		case c == nil || c.Kind() == "comment":
		case c.Kind() == "keyword_argument":
			a.kw[w.text(c.ChildByFieldName("name"))] = c.ChildByFieldName("value")
		default:
			a.pos = append(a.pos, c)
		}
	}
	return a
}

// arg returns the i-th positional argument or else the keyword one.
func (a callArgs) arg(i int, kw string) *ts.Node {
	if i < len(a.pos) {
		return a.pos[i]
	}
	return a.kw[kw]
}

// callee is the canonical dotted name of a call's function: its first
// segment resolved through the file's imports (sp.run -> subprocess.run,
// system -> os.system). "" when it is not a plain dotted name.
func (w *pyWalker) callee(fn *ts.Node) string {
	if fn == nil || (fn.Kind() != "identifier" && fn.Kind() != "attribute") {
		return ""
	}
	name := strings.Join(strings.Fields(w.text(fn)), "")
	head, rest, dotted := strings.Cut(name, ".")
	if full, ok := w.aliases[head]; ok {
		head = full
	}
	if dotted {
		return head + "." + rest
	}
	return head
}

// resolveCalls turns the collected calls into graph wiring, bindings,
// process calls and sandboxes.
func (w *pyWalker) resolveCalls() {
	for _, c := range w.calls {
		fn := c.ChildByFieldName("function")
		if fn == nil {
			continue
		}
		if fn.Kind() == "attribute" {
			method := w.text(fn.ChildByFieldName("attribute"))
			recv := w.text(fn.ChildByFieldName("object"))
			if w.graphCall(c, recv, method) || w.binding(c, recv, method) {
				continue
			}
		}
		name := w.callee(fn)
		switch {
		case execCallees[name]:
			w.execCall(c, name)
		case sandboxCallees[name]:
			w.f.Sandboxes = append(w.f.Sandboxes, sandbox{Callee: name, With: inWith(c), Func: w.enclosing(c), Line: line(c)})
		}
	}
}

func (w *pyWalker) binding(c *ts.Node, recv, method string) bool {
	if method != "with_structured_output" && method != "bind_tools" {
		return false
	}
	b := binding{Method: method, Receiver: bounded(recv, 80), Line: line(c)}
	if a := w.args(c).arg(0, "schema"); a != nil {
		b.Schema = bounded(w.text(a), 120)
	}
	w.f.Bindings = append(w.f.Bindings, b)
	return true
}

func (w *pyWalker) execCall(c *ts.Node, name string) {
	a := w.args(c)
	first := a.arg(0, "args")
	if first == nil {
		first = a.kw["cmd"]
	}
	e := execCall{Callee: name, Line: line(c), Shell: shellCallees[name], Func: w.enclosing(c), InTry: inTry(c)}
	e.Check = name == "subprocess.check_call" || name == "subprocess.check_output" ||
		(a.kw["check"] != nil && w.text(a.kw["check"]) == "True")
	e.Capture = (a.kw["capture_output"] != nil && w.text(a.kw["capture_output"]) == "True") || a.kw["stdout"] != nil || a.kw["stderr"] != nil
	if first != nil {
		e.Arg, e.Literal = bounded(w.text(first), 160), w.literal(first)
	}
	if sh := a.kw["shell"]; sh != nil && w.text(sh) != "False" {
		e.Shell = true
	}
	w.f.Execs = append(w.f.Execs, e)
}

// literal reports whether n is a constant: a string without
// interpolation, a number, or a list/tuple of constants.
func (w *pyWalker) literal(n *ts.Node) bool {
	switch n.Kind() {
	case "string":
		for _, c := range w.named(n) {
			if c.Kind() == "interpolation" {
				return false
			}
		}
		return true
	case "integer", "float", "true", "false", "none":
		return true
	case "concatenated_string", "list", "tuple", "parenthesized_expression":
		for _, c := range w.named(n) {
			if c.Kind() != "comment" && !w.literal(c) {
				return false
			}
		}
		return true
	}
	return false
}

// inWith reports whether a call is the value of a with-statement item.
func inWith(c *ts.Node) bool {
	p := c.Parent()
	if p != nil && p.Kind() == "as_pattern" {
		p = p.Parent()
	}
	return p != nil && p.Kind() == "with_item"
}

// enclosing names the function a node is in ("Class.method" for a
// method), or "" at module level.
func (w *pyWalker) enclosing(n *ts.Node) string {
	name := ""
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Kind() {
		case "function_definition":
			if name == "" {
				name = w.text(p.ChildByFieldName("name"))
			}
		case "class_definition":
			if name != "" {
				return w.text(p.ChildByFieldName("name")) + "." + name
			}
		}
	}
	return name
}

// inTry reports whether a node lies in the body of a try statement.
func inTry(n *ts.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Kind() {
		case "try_statement":
			return true
		case "function_definition", "class_definition":
			return false
		}
	}
	return false
}
