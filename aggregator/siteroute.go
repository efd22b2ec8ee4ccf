package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Documentation sites (MkDocs, Docusaurus, Hugo, mdBook, Sphinx with MyST)
// link pages without their extension: "../install" is install.md, and a
// root-relative "/issue/12345" or "/strings#Cut" is a route of the site,
// not a file of the repository.

// ReasonSiteRoute is recorded on an extension-less link that resolves to no
// page: a route of the documentation website the document is written for.
const ReasonSiteRoute = "a docs-website route (link without a file extension), not a repository path"

// pageFallbacks are the files an extension-less link target p may name.
func pageFallbacks(p string) []string {
	if p == "." || p == "" || path.Ext(p) != "" && !strings.ContainsAny(path.Ext(p)[1:], "-_") {
		return nil
	}
	return []string{p + ".md", p + ".mdx", p + "/index.md", p + "/README.md", p + "/_index.md", p + ".html", p + ".rst"}
}

// addPageFallbacks appends the page candidates of a link target.
func addPageFallbacks(t *target, c *evidence.Claim) {
	if c.Kind != evidence.KindLink && !sphinxDocRole(c) {
		return
	}
	for _, p := range append([]string{t.path}, t.fallback...) {
		t.fallback = append(t.fallback, pageFallbacks(p)...)
	}
	if up, ok := indexPageRoute(c); ok {
		t.fallback = append(t.fallback, pageFallbacks(up)...)
	}
}

// indexPageRoute reads an extension-less relative link of a site's index
// page (docs/1.x/examples/index.md linking "./examples/using-csp") as the
// site does: the page is served at its directory's URL without a
// trailing slash (/docs/1.x/examples), so the link resolves from the
// parent directory (docs/1.x/examples/using-csp.md). README.md is not
// such a page: GitHub resolves its links from its own directory.
func indexPageRoute(c *evidence.Claim) (string, bool) {
	text := strings.TrimSpace(c.Text)
	if c.Kind != evidence.KindLink || strings.HasPrefix(text, "/") || strings.Contains(text, "://") || path.Ext(text) != "" {
		return "", false
	}
	if !indexPage(c.Document) || strings.EqualFold(path.Base(c.Document), "README.md") {
		return "", false
	}
	dir := path.Dir(c.Document)
	if dir == "." {
		return "", false
	}
	up, err := Sanitize(path.Join(path.Dir(dir), text))
	if err != nil || up == "" {
		return "", false
	}
	return up, true
}

// sphinxDocRole reports a code span that is the target of a Sphinx or
// MyST {doc} role ("{doc}`secure installs <../topics/repeatable-installs>`"):
// a page written without its extension, like a site link.
func sphinxDocRole(c *evidence.Claim) bool {
	return c.Kind == evidence.KindCode && strings.Contains(c.Context, "{doc}`")
}

// siteRoute reports an unresolved link of a documentation page that names
// a route rather than a file: no file extension, and either root-relative
// (GitHub resolves "/x.md" from the repository root, a site resolves "/x"
// as a route) or written in a page of a documentation site (a root
// changelog's "integration/kotlinx-coroutines-quasar" is a GitHub link to
// a directory, even where the repository builds a site).
func (r *run) siteRoute(c *evidence.Claim, t target) bool {
	if c.Kind != evidence.KindLink || pageFallbacks(t.path) == nil {
		return false
	}
	if fromRepoURL(c) {
		return false // "/examples" from github.com/o/r/tree/master/examples
	}
	if r.numberedRoute(c, t) {
		return true
	}
	text := strings.TrimSpace(c.Text)
	return strings.HasPrefix(text, "/") && !strings.HasPrefix(text, "//") || r.docsSite() && r.sitePage(c.Document)
}

// ReasonSiteElsewhere is recorded on a root-relative link or image of a
// page written for a documentation site that the repository does not
// build.
const ReasonSiteElsewhere = "a root-relative link of a page written for a documentation site (its front matter says so) that this repository does not build: the site resolves it, not this tree"

// siteElsewhere reports a root-relative link or image ("/img/v3/json.png")
// of a page whose front matter is a site generator's (the docs detective's
// NoteSitePage) in a repository with no site configuration: the site is
// built elsewhere (gofiber/fiber's docs/ pages are published by the
// gofiber/docs repository, which holds static/img), so the target is the
// site's and cannot be checked here. Where the repository builds the site
// itself, siteFile resolves such targets and a missing one is flagged.
// A root-relative target of a page in a directory of titled pages
// (titledTree) is the site's too ("/_docs/tutorial/01.webp" in
// react-router's docs).
func (r *run) siteElsewhere(c *evidence.Claim) bool {
	if c.Kind != evidence.KindLink && c.Kind != evidence.KindImage || r.docsSite() {
		return false
	}
	return strings.Contains(c.Context, "["+evidence.NoteSitePage) ||
		strings.HasPrefix(strings.TrimSpace(c.Text), "/") && !fromRepoURL(c) && r.titledTree(c.Document)
}

// fromRepoURL reports a link the docs detective read from a URL into this
// repository (on GitHub, or the author's checkout): its root-relative path
// is the repository's, not a website's.
func fromRepoURL(c *evidence.Claim) bool {
	return strings.Contains(c.Context, "["+evidence.NoteOwnGitHubLink) || strings.Contains(c.Context, "["+evidence.NoteOwnCheckout)
}

// docsSite reports a repository that builds a documentation website: a
// site generator's configuration somewhere in the tree (siteRoots), or a
// repository named as a website with a content/ directory (websiteRepo).
func (r *run) docsSite() bool {
	if r.site == nil {
		v := len(r.siteRoots()) > 0 || websiteRepo(r.in.RepoName) && r.x.m.HasDir("content")
		r.site = &v
	}
	return *r.site
}

var siteConfigs = []string{"mkdocs.yml", "mkdocs.yaml", "docusaurus.config.js", "docusaurus.config.ts",
	"book.toml", "hugo.toml", "hugo.yaml", "conf.py", "_config.yml", "astro.config.mjs", "vitepress.config.ts", ".vitepress/config.ts", ".vitepress/config.js", "antora.yml", "writerside.cfg"}

// websiteRepo reports a repository named as a documentation website
// (nestjs/docs.nestjs.com, expressjs/expressjs.com, gohugoio/hugoDocs):
// with a content/ directory, its pages are a site's whatever builds them
// (an Angular app, a custom script).
func websiteRepo(name string) bool {
	return websiteNameRE.MatchString(name)
}

var websiteNameRE = regexp.MustCompile(`(?i)(?:^|[-_.])docs?(?:$|[-_.])|[a-z]Docs$|website|\.(?:com|org|io|dev|net)$`)

// siteConfigFile reports a site generator's configuration the fixed names
// miss: a VitePress config directory (packages/docs/.vitepress/config/
// index.ts), MkDocs configurations split in parts (mkdocs-common.yml,
// mkdocs-online.yml), Docusaurus's in any module format.
func siteConfigFile(f string) bool {
	base := path.Base(f)
	return strings.HasPrefix(f, ".vitepress/") || strings.Contains(f, "/.vitepress/") ||
		mkdocsConfigRE.MatchString(base) || strings.HasPrefix(base, "docusaurus.config.")
}

var mkdocsConfigRE = regexp.MustCompile(`^mkdocs[-_.][\w.-]*\.ya?ml$`)

// siteFile resolves a root-relative link or image of a repository that
// builds a documentation site the way the site does: from its static or
// content directories ("/docs/user/images/x.png" is
// site/static/docs/user/images/x.png in Hugo, "/images/y.png" is
// website/static/images/y.png in Docusaurus).
func (r *run) siteFile(c *evidence.Claim, t target) (resolution, bool) {
	text := strings.TrimSpace(c.Text)
	if !c.Kind.RelativeToDocument() || strings.HasPrefix(text, "//") || !r.docsSite() {
		return resolution{}, false
	}
	bases := []string{t.path}
	if first, rest, ok := strings.Cut(t.path, "/"); ok && strings.HasPrefix(text, "/") && r.in.RepoName != "" && strings.EqualFold(first, r.in.RepoName) {
		// Docusaurus serves a project site under baseUrl "/<project>/":
		// "/immer/img/logo.svg" is static/img/logo.svg
		bases = append(bases, rest)
	}
	if !strings.HasPrefix(text, "/") && !(r.servedInPlace(c.Document) && (strings.HasPrefix(text, "../") || strings.HasPrefix(text, "./") && !indexPage(c.Document))) {
		// a page served at the site root links "images/x.png" from there;
		// a page the site serves from where it lies means "../api.md",
		// and "./api.md" outside an index page, relative to itself
		rel, err := Sanitize(strings.TrimLeft(text, "./"))
		if err != nil {
			return resolution{}, false
		}
		bases = []string{strings.TrimSuffix(rel, "/"), t.path}
	}
	for _, b := range bases {
		for _, p := range sitePageNames(b) {
			if r.x.m.HasFile(p) {
				return resolution{path: p, how: "a site page: the documentation site builds it from " + p}, true
			}
			for _, f := range r.x.m.WithSuffix(p) {
				if dir := strings.TrimSuffix(f, "/"+p); dir != f && (siteRoots[path.Base(dir)] || r.isSiteRoot(dir)) {
					return resolution{path: f, how: fmt.Sprintf("a site path: the documentation site serves it from %s", dir)}, true
				}
			}
		}
	}
	if f, ok := r.imageByName(c, text); ok {
		return resolution{path: f, how: "a site image: the documentation site finds it by name in its images directory, at " + f}, true
	}
	return resolution{}, false
}

// imageByName resolves an image a site page names by its file name alone
// ("![](concurrency.png)" in a Writerside topic) to the one file of that
// name under an images directory, at any depth
// (docs/images/coroutines-and-channels/concurrency.png).
func (r *run) imageByName(c *evidence.Claim, text string) (string, bool) {
	if c.Kind != evidence.KindImage || strings.Contains(text, "/") || path.Ext(text) == "" {
		return "", false
	}
	var found []string
	for _, f := range r.x.m.WithSuffix(text) {
		if path.Base(f) == text && underImagesDir(f) {
			found = append(found, f)
		}
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}

// underImagesDir reports a path inside a directory named images or img.
func underImagesDir(f string) bool {
	for d := path.Dir(f); d != "." && d != "/"; d = path.Dir(d) {
		if b := path.Base(d); b == "images" || b == "img" {
			return true
		}
	}
	return false
}

// servedInPlace reports a page under a site root (docs/guide/x.md of a
// site configured in docs/): the site serves it from where it lies, so its
// relative links resolve as in the tree. A page outside every site root
// (.faq/FAQ.md, copied into the site by a build step) is not.
func (r *run) servedInPlace(doc string) bool {
	for _, root := range r.siteRoots() {
		if root != "." && strings.HasPrefix(doc, root+"/") {
			return true
		}
	}
	return false
}

// isSiteRoot reports a directory holding a site's configuration (www/ of
// www/docusaurus.config.ts): Docusaurus resolves a root-relative Markdown
// file link ("/docs/client/setup.mdx") from there.
func (r *run) isSiteRoot(dir string) bool {
	for _, root := range r.siteRoots() {
		if root == dir {
			return true
		}
	}
	return false
}

// indexPage reports a page a site serves at its directory's URL
// (_index.md, index.md, README.md).
func indexPage(doc string) bool {
	switch strings.ToLower(path.Base(doc)) {
	case "_index.md", "index.md", "readme.md", "index.mdx":
		return true
	}
	return false
}

// sitePageNames are the files a site serves at p: p itself, the source
// page of a built x.html (mdBook, Sphinx), the README.md mdBook builds a
// directory's index.html from, or the page of an extension-less route.
func sitePageNames(p string) []string {
	if stem, ok := strings.CutSuffix(p, ".html"); ok {
		out := []string{p, stem + ".md", stem + ".rst", stem + ".mdx"}
		if dir, ok := strings.CutSuffix(stem, "index"); ok && (dir == "" || strings.HasSuffix(dir, "/")) {
			out = append(out, dir+"README.md")
		}
		return out
	}
	return append([]string{p}, pageFallbacks(p)...)
}

// siteRoots are the directories a documentation site serves from.
var siteRoots = map[string]bool{"static": true, "public": true, "assets": true, "content": true, "docs": true, "src": true, "pages": true,
	"images": true, "img": true} // Writerside's <images dir="images">

// ReasonRustdocPage is recorded on an .html link of a Markdown fragment
// inside a Rust crate's source, which rustdoc includes into its pages.
const ReasonRustdocPage = "a rustdoc page link (an .html link of a doc fragment in a crate's source): a page of the generated documentation, not a repository file"

// rustdocPage reports a missing link to an .html page from a Markdown
// document under a crate's src/ directory (axum/src/docs/routing/x.md,
// included with #[doc = include_str!(...)]): its relative links are
// written for the generated page ("middleware/index.html").
func (r *run) rustdocPage(c *evidence.Claim, p string) bool {
	if c.Kind != evidence.KindLink || !strings.HasSuffix(p, ".html") {
		return false
	}
	dir := path.Dir(c.Document)
	for d := dir; d != "." && d != "/"; d = path.Dir(d) {
		if path.Base(d) == "src" {
			return r.x.m.HasFile(path.Join(path.Dir(d), "Cargo.toml"))
		}
	}
	return false
}

// ReasonSiteTree is recorded on a missing entry of a project tree drawn in
// a page of a documentation site.
const ReasonSiteTree = "does not exist in the repository, but is an entry of a tree drawn in a documentation site's page: most often the layout of the reader's project; not flagged"

// siteTree reports a tree entry in a page (a document below the root) of
// a repository that builds a documentation site: a site generator's or a
// library's guide draws the reader's project ("my-project/ ├── config/"),
// and none of the 35 open-source repositories of the real-world
// benchmark's dev part had a true flag in such a tree, while one Hugo
// documentation repository had 700. A README's or CONTRIBUTING's tree at
// the root stays a claim about this repository.
func (r *run) siteTree(c *evidence.Claim) bool {
	return c.Kind == evidence.KindTree && strings.Contains(c.Document, "/") && !c.External && r.siteDoc(c.Document) && !r.inOwnTree(c)
}

// siteDoc reports a document written for a documentation website: any
// page of a repository that builds one (docsSite), or a page of a
// numbered documentation tree, which a site serves even when another
// repository builds it (sveltejs/kit's documentation/docs, published by
// svelte.dev).
func (r *run) siteDoc(doc string) bool {
	if r.docsSite() {
		return true
	}
	if _, ok := r.numberedRoot(doc); ok {
		return true
	}
	return r.titledTree(doc)
}

// titledTreeMin is how many pages of a top-level documentation directory
// must open with a front-matter title, and titledTreeShare the share of
// its Markdown pages, for the directory to be a site's pages.
const (
	titledTreeMin   = 10
	titledTreeShare = 0.5
)

// titledTree reports a document under a top-level directory most of whose
// Markdown pages open with front matter giving a title
// (evidence.DataFrontMatterTitle): GitHub shows that block as a table, so
// the pages are written for a site generator, even where another
// repository builds the site (react-router's docs/ for reactrouter.com).
func (r *run) titledTree(doc string) bool {
	top, _, ok := strings.Cut(doc, "/")
	if !ok {
		return false
	}
	if r.titled == nil {
		r.titled = r.titledDirs()
	}
	return r.titled[top]
}

// titledDirs returns the top-level directories whose Markdown pages mostly
// carry a front-matter title.
func (r *run) titledDirs() map[string]bool {
	type count struct{ pages, titled int }
	counts := map[string]*count{}
	for _, e := range r.out.Evidence[evidence.Docs] {
		if e.Class != evidence.ClassDocument || e.Data == nil {
			continue
		}
		if f, _ := e.Data["format"].(string); f != "markdown" {
			continue
		}
		top, _, ok := strings.Cut(e.Location, "/")
		if !ok {
			continue
		}
		n := counts[top]
		if n == nil {
			n = &count{}
			counts[top] = n
		}
		n.pages++
		if t, _ := e.Data[evidence.DataFrontMatterTitle].(bool); t {
			n.titled++
		}
	}
	out := map[string]bool{}
	for top, n := range counts {
		if n.titled >= titledTreeMin && float64(n.titled) >= titledTreeShare*float64(n.pages) {
			out[top] = true
		}
	}
	return out
}

// ReasonSiteGuide is recorded on a missing path named outside a link in a
// guide page of a documentation site.
const ReasonSiteGuide = "does not exist in the repository, but is named outside a link (code, prose, a command) in a guide page of a documentation site: most often a file of the reader's project; not flagged"

// siteGuide reports a missing path or command named outside a link in a
// guide page of a repository that builds a documentation site. A tool's
// or library's guide shows the reader's project ("In the
// `content/posts/_index.md` file", "`npm run dev`"); its own pages and
// files it links. In the real-world benchmark's dev part no true flag of
// an open-source project was a code span, block or prose path of a guide
// page, while one Hugo documentation repository raised 60 false ones. A
// page named by its file (`flags-advanced.md`, `../install.md`) stays a
// claim: it is a page of this site. Contributor-facing pages
// (contributing, development, releasing, architecture, internals)
// describe this repository and keep their claims.
func (r *run) siteGuide(c *evidence.Claim) bool {
	if c.Kind == evidence.KindLink || c.Kind == evidence.KindImage || c.External || !r.siteDoc(c.Document) {
		return false
	}
	text, _, _ := strings.Cut(strings.TrimSpace(c.Text), "#")
	if pageName(text) || c.Kind != evidence.KindFence && r.outsideSite(strings.TrimPrefix(text, "./")) {
		return false
	}
	return r.sitePage(c.Document) && !contributorPageRE.MatchString(strings.ToLower(c.Document))
}

// sitePage reports a page a documentation site builds: a document in a
// documentation directory (docs/, content/, website/, ...) or in an
// mdBook's src/ (beside a book.toml). A root document (README.md,
// CHANGELOG.md) is read on GitHub.
func (r *run) sitePage(doc string) bool {
	lower := strings.ToLower(doc)
	dirs := strings.Split(path.Dir(lower), "/")
	if path.Dir(lower) == "." || dirs[0] == ".github" {
		return false
	}
	for _, d := range dirs {
		if guideDirs[d] {
			return true
		}
	}
	if r.servedInPlace(doc) {
		return true // www/versioned_docs/version-9.x/x.md of www/docusaurus.config.ts
	}
	if _, ok := r.numberedRoot(doc); ok {
		return true // documentation/docs/30-advanced/10-advanced-routing.md
	}
	for d := path.Dir(doc); d != "." && d != "/"; d = path.Dir(d) {
		if path.Base(d) == "src" && r.x.m.HasFile(path.Join(path.Dir(d), "book.toml")) {
			return true
		}
	}
	return false
}

// outsideSite reports a path whose directory exists outside the
// documentation site's own directory (kind's site/ pages telling the
// reader to run `images/base/build.sh`): the guide then names the
// repository's source, not the reader's project. siteGuide asks it of
// code spans and prose only: a code block of a guide is an example of the
// reader's code or configuration (fmt's meson.build naming 'src/main.cc').
// When the site is the repository itself (a generator config at the
// root, as in a Hugo documentation repository), nothing is outside it.
func (r *run) outsideSite(p string) bool {
	dir := path.Dir(p)
	if dir == "." || !r.x.m.HasDir(dir) {
		return false
	}
	roots := r.siteRoots()
	for _, root := range roots {
		if root == "." || dir == root || strings.HasPrefix(dir, root+"/") {
			return false
		}
	}
	return len(roots) > 0
}

// siteRoots are the directories holding a documentation site's
// configuration (site/ for site/config.toml, packages/docs for
// packages/docs/.vitepress/config.ts, docs for VuePress's
// docs/.vuepress/config.js), "." for one at the root.
func (r *run) siteRoots() []string {
	if r.roots == nil {
		r.roots = []string{}
		seen := map[string]bool{}
		for _, f := range r.x.m.Paths() {
			if root, ok := siteRootOf(r.x.m, f); ok && !seen[root] {
				seen[root] = true
				r.roots = append(r.roots, root)
			}
		}
	}
	return r.roots
}

// siteRootOf returns the site directory a configuration file f sets up.
func siteRootOf(m *evidence.Manifest, f string) (string, bool) {
	for _, dir := range []string{"/.vitepress/", "/.vuepress/"} {
		if i := strings.Index("/"+f, dir); i >= 0 {
			if i == 0 {
				return ".", true
			}
			return f[:i-1], true
		}
	}
	base := path.Base(f)
	for _, name := range siteConfigs {
		if !strings.Contains(name, "/") && base == name {
			return path.Dir(f), true
		}
	}
	if siteConfigFile(f) || (base == "config.toml" || base == "config.yaml") && m.HasDir(path.Join(path.Dir(f), "content")) {
		return path.Dir(f), true
	}
	return "", false
}

// pageName reports a page of the site named by its file, on its own or
// relative to the page ("flags-advanced.md", "../install.md"); a path
// with directories ("content/posts/_index.md") is a content file of the
// reader's site.
func pageName(text string) bool {
	return pageSource(text) && (!strings.Contains(text, "/") || strings.HasPrefix(text, "."))
}

// pageSource reports a file a documentation site builds a page from.
func pageSource(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".mdx", ".rst":
		return true
	}
	return false
}

var (
	// guideDirs are the directories documentation sites keep their pages in
	guideDirs = map[string]bool{"docs": true, "doc": true, "documentation": true, "content": true, "site": true,
		"website": true, "pages": true, "guide": true, "guides": true, "manual": true, "book": true}
	// contributorPageRE names the pages written about the repository itself
	contributorPageRE = regexp.MustCompile(`contribut|develop|hacking|internal|maintain|releas|architect|design|building|codebase|governance|changelog|changes|history|agents\.md|claude\.md`)
)

// ReasonSiteSnippet is recorded on a missing relative link of a snippet
// that a documentation site includes into its pages.
const ReasonSiteSnippet = "a relative link of a snippet included into other pages of the documentation site: it resolves from the page that includes it, not from the snippet"

// siteSnippet reports a relative link or image of a document kept in a
// documentation site's snippets or includes directory
// (docs/snippets/see_also_border.md, included by docs/styles/*.md).
func (r *run) siteSnippet(c *evidence.Claim) bool {
	if !c.Kind.RelativeToDocument() || strings.HasPrefix(strings.TrimSpace(c.Text), "/") || !r.docsSite() {
		return false
	}
	for _, d := range strings.Split(path.Dir(strings.ToLower(c.Document)), "/") {
		if snippetDirs[d] {
			return true
		}
	}
	return false
}

var snippetDirs = map[string]bool{"snippets": true, "_snippets": true, "includes": true, "_includes": true,
	"partials": true, "_partials": true, "_common": true}

// ReasonGeneratedPage is recorded on a link to an ignored page of a
// repository that builds a documentation site.
const ReasonGeneratedPage = "a page the documentation site generates at build time (ignored by .gitignore): the link resolves on the website"

// generatedPage reports a link to a page (.md, .mdx, .html) that
// .gitignore excludes in a repository that builds a documentation site:
// uv's docs/reference/cli.md, written by `cargo dev generate-all`. A
// student's link to an ignored report stays a broken reference.
func (r *run) generatedPage(c *evidence.Claim, p string) bool {
	return c.Kind == evidence.KindLink && (pageSource(p) || strings.EqualFold(path.Ext(p), ".html")) && r.docsSite()
}

// filePage resolves a link named by a file to the documentation page
// about that file: "../api/framework-conventions/root.tsx" served from
// root.tsx.md in react-router's docs, where each special file of the
// reader's project has a page named after it.
func (r *run) filePage(c *evidence.Claim, t target) (resolution, bool) {
	if c.Kind != evidence.KindLink || path.Ext(t.path) == "" {
		return resolution{}, false
	}
	for _, p := range append([]string{t.path}, t.fallback...) {
		for _, page := range []string{p + ".md", p + ".mdx"} {
			if r.x.m.HasFile(page) {
				return resolution{path: page, how: "the documentation page about the file it names"}, true
			}
		}
	}
	return resolution{}, false
}
