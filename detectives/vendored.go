package detectives

import "strings"

// vendoredDocDirs are directory names whose documents and images are
// another project's: vendored libraries (vendor/, third_party/, deps/ in
// redis and libgit2), installed packages and a committed virtual
// environment (their READMEs).
var vendoredDocDirs = map[string]bool{"vendor": true, "node_modules": true, "third_party": true, "bower_components": true,
	"deps": true, "venv": true, ".venv": true, "site-packages": true, ".git": true}

// InVendoredDir reports whether a repo-relative path lies, at any depth,
// in a directory of another project's files. The docs and vision
// detectives read no document or image there.
func InVendoredDir(p string) bool {
	dirs := strings.Split(p, "/")
	for _, d := range dirs[:len(dirs)-1] {
		if vendoredDocDirs[d] {
			return true
		}
	}
	return false
}
