package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// A JavaScript or TypeScript import in a document (an MDX page's
// `import { X } from "../components/ecosystem"`, a README's
// `require("./lib/util")`) names a module, which the bundler resolves with
// an extension or an index file; the specifier is that module, not a file
// of its own name.

// moduleExts are the extensions a module specifier may leave out.
var moduleExts = []string{".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".json", ".mdx", ".vue", ".svelte"}

// importSpecRE finds the specifier of an import, export-from, require or
// dynamic import.
var importSpecRE = regexp.MustCompile(`(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"'\s]+)["']`)

// addModuleFallbacks appends the module files an import specifier may
// name when claim c is one, written relative ("./", "../") and without an
// extension of its own.
func addModuleFallbacks(t *target, c *evidence.Claim) {
	text := strings.TrimSpace(c.Text)
	if !strings.HasPrefix(text, "./") && !strings.HasPrefix(text, "../") || path.Ext(text) != "" && !strings.ContainsAny(path.Ext(text)[1:], "-_") || !importsSpec(c.Context, text) {
		return
	}
	for _, p := range append([]string{t.path}, t.fallback...) {
		for _, ext := range moduleExts {
			t.fallback = append(t.fallback, p+ext)
		}
		for _, ext := range moduleExts[:6] {
			t.fallback = append(t.fallback, p+"/index"+ext)
		}
	}
}

// relativeImportInCode reports a code block's or code span's relative import ("import
// { slash } from './utils/slash.js'", "require('./../core/settle')"), or a
// relative module a code block's comment names, of a module that does not
// exist: on the real-world benchmark every such
// labelled mention was example code for the reader's project.
func relativeImportInCode(c *evidence.Claim) bool {
	text := strings.TrimSpace(c.Text)
	return (c.Kind == evidence.KindFence || c.Kind == evidence.KindCode) && (strings.HasPrefix(text, "./") || strings.HasPrefix(text, "../")) &&
		(importsSpec(c.Context, text) || c.Kind == evidence.KindFence && inLineComment(c.Context, text))
}

// parentValueInCode reports a "../" path written as a quoted string in a
// code block or code span (`request.params.file === '../secret.txt'`,
// `tokio = { path = "../tokio" }`): a value of the example, relative to
// the directory its program or config file runs in, which the document
// does not say. On the real-world benchmark no such mention was a claim.
func parentValueInCode(c *evidence.Claim) bool {
	text := strings.TrimSpace(c.Text)
	if c.Kind != evidence.KindFence && c.Kind != evidence.KindCode || !strings.HasPrefix(text, "../") {
		return false
	}
	return strings.Contains(c.Context, `"`+text) || strings.Contains(c.Context, "'"+text)
}

// inLineComment reports spec written after a "//" line comment ("//
// matches ./dir/Module1.js", "// { "./entry.hash1.js": ... }"): a module
// of the example, relative to the example's own file.
func inLineComment(line, spec string) bool {
	i := strings.Index(line, "//")
	return i >= 0 && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t') && strings.Index(line[i:], spec) > 0
}

// importsSpec reports whether line imports the module spec.
func importsSpec(line, spec string) bool {
	for _, m := range importSpecRE.FindAllStringSubmatch(line, -1) {
		if m[1] == spec {
			return true
		}
	}
	return false
}

// addCommentNameFallback lets a file name a tree line's comment lists
// ("├── persona/  # Persona (SOUL.md) management") resolve to the one file
// of that name the repository has elsewhere: the comment may name a file
// the directory works with, not one inside it.
func (r *run) addCommentNameFallback(t *target, c *evidence.Claim) {
	if c.Kind != evidence.KindTree || !strings.Contains(c.Context, "[tree comment names ") {
		return
	}
	base := path.Base(t.path)
	var hits []string
	if r.x.m.HasFile(base) {
		hits = append(hits, base)
	}
	hits = append(hits, r.x.m.WithSuffix("/"+base)...)
	if len(hits) == 1 {
		t.fallback = append(t.fallback, hits[0])
	}
}

// nodeScript resolves a script Node runs without its extension ("node
// bin/prettier" for bin/prettier.js): Node adds .js, .mjs or .cjs itself.
func (r *run) nodeScript(c *evidence.Claim, t target) (resolution, bool) {
	if c.Kind != evidence.KindFence && c.Kind != evidence.KindCode || path.Ext(t.path) != "" || !nodeRunsRE.MatchString(c.Context) {
		return resolution{}, false
	}
	if !strings.Contains(c.Context, "node "+strings.TrimSpace(c.Text)) {
		return resolution{}, false
	}
	for _, p := range append([]string{t.path}, t.fallback...) {
		for _, ext := range []string{".js", ".mjs", ".cjs"} {
			if r.x.m.HasFile(p + ext) {
				return resolution{path: p + ext, how: fmt.Sprintf("Node runs %s for %s", p+ext, c.Text)}, true
			}
		}
	}
	return resolution{}, false
}

var nodeRunsRE = regexp.MustCompile(`(?:^|[\s;&|(])node\s`)
