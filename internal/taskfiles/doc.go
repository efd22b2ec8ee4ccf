// Package taskfiles reads what a project's task runners define: the
// targets of a Makefile, the scripts of a package.json, the recipes of a
// justfile, the tasks of a Taskfile.yml and the console scripts of a
// pyproject.toml. It parses bytes only (Parse*); Reader finds the files
// through a read function, so that it works on the audit snapshot.
//
// Every parser is conservative: when a file defines names it cannot list
// (a target written with a variable, an included makefile it cannot
// read, a justfile import, Taskfile includes), the result says Open, and
// a name it does not list is then unknown, never missing.
package taskfiles

// Defined is what one runner file defines.
type Defined struct {
	// File is the repo-relative path of the file read.
	File string
	// Names are the names the file defines, in file order, deduplicated.
	Names []string
	// Patterns are make pattern rules ("%.o"): a target matching one is
	// defined.
	Patterns []string
	// Open is true when the file may define names not listed.
	Open bool
}

// Has reports whether name is defined: listed, or matched by a pattern.
func (d Defined) Has(name string) bool {
	for _, n := range d.Names {
		if n == name {
			return true
		}
	}
	for _, p := range d.Patterns {
		if matchPattern(p, name) {
			return true
		}
	}
	return false
}

// matchPattern matches a make pattern with one '%' stem.
func matchPattern(p, name string) bool {
	i := indexByte(p, '%')
	if i < 0 {
		return p == name
	}
	pre, suf := p[:i], p[i+1:]
	return len(name) > len(pre)+len(suf) && name[:len(pre)] == pre && name[len(name)-len(suf):] == suf
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

func addName(names []string, seen map[string]bool, n string) []string {
	if n == "" || seen[n] {
		return names
	}
	seen[n] = true
	return append(names, n)
}
