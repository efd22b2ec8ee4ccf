package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Numbered pages: documentation sites that order pages and sections by a
// number prefix ("10-getting-started/25-project-types.md") serve them
// without it (Docusaurus strips such prefixes; svelte.dev serves
// sveltejs/kit's documentation/docs the same way), and their pages link
// one another by the bare slug: "[project types](project-types)" from
// 60-appendix/10-faq.md. Within such a tree an extension-less link is a
// route of the site: it resolves to the one page of that slug, and one
// that matches none is a route the site builds from elsewhere (another
// package's pages), not a file of this repository.

// numberedRE is a name ordered by a number prefix.
var numberedRE = regexp.MustCompile(`^\d{1,4}[-_]`)

// minNumberedPages is how many number-prefixed pages a directory holds for
// its tree to count as a numbered documentation site.
const minNumberedPages = 3

// numberedRoot returns the root of the numbered documentation tree a page
// lies in: the highest ancestor below which every directory and the page
// itself are number-prefixed (an index.md page counts as its directory's),
// provided the page's directory holds at least minNumberedPages such pages.
func (r *run) numberedRoot(doc string) (string, bool) {
	if r.numbered == nil {
		r.numbered = map[string]string{}
	}
	dir := path.Dir(doc)
	if root, ok := r.numbered[dir]; ok {
		return root, root != ""
	}
	root := ""
	base := path.Base(doc)
	if (numberedRE.MatchString(base) || strings.EqualFold(base, "index.md")) && r.numberedPages(dir) >= minNumberedPages {
		root = dir
		for root != "." && numberedRE.MatchString(path.Base(root)) {
			root = path.Dir(root)
		}
	}
	r.numbered[dir] = root
	return root, root != ""
}

// numberedPages counts the number-prefixed Markdown pages directly in dir.
func (r *run) numberedPages(dir string) int {
	n := 0
	for _, f := range r.x.m.Paths() {
		if path.Dir(f) == dir && numberedRE.MatchString(path.Base(f)) && isPageExt(path.Ext(f)) {
			n++
		}
	}
	return n
}

func isPageExt(ext string) bool { return ext == ".md" || ext == ".mdx" }

// numberedPage resolves an extension-less link of a numbered page to the
// one page of the tree whose name, without its number prefix, is the
// link's last segment ("project-types" -> 10-getting-started/25-project-types.md,
// "../adapters" -> 25-build-and-deploy/20-adapters.md).
func (r *run) numberedPage(c *evidence.Claim, t target) (resolution, bool) {
	text := strings.TrimSpace(c.Text)
	if c.Kind != evidence.KindLink || strings.HasPrefix(text, "/") || pageFallbacks(t.path) == nil {
		return resolution{}, false
	}
	root, ok := r.numberedRoot(c.Document)
	if !ok {
		return resolution{}, false
	}
	slug := path.Base(strings.TrimSuffix(text, "/"))
	var found []string
	for _, f := range r.x.m.Paths() {
		if !strings.HasPrefix(f, root+"/") && root != "." {
			continue
		}
		name := path.Base(f)
		if isPageExt(path.Ext(name)) && numberedRE.MatchString(name) && numberedRE.ReplaceAllString(strings.TrimSuffix(name, path.Ext(name)), "") == slug {
			found = append(found, f)
		}
	}
	if len(found) != 1 {
		return resolution{}, false
	}
	return resolution{path: found[0], how: fmt.Sprintf("a site page: the documentation site serves %s at %q, without its number prefix", found[0], slug)}, true
}

// numberedRoute reports an unresolved extension-less link of a page of a
// numbered documentation tree: a route of the site.
func (r *run) numberedRoute(c *evidence.Claim, t target) bool {
	if c.Kind != evidence.KindLink || pageFallbacks(t.path) == nil {
		return false
	}
	_, ok := r.numberedRoot(c.Document)
	return ok
}
