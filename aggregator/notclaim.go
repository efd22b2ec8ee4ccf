package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Reasons of the shapes notAClaimShape recognises that have no file of
// their own.
const (
	ReasonShortLink      = "a one- or two-letter link target (a questionnaire's \"[Answer]: A\"), not a file name"
	ReasonURIScheme      = "a link target with a URI scheme (\"user:password\", \"HOST:PORT\" in angle brackets), not a file"
	ReasonAcronyms       = "capitalised words joined by slashes (\"DER/PEM/ENG\", \"SSL/SSH/etc\"), not a path"
	ReasonRuntimeDir     = "a run-time directory of the project's tree (logs/, data/raw/, data/processed/): made when the program runs, empty in git, which keeps no empty directory"
	ReasonEditorConfig   = "the reader's editor configuration (VS Code's launch.json or settings.json), not a file of the repository"
	ReasonTabCaption     = "the caption of a content tab (=== \"select.css\"): the file it shows is included below it"
	ReasonHeadingName    = "the whole text of a heading (a man page's \"# AUTHORS\" section), not a reference to a file"
	ReasonCodeRef        = "a link to a code object (an API cross-reference such as mkdocstrings' [Timer](textual.timer.Timer)), not a file"
	ReasonVenvInTree     = "a tree entry its comment calls a virtual environment: the reader's or the author's machine, never committed"
	ReasonForeignSite    = "a page of another repository's documentation site, which the site configuration says this page is built into (MkDocs repo_url, a Writerside module): not checked here"
	ReasonEscapedInclude = "the escaped form of an include directive (VitePress's \"<!--@@include: ...-->\" shows the syntax without including): an example, not a file"
	reasonFromTemplate   = "generated at build time from the tracked template %s"
)

// notAClaimShape reports a missing path whose shape or place says it is
// no claim of this repository, before its history is read: a site route,
// a rustdoc page, a site snippet's relative link, a file a tracked
// template generates, a diagram cell cut at its border, a questionnaire's
// answer letter, a code cross-reference, a URI-scheme autolink, capitals
// joined by slashes, a heading's or a content tab's whole text, a
// run-time directory of a tree, an editor's configuration, a virtual
// environment, a system header, two top-level directories named together.
// The first that matches gives the reason.
func (r *run) notAClaimShape(c *evidence.Claim, t target) (string, bool) {
	if r.siteRoute(c, t) {
		return ReasonSiteRoute, true
	}
	if r.siteElsewhere(c) {
		return ReasonSiteElsewhere, true
	}
	if c.Kind == evidence.KindLink && strings.Contains(c.Context, "["+evidence.NoteForeignSite) {
		return ReasonForeignSite, true
	}
	if r.rustdocPage(c, t.path) {
		return ReasonRustdocPage, true
	}
	if r.siteSnippet(c) {
		return ReasonSiteSnippet, true
	}
	if r.snippetHeader(c) {
		return ReasonSnippetHeader, true
	}
	if r.readerProjectTree(c) || r.namedInReaderTree(c) {
		return ReasonReaderProjectTree, true
	}
	switch {
	case r.doxygenPage(c, t.path):
		return ReasonDoxygenPage, true
	case r.nameSuffix(c):
		return ReasonNameSuffix, true
	case r.dottedRef(c):
		return ReasonDottedRef, true
	}
	if tmpl, ok := r.templateOf(t.path); ok && !placesContent(c) {
		return fmt.Sprintf(reasonFromTemplate, tmpl), true
	}
	switch {
	case truncatedInCell(r.x.m, c, t.path):
		return ReasonTruncated, true
	case shortLinkTarget(c):
		return ReasonShortLink, true
	case codeRefLink(c):
		return ReasonCodeRef, true
	case schemeLink(c):
		return ReasonURIScheme, true
	case acronymAlternation(t.path):
		return ReasonAcronyms, true
	case headingName(c):
		return ReasonHeadingName, true
	case tabCaptionRE.MatchString(c.Context):
		return ReasonTabCaption, true
	case strings.Contains(c.Context, "<!--@@include:"):
		return ReasonEscapedInclude, true
	case runtimeTreeDir(c, t.path):
		return ReasonRuntimeDir, true
	case editorConfig(c, t.path):
		return ReasonEditorConfig, true
	case crawledSiteFile(c, t.path):
		return ReasonCrawledSiteFile, true
	case venvInTree(c):
		return ReasonVenvInTree, true
	case systemHeader(t.path):
		return ReasonSystemHeader, true
	case dirAlternation(r.x.m, c, t.path):
		return ReasonDirAlternation, true
	}
	return "", false
}

// shortLinkTarget reports a link whose target is one or two characters
// with no dot, slash or anchor: a reference definition's value ("[Answer]:
// A"), not a page.
func shortLinkTarget(c *evidence.Claim) bool {
	return c.Kind == evidence.KindLink && len(strings.TrimSpace(c.Text)) <= 2 && !strings.ContainsAny(c.Text, "./#")
}

// codeRefLink reports a link whose target is a dotted code path ending in
// a class name ("textual.timer.Timer"): a file's extension is not
// capitalised that way.
func codeRefLink(c *evidence.Claim) bool {
	return c.Kind == evidence.KindLink && codeRefRE.MatchString(strings.TrimSpace(c.Text))
}

var codeRefRE = regexp.MustCompile(`^[A-Za-z_]\w*(?:\.[a-z_]\w*)*\.[A-Z][a-z]\w*$`)

// schemeLink reports a link whose target starts with a URI scheme and no
// slash after it: an autolink the Markdown parser made of "<user:password>".
// MyST's project: and path: links are paths (targetOf).
func schemeLink(c *evidence.Claim) bool {
	text := strings.TrimSpace(c.Text)
	return c.Kind == evidence.KindLink && schemeRE.MatchString(text) && trimMySTScheme(text) == text
}

var schemeRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]+:[^/\\]`)

// tabCaptionRE: a content tab's title line (pymdownx.tabbed, Material for
// MkDocs): `=== "select.css"`.
var tabCaptionRE = regexp.MustCompile(`^\s*===[+!]?\s+"[^"]*"\s*$`)

// headingName reports a bare name that is a heading's whole text.
func headingName(c *evidence.Claim) bool {
	ctx := strings.TrimSpace(c.Context)
	if !strings.HasPrefix(ctx, "#") || strings.Contains(c.Text, "/") {
		return false
	}
	return strings.TrimSpace(strings.TrimLeft(ctx, "#")) == strings.TrimSpace(c.Text)
}

// runtimeTreeDir reports a tree entry naming a directory that a program
// fills when it runs ("├───logs", "┣ 📂 raw" under data/, "├── data/").
func runtimeTreeDir(c *evidence.Claim, p string) bool {
	if c.Kind != evidence.KindTree || strings.Contains(path.Base(p), ".") {
		return false
	}
	base := strings.ToLower(path.Base(p))
	if sourceDirs[strings.ToLower(strings.Split(p, "/")[0])] {
		return false // src/cache/ is a module
	}
	if runtimeDirs[base] || dataDirs[base] {
		// a tree's data/ (or dashboard/data/): none of the real-world
		// benchmark's 12 labelled missing data directories was a claim
		return true
	}
	// any directory a tree draws under data/ (raw/, processed/, images/):
	// on the real-world benchmark 11 such labelled directories were all
	// the program's or the reader's, none a claim
	return strings.ToLower(path.Base(path.Dir(p))) == "data"
}

var (
	runtimeDirs = map[string]bool{"logs": true, "log": true, "tmp": true, "temp": true, "cache": true, ".cache": true, "mlruns": true, "wandb": true}
	sourceDirs  = map[string]bool{"src": true, "lib": true, "app": true, "pkg": true, "internal": true, "cmd": true, "crates": true, "packages": true}
)

// ReasonCrawledSiteFile is recorded on a website's convention file named
// in a sentence about fetching other sites.
const ReasonCrawledSiteFile = "a website's convention file (robots.txt, sitemap.xml) in a sentence about crawling or scraping sites: the visited sites' file, not this repository's"

// crawledSiteFile reports robots.txt, sitemap.xml, ads.txt or humans.txt
// named alone in a sentence about scraping, crawling or fetching sites
// ("robots.txt pre-checked via urllib.robotparser before any request",
// "Respect `robots.txt` — LinkedIn disallows most bots", a diagram's
// "compliance.py<br/>robots.txt check"):
// each site's own file. A site's static directory listing its
// robots.txt keeps the claim.
func crawledSiteFile(c *evidence.Claim, p string) bool {
	switch strings.ToLower(p) {
	case "robots.txt", "sitemap.xml", "ads.txt", "humans.txt":
	default:
		return false
	}
	return crawlContextRE.MatchString(strings.ToLower(c.Context))
}

var crawlContextRE = regexp.MustCompile(`scrap|crawl|robotparser|spider|playwright|selenium|beautifulsoup|before any request|each site|every site|target site|respect|honou?r|disallow|\bbots\b|complian|robots\.txt check`)

// editorConfig reports an editor's configuration file named in a sentence
// about that editor ("If you are using VSCode ... in launch.json").
func editorConfig(c *evidence.Claim, p string) bool {
	switch path.Base(p) {
	case "launch.json", "settings.json", "tasks.json", "keybindings.json", "extensions.json":
	default:
		return false
	}
	ctx := strings.ToLower(c.Context)
	return !strings.Contains(p, ".vscode/") && (strings.Contains(ctx, "vscode") || strings.Contains(ctx, "vs code") || strings.Contains(ctx, "visual studio code"))
}

// weakDocument reports a missing path left unconfirmed by where it is
// written: a document whose role makes its paths proposals or examples
// (docrole.go), a tree in a documentation site's page (siteTree), or a
// path outside a link in a site's guide page (siteGuide).
// --flag-unconfirmed turns it off.
func (r *run) weakDocument(c *evidence.Claim) (string, bool) {
	if r.in.FlagUnconfirmed {
		return "", false
	}
	if role, ok := roleOf(c); ok && !(role.plan && doneTask(c) && strings.Contains(c.Text, "/")) {
		// a plan's ticked task ("- [x] Create `src/x.py`") says the file
		// was written: it keeps its claim
		return role.reason, true
	}
	if r.siteTree(c) {
		return ReasonSiteTree, true
	}
	if r.siteGuide(c) {
		return ReasonSiteGuide, true
	}
	return "", false
}
