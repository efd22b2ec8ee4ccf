package main

import (
	"fmt"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// collectComments reads the non-test Go files directly in each dir (not
// recursively, so other packages' work in progress never matters) and
// returns the reflector's comment map: "importpath.Type" -> synopsis of the
// type's doc, "importpath.Type.Field" -> the field's doc or line comment.
func collectComments(root, module string, dirs []string) (map[string]string, error) {
	out := map[string]string{}
	for _, dir := range dirs {
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			return nil, err
		}
		fset := token.NewFileSet()
		pkg := path.Join(module, dir)
		var files []*ast.File
		for _, e := range entries {
			n := e.Name()
			if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, filepath.Join(root, dir, n), nil, parser.ParseComments)
			if err != nil {
				return nil, fmt.Errorf("parse %s: %w", n, err)
			}
			files = append(files, f)
		}
		for _, f := range files {
			collectFile(f, pkg, out)
		}
	}
	return out, nil
}

func collectFile(f *ast.File, pkg string, out map[string]string) {
	var dp doc.Package
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts := spec.(*ast.TypeSpec)
			if !ts.Name.IsExported() {
				continue
			}
			txt := ts.Doc.Text()
			if txt == "" && len(gd.Specs) == 1 {
				txt = gd.Doc.Text()
			}
			typ := ts.Name.Name
			if s := strings.TrimSpace(dp.Synopsis(txt)); s != "" {
				out[pkg+"."+typ] = s
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				continue
			}
			for _, fld := range st.Fields.List {
				txt := fld.Doc.Text()
				if txt == "" {
					txt = fld.Comment.Text()
				}
				txt = strings.Join(strings.Fields(txt), " ")
				if txt == "" {
					continue
				}
				for _, n := range fld.Names {
					if n.IsExported() {
						out[pkg+"."+typ+"."+n.Name] = txt
					}
				}
			}
		}
	}
}
