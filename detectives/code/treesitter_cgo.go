//go:build cgo

package code

import (
	"context"
	"fmt"

	ts "github.com/tree-sitter/go-tree-sitter"
	tsjs "github.com/tree-sitter/tree-sitter-javascript/bindings/go"
	tspython "github.com/tree-sitter/tree-sitter-python/bindings/go"
	tsts "github.com/tree-sitter/tree-sitter-typescript/bindings/go"
)

// PythonAvailable reports whether this build parses Python, JavaScript
// and TypeScript (tree-sitter needs cgo).
const PythonAvailable = true

// grammars are the tree-sitter languages by the language names of
// languages (files.go).
var grammars = map[string]*ts.Language{
	"python":     ts.NewLanguage(tspython.Language()),
	"javascript": ts.NewLanguage(tsjs.Language()),
	"typescript": ts.NewLanguage(tsts.LanguageTypescript()),
	"tsx":        ts.NewLanguage(tsts.LanguageTSX()),
}

// treeParsers are one worker's tree-sitter parsers, one per language,
// made on first use; not safe for concurrent use.
//
// All parses share one ParseOptions whose callback reads ctx, the context
// of the parse in progress (nil between parses): go-tree-sitter v0.25.0
// never releases the options of ParseWithOptions (tree-sitter/go-tree-sitter
// issue 55), so options made per parse kept every parse's context chain
// alive for the life of the process (about 0.5 KB a file, growing with a
// batch's cohort).
type treeParsers struct {
	m    map[string]*ts.Parser
	ctx  context.Context
	opts *ts.ParseOptions
}

func newTreeParsers() *treeParsers {
	tp := &treeParsers{m: map[string]*ts.Parser{}}
	tp.opts = &ts.ParseOptions{ProgressCallback: func(ts.ParseState) bool { return tp.ctx != nil && tp.ctx.Err() != nil }}
	return tp
}

func (tp *treeParsers) close() {
	for _, p := range tp.m {
		p.Close()
	}
}

func (tp *treeParsers) parser(lang string) (*ts.Parser, error) {
	if p := tp.m[lang]; p != nil {
		return p, nil
	}
	p := ts.NewParser()
	if err := p.SetLanguage(grammars[lang]); err != nil {
		p.Close()
		return nil, fmt.Errorf("tree-sitter %s grammar could not be loaded: %v", lang, err)
	}
	tp.m[lang] = p
	return p, nil
}

// parse parses one file and extracts its facts. Parsing stops at ctx's
// deadline (tree-sitter's progress callback); a file with syntax errors,
// deeper than lim.MaxDepth or not done in time is an error.
func (tp *treeParsers) parse(ctx context.Context, lang, p string, src []byte, lim Limits) (f *fileFacts, err error) {
	defer func() {
		if v := recover(); v != nil {
			f, err = nil, fmt.Errorf("%s extraction panicked: %v", lang, v)
		}
	}()
	tree, err := tp.tree(ctx, lang, src)
	if err != nil {
		return nil, err
	}
	defer tree.Close()
	cur := tree.Walk()
	defer cur.Close()
	root := tree.RootNode()
	if root.HasError() {
		return nil, fmt.Errorf("invalid %s: syntax error near line %d", langNames[lang], firstErrorLine(root, cur))
	}
	b := base{ctx: ctx, src: src, lim: lim, cur: cur}
	if lang == "python" {
		w := &pyWalker{base: b, f: &fileFacts{Path: p, Lang: lang}, aliases: map[string]string{}}
		if err := w.walk(root, 0, "", false); err != nil {
			return nil, err
		}
		w.resolveCalls()
		w.justice()
		return w.f, nil
	}
	if lang == "tsx" {
		lang = "typescript"
	}
	w := &jsWalker{base: b, f: &fileFacts{Path: p, Lang: lang}}
	return w.f, w.program(root)
}

// tree parses src, stopping at ctx's deadline.
func (tp *treeParsers) tree(ctx context.Context, lang string, src []byte) (*ts.Tree, error) {
	parser, err := tp.parser(lang)
	if err != nil {
		return nil, err
	}
	parser.Reset()
	n := len(src)
	tp.ctx = ctx
	tree := parser.ParseWithOptions(func(i int, _ ts.Point) []byte {
		if i < n {
			return src[i:]
		}
		return nil
	}, nil, tp.opts)
	tp.ctx = nil
	if tree == nil {
		// A parse halted by the callback may stop inside subtree balancing,
		// and tree-sitter 0.25.0's Reset keeps that state: the parser's next
		// parse then aborts the process on an assertion
		// ("finished_tree.ptr", tree-sitter/tree-sitter PR 4176, fixed in
		// 0.25.1; go-tree-sitter v0.25.0 bundles 0.25.0). A halted parser
		// is never reused.
		parser.Close()
		delete(tp.m, lang)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("tree-sitter returned no tree")
	}
	return tree, nil
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
