package docs

import (
	"regexp"
	"sort"
	"strings"
)

// MDX pages (Docusaurus, Nextra, zod's docs): comments a site never
// renders, and headings its parser sees where the Markdown parser does not.

// blankMDXComments replaces MDX comments ({/* ... */}), which a docs site
// never renders, by spaces, keeping line breaks so offsets and line
// numbers stay.
func blankMDXComments(src string) string {
	return mdxCommentRE.ReplaceAllStringFunc(src, func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, s)
	})
}

var mdxCommentRE = regexp.MustCompile(`(?s)\{/\*.*?\*/\}`)

func isMDX(name string) bool { return strings.HasSuffix(strings.ToLower(name), ".mdx") }

// withMDXHeadings adds to anchors the slug of every ATX heading line of an
// MDX page outside fences: JSX components around indented fences (<Tab>,
// <Tabs>) can make the Markdown parser miss the headings after them, which
// the site's MDX compiler still renders.
func withMDXHeadings(anchors []string, src string) []string {
	set := map[string]bool{}
	for _, a := range anchors {
		set[a] = true
	}
	fence := ""
	for _, l := range strings.Split(src, "\n") {
		t := strings.TrimSpace(l)
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			continue
		}
		if m := mdxHeadingRE.FindStringSubmatch(l); m != nil {
			if s := Slug(m[1]); s != "" && !set[s] {
				set[s] = true
				anchors = append(anchors, s)
			}
		}
	}
	sort.Strings(anchors)
	return anchors
}

var mdxHeadingRE = regexp.MustCompile(`^#{1,6}\s+(.+?)\s*#*\s*$`)
