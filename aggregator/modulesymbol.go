package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// moduleSymbol resolves a code name written after the path of a module
// without its extension: "agent/compose.compose_email" (compose_email in
// agent/compose.py), "channels/hubspot.HubSpotChannel.upsert_contact". It
// applies to sentences and code spans, never to links, images or trees,
// which name files. What follows the first dot of the last segment must be
// dotted identifiers whose first part is no extension the repository has;
// the module is the path with a source extension (or a package's
// __init__.py), found as resolve finds any path. When the code detective
// parsed that module, the first name must be defined in it: otherwise the
// text is a path that does not exist, not a reference into that file.
func (r *run) moduleSymbol(c *evidence.Claim, t target) (resolution, bool) {
	if c.Kind == evidence.KindLink || c.Kind == evidence.KindImage || c.Kind == evidence.KindTree || t.dirOnly {
		return resolution{}, false
	}
	dir, base := path.Split(t.path)
	mod, sym, ok := strings.Cut(base, ".")
	if !ok || dir == "" || mod == "" || !dottedNamesRE.MatchString(sym) {
		return resolution{}, false
	}
	first, _, _ := strings.Cut(sym, ".")
	if r.x.m.HasExt("." + first) {
		return resolution{}, false
	}
	for _, ext := range symbolModuleExts {
		res, ok := r.resolve(target{path: dir + mod + ext, smart: t.smart})
		if !ok || res.isDir || !r.definedIn(res.path, first) {
			continue
		}
		res.how = fmt.Sprintf("names %s in the module %s (%s)", sym, res.path, res.how)
		return res, true
	}
	return resolution{}, false
}

// symbolModuleExts are the endings a module's path is completed with, in
// order, to find the file a dotted name points into.
var symbolModuleExts = []string{".py", "/__init__.py", ".ts", ".tsx", ".js", ".mjs", ".go", ".rb", ".rs", ".java", ".kt"}

// dottedNamesRE: identifiers joined by dots ("compose_email",
// "KillSwitch.resolve"), as a code name is written.
var dottedNamesRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$`)

// definedIn reports whether name is defined in file by the code
// detective's record of it; a file it did not parse defines any name.
func (r *run) definedIn(file, name string) bool {
	x := r.codeIndex()
	if !x.records[file] {
		return true
	}
	return x.defs[file][name]
}
