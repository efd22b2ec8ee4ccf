package docs

import (
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Example code written as this project's user writes it: a block that
// imports the project as a dependency (`import { initTRPC } from
// '@trpc/server'`, `const fastify = require('fastify')`, `use tokio::net`)
// is the reader's program, and the file names it gives (a `//
// server/appRouter.ts` caption, a path in its strings) are the reader's
// files. So is a TypeScript Twoslash `// @filename: x.ts` line, which
// declares a virtual file of the snippet. Python and Go are left out: a
// project's own code imports its own package by name there too.

// jsImportRE finds the module of an import, export-from or require.
var jsImportRE = regexp.MustCompile(`(?:\bfrom\s+|\bimport\s+|\brequire\s*\(\s*)["']([@\w][^"'\s]*)["']`)

// rustUseRE finds the crate of a use line.
var rustUseRE = regexp.MustCompile(`(?m)^\s*(?:pub\s+)?use\s+([A-Za-z_]\w*)::`)

// twoslashFileRE is Twoslash's file marker.
var twoslashFileRE = regexp.MustCompile(`^\s*//\s*@filename:`)

// consumerCode reports a code block that imports project as a dependency.
func consumerCode(lines []span, lang, project string) bool {
	if project == "" {
		return false
	}
	crate := strings.ReplaceAll(strings.ToLower(project), "-", "_")
	for _, l := range lines {
		switch lang {
		case "rust", "rs":
			for _, m := range rustUseRE.FindAllStringSubmatch(l.text, -1) {
				if strings.ToLower(m[1]) == crate {
					return true
				}
			}
		default:
			if !strings.Contains(l.text, "'") && !strings.Contains(l.text, `"`) {
				continue
			}
			for _, m := range jsImportRE.FindAllStringSubmatch(l.text, -1) {
				if ownPackage(jsPackage(m[1]), project) {
					return true
				}
			}
		}
	}
	return false
}

// jsPackage is the package part of a module specifier: "@trpc/server"
// of "@trpc/server/adapters/next", "fastify" of "fastify/types".
func jsPackage(spec string) string {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) > 1 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

// markReaderCode marks as example the mentions from n0 on that lie in a
// block of the reader's code, or in any block after one (the guide goes
// on in the reader's project: `// server/appRouter.ts` importing
// './trpc' from the block before), or on a Twoslash file line of any
// block.
func (c *collector) markReaderCode(n0 int, lines []span, lang string) {
	if len(c.readerBlocks) > 0 || jsOrRust[lang] && consumerCode(lines, lang, c.project) {
		if c.readerBlocks == nil {
			c.readerBlocks = map[int]bool{}
		}
		c.readerBlocks[c.doc.lineOf(lines[0].start)] = true
		for i := n0; i < len(c.mentions); i++ {
			c.mentions[i].example = true
		}
		return
	}
	virtual := map[int]bool{}
	for _, l := range lines {
		if twoslashFileRE.MatchString(l.text) {
			virtual[c.doc.lineOf(l.start)] = true
		}
	}
	if len(virtual) > 0 {
		c.markExample(n0, func(m *mention) bool { return virtual[m.line] })
	}
}

// jsOrRust are the block languages consumerCode reads.
var jsOrRust = setOf("js", "javascript", "jsx", "mjs", "cjs", "ts", "typescript", "tsx", "mts", "cts", "vue", "svelte", "rust", "rs")

// captionRE is a line that only names a file, as a caption of the code
// block after it ("**test/myFirstPlugin.test.js**:", "`src/app.ts`").
var captionRE = regexp.MustCompile("^\\s*[*_`]*[^\\s*_`]+[*_`]*\\s*:?\\s*$")

// markReaderCaptions marks as example a prose or code-span mention that
// is the caption of a block of the reader's code: the line names only the
// file and the next non-blank line opens that block.
func (c *collector) markReaderCaptions() {
	if len(c.readerBlocks) == 0 {
		return
	}
	for i := range c.mentions {
		m := &c.mentions[i]
		if m.kind != evidence.KindProse && m.kind != evidence.KindCode || !captionRE.MatchString(c.doc.line(m.line)) {
			continue
		}
		n := m.line + 1
		for n <= len(c.doc.lineStarts) && strings.TrimSpace(c.doc.line(n)) == "" {
			n++
		}
		if t := strings.TrimSpace(c.doc.line(n)); (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")) && c.readerBlocks[n+1] {
			m.example = true
		}
	}
}
