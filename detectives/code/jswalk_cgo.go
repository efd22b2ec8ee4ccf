//go:build cgo

package code

import (
	"strings"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// jsWalker reads the top level of a JavaScript or TypeScript syntax tree:
// imports (import, export ... from, require), and definitions (functions,
// classes with their methods, function-valued constants, and TypeScript
// interfaces, type aliases and enums). Nested definitions are not listed.
type jsWalker struct {
	base
	f *fileFacts
}

func (w *jsWalker) program(root *ts.Node) error {
	for _, st := range w.named(root) {
		if err := w.step(st, 1); err != nil {
			return err
		}
		w.statement(st)
	}
	return nil
}

// jsDefKinds maps declaration nodes to definition kinds.
var jsDefKinds = map[string]string{
	"function_declaration": "function", "generator_function_declaration": "function",
	"interface_declaration": "interface", "type_alias_declaration": "type", "enum_declaration": "enum",
}

func (w *jsWalker) statement(n *ts.Node) {
	switch k := n.Kind(); {
	case k == "import_statement":
		w.importStmt(n)
	case k == "export_statement":
		if d := n.ChildByFieldName("declaration"); d != nil {
			w.statement(d)
		} else if src := n.ChildByFieldName("source"); src != nil {
			w.f.Imports = append(w.f.Imports, imp{Path: jsString(w.text(src)), Line: line(n)})
		}
	case jsDefKinds[k] != "":
		w.def(jsDefKinds[k], n.ChildByFieldName("name"), n)
	case k == "class_declaration" || k == "abstract_class_declaration":
		w.class(n)
	case k == "lexical_declaration" || k == "variable_declaration":
		for _, d := range w.named(n) {
			w.declarator(d)
		}
	case k == "expression_statement":
		if c := n.NamedChild(0); c != nil {
			w.require(c, n)
		}
	}
}

func (w *jsWalker) def(kind string, name, at *ts.Node) {
	if name != nil {
		w.f.Defs = append(w.f.Defs, def{Kind: kind, Name: w.text(name), Line: line(at)})
	}
}

func (w *jsWalker) importStmt(n *ts.Node) {
	im := imp{Path: jsString(w.text(n.ChildByFieldName("source"))), Line: line(n)}
	for _, c := range w.named(n) {
		if c.Kind() != "import_clause" {
			continue
		}
		for _, part := range w.named(c) {
			switch part.Kind() {
			case "identifier", "namespace_import":
				im.Names = append(im.Names, w.text(part))
			case "named_imports":
				for _, spec := range w.named(part) {
					im.Names = append(im.Names, w.text(spec.ChildByFieldName("name")))
				}
			}
		}
	}
	w.f.Imports = append(w.f.Imports, im)
}

// class records a class, its bases (extends, implements) and its methods.
func (w *jsWalker) class(n *ts.Node) {
	name := w.text(n.ChildByFieldName("name"))
	d := def{Kind: "class", Name: name, Line: line(n)}
	for _, c := range w.named(n) {
		if c.Kind() != "class_heritage" {
			continue
		}
		for _, h := range w.named(c) {
			switch h.Kind() {
			case "extends_clause":
				d.Bases = append(d.Bases, w.text(h.ChildByFieldName("value")))
			case "implements_clause":
				for _, t := range w.named(h) {
					d.Bases = append(d.Bases, w.text(t))
				}
			default:
				d.Bases = append(d.Bases, w.text(h))
			}
		}
	}
	w.f.Defs = append(w.f.Defs, d)
	for _, m := range w.named(n.ChildByFieldName("body")) {
		if m.Kind() == "method_definition" || m.Kind() == "abstract_method_signature" {
			w.f.Defs = append(w.f.Defs, def{Kind: "method", Name: w.text(m.ChildByFieldName("name")), Recv: name, Line: line(m)})
		}
	}
}

// declarator records const f = () => ... as a function and
// const x = require("m") as an import.
func (w *jsWalker) declarator(d *ts.Node) {
	if d.Kind() != "variable_declarator" {
		return
	}
	v := d.ChildByFieldName("value")
	if v == nil {
		return
	}
	switch v.Kind() {
	case "arrow_function", "function_expression", "function", "generator_function":
		w.def("function", d.ChildByFieldName("name"), d)
	default:
		w.require(v, d)
	}
}

// require records require("m") (possibly awaited or member-accessed) as an import.
func (w *jsWalker) require(c, at *ts.Node) {
	if c.Kind() != "call_expression" || w.text(c.ChildByFieldName("function")) != "require" {
		return
	}
	args := w.named(c.ChildByFieldName("arguments"))
	if len(args) == 1 && args[0].Kind() == "string" {
		w.f.Imports = append(w.f.Imports, imp{Path: jsString(w.text(args[0])), Line: line(at)})
	}
}

// jsString strips a string literal's quotes.
func jsString(s string) string { return strings.Trim(s, "'\"`") }
