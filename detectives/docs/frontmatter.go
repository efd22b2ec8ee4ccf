package docs

import (
	"regexp"
	"strings"
)

// siteFrontMatterKey returns the first key of src's YAML front matter that
// only a documentation site generator reads (Docusaurus's
// sidebar_position, Hugo's weight, Jekyll's permalink or nav_order...),
// or "" when src opens with no front matter or with none of these keys. A
// page carrying one is written for a site: its root-relative links and
// images ("/img/v3/plaintext.png") are resolved by that site, which may be
// built in another repository (gofiber/fiber's docs/ feed gofiber/docs). A
// title, description or an issue template's name/about are no such sign.
func siteFrontMatterKey(src string) string {
	rest, ok := strings.CutPrefix(src, "---\n")
	if !ok {
		return ""
	}
	end := strings.Index(rest, "\n---")
	if end < 0 || end > 8<<10 {
		return ""
	}
	for _, line := range strings.Split(rest[:end], "\n") {
		if m := frontMatterKeyRE.FindStringSubmatch(line); m != nil && siteFrontMatterKeys[m[1]] {
			return m[1]
		}
	}
	return ""
}

var (
	frontMatterKeyRE = regexp.MustCompile(`^([A-Za-z_]+):`)
	// siteFrontMatterKeys are keys that only documentation site generators
	// read: Docusaurus, Hugo, Jekyll and Just the Docs, VitePress, MkDocs
	// Material, Nextra/Starlight.
	siteFrontMatterKeys = map[string]bool{
		"sidebar_position": true, "sidebar_label": true, "sidebar_class_name": true, "slug": true,
		"hide_table_of_contents": true, "pagination_label": true, "displayed_sidebar": true,
		"weight": true, "linkTitle": true, "aliases": true, "menu": true,
		"permalink": true, "nav_order": true, "has_children": true, "grand_parent": true, "layout": true,
		"outline": true, "aside": true, "sidebar": true, "hide": true, "template": true,
	}
)

// frontMatterTitle reports src opening with YAML front matter that has a
// title key: GitHub shows such a block as a table, so a documentation
// tree whose pages mostly carry one is written for a site generator,
// wherever the site is built (react-router's docs/ feeds reactrouter.com).
func frontMatterTitle(src string) bool {
	rest, ok := strings.CutPrefix(src, "---\n")
	if !ok {
		return false
	}
	end := strings.Index(rest, "\n---")
	if end < 0 || end > 8<<10 {
		return false
	}
	for _, line := range strings.Split(rest[:end], "\n") {
		if strings.HasPrefix(line, "title:") {
			return true
		}
	}
	return false
}
