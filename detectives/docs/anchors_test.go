package docs

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAnchors checks heading slugs against what GitHub renders
// (github-slugger): case, punctuation, emoji, inline markup, unicode,
// repeated headings, and explicit HTML anchors; and the MkDocs
// (Python-Markdown toc) slug where it differs.
func TestAnchors(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string
	}{
		{"plain", "# Hello World", []string{"hello-world"}},
		{"punctuation", "## What's new in v2.0?", []string{"whats-new-in-v20"}},
		{"symbols keep their spaces", "## C++ & Go", []string{"c--go", "c-go"}}, // GitHub, MkDocs
		{"emoji", "## Emoji 🚀 launch", []string{"emoji--launch", "emoji-launch"}},
		{"a MkDocs site collapses hyphens", "## SQL - The Language", []string{"sql---the-language", "sql-the-language"}},
		{"Devanagari keeps its vowel signs", "## कानूनी", []string{"कानूनी"}},
		{"colon", "### Step 1: Install", []string{"step-1-install"}},
		{"code span", "## The `auditor audit` command", []string{"the-auditor-audit-command"}},
		{"link text", "## [Usage](docs/usage.md) notes", []string{"usage-notes"}},
		{"emphasis", "## **Bold** and _it_", []string{"bold-and-it"}},
		{"unicode", "## Über uns", []string{"über-uns"}},
		{"underscore and hyphen", "## snake_case-name", []string{"snake_case-name"}},
		{"setext", "Title\n=====", []string{"title"}},
		{"repeats", "# Setup\n\n# Setup\n\n# Setup", []string{"setup", "setup-1", "setup-2"}},
		{"repeat after literal suffix", "# Setup\n\n# Setup-1\n\n# Setup", []string{"setup", "setup-1", "setup-2"}},
		{"html anchors", "<a name=\"legacy\"></a>\n\n# Intro\n\n<div id=\"box\">x</div>", []string{"box", "intro", "legacy"}},
		{"not a heading in a fence", "```\n# comment\n```", []string{}},
		{"definition-list terms", "# Options\n\n`locale`\n: (`string`) The locale.\n\nScope\n: Where it applies.\n", []string{"locale", "options", "scope"}},
		{"a term under a heading of the same name is numbered", "## Targets\n\n`targets`\n: A slice of targets.\n", []string{"targets", "targets-1"}},
		{"a colon line after a list is no term", "- item\n: not a definition\n", []string{}},
		{"svelte.dev section ids", "## Options\n\n### platformProxy\n\n## Anatomy of a package.json\n\n### v2.0 notes\n", []string{"Anatomy-of-a-package.json", "Anatomy-of-a-package.json-v2.0-notes", "Options-platformProxy", "anatomy-of-a-packagejson", "options", "platformproxy", "v20-notes"}},
		{"an inline tag broken over lines", "Faster than most.<sup\nid=\"anchor-versions\">[1](#footnote-versions)</sup>\n", []string{"anchor-versions"}},
		{"generated types of svelte.dev", "## Config\n\n> EXPANDED_TYPES: Configuration#KitConfig\n", []string{"*", "config"}},
		{"a Hugo include's headings join the page", "# Title\n\n{{% include \"/_common/pageinner.md\" %}}\n", []string{"*", "title"}},
		{"a snippets include joins the page", "# Title\n\n--8<-- \"CONTRIBUTING.md\"\n", []string{"*", "title"}},
		{"an attribute list naming an id", "Text\n{ id=navigation-path }\n", []string{"*"}},
		{"footnote definitions", "Text[^1].\n\n[^1]: A note.\n", []string{"fn-1", "fn:1", "fnref:1", "user-content-fn-1"}},
		{"a build hook's setting", "### blog_dir\n\n<!-- md:setting config.blog_dir -->\n", []string{"*", "blog_dir"}},
		{"a spaced attribute list with a class", "**locale**{ #mkdocs-locale .option }\n", []string{"*"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Anchors([]byte(tt.doc))
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("Anchors(%q) (-want +got):\n%s", tt.doc, d)
			}
		})
	}
}

// TestDefinitionTermsPrefilter: terms are found with a space or a tab
// after the ':' of their definition, and a page without either has none.
func TestDefinitionTermsPrefilter(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{"`locale`\n: (`string`) The language\n", []string{"locale"}},
		{"baseURL\n:\tthe site's root\n", []string{"baseurl"}},
		{"# Title\n\ntext: with a colon\nand: more\n", nil},
		{"term\n:no blank\n", nil},
	} {
		if diff := cmp.Diff(tc.want, definitionTerms([]byte(tc.src))); diff != "" {
			t.Errorf("definitionTerms(%q) (-want +got):\n%s", tc.src, diff)
		}
	}
}

// BenchmarkAnchors computes the anchors of a 400-section page without
// definition lists.
func BenchmarkAnchors(b *testing.B) {
	var sb strings.Builder
	for i := range 400 {
		fmt.Fprintf(&sb, "## Section %d\n\nSome text about `cmd/tool%d` and [a link](other.md#part-%d).\n\n", i, i, i)
	}
	src := []byte(sb.String())
	for b.Loop() {
		Anchors(src)
	}
}

// generatedAnchorsOracle is generatesAnchors' expression as one regexp,
// as it was before the split: the split must answer as it does.
var generatedAnchorsOracle = regexp.MustCompile("(?m)^:::\\s+\\S|^```\\{(?:auto|eval-rst)|\\{:?\\s*#[\\w-]+(?:\\s[^}\\n]*)?\\}|\\{[^}\\n]*\\bid=|^\\([\\w-]+\\)=\\s*$|\\{\\{[%<]\\s*include\\s|^\\s*-{2}8<-{2}\\s|<!--\\s*md:(?:setting|option)\\s")

// TestGeneratesAnchorsSplit: each construct of AnyAnchor, its near misses
// and plain pages, answered as the single expression answers them.
func TestGeneratesAnchorsSplit(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"# Title\n\nplain text\n", false},
		{"::: fmt.Println\n", true},
		{"text ::: x\n", false},
		{":::\n", false},
		{"```{autodoc} x\n", true},
		{"```{eval-rst}\n", true},
		{"```{code-block}\n", false},
		{"## Install {#install}\n", true},
		{"## Install { #install .cls }\n", true},
		{"## Name (*required*) ## {: #name }\n", true}, // Python-Markdown attr_list (pypa/hatch)
		{"{: .note }\n", false},
		{"## Install {#install\nmore", false},
		{"{ id=\"9.7.0\" }\n", true},
		{"func f() { return }\n", false},
		{"(my-label)=\n# Title\n", true},
		{"(my-label)= text\n", false},
		{"f(x)=y\n", false},
		{"{{% include \"x.md\" %}}\n", true},
		{"{{< include x >}}\n", true},
		{"{{ include }}\n", false},
		{"  --8<-- \"CONTRIBUTING.md\"\n", true},
		{"text --8<-- x\n", false},
		{"<!-- md:setting config.blog_dir -->\n", true},
		{"<!-- md:option x -->\n", true},
		{"<!-- md:other x -->\n", false},
		{"<!-- note -->\n", false},
	} {
		src := []byte(tc.src)
		if got, oracle := generatesAnchors(src), generatedAnchorsOracle.Match(src); got != tc.want || oracle != tc.want {
			t.Errorf("generatesAnchors(%q) = %v, single expression %v, want %v", tc.src, got, oracle, tc.want)
		}
	}
}

// TestFootnoteDefsPrefilter: definitions are found at a line start, and a
// page without "[^" has none.
func TestFootnoteDefsPrefilter(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{"text[^1]\n\n[^1]: the note\n[^b-2]: another\n", []string{"1", "b-2"}},
		{"text [^1]: not at a line start\n", nil},
		{"# Title\n\n[link]: x\n", nil},
	} {
		var got []string
		for _, m := range footnoteDefs([]byte(tc.src)) {
			got = append(got, string(m[1]))
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("footnoteDefs(%q) (-want +got):\n%s", tc.src, diff)
		}
	}
}

// TestPageAnchorsSections: svelte.dev's section ids are anchors of a page
// in a numbered documentation tree only; elsewhere a dotted heading's
// anchor is GitHub's slug, which drops the dot (date-fns's
// "#localize.ordinalnumber" reaches no heading).
func TestPageAnchorsSections(t *testing.T) {
	src := []byte("## Options\n\n### localize.ordinalNumber\n")
	has := func(as []string, a string) bool {
		for _, x := range as {
			if strings.EqualFold(x, a) {
				return true
			}
		}
		return false
	}
	if a := PageAnchors("docs/i18nContributionGuide.md", src); has(a, "localize.ordinalnumber") || !has(a, "localizeordinalnumber") {
		t.Errorf("plain page: %v", a)
	}
	if a := PageAnchors("documentation/docs/30-advanced/70-packaging.md", src); !has(a, "localize.ordinalNumber") || !has(a, "Options-localize.ordinalNumber") {
		t.Errorf("numbered page: %v", a)
	}
	// svelte.dev drops HTML entities and punctuation from a section id
	seo := []byte("## Manual setup\n\n### &lt;title&gt; and &lt;meta&gt;\n")
	if a := PageAnchors("documentation/docs/40-best-practices/20-seo.md", seo); !has(a, "Manual-setup-title-and-meta") {
		t.Errorf("numbered page with entities: %v", a)
	}
}

// TestPageAnchorsGitHubReadme: a README GitHub renders has GitHub's slugs
// only ("## 🎯 Overview" is "-overview", so a table of contents linking
// "#overview" is broken there); a page of a docs site keeps the MkDocs
// slug its site gives the heading.
func TestPageAnchorsGitHubReadme(t *testing.T) {
	src := []byte("## 🎯 Overview\n\n## SQL - The Language\n")
	cases := []struct {
		path      string
		site      bool
		wantGitHb []string
	}{
		{"README.md", false, []string{"-overview", "sql---the-language"}},
		{"dashboard/README.md", false, []string{"-overview", "sql---the-language"}},
		{"docs/README.md", true, []string{"-overview", "sql---the-language"}},
		{"docs/guide.md", true, []string{"-overview", "sql---the-language"}},
	}
	for _, tc := range cases {
		a := PageAnchors(tc.path, src)
		set := map[string]bool{}
		for _, x := range a {
			set[x] = true
		}
		for _, w := range tc.wantGitHb {
			if !set[w] {
				t.Errorf("%s: anchors %v lack GitHub's %q", tc.path, a, w)
			}
		}
		if set["overview"] != tc.site || set["sql-the-language"] != tc.site {
			t.Errorf("%s: anchors %v; MkDocs slugs present = %v, want %v", tc.path, a, set["overview"], tc.site)
		}
	}
}

// TestPageAnchorsContentTabs: a docs-site page's content tabs
// (pymdownx.tabbed with slugify and combine_header_slug) have ids of their
// title's slug, alone and after the heading's; a README GitHub renders
// does not.
func TestPageAnchorsContentTabs(t *testing.T) {
	src := []byte("### Logo { #logo }\n\n=== \":octicons-image-16: Image\"\n\n    x\n\n=== \"Icon, bundled\"\n\n    y\n")
	has := func(path string) map[string]bool {
		set := map[string]bool{}
		for _, a := range PageAnchors(path, src) {
			set[a] = true
		}
		return set
	}
	site := has("docs/setup/logo.md")
	for _, w := range []string{"logo-image", "logo-icon-bundled", "image", "icon-bundled"} {
		if !site[w] {
			t.Errorf("docs page: anchors lack %q", w)
		}
	}
	if has("README.md")["logo-image"] {
		t.Errorf("README: a content tab's id given")
	}
}
