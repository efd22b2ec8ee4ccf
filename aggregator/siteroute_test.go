package aggregator

import (
	"fmt"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestDocsSiteLinks: links of a documentation site resolve as the site
// serves them, and unresolved extension-less links are routes, not flags;
// the same links in a repository without a site keep their flags.
func TestDocsSiteLinks(t *testing.T) {
	site := []string{"site/config.toml", "site/content/docs/user/quick-start.md", "site/content/docs/user/images/pref.png",
		"site/static/images/create.png", "site/content/docs/install.md"}
	plain := []string{"README.md", "docs/install.md"}
	tests := []struct {
		name  string
		files []string
		doc   string
		kind  evidence.ClaimKind
		text  string
		want  evidence.ClaimStatus
	}{
		{"rooted image under content", site, "site/content/docs/user/quick-start.md", evidence.KindImage, "/docs/user/images/pref.png", evidence.StatusResolved},
		{"relative image under static", site, "site/content/_index.md", evidence.KindImage, "images/create.png", evidence.StatusResolved},
		{"extension-less page link", site, "site/content/docs/user/quick-start.md", evidence.KindLink, "../install", evidence.StatusResolved},
		{"route of the site", site, "site/content/docs/user/quick-start.md", evidence.KindLink, "/issue/12345", evidence.StatusNotAClaim},
		{"built page of a source page", append(site, "book.toml", "guide/src/cli/index.md"), "guide/src/guide/creating.md", evidence.KindLink, "../cli/index.html", evidence.StatusResolved},
		{"mdBook builds a directory's index.html from README.md", append(site, "book.toml", "guide/src/format/configuration/README.md"), "guide/src/guide/creating.md", evidence.KindLink, "../format/configuration/index.html", evidence.StatusResolved},
		{"a built index.html with no source", append(site, "book.toml", "guide/src/cli/README.md"), "guide/src/guide/creating.md", evidence.KindLink, "../format/index.html", evidence.StatusMissing},
		{"a root changelog's directory link in a site repository", site, "CHANGELOG.md", evidence.KindLink, "integration/gone", evidence.StatusMissing},
		{"rooted image of a VuePress site's public directory", []string{"docs/.vuepress/config.js", "docs/.vuepress/public/img/mozilla.svg", "docs/README.md"}, "docs/README.md", evidence.KindImage, "/img/mozilla.svg", evidence.StatusResolved},
		{"a page-relative link of a site page is not re-rooted", []string{"docs/.vuepress/config.js", "docs/api.md", "docs/guide/schemas.md"}, "docs/guide/schemas.md", evidence.KindLink, "./api.md", evidence.StatusMissing},
		{"a ./ image of an index page is served from the site root", site, "site/content/_index.md", evidence.KindImage, "./images/create.png", evidence.StatusResolved},
		{"a page outside the site's root, copied into it, keeps site links", []string{"docs/.vuepress/config.js", "docs/help.md", ".faq/FAQ.md"}, ".faq/FAQ.md", evidence.KindLink, "./help.md", evidence.StatusResolved},
		{"rooted image with no VuePress site", []string{"docs/vuepress/public/img/mozilla.svg", "docs/README.md"}, "docs/README.md", evidence.KindImage, "/img/mozilla.svg", evidence.StatusMissing},
		{"an image named alone, found by name under the images directory", []string{"docs/writerside.cfg", "docs/topics/flow.md", "docs/images/flow/concurrency.png"}, "docs/topics/flow.md", evidence.KindImage, "concurrency.png", evidence.StatusResolved},
		{"an image named alone, two of that name", []string{"docs/writerside.cfg", "docs/topics/flow.md", "docs/images/a/x.png", "docs/images/b/x.png"}, "docs/topics/flow.md", evidence.KindImage, "x.png", evidence.StatusMissing},
		{"an image named alone, outside an images directory", []string{"docs/writerside.cfg", "docs/topics/flow.md", "docs/other/x.png"}, "docs/topics/flow.md", evidence.KindImage, "x.png", evidence.StatusMissing},
		{"a rooted image under the project's baseUrl", []string{"website/docusaurus.config.js", "website/static/img/logo.svg", "website/docs/intro.md"}, "website/docs/intro.md", evidence.KindImage, "/widgets/img/logo.svg", evidence.StatusResolved},
		{"a root-relative Markdown file link from a Docusaurus site's directory", []string{"www/docusaurus.config.ts", "www/docs/client/setup.mdx", "www/docs/main/quickstart.mdx"}, "www/docs/main/quickstart.mdx", evidence.KindLink, "/docs/client/setup.mdx", evidence.StatusResolved},
		{"a root-relative Markdown file link the site does not have", []string{"www/docusaurus.config.ts", "www/docs/client/setup.mdx", "www/docs/main/quickstart.mdx"}, "www/docs/main/quickstart.mdx", evidence.KindLink, "/docs/client/gone.mdx", evidence.StatusMissing},
		{"an extension-less link of a page under a site's directory is a route", []string{"www/docusaurus.config.ts", "www/versioned_docs/version-9.x/nextjs/introduction.md"}, "www/versioned_docs/version-9.x/nextjs/introduction.md", evidence.KindLink, "example-apps", evidence.StatusNotAClaim},
		{"missing image of the site", site, "site/content/docs/user/quick-start.md", evidence.KindImage, "/docs/user/images/gone.png", evidence.StatusMissing},
		// without a site
		{"extension-less link resolves to a page", plain, "README.md", evidence.KindLink, "docs/install", evidence.StatusResolved},
		{"a link named by a file resolves to the page about it", []string{"README.md", "docs/api/conventions/root.tsx.md"}, "docs/explanation/special-files.md", evidence.KindLink, "../api/conventions/root.tsx", evidence.StatusResolved},
		{"a link named by a file without such a page is broken", []string{"README.md", "docs/api/conventions/root.tsx.md"}, "docs/explanation/special-files.md", evidence.KindLink, "../api/conventions/routes.ts", evidence.StatusMissing},
		{"extension-less broken link is flagged", plain, "README.md", evidence.KindLink, "docs/guide", evidence.StatusMissing},
		{"an index page's route resolves from its directory's parent", []string{"docs/1.x/examples/index.md", "docs/1.x/examples/using-csp.md"}, "docs/1.x/examples/index.md", evidence.KindLink, "./examples/using-csp", evidence.StatusResolved},
		{"a README's route does not", []string{"docs/1.x/examples/README.md", "docs/1.x/examples/using-csp.md"}, "docs/1.x/examples/README.md", evidence.KindLink, "./examples/using-csp", evidence.StatusMissing},
		{"rooted route still not a file", plain, "README.md", evidence.KindLink, "/strings", evidence.StatusNotAClaim},
		{"MyST project: link", plain, "docs/guide.md", evidence.KindLink, "project:install.md", evidence.StatusResolved},
		{"MyST path: link to nothing", plain, "docs/guide.md", evidence.KindLink, "path:example.txt", evidence.StatusMissing},
		{"autorefs link to a class", plain, "docs/guide.md", evidence.KindLink, "textual.timer.Timer", evidence.StatusNotAClaim},
		{"a file with a capitalised extension", plain, "docs/guide.md", evidence.KindLink, "notes.TXT", evidence.StatusMissing},
		// a snippet's links resolve from the pages that include it
		{"relative link of a site snippet", site, "site/content/snippets/see_also.md", evidence.KindLink, "../styles/border.md", evidence.StatusNotAClaim},
		{"relative link of a snippet without a site", plain, "docs/snippets/see_also.md", evidence.KindLink, "../styles/border.md", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(tc.doc, 1, tc.kind, tc.text)), Manifest: evidence.NewManifest(tc.files), Files: testFacts, FlagUnconfirmed: true, RepoName: "widgets"}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s in %s -> %+v, want %s", tc.name, tc.text, tc.doc, got, tc.want)
		}
	}
}

// TestRepoURLIsNoSiteRoute: "/examples" read from a link to this
// repository's tree on GitHub names the repository's directory, flagged
// when it is gone; the same text written as a link is a site route.
func TestRepoURLIsNoSiteRoute(t *testing.T) {
	files := []string{"README.md", "docs/install.md"}
	for _, tc := range []struct {
		name, context string
		want          evidence.ClaimStatus
	}{
		{"from a GitHub tree URL", "- [Examples](https://github.com/o/r/tree/master/examples) [" + evidence.NoteOwnGitHubLink + "https://github.com/o/r/tree/master/examples]", evidence.StatusMissing},
		{"from the author's checkout", "[guide](file:///c:/me/r/examples) [" + evidence.NoteOwnCheckout + "file:///c:/me/r/examples]", evidence.StatusMissing},
		{"written as a rooted link", "- [Examples](/examples)", evidence.StatusNotAClaim},
	} {
		in := Input{Evidence: docsSet(claimEv("README.md", 3, evidence.KindLink, "/examples", ctx(tc.context))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: got %+v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestSphinxDocRole: the target of a {doc} role names a page without its
// extension; the same text in another code span does not.
func TestSphinxDocRole(t *testing.T) {
	files := []string{"docs/html/topics/repeatable-installs.md", "docs/html/topics/secure-installs.md"}
	doc := "docs/html/topics/secure-installs.md"
	tests := []struct {
		name, line string
		want       evidence.ClaimStatus
	}{
		{"doc role", "see {doc}`repeatable installs <../topics/repeatable-installs>`.", evidence.StatusResolved},
		{"plain code span", "see `../topics/repeatable-installs`.", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(doc, 88, evidence.KindCode, "../topics/repeatable-installs", ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: got %+v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestRustdocPage: an .html link of a doc fragment in a crate's source is
// a rustdoc page; the same link in a book, or outside a crate, stays one.
func TestRustdocPage(t *testing.T) {
	files := []string{"axum/Cargo.toml", "axum/src/docs/routing/route_service.md", "axum/src/lib.rs", "guide/src/intro.md", "docs/x.md"}
	tests := []struct {
		doc  string
		want evidence.ClaimStatus
	}{
		{"axum/src/docs/routing/route_service.md", evidence.StatusNotAClaim},
		{"guide/src/intro.md", evidence.StatusMissing}, // no Cargo.toml beside guide/src
		{"docs/x.md", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(tc.doc, 70, evidence.KindLink, "middleware/index.html", ctx("[Routing]: middleware/index.html#routing"))),
			Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: got %+v, want %s", tc.doc, got, tc.want)
		}
	}
}

// TestSiteTree: in a repository that builds a documentation site, a page's
// tree entries are the reader's project; the root README's stay claims,
// and so do trees of a repository without a site.
func TestSiteTree(t *testing.T) {
	tests := []struct {
		files []string
		doc   string
		want  evidence.ClaimStatus
	}{
		{[]string{"hugo.toml", "content/en/guide.md", "README.md"}, "content/en/guide.md", StatusUnconfirmed},
		{[]string{"hugo.toml", "content/en/guide.md", "README.md"}, "README.md", evidence.StatusMissing},
		{[]string{"src/a.py", "docs/guide.md", "README.md"}, "docs/guide.md", evidence.StatusMissing},
		// a numbered documentation tree is a site's, built here or not
		{[]string{"documentation/docs/30-advanced/10-routing.md", "documentation/docs/30-advanced/20-hooks.md", "documentation/docs/30-advanced/30-errors.md"}, "documentation/docs/30-advanced/10-routing.md", StatusUnconfirmed},
		{[]string{"documentation/docs/30-advanced/10-routing.md", "documentation/docs/30-advanced/20-hooks.md"}, "documentation/docs/30-advanced/10-routing.md", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(tc.doc, 30, evidence.KindTree, "config/_default/", ctx("│ └── _default/ [tree path config/_default/]"))),
			Manifest: evidence.NewManifest(tc.files), Files: testFacts}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s in %v: got %+v, want %s", tc.doc, tc.files, got, tc.want)
		}
	}
}

// TestSiteTreeOfOwnFiles: a site page's tree that lists one of this
// repository's directories as it is (most of five or more entries exist)
// is this repository's, and its missing entry is flagged; a tree with too
// few or mostly missing entries stays the reader's project.
func TestSiteTreeOfOwnFiles(t *testing.T) {
	doc := "docs/content/contributing/architecture.md"
	base := []string{"hugo.toml", doc}
	procs := []string{"pkg/proc/a.go", "pkg/proc/b.go", "pkg/proc/c.go", "pkg/proc/d.go", "pkg/proc/e.go"}
	tree := func(names ...string) []evidence.Evidence {
		var out []evidence.Evidence
		for i, n := range names {
			out = append(out, claimEv(doc, 10+i, evidence.KindTree, "pkg/proc/"+n, ctx("{{< filetree/file name=\""+n+"\" >}} [tree path pkg/proc/"+n+"]")))
		}
		return out
	}
	tests := []struct {
		name  string
		files []string
		ev    []evidence.Evidence
		want  evidence.ClaimStatus
	}{
		{"five of six exist", append(base, procs...), tree("gone.go", "a.go", "b.go", "c.go", "d.go", "e.go"), evidence.StatusMissing},
		{"three of four exist", append(base, procs[:3]...), tree("gone.go", "a.go", "b.go", "c.go"), StatusUnconfirmed},
		{"one of six exists", append(base, procs[:1]...), tree("gone.go", "a.go", "x.go", "y.go", "z.go", "w.go"), StatusUnconfirmed},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(tc.ev...), Manifest: evidence.NewManifest(tc.files), Files: testFacts}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: got %+v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestSiteGuide: in a repository that builds a documentation site, a guide
// page's code spans, prose paths and commands name the reader's project;
// its links, a page named by its file, contributor pages, the root README
// and a repository without a site keep their claims.
func TestSiteGuide(t *testing.T) {
	site := []string{"mkdocs.yml", "docs/guide/pages.md", "docs/contributing.md", "README.md", "src/app.py"}
	plain := []string{"src/app.py", "docs/guide/pages.md", "README.md"}
	kind := []string{"site/config.toml", "site/content/docs/user/known-issues.md", "site/static/logo.png", "images/base/Dockerfile", "README.md"}
	tests := []struct {
		name  string
		files []string
		doc   string
		kind  evidence.ClaimKind
		text  string
		want  evidence.ClaimStatus
	}{
		{"code span in a guide page", site, "docs/guide/pages.md", evidence.KindCode, "content/posts/_index.md", StatusUnconfirmed},
		{"code block in a guide page", site, "docs/guide/pages.md", evidence.KindFence, "layouts/_shortcodes/a.html", StatusUnconfirmed},
		{"prose in a guide page", site, "docs/guide/pages.md", evidence.KindProse, "css/main.css", StatusUnconfirmed},
		{"a link of a guide page", site, "docs/guide/pages.md", evidence.KindLink, "../src/gone.py", evidence.StatusMissing},
		{"a page named by its file", site, "docs/guide/pages.md", evidence.KindProse, "flags-advanced.md", evidence.StatusMissing},
		{"contributor page", site, "docs/contributing.md", evidence.KindCode, "src/__version__.py", evidence.StatusMissing},
		{"root README", site, "README.md", evidence.KindCode, "src/gone.py", evidence.StatusMissing},
		{"no site", plain, "docs/guide/pages.md", evidence.KindCode, "src/gone.py", evidence.StatusMissing},
		{"an mdBook page", []string{"book.toml", "src/crates/lib.md", "src/main.rs"}, "src/crates/lib.md", evidence.KindCode, "rary.rs", StatusUnconfirmed},
		{"source beside an mdBook", []string{"book.toml", "src/crates/lib.md", "src/main.rs", "README.md"}, "README.md", evidence.KindCode, "rary.rs", evidence.StatusMissing},
		// a site in its own directory: a guide naming the repository's source outside it
		{"source outside the site's directory", kind, "site/content/docs/user/known-issues.md", evidence.KindCode, "images/base/build.sh", evidence.StatusMissing},
		{"reader's file beside the site", kind, "site/content/docs/user/known-issues.md", evidence.KindCode, "config/cluster.yaml", StatusUnconfirmed},
		{"a code block of the reader's build file", kind, "site/content/docs/user/known-issues.md", evidence.KindFence, "images/base/main.cc", StatusUnconfirmed},
		{"a file of the site's own tree", kind, "site/content/docs/user/known-issues.md", evidence.KindCode, "site/static/gone.png", StatusUnconfirmed},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(tc.doc, 12, tc.kind, tc.text, ctx("In the `"+tc.text+"` file, set the title."))),
			Manifest: evidence.NewManifest(tc.files), Files: testFacts}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s in %s -> %+v, want %s", tc.name, tc.text, tc.doc, got, tc.want)
		}
	}
}

// TestSiteConfigFile: the site configurations docsSite finds beyond its
// fixed names, and look-alikes it must not take for one.
func TestSiteConfigFile(t *testing.T) {
	for f, want := range map[string]bool{
		"packages/docs/.vitepress/config/index.ts": true, ".vitepress/config.mts": true,
		"mkdocs-common.yml": true, "mkdocs.insiders.yml": true, "website/docusaurus.config.mjs": true,
		"mkdocs/themes/mkdocs/mkdocs_theme.yml": true, // the theme of a MkDocs repository
		"src/vitepress.ts":                      false, "docs/mkdocs-notes.md": false, "config/mkdocs.txt": false,
	} {
		if got := siteConfigFile(f); got != want {
			t.Errorf("siteConfigFile(%q) = %v, want %v", f, got, want)
		}
	}
}

// TestGeneratedPage: a link to a page .gitignore excludes is generated by
// a documentation site's build; without a site it stays a broken link.
func TestGeneratedPage(t *testing.T) {
	for _, tc := range []struct {
		files []string
		want  evidence.ClaimStatus
	}{
		{[]string{"mkdocs.yml", "docs/guide.md"}, evidence.StatusNotAClaim},
		{[]string{"src/app.py", "docs/guide.md"}, evidence.StatusMissing},
	} {
		in := Input{Evidence: docsSet(claimEv("docs/guide.md", 4, evidence.KindLink, "../notes.md", ctx("See [the CLI reference](../notes.md)."))),
			Manifest: evidence.NewManifest(tc.files), Files: testFacts, Ignored: gitignore}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%v: got %+v, want %s", tc.files, got, tc.want)
		}
	}
}

// TestWebsiteRepo: repositories named as documentation websites.
func TestWebsiteRepo(t *testing.T) {
	for name, want := range map[string]bool{
		"docs.nestjs.com": true, "expressjs.com": true, "hugoDocs": true, "docs": true, "project-docs": true, "website": true,
		"automaton-auditor": false, "docker-compose": false, "the-ledger": false, "dockerfiles": false, "documentation-tool": false,
	} {
		if got := websiteRepo(name); got != want {
			t.Errorf("websiteRepo(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestVitePressAnchors: in a VitePress repository "#task-verbose" is the
// heading GitHub calls "task_verbose"; elsewhere it stays broken.
func TestVitePressAnchors(t *testing.T) {
	facts := fakeFacts{anchors: map[string][]string{"docs/reference/env.md": {"task_verbose", "remote.cache-dir"}}}
	for _, tc := range []struct {
		files  []string
		anchor string
		want   evidence.ClaimStatus
	}{
		{[]string{"docs/.vitepress/config.ts", "docs/reference/env.md", "docs/guide.md"}, "task-verbose", evidence.StatusResolved},
		{[]string{"docs/.vitepress/config.ts", "docs/reference/env.md", "docs/guide.md"}, "remote-cache-dir", evidence.StatusResolved},
		{[]string{"docs/.vitepress/config.ts", "docs/reference/env.md", "docs/guide.md"}, "task-quiet", evidence.StatusBadAnchor},
		{[]string{"docs/reference/env.md", "docs/guide.md"}, "task-verbose", evidence.StatusBadAnchor},
	} {
		in := Input{Evidence: docsSet(claimEv("docs/guide.md", 4, evidence.KindLink, "reference/env.md", anchor(tc.anchor))),
			Manifest: evidence.NewManifest(tc.files), Files: facts}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("#%s with %v: got %+v, want %s", tc.anchor, tc.files, got, tc.want)
		}
	}
}

// TestSiteElsewhere: a root-relative image or link of a page whose front
// matter is a site generator's (NoteSitePage) is the site's when the
// repository builds no site (gofiber/fiber's docs/extra/benchmarks.md,
// published by another repository); the same image without the note, or
// in a repository that builds the site, keeps its flag.
func TestSiteElsewhere(t *testing.T) {
	note := func(c *evidence.Claim) { c.Context += " [" + evidence.NoteSitePage + "sidebar_position]" }
	plain := []string{"README.md", "docs/extra/benchmarks.md"}
	site := append([]string{"docusaurus.config.js", "static/img/logo.png"}, plain...)
	tests := []struct {
		name  string
		files []string
		kind  evidence.ClaimKind
		note  bool
		want  evidence.ClaimStatus
	}{
		{"site page, no site here", plain, evidence.KindImage, true, evidence.StatusNotAClaim},
		{"site page link with an extension, no site here", plain, evidence.KindLink, true, evidence.StatusNotAClaim},
		{"page without site front matter", plain, evidence.KindImage, false, evidence.StatusMissing},
		{"site page of a repository that builds the site", site, evidence.KindImage, true, evidence.StatusMissing},
	}
	for _, tc := range tests {
		var opts []claimOpt
		if tc.note {
			opts = append(opts, note)
		}
		in := Input{Evidence: docsSet(claimEv("docs/extra/benchmarks.md", 32, tc.kind, "/img/v3/json.png", opts...)),
			Manifest: evidence.NewManifest(tc.files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: -> %+v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestTitledDocsTree: a top-level directory whose Markdown pages mostly
// open with a front-matter title is a site's pages (built elsewhere): a
// tree drawn in one of its pages is the reader's project; the same tree
// in a directory of plain pages is not ruled out by that reason.
func TestTitledDocsTree(t *testing.T) {
	docEv := func(name string, titled bool) evidence.Evidence {
		data := map[string]any{"format": "markdown"}
		if titled {
			data[evidence.DataFrontMatterTitle] = true
		}
		return evidence.Evidence{ID: evidence.ID(evidence.Docs, evidence.ClassDocument, name), Source: evidence.Docs, Class: evidence.ClassDocument, Location: name, Found: true, Data: data}
	}
	for _, titled := range []bool{true, false} {
		var list []evidence.Evidence
		for i := range 12 {
			list = append(list, docEv(fmt.Sprintf("docs/page%d.md", i), titled))
		}
		list = append(list, claimEv("docs/page0.md", 5, evidence.KindTree, "app/routes/concerts.tsx", ctx("│ └── concerts.tsx")),
			claimEv("docs/page1.md", 7, evidence.KindImage, "/_docs/tutorial/01.webp", ctx(`<img src="/_docs/tutorial/01.webp" />`)))
		in := Input{Evidence: docsSet(list...), Manifest: evidence.NewManifest([]string{"README.md", "docs/page0.md"}), Files: testFacts}
		reasons := map[string]string{}
		for _, e := range Aggregate(in).Evidence[evidence.Docs] {
			if e.Claim != nil && e.Class == evidence.ClassPathClaim {
				reasons[e.Claim.Document] = e.Claim.Reason
			}
		}
		if (reasons["docs/page0.md"] == ReasonSiteTree) != titled {
			t.Errorf("titled=%v: tree entry reason %q", titled, reasons["docs/page0.md"])
		}
		if (reasons["docs/page1.md"] == ReasonSiteElsewhere) != titled {
			t.Errorf("titled=%v: root-relative image reason %q", titled, reasons["docs/page1.md"])
		}
	}
}

// TestForeignSiteLink: a relative link the docs detective noted as a page
// of another repository's site (NoteForeignSite: pydantic-settings'
// docs/index.md, built into pydantic's site) is that site's when it does
// not resolve here; the same link without the note is a broken link.
func TestForeignSiteLink(t *testing.T) {
	for _, noted := range []bool{true, false} {
		opts := []claimOpt{ctx("Check the [`Field` documentation](fields.md) for more information.")}
		if noted {
			opts = append(opts, func(c *evidence.Claim) { c.Context += " [" + evidence.NoteForeignSite + "pydantic/pydantic]" })
		}
		in := Input{Evidence: docsSet(claimEv("docs/index.md", 88, evidence.KindLink, "fields.md", opts...)),
			Manifest: evidence.NewManifest([]string{"docs/index.md", "mkdocs.yml"}), Files: testFacts}
		got := verdictOf(Aggregate(in)).Status
		if want := map[bool]evidence.ClaimStatus{true: evidence.StatusNotAClaim, false: evidence.StatusMissing}[noted]; got != want {
			t.Errorf("noted=%v: %s, want %s", noted, got, want)
		}
	}
}

// TestLintDisabledFragment: a link whose line turns off markdownlint's
// link-fragment rule (MD051) is not checked for its anchor; other rules
// disabled there do not stop the check.
func TestLintDisabledFragment(t *testing.T) {
	facts := fakeFacts{anchors: map[string][]string{"README.md": {"usage"}}}
	for _, tc := range []struct {
		line string
		want evidence.ClaimStatus
	}{
		{"1. [Sponsors](#technology-sponsors) <!-- markdownlint-disable-line MD051 -->", evidence.StatusResolved},
		{"1. [Sponsors](#technology-sponsors) <!-- markdownlint-disable-line link-fragments -->", evidence.StatusResolved},
		{"1. [Sponsors](#technology-sponsors) <!-- markdownlint-disable-line MD013 -->", evidence.StatusBadAnchor},
		{"1. [Sponsors](#technology-sponsors)", evidence.StatusBadAnchor},
	} {
		ev := claimEv("README.md", 4, evidence.KindLink, "README.md", anchor("technology-sponsors"))
		ev.Claim.Context = tc.line
		in := Input{Evidence: docsSet(ev), Manifest: evidence.NewManifest([]string{"README.md"}), Files: facts}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%q: got %+v, want %s", tc.line, got, tc.want)
		}
	}
}
