//go:build cgo

package code

import (
	"strings"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// pyWalker walks one Python syntax tree, collecting definitions, imports,
// state schemas, graph builders, prompts and the calls resolved afterwards
// (resolveCalls), once every import alias is known.
type pyWalker struct {
	base
	f       *fileFacts
	aliases map[string]string // local name -> imported dotted path
	calls   []*ts.Node

	// defNodes and methodNodes are the module-level functions and classes
	// and the methods, by name; justiceCands and synthCands the chief
	// justice candidates (see noteDef).
	defNodes, methodNodes    map[string]*ts.Node
	justiceCands, synthCands []justiceCand
}

// walk visits n and its descendants. cls is the enclosing class (methods),
// inFunc is true inside a function body (nested definitions are not
// listed). It fails past lim.MaxDepth or when ctx ends.
func (w *pyWalker) walk(n *ts.Node, depth int, cls string, inFunc bool) error {
	if err := w.step(n, depth); err != nil {
		return err
	}
	kind := n.Kind()
	if leafKinds[kind] {
		return nil
	}
	switch kind {
	case "import_statement", "import_from_statement":
		w.imports(n)
		return nil
	case "class_definition":
		name := w.text(n.ChildByFieldName("name"))
		w.class(n, name, inFunc)
		return w.children(n, depth, name, inFunc)
	case "function_definition":
		w.function(n, cls, inFunc)
		return w.children(n, depth, "", true)
	case "assignment":
		w.assignment(n)
	case "pair":
		w.pair(n)
	case "call":
		w.calls = append(w.calls, n)
	}
	return w.children(n, depth, cls, inFunc)
}

// leafKinds have no children worth visiting: skipping them saves the cgo
// calls that would find none.
var leafKinds = map[string]bool{
	"identifier": true, "integer": true, "float": true, "comment": true, "true": true, "false": true,
	"none": true, "string_start": true, "string_content": true, "string_end": true, "escape_sequence": true,
}

func (w *pyWalker) children(n *ts.Node, depth int, cls string, inFunc bool) error {
	for _, c := range w.named(n) {
		if err := w.walk(c, depth+1, cls, inFunc); err != nil {
			return err
		}
	}
	return nil
}

// imports records import and from-import statements and their aliases.
func (w *pyWalker) imports(n *ts.Node) {
	module := w.text(n.ChildByFieldName("module_name"))
	from := n.Kind() == "import_from_statement"
	var names []string
	for _, c := range w.byField(n, "name") {
		name, alias := w.text(c), ""
		if c.Kind() == "aliased_import" {
			name, alias = w.text(c.ChildByFieldName("name")), w.text(c.ChildByFieldName("alias"))
		}
		if !from {
			w.f.Imports = append(w.f.Imports, imp{Path: name, Alias: alias, Line: line(n)})
			local := alias
			if local == "" {
				local, _, _ = strings.Cut(name, ".")
				name = local
			}
			w.aliases[local] = name
			continue
		}
		names = append(names, name)
		local := alias
		if local == "" {
			local = name
		}
		w.aliases[local] = module + "." + name
	}
	if from {
		w.f.Imports = append(w.f.Imports, imp{Path: module, Names: names, Line: line(n)})
	}
}

// class records a class definition, and a state schema when one of its
// bases is a state base.
func (w *pyWalker) class(n *ts.Node, name string, inFunc bool) {
	var bases []string
	if sc := n.ChildByFieldName("superclasses"); sc != nil {
		for _, c := range w.named(sc) {
			if c.Kind() != "keyword_argument" {
				bases = append(bases, w.text(c))
			}
		}
	}
	if !inFunc {
		w.f.Defs = append(w.f.Defs, def{Kind: "class", Name: name, Bases: bases, Line: line(n)})
		w.noteDef(n, name, "class")
	}
	base := stateBase(bases)
	if base == "" {
		return
	}
	s := stateSchema{Name: name, Base: base, Line: line(n), Lines: [2]int{line(n), int(n.EndPosition().Row) + 1}}
	if body := n.ChildByFieldName("body"); body != nil {
		s.Field = w.fields(body)
	}
	w.f.States = append(w.f.States, s)
}

// fields lists the annotated fields of a class body.
func (w *pyWalker) fields(body *ts.Node) []stateField {
	var out []stateField
	for _, st := range w.named(body) {
		if st.Kind() != "expression_statement" || st.NamedChildCount() == 0 {
			continue
		}
		a := st.NamedChild(0)
		if a == nil || a.Kind() != "assignment" || a.ChildByFieldName("type") == nil {
			continue
		}
		typ := w.text(a.ChildByFieldName("type"))
		out = append(out, stateField{Name: w.text(a.ChildByFieldName("left")), Type: typ, Reducer: annotatedReducer(typ), Line: line(a)})
	}
	return out
}

func (w *pyWalker) function(n *ts.Node, cls string, inFunc bool) {
	if inFunc {
		return
	}
	d := def{Kind: "function", Name: w.text(n.ChildByFieldName("name")), Line: line(n)}
	if cls != "" {
		d.Kind, d.Recv = "method", cls
	}
	w.f.Defs = append(w.f.Defs, d)
	w.noteDef(n, d.Name, d.Kind)
}

// assignment records a StateGraph builder (x = StateGraph(S)) or a
// persona prompt (PROSECUTOR_PROMPT = "...").
func (w *pyWalker) assignment(n *ts.Node) {
	left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if left == nil || right == nil {
		return
	}
	if right.Kind() == "call" && isStateGraph(w.callee(right.ChildByFieldName("function"))) {
		g := graph{Var: w.text(left), Line: line(right)}
		if args := w.args(right); len(args.pos) > 0 {
			g.State = w.text(args.pos[0])
		}
		w.f.Graphs = append(w.f.Graphs, g)
		return
	}
	w.prompt(w.text(left), right)
}

// pair records a persona prompt held in a dictionary ({"prosecutor": "..."}).
func (w *pyWalker) pair(n *ts.Node) {
	key, value := n.ChildByFieldName("key"), n.ChildByFieldName("value")
	if key == nil || value == nil || key.Kind() != "string" {
		return
	}
	k, _ := w.str(key)
	w.prompt(k, value)
}

func (w *pyWalker) prompt(name string, value *ts.Node) {
	text, ok := w.str(value)
	if !ok || len(text) < minPromptLen {
		return
	}
	if p := personaOf(name, text); p != "" {
		w.f.Prompts = append(w.f.Prompts, prompt{Persona: p, Name: name, Text: text, Line: line(value)})
	}
}

// str returns the value of a string or concatenated string literal; ok is
// false for anything else. An f-string's interpolations are kept as
// written, and make the value non-literal for literal().
func (w *pyWalker) str(n *ts.Node) (string, bool) {
	switch n.Kind() {
	case "string":
		var b strings.Builder
		for _, c := range w.named(n) {
			if c != nil && (c.Kind() == "string_content" || c.Kind() == "interpolation") {
				b.WriteString(w.text(c))
			}
		}
		return b.String(), true
	case "concatenated_string":
		var b strings.Builder
		for _, c := range w.named(n) {
			s, _ := w.str(c)
			b.WriteString(s)
		}
		return b.String(), true
	case "parenthesized_expression":
		if n.NamedChildCount() == 1 {
			return w.str(n.NamedChild(0))
		}
	}
	return "", false
}
