package code

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
)

// parseGo parses one Go file with the standard library and extracts its
// definitions and imports. go/parser cannot be interrupted, so it runs on
// its own goroutine and the file is given up when ctx ends first (the
// size cap keeps such a goroutine short-lived). A syntax error skips the
// file; a parser panic becomes an error.
func parseGo(ctx context.Context, p string, src []byte) (*fileFacts, error) {
	type res struct {
		f   *fileFacts
		err error
	}
	ch := make(chan res, 1)
	go func() {
		var r res
		defer func() {
			if v := recover(); v != nil {
				r.err = fmt.Errorf("go parser panicked: %v", v)
			}
			ch <- r
		}()
		r.f, r.err = extractGo(p, src)
	}()
	select {
	case r := <-ch:
		return r.f, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func extractGo(p string, src []byte) (*fileFacts, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, p, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("invalid Go: %v", firstLine(err.Error()))
	}
	f := &fileFacts{Path: p, Lang: "go"}
	line := func(n ast.Node) int { return fset.Position(n.Pos()).Line }
	for _, s := range file.Imports {
		path, _ := strconv.Unquote(s.Path.Value)
		im := imp{Path: path, Line: line(s)}
		if s.Name != nil {
			im.Alias = s.Name.Name
		}
		f.Imports = append(f.Imports, im)
	}
	for _, d := range file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			f.Defs = append(f.Defs, goFunc(d, line(d)))
		case *ast.GenDecl:
			if d.Tok != token.TYPE {
				continue
			}
			for _, s := range d.Specs {
				ts := s.(*ast.TypeSpec)
				f.Defs = append(f.Defs, def{Kind: goTypeKind(ts.Type), Name: ts.Name.Name, Line: line(ts)})
			}
		}
	}
	return f, nil
}

func goFunc(d *ast.FuncDecl, line int) def {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return def{Kind: "func", Name: d.Name.Name, Line: line}
	}
	return def{Kind: "method", Name: d.Name.Name, Recv: goExpr(d.Recv.List[0].Type), Line: line}
}

func goTypeKind(e ast.Expr) string {
	switch e.(type) {
	case *ast.StructType:
		return "struct"
	case *ast.InterfaceType:
		return "interface"
	}
	return "type"
}

// goExpr renders a receiver type: T, *T, T[K], *T[K, V].
func goExpr(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.StarExpr:
		return "*" + goExpr(e.X)
	case *ast.IndexExpr:
		return goExpr(e.X) + "[" + goExpr(e.Index) + "]"
	case *ast.IndexListExpr:
		parts := make([]string, len(e.Indices))
		for i, x := range e.Indices {
			parts[i] = goExpr(x)
		}
		return goExpr(e.X) + "[" + strings.Join(parts, ", ") + "]"
	case *ast.ParenExpr:
		return goExpr(e.X)
	}
	return "?"
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
