package docs

import (
	"bytes"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/yuin/goldmark/ast"
)

// Anchors returns the link anchors a Markdown document defines, sorted and
// unique: the GitHub slug of every heading (lower-cased, punctuation other
// than '-' and '_' removed, spaces turned into '-', the n-th repeat of a
// slug suffixed "-n"), every explicit HTML anchor (<a name="x">,
// id="x"), every definition-list term, and the section ids of
// sectionAnchors. It never fails: unparsable input yields the anchors found so
// far.
func Anchors(markdown []byte) []string {
	return anchorsFor(markdown, true, true)
}

// PageAnchors returns the anchors of the Markdown file at path: Anchors,
// with sectionAnchors' site ids only for a page of a numbered
// documentation tree (sectionPage). Elsewhere GitHub's slug is the
// anchor: "#localize.ordinalnumber" does not reach "#### localize.ordinalNumber",
// whose slug is "localizeordinalnumber".
func PageAnchors(path string, markdown []byte) []string {
	return anchorsFor(markdown, sectionPage(path), !githubPage(path))
}

// githubPage reports a README outside a documentation site's folders
// ("README.md", "dashboard/README.md"): GitHub renders it, so its anchors
// are GitHub's slugs only. "## 🎯 Overview" is "#-overview" there; the
// MkDocs slug "overview" a site would give it does not reach it.
func githubPage(path string) bool {
	base := strings.ToLower(path[strings.LastIndexByte(path, '/')+1:])
	if base != "readme.md" && base != "readme.markdown" {
		return false
	}
	for _, seg := range strings.Split(strings.ToLower(path), "/") {
		if siteDirs[seg] {
			return false
		}
	}
	return true
}

// siteDirs are folders a documentation site is built from.
var siteDirs = setOf("docs", "doc", "documentation", "website", "site", "book", "content", "pages")

// sectionPage reports a page of a documentation tree ordered by number
// prefixes ("documentation/docs/30-advanced/70-packaging.md"): the shape
// of the svelte.dev documentation whose section ids sectionAnchors adds.
func sectionPage(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		if numberedSegRE.MatchString(seg) {
			return true
		}
	}
	return false
}

var numberedSegRE = regexp.MustCompile(`^\d{1,4}-[A-Za-z]`)

func anchorsFor(markdown []byte, sections, siteSlugs bool) []string {
	src := []byte(normalize(string(markdown)))
	root, err := parseMarkdown(src)
	if err != nil {
		return nil
	}
	a := anchorsOf(root, src, sections, siteSlugs)
	if generatesAnchors(src) {
		a = append([]string{AnyAnchor}, a...) // "*" sorts first
	}
	return a
}

// AnyAnchor leads the anchors of a page whose build generates anchors the
// Markdown does not show: API reference directives (mkdocstrings "::: fmt",
// Sphinx autodoc in MyST, Hugging Face doc-builder's "[[autodoc]] x"), explicit attribute lists ("{#id}") and MyST
// targets ("(label)=") and includes (Hugo's "{{% include "x.md" %}}",
// pymdownx snippets' `--8<-- "CONTRIBUTING.md"`), whose headings join the
// page; attribute lists may be spaced, carry classes and Python-Markdown's
// colon ("{ #id .cls }", "## Name ## {: #name }",
// "{ id="9.7.0" }", Writerside's "{id = read-object}"); and build hooks' settings (Material for MkDocs'
// "<!-- md:setting config.blog_dir -->" becomes an anchored heading).
// A link to any anchor of such a page is not checked.
const AnyAnchor = "*"

// generatesAnchors reports whether src has one of AnyAnchor's constructs.
// Their expression is split in three, each tried only on a document
// holding a literal every match of it holds: one expression of all
// eight, with no literal prefix, tried every position of a document (58
// documents of golang/tools: 25 ms; split: 0.4 ms).
func generatesAnchors(src []byte) bool {
	switch {
	case (bytes.Contains(src, []byte(":::")) || bytes.Contains(src, []byte("```{")) ||
		bytes.Contains(src, []byte(")=")) || bytes.Contains(src, []byte("--8<--"))) && generatedLineRE.Match(src):
		return true
	case bytes.IndexByte(src, '{') >= 0 && generatedBraceRE.Match(src):
		return true
	case bytes.Contains(src, []byte("TYPES:")) && generatedTypesRE.Match(src):
		return true // svelte.dev's "> TYPES: Configuration" sections
	case bytes.Contains(src, []byte("[[autodoc]]")) && generatedAutodocRE.Match(src):
		return true // Hugging Face doc-builder's "[[autodoc]] huggingface_hub.utils.logging.get_verbosity"
	}
	return bytes.Contains(src, []byte("<!--")) && generatedCommentRE.Match(src)
}

// generatedLineRE, generatedBraceRE and generatedCommentRE are the
// constructs of generatesAnchors that start a line, start with '{' and
// start with "<!--".
var (
	generatedLineRE    = regexp.MustCompile("(?m)^:::\\s+\\S|^```\\{(?:auto|eval-rst)|^\\([\\w-]+\\)=\\s*$|^\\s*-{2}8<-{2}\\s")
	generatedBraceRE   = regexp.MustCompile("\\{:?\\s*#[\\w-]+(?:\\s[^}\\n]*)?\\}|\\{[^}\\n]*\\bid\\s*=|\\{\\{[%<]\\s*include\\s")
	generatedCommentRE = regexp.MustCompile("<!--\\s*md:(?:setting|option)\\s")
	generatedTypesRE   = regexp.MustCompile("(?m)^>\\s*(?:EXPANDED_)?TYPES:\\s")
	generatedAutodocRE = regexp.MustCompile("(?m)^\\[\\[autodoc\\]\\]\\s+\\S")
)

// sectionAnchors adds the ids some documentation sites (svelte.dev) give a
// heading: its words joined by '-' with case and punctuation kept, when
// that keeps a dot GitHub's slug drops ("Anatomy-of-a-package.json-exports"),
// and for a heading of level 3 or more its parent's id, '-', its own
// ("### platformProxy" under "## Options" is "Options-platformProxy").
func sectionAnchors(outline *[7]string, level int, text string, set map[string]bool) {
	if level < 1 || level > 6 {
		return
	}
	id := sectionSlug(strings.NewReplacer("`", "", "*", "").Replace(text))
	if id == "" {
		return
	}
	if fileDotRE.MatchString(id) && !strings.EqualFold(id, Slug(text)) {
		set[id] = true // where GitHub drops the dot: "package.json" is "packagejson"
	}
	if p := outline[level-1]; level > 2 && p != "" {
		set[p+"-"+id] = true
	}
	outline[level] = id
	for l := level + 1; l < len(outline); l++ {
		outline[l] = ""
	}
}

// sectionSlug is svelte.dev's id of a heading's text: HTML entities
// dropped ("&lt;title&gt; and &lt;meta&gt;" is "title-and-meta"), every
// character but letters, digits and "-$(.):" a '-', runs of '-' one, none
// at either end; case kept.
func sectionSlug(text string) string {
	text = htmlEntityRE.ReplaceAllString(text, "")
	b := make([]byte, 0, len(text))
	for i := 0; i < len(text); i++ {
		ch := text[i]
		keep := ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || strings.IndexByte("-$(.):", ch) >= 0
		switch {
		case keep && ch != '-':
			b = append(b, ch)
		case len(b) > 0 && b[len(b)-1] != '-':
			b = append(b, '-')
		}
	}
	return strings.TrimRight(string(b), "-")
}

// htmlEntityRE is an HTML character reference.
var htmlEntityRE = regexp.MustCompile(`&#?\w{1,10};`)

// fileDotRE is a dot inside a file name ("package.json", "vite.config.js").
var fileDotRE = regexp.MustCompile(`\w\.[A-Za-z]`)

// definitionTerms returns the slugs of a page's definition-list terms
// ("`locale`" over ": (`string`) The language..."): documentation sites
// (Hugo's) give each term an id that the page's links point to.
func definitionTerms(src []byte) []string {
	// every match holds "\n:" and a blank: without one, skip the regexp
	// (its .{0,80} is tried at each line start)
	if !bytes.Contains(src, []byte("\n: ")) && !bytes.Contains(src, []byte("\n:\t")) {
		return nil
	}
	var out []string
	for _, m := range definitionTermRE.FindAllSubmatch(src, -1) {
		if s := Slug(strings.Trim(strings.TrimSpace(string(m[1])), "`*_")); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// footnoteDefRE: a footnote definition "[^1]: text".
var footnoteDefRE = regexp.MustCompile(`(?m)^\[\^([\w-]+)\]:`)

// footnoteDefs returns footnoteDefRE's submatches in src, trying it only
// on a document holding "[^" (its line anchor keeps the regexp from
// skipping ahead to its literal: 5.7 ms over golang/tools' documents).
func footnoteDefs(src []byte) [][][]byte {
	if !bytes.Contains(src, []byte("[^")) {
		return nil
	}
	return footnoteDefRE.FindAllSubmatch(src, -1)
}

var definitionTermRE = regexp.MustCompile("(?m)^([^\\s:|#>\\-*].{0,80})\\n:[ \\t]")

// anchorsOf collects the anchors of a parsed document, with the site
// section ids of sectionAnchors when sections is set and the MkDocs slugs
// of its headings when siteSlugs is.
func anchorsOf(root ast.Node, src []byte, sections, siteSlugs bool) []string {
	seen := map[string]int{}
	taken := map[string]bool{} // ids so far
	// free takes the id s, or the next free "-n" suffix of it when it is
	// taken, counted per base id (github-slugger: "Setup", "Setup-1",
	// "Setup" -> setup, setup-1, setup-2)
	free := func(s string) string {
		k := s
		for taken[k] {
			seen[s]++
			k = s + "-" + strconv.Itoa(seen[s])
		}
		taken[k] = true
		return k
	}
	set := map[string]bool{}
	var outline [7]string // the site slug of the latest heading of each level
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			text := inlineText(n, src)
			set[free(Slug(text))] = true
			if m := MkDocsSlug(text); m != "" && siteSlugs {
				set[m] = true // the same heading on a MkDocs site
			}
			if sections {
				sectionAnchors(&outline, n.Level, text, set)
			}
		case *ast.HTMLBlock:
			for _, l := range blockLines(n, src) {
				htmlAnchors(l.text, set)
			}
		case *ast.RawHTML:
			// a tag broken over lines ("<sup\nid=\"anchor-versions\">") is
			// one node of several segments: read them joined
			var tag strings.Builder
			for i := 0; i < n.Segments.Len(); i++ {
				seg := n.Segments.At(i)
				tag.Write(seg.Value(src))
			}
			htmlAnchors(tag.String(), set)
		}
		return ast.WalkContinue, nil
	})
	if siteSlugs {
		tabAnchors(src, set)
	}
	for _, m := range footnoteDefs(src) {
		// Python-Markdown and GitHub name a footnote's anchors
		set["fn:"+string(m[1])], set["fnref:"+string(m[1])] = true, true
		set["fn-"+string(m[1])], set["user-content-fn-"+string(m[1])] = true, true
	}
	for _, t := range definitionTerms(src) {
		// Hugo numbers a term's id like a heading's when the id is taken
		// ("targets" under a "Targets" heading is "targets-1")
		set[free(t)] = true
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// tabAnchors adds the ids pymdownx.tabbed gives content tabs ('===
// ":octicons-image-16: Image"') when its slugify option is set: the tab
// title's slug, and with combine_header_slug the heading's before it
// ("#logo-image" for the "Image" tab under "### Logo").
func tabAnchors(src []byte, set map[string]bool) {
	if !tabLineAnyRE.Match(src) {
		return
	}
	heading := ""
	for _, line := range strings.Split(string(src), "\n") {
		if m := atxHeadingRE.FindStringSubmatch(line); m != nil {
			heading = MkDocsSlug(attrListRE.ReplaceAllString(m[1], ""))
			continue
		}
		m := tabLineRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		t := MkDocsSlug(shortcodeRE.ReplaceAllString(m[1], ""))
		if t == "" {
			continue
		}
		set[t] = true
		if heading != "" {
			set[heading+"-"+t] = true
		}
	}
}

var (
	// atxHeadingRE: a Markdown heading line and its text.
	atxHeadingRE = regexp.MustCompile(`^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$`)
	// attrListRE: an attribute list after a heading ("{ #id .class }").
	attrListRE = regexp.MustCompile(`\{[^}]*\}\s*$`)
	// tabLineRE: a pymdownx.tabbed tab ('=== "Title"', '===! "Title"').
	tabLineAnyRE = regexp.MustCompile(`(?m)^[ \t]*===[!+]?[ \t]+"`)
	tabLineRE    = regexp.MustCompile(`^\s*===[!+]?\s+"([^"]*)"`)
	// shortcodeRE: an icon or emoji shortcode (":octicons-image-16:").
	shortcodeRE = regexp.MustCompile(`:[\w+-]+:`)
)

func htmlAnchors(s string, set map[string]bool) {
	for _, m := range reAnchor.FindAllStringSubmatch(s, -1) {
		for _, g := range m[1:] {
			if g != "" {
				set[g] = true
			}
		}
	}
}

// MkDocsSlug is the anchor Python-Markdown's toc extension (MkDocs, the
// default slugify) gives a heading: letters and digits kept, other
// punctuation dropped (letters of any script kept), every run of spaces and hyphens one '-' ("SQL -
// The Language" -> "sql-the-language", where GitHub has
// "sql---the-language"). A docs site's links use it.
func MkDocsSlug(heading string) string {
	var b strings.Builder
	sep := false
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ' || r == '-' || r == '\t':
			sep = b.Len() > 0
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc):
			if sep {
				b.WriteByte('-')
				sep = false
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Slug is GitHub's heading anchor for a heading's text.
func Slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc):
			b.WriteRune(r)
		}
	}
	return b.String()
}
