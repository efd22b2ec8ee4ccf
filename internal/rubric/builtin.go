package rubric

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

//go:embed builtin/*.yaml
var builtinFS embed.FS

// Default is the name of the built-in rubric used when none is given.
const Default = "default"

// Builtin returns the named built-in rubric (see List), parsed and
// validated. Each call returns a fresh value.
func Builtin(name string) (*Rubric, error) {
	data, err := builtinFS.ReadFile("builtin/" + name + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("rubric: no built-in rubric %q (have: %s)", name, strings.Join(List(), ", "))
	}
	return Parse(BuiltinPrefix+name, data)
}

// List returns the names of the built-in rubrics, sorted.
func List() []string {
	entries, _ := fs.ReadDir(builtinFS, "builtin")
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}
