package docs

import (
	"regexp"
	"strings"
)

// A guide that has the reader create a project (`npm init fastify`,
// `npm create vite@latest`, `npx create-react-app my-app`) or install this
// project's own package into theirs (`npm i fastify`, `pnpm add
// @trpc/server`) goes on in the reader's project: `npm run dev` and `npm
// start` after it run the reader's package.json, not this repository's.
// Such commands are not claims about this repository, until a heading
// that starts a section for the project's own developers (Contributing,
// Development, Building from source).

// consumerStart is the document offset where the reader's project
// begins, -1 when the document never starts one. Blocks and spans of one
// document share it.
type consumerStart struct{ at int }

// mark records a command at document offset off that starts the reader's
// project; the first one counts.
func (c *consumerStart) mark(off int) {
	if c != nil && (c.at < 0 || off < c.at) {
		c.at = off
	}
}

// ownDevHeadingRE is a heading of a section for the project's own
// developers, where commands are this repository's again.
var ownDevHeadingRE = regexp.MustCompile(`(?im)^ {0,3}#{1,6}\s+.*\b(?:contribut\w*|development|developing|hacking|build(?:ing)? from source|local (?:setup|development)|running (?:the )?tests)\b`)

// drop removes the npm-family commands written after the reader's project
// began, except those under a later own-developers heading.
func (c *consumerStart) drop(src string, ms []commandMention) []commandMention {
	if c == nil || c.at < 0 {
		return ms
	}
	back := len(src) // where the project's own developers' section starts
	if loc := ownDevHeadingRE.FindStringIndex(src[c.at:]); loc != nil {
		back = c.at + loc[0]
	}
	out := ms[:0:0]
	for _, m := range ms {
		if m.tool == toolNPM && m.off > c.at && m.off < back {
			continue
		}
		out = append(out, m)
	}
	return out
}

// scaffolds reports an npm-family command that creates a new project:
// npm init / npm create / yarn create / pnpm create (with or without a
// starter's name).
func scaffolds(rest []word) bool {
	return len(rest) > 0 && (rest[0].s == "init" || rest[0].s == "create")
}

// ownPackage reports a package name that is this project's: its name, or
// a package of its npm scope (@trpc/server for trpc).
func ownPackage(name, project string) bool {
	if project == "" {
		return false
	}
	if i := strings.LastIndexByte(name, '@'); i > 0 {
		name = name[:i]
	}
	if strings.EqualFold(name, project) {
		return true
	}
	scope, _, ok := strings.Cut(name, "/")
	return ok && strings.EqualFold(strings.TrimPrefix(scope, "@"), project)
}
