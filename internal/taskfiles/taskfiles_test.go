package taskfiles

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseMakefile(t *testing.T) {
	tests := []struct {
		name, src string
		want      Defined
		includes  []string
	}{
		{"targets and phony", ".PHONY: test lint\nbuild: main.go\n\tgo build\ntest lint:\n\tgo test\nX := 1\nY ?= 2\n",
			Defined{Names: []string{"test", "lint", "build"}}, nil},
		{"pattern and special", "%.o: %.c\n\tcc\n.DEFAULT_GOAL := build\n.SUFFIXES:\n", Defined{Patterns: []string{"%.o"}}, nil},
		{"variable target opens", "$(BIN): x\n\tgo build\nall: $(BIN)\n", Defined{Names: []string{"all"}, Open: true}, nil},
		{"include", "include common.mk\n-include $(wildcard *.mk)\nall:\n", Defined{Names: []string{"all"}, Open: true}, []string{"common.mk"}},
		{"continuation", ".PHONY: a \\\n  b\n", Defined{Names: []string{"a", "b"}}, nil},
		{"double colon and comment", "clean:: # remove\n\trm -rf x\n# fake: target\n", Defined{Names: []string{"clean"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, inc := ParseMakefile([]byte(tt.src))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("defined (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.includes, inc); diff != "" {
				t.Errorf("includes (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParsers(t *testing.T) {
	pj, deps := ParsePackageJSON([]byte(`{"scripts":{"lint":"eslint .","build":"tsc"},"devDependencies":{"eslint":"9"}}`))
	just := ParseJustfile([]byte("set shell := [\"bash\"]\n# comment\ndefault:\n  just --list\n@test *args:\n  go test {{args}}\nalias t := test\nbuild target=\"x\": test\n"))
	task := ParseTaskfile([]byte("version: '3'\ntasks:\n  build:\n    aliases: [b]\n    cmds: [go build]\n  test:\n    cmds: [go test]\n"))
	py, pydeps := ParsePyproject([]byte("[project]\nname='x'\ndependencies=['LangChain_Core>=0.2']\n[project.scripts]\nauditor = 'x.cli:main'\n[tool.poetry.scripts]\nserve = 'x:serve'\n"))
	got := map[string]any{"pj": pj.Names, "deps": deps, "just": just.Names, "task": task.Names, "py": py.Names, "pydeps": pydeps}
	want := map[string]any{
		"pj": []string{"build", "lint"}, "deps": []string{"eslint"},
		"just": []string{"default", "test", "t", "build"}, "task": []string{"build", "b", "test"},
		"py": []string{"auditor", "serve"}, "pydeps": []string{"langchain-core"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if !ParseJustfile([]byte("import 'other.just'\n")).Open || !ParseTaskfile([]byte("includes:\n  docs: ./docs\n")).Open {
		t.Error("imports and includes must open the result")
	}
}

func TestReaderIncludes(t *testing.T) {
	files := map[string]string{
		"Makefile":         "include mk/common.mk\nall:\n",
		"mk/common.mk":     "lint:\n%.pdf: %.md\n",
		"web/package.json": `{"scripts":{"dev":"vite"}}`,
	}
	r := &Reader{Has: func(p string) bool { _, ok := files[p]; return ok },
		Read: func(p string) ([]byte, error) { return []byte(files[p]), nil }}
	d, _, ok := r.In(Make, ".")
	if !ok || d.Open || !d.Has("lint") || !d.Has("report.pdf") || d.Has("test") {
		t.Errorf("make: %+v ok=%v", d, ok)
	}
	r.Paths = func() []string {
		return []string{"Makefile", "mk/common.mk", "node_modules/x/package.json", "web/package.json"}
	}
	if got := r.Elsewhere(NPM, "dev"); got != "web/package.json" {
		t.Errorf("Elsewhere(npm, dev) = %q", got)
	}
	if got := r.Elsewhere(Make, "deploy"); got != "" {
		t.Errorf("Elsewhere(make, deploy) = %q", got)
	}
	if _, _, ok := r.In(NPM, "."); ok {
		t.Error("no root package.json")
	}
	if d, _, ok := r.In(NPM, "web"); !ok || !d.Has("dev") || d.File != "web/package.json" {
		t.Errorf("web: %+v", d)
	}
}
