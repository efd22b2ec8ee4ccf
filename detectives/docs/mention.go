package docs

import (
	"context"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// role is what the syntax around a mention says the document does with the
// path, independent of the words around it.
type role uint8

const (
	roleNone     role = iota
	roleCreate        // the document's commands create it (cp dst, touch, mkdir, >, -o)
	roleDelete        // the document's commands remove it (rm)
	roleWrite         // code shown in the document writes it (open(.., "w"), savefig)
	roleImport        // a module import specifier, not a file path
	roleLabel         // label of a link to an external resource
	roleSynopsis      // placeholder of a usage synopsis ([FILE], REPORT.json)
	rolePackage       // a package a package manager installs (brew install org/tap/name)
	roleResource      // a resource a cluster command names (kubectl logs deploy/api)
	roleRemote        // a path on the device, host or container a command runs on
	roleTool          // a command run by bare name from the PATH (idf.py build)
	roleRenamed       // the old name in "git mv old new"
	roleCloned        // a path in another repository the block cloned and entered (git clone X && cd X)
)

// mention is one occurrence of a path-like token in a document.
type mention struct {
	kind     evidence.ClaimKind
	ref      ref
	off      int // byte offset of the token in the document (page) text
	line     int // 1-based, within the page for PDFs
	page     int
	context  string // bounded sentence or line
	before   string // lower-cased clause text before the token
	after    string // lower-cased clause text after the token
	rest     string // lower-cased rest of the sentence after the token (sentence contexts only)
	section  string // lower-cased title of the enclosing heading
	lang     string // fence info language
	role     role
	comment  bool   // a code comment: read like prose
	note     string // extra context (tree root handling)
	example  bool   // in a data block the document introduces as an example
	quoted   bool   // in a blockquote that quotes another text verbatim
	next     string // lower-cased sentence after the mention's (sentence contexts only)
	head     string // lower-cased sentence text before the token (sentence contexts only)
	review   bool   // the document is a review of another document (isReview)
	inQuote  bool   // inside a double-quoted span of three or more words
	foreign  bool   // a proper name's possessive right before it ("Octokit's `x`")
	column   string // lower-cased header of the table column holding the mention, if any
	older    bool   // that column is an older version than another ("| v2 path | v3 path |")
	args     bool   // a word follows on the same line, unquoted ("bin/rails generate")
	garbled  bool   // a PDF's text of a font with no Unicode map (garbledGlyphs)
	words    bool   // slash-separated plain words, not a path ("get/list/watch")
	userDoc  bool   // the document is written by a user of this project (see userOfProject)
	otherDoc bool   // the whole document audits another repository (aboutOtherRepo)
	storeDoc bool   // the document is a tool's report in its output store (outputStore)
	chat     bool   // the document is a saved conversation (transcript)
	history  bool   // the document records the project as it was (historyFrom)
	deepPast bool   // in a changelog's deep past (deepHistoryFrom)
	task     int    // on a task-list line: taskOpen ("- [ ] T012 ...") or taskDone ("- [x] ...")
	ownRepo  bool   // "in the <this project> repo" names this repository (ownRepoNamed)
	consumer bool   // a .github/ file of a repository using this GitHub Action (actionConsumerFile)
	userList bool   // an item of a list introduced as someone's own files (userListItem)
	outside  bool   // in a user's document, a path whose top-level name this repository does not track
	root     string // tree entries: the root name dropped by the root rule

	status     evidence.ClaimStatus
	reason     string
	confidence float64
	suppressed bool
}

// isClaim reports whether classification kept the mention as a claim.
func (m *mention) isClaim() bool { return m.status == "" }

// collector accumulates the mentions of one document (or PDF page).
type collector struct {
	// ctx cancels extraction (see stopped); nil never cancels
	ctx          context.Context
	root         ast.Node // the parsed Markdown document, for codeParts
	calls        int
	halted       bool
	budget       *pathBudget // bounds the mentions held (see pathBudget); nil holds all
	doc          *textDoc
	man          *evidence.Manifest
	origin       string       // https://github.com/o/r of the audited repository, or ""
	aliases      []string     // other owner/name slugs of it (Options.OriginAliases)
	project      string       // the repository's name (Options.Project), or ""
	userDoc      bool         // written by a user of the project (userOfProject)
	formTemplate bool         // an issue or pull-request template: its HTML comments are read (formTemplateRE)
	siteKey      string       // a documentation site generator's front-matter key of the page, or "" (siteFrontMatterKey)
	foreignSite  string       // the other repository whose site the page is built into, or "" (foreignSites)
	name         string       // the document's name (setDocument)
	otherRepo    string       // the repository the whole document audits, when not this one (aboutOtherRepo)
	outputStore  string       // the output store of run artifacts the document sits in (outputStore)
	snippets     string       // the Writerside snippets directory of the document's topics, or "" (writersideSnippets)
	transcript   bool         // a saved conversation (transcript)
	readerBlocks map[int]bool // first lines of the blocks of the reader's code, from the first that imports this project (markReaderCode)
	historyFrom  int          // first line of the document's historical part, 0 if none (historyFrom)
	deepFrom     int          // first line of a changelog's deep past, 0 if none (deepHistoryFrom)
	elided       map[int]bool // blockquote lines -> the block elides words (elidedBlock)
	userLists    map[int]bool // path-only lines -> their list is introduced as someone's own (userListItem)
	page         int
	sections     []section
	lastHeading  [7]int     // per Markdown heading level, 1 + index in sections of its latest heading
	clone        cloneScope // the other repository a shell block cloned and entered, carried to the blocks after it
	anchors      []string   // Markdown only
	// lower-cased paragraph cache (see lowerPara)
	low        string
	lowS, lowE int
	mentions   []mention
	// seen counts the occurrences of each mention key; repeats those past
	// maxRepeats, counted and not recorded (see repeated)
	seen, repeats map[string]int
	// suppressedLines are lines an <!-- auditor-ignore --> marker covers.
	suppressedLines map[int]bool
	// review is set before extraction when the document reviews another
	// one (isReview): its blockquotes and quotations are quoted text.
	review bool
	// own holds the names of this project (nameKey form): the repository's
	// and the words of the document's title. A possessive of one of them
	// ("ParcelHub's `x`") is this project's file.
	own map[string]bool
}

// foreignPossessive reports another project's possessive right before the
// mention at off (properPossessive), a name that is not this project's.
func (c *collector) foreignPossessive(off int) bool {
	n := properPossessive(c.doc.src[max(0, off-120):off])
	return n != "" && !c.own[nameKey(n)]
}

// foreignRepoNameRE: a hyphenated repository name placing the path ("it's
// in platform-infra under `alerts/x.yaml`", "via platform-infra (`x`").
var foreignRepoNameRE = regexp.MustCompile("(?i)\\b(?:in|via|from) ([a-z0-9]+(?:-[a-z0-9]+)+) (?:under |at |in )?\\(?[`\"']*$")

// foreignRepoName reports a path placed in another repository named just
// before it: a hyphenated name that is neither this project's nor a
// tracked directory.
func (c *collector) foreignRepoName(off int) bool {
	w := c.doc.src[max(0, off-80):off]
	if !strings.Contains(w, "-") {
		return false
	}
	m := foreignRepoNameRE.FindStringSubmatch(w)
	if m == nil || c.own[nameKey(m[1])] {
		return false
	}
	return c.man == nil || len(c.man.WithSuffix(m[1])) == 0 && !c.man.HasDir(m[1])
}

// ownerPossessiveRE: a lower-case possessive right before the mention
// ("a near copy of mmseg's `mmseg/models/x.py`").
var ownerPossessiveRE = regexp.MustCompile("\\b([a-z][\\w.-]*)['’]s\\s*[`\"']*$")

// ownerPossessive reports a path whose first segment is the project a
// possessive just before it names, when that is not this project.
func (c *collector) ownerPossessive(off int, p string) bool {
	w := c.doc.src[max(0, off-60):off]
	if !strings.Contains(w, "s") || !strings.ContainsAny(w, "'’") {
		return false
	}
	m := ownerPossessiveRE.FindStringSubmatch(w)
	if m == nil || !strings.HasPrefix(strings.ToLower(p), m[1]+"/") || c.own[nameKey(m[1])] {
		return false
	}
	return c.man == nil || !c.man.HasDir(m[1])
}

// ownRepoNamedRE: "in the label-sync repo" right before or after a mention.
var ownRepoNamedRE = regexp.MustCompile(`(?i)\bin (?:the |our )?([a-z0-9][\w.-]*) (?:repo|repository|codebase|project|monorepo)\b`)

// ownRepoNamed reports a repository named next to the mention (within 80
// bytes either side) that is this project ("in the label-sync repo"),
// which the other-repository rules must not read as another one.
func (c *collector) ownRepoNamed(off int) bool {
	if len(c.own) == 0 {
		return false
	}
	end := min(off, len(c.doc.src))
	start := max(0, end-400)
	if nl := strings.LastIndexByte(c.doc.src[start:end], '\n'); nl >= 0 {
		start += nl + 1
	}
	if seg := c.doc.src[start:end]; strings.Contains(seg, "` repo") || strings.Contains(seg, "` Repo") {
		for _, m := range otherRepoClauseRE.FindAllStringSubmatch(strings.ToLower(seg), -1) {
			if c.own[nameKey(m[1][strings.IndexByte(m[1], '/')+1:])] {
				return true // "In the `eslint/eslint` repository, ... `packages/js/package.json`"
			}
		}
	}
	w := c.doc.src[max(0, off-80):min(len(c.doc.src), off+80)]
	if !strings.Contains(w, "repo") && !strings.Contains(w, "codebase") && !strings.Contains(w, "project") && !strings.Contains(w, "Repo") {
		return false
	}
	for _, m := range ownRepoNamedRE.FindAllStringSubmatch(w, -1) {
		if c.own[nameKey(m[1])] {
			return true
		}
	}
	return false
}

// installMarkers: install locations of dependencies in a document.
var installMarkers = []string{"gems/", "site-packages/", "dist-packages/", "node_modules/", "vendor/bundle/", ".cargo/registry/"}

// actionConsumerFile reports a .github/ path this repository does not
// track when the repository is a GitHub Action (action.yml at its root):
// its documents name the workflow and config files of the repositories
// that use it ("add rules in `.github/label-rules.yml`").
func (c *collector) actionConsumerFile(p string) bool {
	if c.man == nil || !strings.HasPrefix(p, ".github/") || c.man.Has(strings.TrimSuffix(p, "/")) {
		return false
	}
	return c.man.HasFile("action.yml") || c.man.HasFile("action.yaml")
}

// userListItem reports a line holding only the mention (and a comment)
// in a list that a line ending in ':' introduces as the author's or
// reader's own files ("The files involved on my side are:").
func (c *collector) userListItem(line int, tok string) bool {
	l := strings.TrimLeft(c.doc.line(line), " \t-*")
	if !strings.HasPrefix(strings.Trim(l, "`"), strings.Trim(tok, "`")) || !pathOnlyLine(strings.ReplaceAll(l, "`", "")) {
		return false
	}
	if v, ok := c.userLists[line]; ok {
		return v
	}
	var walked []int
	found := false
	for n := line - 1; n >= 1 && n > line-40; n-- {
		if v, ok := c.userLists[n]; ok {
			found = v
			break
		}
		t := strings.TrimSpace(c.doc.line(n))
		if t == "" || pathOnlyLine(strings.ReplaceAll(strings.TrimLeft(t, "-* "), "`", "")) {
			walked = append(walked, n)
			continue
		}
		if strings.HasSuffix(t, ":") {
			intro := strings.ToLower(t)
			if n > 1 {
				intro = strings.ToLower(c.doc.line(n-1)) + " " + intro // an intro wrapped over two lines
			}
			for _, cue := range userTreeCues {
				if strings.Contains(intro, cue) {
					found = true
					break
				}
			}
		}
		break
	}
	if c.userLists == nil {
		c.userLists = map[int]bool{}
	}
	c.userLists[line] = found
	for _, n := range walked {
		c.userLists[n] = found
	}
	return found
}

// pathOnlyLine reports a line holding one path-like word and at most a
// comment ("  .github/label-sync.yml   (the old config)").
func pathOnlyLine(l string) bool {
	f := strings.Fields(l)
	return len(f) > 0 && strings.ContainsAny(f[0], "./") && !strings.HasSuffix(f[0], ":") && (len(f) == 1 || strings.HasPrefix(f[1], "(") || strings.HasPrefix(f[1], "#"))
}

// userOfProject reports a document written by someone who uses this
// project as an installed dependency: it shows the project's files under
// an install location (gems/tally_ho-2.0.1/, site-packages/x/,
// node_modules/x/). There "our" and "my" files are the author's own
// application, not the project's.
func userOfProject(project string, man *evidence.Manifest, low string) bool {
	if !containsAny(low, installMarkers) {
		return false // cheap pre-check: most documents show no install location
	}
	for _, n := range packageNames(project, man) {
		lp := strings.ToLower(n)
		if lp == "" || !strings.Contains(low, lp) {
			continue
		}
		re, err := regexp.Compile(`(?:gems|site-packages|dist-packages|node_modules|vendor/bundle|\.cargo/registry)/(?:[\w.-]*/)?` + regexp.QuoteMeta(lp) + `[-/@]`)
		if err == nil && re.MatchString(low) {
			return true
		}
	}
	return false
}

// outsideTree reports a relative path whose first segment names nothing
// tracked at the repository's top level ("billing/schemas/base.py" in a
// user's issue is their application's file, not this project's).
func (c *collector) outsideTree(p string) bool {
	p = strings.TrimPrefix(p, "./")
	if c.man == nil || p == "" || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "..") {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimSuffix(p, "/"), "/")
	// "checks/type_checking.py" ends a tracked path: a partial path of
	// this project
	return !c.man.Has(first) && len(c.man.WithSuffix(strings.TrimSuffix(p, "/"))) == 0
}

// packageNames are the names this project is installed under: the
// repository's name and the packages under its src/ directory
// (flake8-tidyimports-ng installs src/tidyimports as "tidyimports").
func packageNames(project string, man *evidence.Manifest) []string {
	names := []string{project}
	if man == nil {
		return names
	}
	paths := man.Paths()
	seen := map[string]bool{}
	for i := sort.SearchStrings(paths, "src/"); i < len(paths) && strings.HasPrefix(paths[i], "src/") && len(seen) < 8; {
		d, _, ok := strings.Cut(paths[i][len("src/"):], "/")
		if !ok {
			i++
			continue
		}
		if !seen[d] {
			seen[d] = true
			names = append(names, d)
		}
		i = sort.SearchStrings(paths, "src/"+d+"0") // past "src/d/..." ('0' sorts right after '/')
	}
	return names
}

// nameKey folds a project name for comparison: lower case, letters and
// digits only ("Parcel-Hub" and "parcelhub" are one name).
func nameKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// isTitle reports a document's first line that is a title: a Markdown
// heading, or a short line that is not a sentence.
func isTitle(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasPrefix(t, "#") || len(strings.Fields(t)) <= 10 && !strings.HasSuffix(t, ".")
}

// ownNames returns the name keys of this project: project (the
// repository's name) and every word of the document's first non-empty line
// (its title, which names the project it is about).
func ownNames(project, src string) map[string]bool {
	own := map[string]bool{}
	if k := nameKey(project); k != "" {
		own[k] = true
	}
	for _, l := range strings.SplitN(src, "\n", 12) {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if !isTitle(l) {
			break
		}
		for _, w := range strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == ':' || r == ',' || r == '"' || r == '\'' }) {
			if k := nameKey(strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")); k != "" {
				own[k] = true
			}
		}
		break
	}
	return own
}

// section is a heading in force from off: title is the heading's text
// after the titles of its enclosing headings of level 2 and more ("proposal
// / new files"), so that a subsection of a plan is part of the plan. The
// document's title (level 1) is left out: "RFC: proposal for x" does not
// make its "Current state" a plan.
type section struct {
	off   int
	level int
	title string
}

// heading records a Markdown heading of level at off.
// The enclosing heading is the latest one of a level from 2 to level-1,
// found in constant time (a document of a million headings is linear).
func (c *collector) heading(off, level int, text string) {
	level = max(1, min(level, len(c.lastHeading)-1))
	title, latest := text, 0
	for l := 2; l < level; l++ {
		latest = max(latest, c.lastHeading[l])
	}
	if latest > 0 {
		title = c.sections[latest-1].title + " / " + text
	}
	c.sections = append(c.sections, section{off: off, level: level, title: title})
	c.lastHeading[level] = len(c.sections)
}

func newCollector(src string, man *evidence.Manifest, page int) *collector {
	c := &collector{doc: newTextDoc(src), man: man, page: page}
	c.suppressedLines = markerLines(c.doc)
	return c
}

const ignoreMarker = "auditor-ignore"

// markerLines returns the lines covered by inline suppression markers: the
// marker's own line and the next one.
func markerLines(d *textDoc) map[int]bool {
	if !strings.Contains(d.src, ignoreMarker) {
		return nil
	}
	out := map[int]bool{}
	for n := 1; n <= len(d.lineStarts); n++ {
		l := d.line(n)
		if strings.Contains(l, "<!--") && strings.Contains(l, ignoreMarker) {
			out[n], out[n+1] = true, true
		}
	}
	return out
}

// sectionAt returns the lower-cased heading in force at offset off.
func (c *collector) sectionAt(off int) string {
	i := sort.Search(len(c.sections), func(i int) bool { return c.sections[i].off > off })
	if i == 0 {
		return ""
	}
	return c.sections[i-1].title
}

// htmlLinkLabelRE: the rest of an <a> tag after its href value and the
// label up to </a>.
var htmlLinkLabelRE = regexp.MustCompile(`^["']?[^<>]*>[^<]{0,80}</a>`)

// addSentence records token tok found at document offset off, taking the
// surrounding sentence as context (prose, code spans, links).
func (c *collector) addSentence(kind evidence.ClaimKind, tok string, off int, r role) {
	if c.stopped() || c.dropped(kind, tok, off) || c.repeated(kind, tok) {
		return
	}
	m := c.newMention(kind, tok, off, r)
	if m == nil {
		return
	}
	ps, pe := c.doc.paragraph(m.line)
	a, b := off-ps, off-ps+len(tok)
	if a < 0 || b > pe-ps {
		a, b = 0, 0
	}
	// only the text within maxSide of the mention is read (see window)
	lo, hi := window(c.doc.src[ps:pe], a, b)
	low, lowOK := c.lowerPara(ps, pe)
	if lowOK {
		low = low[lo:hi]
	}
	cutLo, cutHi := lo > 0, ps+hi < pe
	ps, pe, a, b = ps+lo, ps+hi, a-lo, b-lo
	para := c.doc.src[ps:pe]
	ss, se := sentenceBounds(para, a, b)
	ss, se, cut := clampSentence(para, ss, se, a, b, cutLo, cutHi)
	sent := para[ss:se]
	// white space squeezed first: cue phrases and clause separators match
	// across the line breaks of wrapped text
	if lowOK && b > a {
		m.head, m.rest = squeeze(low[ss:a]), squeeze(low[b:se])
	} else {
		m.head, m.rest = squeeze(strings.ToLower(sent[:a-ss])), squeeze(strings.ToLower(sent[b-ss:]))
	}
	if kind == evidence.KindLink {
		// an HTML link's own label is no cue about it ("<a
		// href="#roadmap">Roadmap</a>" is no plan)
		m.rest = strings.TrimPrefix(m.rest, htmlLinkLabelRE.FindString(m.rest))
	}
	m.before, m.after = clauseAroundLower(m.head, m.rest)
	// in a review every quotation is the reviewed text's; elsewhere a
	// quotation after "said"/"wrote" is someone else's words
	m.inQuote = b > a && (c.review || reportedSpeechRE.MatchString(m.head)) && quoteSpan(para, a, b)
	m.context = boundContext(sent, a-ss, b-ss)
	if !cut {
		m.next = followingSentence(c.doc.src, ps+se)
	}
	c.lineRefAfter(m)
	if tc, ok := c.tableCellAt(m.line, off); ok {
		m.column = tc.header(tc.col)
		m.older = tc.olderVersion()
		if m.ref.lineStart == 0 && hasExt(m.ref.path) {
			var ok bool
			if m.ref.lineStart, m.ref.lineEnd, ok = tc.lineRange(); !ok {
				m.ref.lineStart, m.ref.lineEnd, _ = tc.rowLineRefs()
			}
		}
	}
	c.mentions = append(c.mentions, *m)
}

// squeeze turns each run of white space (a line wrapped in the middle of
// a cue: "is from another\n  project") into one space, so that cue phrases
// match across line breaks.
func squeeze(s string) string {
	if !needsCollapse(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\r':
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteByte(s[i])
	}
	if space {
		b.WriteByte(' ')
	}
	return b.String()
}

// followingSentence returns, lower-cased, the sentence that starts at or
// after from (in the same paragraph or the next one), without list or
// blockquote markers; at most 200 bytes.
func followingSentence(src string, from int) string {
	if from >= len(src) {
		return ""
	}
	t := src[from:min(len(src), from+240)]
	t = strings.TrimLeft(t, " \t\n>*-")
	if i := strings.Index(t, "\n\n"); i >= 0 {
		t = t[:i]
	}
	for i := 0; i < len(t); i++ {
		if (t[i] == '.' || t[i] == '!' || t[i] == '?') && (i+1 == len(t) || t[i+1] == ' ' || t[i+1] == '\n') {
			t = t[:i+1]
			break
		}
	}
	return strings.ToLower(strings.Join(strings.Fields(t), " "))
}

// addLine records a token whose context is its own line (fences, trees,
// plain-text command lines).
func (c *collector) addLine(kind evidence.ClaimKind, tok string, off int, r role, lang string) *mention {
	if c.stopped() || c.dropped(kind, tok, off) || c.repeated(kind, tok) {
		return nil
	}
	m := c.newMention(kind, tok, off, r)
	if m == nil {
		return nil
	}
	l := c.doc.line(m.line)
	ls := c.doc.lineStarts[m.line-1]
	a, b := off-ls, off-ls+len(tok)
	if a < 0 || b > len(l) {
		a, b = 0, 0
	}
	lo, hi := window(l, a, b) // only maxSide bytes either side are read
	l, a, b = l[lo:hi], a-lo, b-lo
	m.before, m.after = strings.ToLower(l[:a]), strings.ToLower(l[b:])
	m.context = boundContext(l, a, b)
	if kind == evidence.KindFence {
		if head := c.continuedFrom(m.line); head != "" {
			m.context = boundContext(head+" "+l, len(head)+1+a, len(head)+1+b)
		}
	}
	m.lang = lang
	c.lineRefAfter(m)
	c.mentions = append(c.mentions, *m)
	return &c.mentions[len(c.mentions)-1]
}

// continuedFrom returns the lines a shell command continues from when
// line is one of its continuation lines (the lines before it end in '\'),
// joined without the backslashes; at most three lines, else "". A
// mention's context then holds the whole command: "uv run x \ --repo
// https://github.com/user/project \ --spec specs/a.pdf".
func (c *collector) continuedFrom(line int) string {
	var parts []string
	for n := line - 1; n >= 1 && n >= line-3; n-- {
		prev := strings.TrimRight(c.doc.line(n), " \t")
		if !strings.HasSuffix(prev, "\\") {
			break
		}
		parts = append([]string{strings.TrimSpace(strings.TrimSuffix(prev, "\\"))}, parts...)
	}
	return strings.Join(parts, " ")
}

func (c *collector) newMention(kind evidence.ClaimKind, tok string, off int, r role) *mention {
	rf := refOf(kind, tok)
	if kind != evidence.KindLink && kind != evidence.KindImage {
		rf.path = c.withoutOwnSlug(rf.path)
	}
	line := c.doc.lineOf(off)
	text := c.doc.line(line)
	return &mention{
		kind: kind, ref: rf, off: off, line: line, page: c.page, role: r,
		section: c.sectionAt(off), suppressed: c.suppressedLines[line],
		quoted:   quotedBlock(text) || labelledQuote(text) || c.review && reviewQuoteLine(text) || c.elidedBlock(line),
		review:   c.review,
		foreign:  c.foreignPossessive(off) || c.foreignRepoName(off) || c.ownerPossessive(off, rf.path),
		words:    kind != evidence.KindTree && c.wordList(rf.path) || kind == evidence.KindProse && c.proseWordPair(tok, off),
		userDoc:  c.userDoc,
		otherDoc: c.otherRepo != "",
		storeDoc: c.outputStore != "",
		task:     taskState(text),
		history:  c.historyFrom > 0 && line >= c.historyFrom || c.transcript, // a chat's links point at files as they were
		deepPast: c.deepFrom > 0 && line >= c.deepFrom,
		chat:     c.transcript,
		outside:  c.userDoc && c.outsideTree(rf.path),
		consumer: c.actionConsumerFile(rf.path),
		userList: c.userListItem(line, tok),
		ownRepo:  c.ownRepoNamed(off),
		args:     argsFollowRE.MatchString(c.doc.src[min(len(c.doc.src), off+len(tok)):min(len(c.doc.src), off+len(tok)+24)]),
		garbled:  c.page > 0 && garbledGlyphs(rf.path, c.man),
	}
}

// refOf is the reference a token of kind names. Backslashes before
// punctuation are Markdown escapes ("src/\_\_init\_\_.py"; in a code span
// too, where authors write them though GitHub shows them), except in a
// code span or block whose backslashes also separate names (a Windows path,
// "`.\_targets\shop\.cartography\x.md`"): there each is a separator.
func refOf(kind evidence.ClaimKind, tok string) ref {
	rf := splitRef(strings.TrimPrefix(tok, godotResPrefix))
	switch {
	case kind == evidence.KindLink || kind == evidence.KindImage:
	case (kind == evidence.KindCode || kind == evidence.KindFence) && backslashSeparated(rf.path):
		rf.path = stripFootnote(rf.path)
	default:
		rf.path = stripFootnote(unescapeBackslashes(rf.path))
	}
	return rf
}

// backslashSeparated reports a path with a backslash before a letter or
// digit, after a leading "." or "..", or at its end: a separator, no
// Markdown escape (".\_targets\").
func backslashSeparated(p string) bool {
	if strings.HasPrefix(p, `.\`) || strings.HasPrefix(p, `..\`) || strings.HasSuffix(p, `\`) {
		return true
	}
	for i := 0; i+1 < len(p); i++ {
		if p[i] == '\\' && isAlnum(p[i+1]) {
			return true
		}
	}
	return false
}

func isAlnum(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// wordList reports slash-separated alternatives written like a path
// ("get/list/watch", "linux/mac/windows"): three or more lower-case words,
// none a conventional or tracked directory name.
func (c *collector) wordList(p string) bool {
	segs := strings.Split(strings.Trim(p, "/"), "/")
	if len(segs) < 3 || strings.Contains(p, ".") {
		return false
	}
	for _, s := range segs {
		if !plainWordRE.MatchString(s) || conventionalDirs[s] {
			return false
		}
	}
	return c.man == nil || !c.man.HasDir(segs[0])
}

var plainWordRE = regexp.MustCompile(`^[a-z]{1,12}$`)

// proseWordPair reports words joined by slashes in running text, outside
// code spans ("dataset/model cards", "training/runtime extras",
// "C-suite/VP/Director"): alternatives, even when the first word names a
// tracked directory. In the benchmark's labels, 907 such prose mentions in
// lower case and 758 with capitals are no claim, and none is a false one. A directory's trailing
// slash, a conventional directory first ("src/utils"), or a word calling
// it a folder next to it ("the agents/prompts folder") keep it a path.
func (c *collector) proseWordPair(tok string, off int) bool {
	segs := strings.Split(tok, "/")
	if len(segs) < 2 || conventionalDirs[strings.ToLower(segs[0])] {
		return false
	}
	for _, s := range segs {
		if !proseWordRE.MatchString(s) {
			return false
		}
	}
	end := off + len(tok)
	near := strings.ToLower(c.doc.src[max(0, off-16):off] + " " + c.doc.src[end:min(len(c.doc.src), end+16)])
	return !folderWordRE.MatchString(near)
}

// proseWordRE: a word of running text, capitalised, in capitals or
// hyphenated ("C-suite/VP/Director", "Email/SMS").
var proseWordRE = regexp.MustCompile(`^[A-Za-z][a-zA-Z]{0,14}(?:-[a-zA-Z]{1,14})?$`)

// folderWordRE: a word saying the token next to it is a directory.
var folderWordRE = regexp.MustCompile(`\b(?:folders?|director(?:y|ies)|dirs?|subdir(?:ectory)?|path|module|package)\b`)

// argsFollowRE: the token is followed by a lower-case word on the same
// line ("bin/rails generate"): a command with its arguments.
var argsFollowRE = regexp.MustCompile(`^ [a-z][\w:-]*`)

// stripFootnote drops a footnote number glued to a file name by a PDF or
// word-processor export ("days.py.2" -> "days.py"): a known extension
// followed by "." and one or two digits.
func stripFootnote(p string) string {
	if digitExts[strings.ToLower(path.Ext(p))] {
		return p // "libcurl.m4", "clip.mp4": the digits are the extension's
	}
	if q := strings.TrimRight(p, "0123456789"); q != p && len(p)-len(q) <= 2 && !hasExt(p) && hasExt(q) && strings.Contains(q[strings.LastIndexByte(q, '/')+1:], ".") {
		return q // "send_emails.ex3": footnote 3 glued to ".ex"
	}
	i := strings.LastIndexByte(p, '.')
	if i <= 0 || len(p)-i > 3 || len(p)-i < 2 {
		return p
	}
	for _, c := range p[i+1:] {
		if c < '0' || c > '9' {
			return p
		}
	}
	if q := p[:i]; hasExt(q) {
		return q
	}
	return p
}

// digitExts are file extensions that end in a digit.
var digitExts = setOf(".m4", ".mp3", ".mp4", ".m4a", ".m4v", ".bz2", ".p12", ".md5", ".sha1", ".sha256", ".h264", ".ec2", ".s3", ".py3", ".ps1", ".x3d", ".3mf", ".b64", ".w3c")

// labelledQuote reports a line that a reviewer labels as another
// document's words or as material handed in beside the repository
// ("Report: ...", "Claim: ...", "Submission: team3.tar.gz, slides.pdf",
// "**Claimed:** ..."): its paths are quoted or external, not claimed here.
func labelledQuote(line string) bool {
	return labelledQuoteRE.MatchString(line)
}

var labelledQuoteRE = regexp.MustCompile(`(?i)^\s*(?:[-*>]\s*)?(?:\*\*|__)?(?:report|claim|claimed|claims|quote|quoted|stated|states|they write|the report says|submission|submitted|attachments?|attached|handed in|deliverables?|(?:pitch )?deck(?:, slide \d+)?|slide \d+|pitch)(?:\*\*|__)?\s*:`)

// elidedBlock reports a line of a Markdown blockquote any line of which
// elides words with an ellipsis ("> ... builds its clause with `format!`
// ..."): the block is an excerpt of another text.
func (c *collector) elidedBlock(line int) bool {
	isQuote := func(n int) bool { return strings.HasPrefix(strings.TrimLeft(c.doc.line(n), " \t"), ">") }
	if !isQuote(line) {
		return false
	}
	if v, ok := c.elided[line]; ok {
		return v
	}
	first, last := line, line
	for first > 1 && isQuote(first-1) {
		first--
	}
	for last < len(c.doc.lineStarts) && isQuote(last+1) {
		last++
	}
	found := false
	for n := first; n <= last && !found; n++ {
		found = elisionRE.MatchString(strings.TrimLeft(c.doc.line(n), "> \t"))
	}
	if c.elided == nil {
		c.elided = map[int]bool{}
	}
	for n := first; n <= last; n++ {
		c.elided[n] = found
	}
	return found
}

// elisionRE: an ellipsis standing for left-out words ("... builds", "[...]").
var elisionRE = regexp.MustCompile(`(?:^|\s)(?:\.\.\.|…|\[\.\.\.\]|\[…\])(?:\s|$)`)

// quotedBlock reports a Markdown blockquote line whose text opens with a
// quotation mark: a verbatim quotation of another text (a reviewer quoting
// the report under review), not the author's own claim.
func quotedBlock(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if !strings.HasPrefix(t, ">") {
		return false
	}
	t = strings.TrimLeft(t, "> \t")
	for _, q := range []string{`"`, "\u201c", "\u201e", "\u00ab", "\u2018"} {
		if strings.HasPrefix(t, q) {
			return true
		}
	}
	return false
}

// lineRefAfter reads "file.go line 42" when the mention has no range yet.
func (c *collector) lineRefAfter(m *mention) {
	if m.ref.lineStart > 0 || m.ref.path == "" || !hasExt(m.ref.path) {
		return
	}
	if a, b, ok := trailingLineRef(m.after); ok {
		m.ref.lineStart, m.ref.lineEnd = a, b
	} else if a, b, ok := leadingLineRef(m.head); ok {
		m.ref.lineStart, m.ref.lineEnd = a, b
	}
}

// tableCell is a mention's place in a Markdown table row: the row's cells,
// the header row's cells (nil when none is found) and the column index.
type tableCell struct {
	cells, hdr []string
	col        int
}

// tableCellAt locates offset off on line in a table row; ok is false
// outside a table.
func (c *collector) tableCellAt(line, off int) (tableCell, bool) {
	row := c.doc.line(line)
	if !strings.HasPrefix(strings.TrimSpace(row), "|") {
		return tableCell{}, false
	}
	col := strings.Count(row[:max(0, min(len(row), off-c.doc.lineStarts[line-1]))], "|")
	return tableCell{cells: strings.Split(row, "|"), hdr: c.tableHeader(line), col: col}, true
}

// olderVersion reports a column headed by a version ("v2 path", "1.x")
// when another column is headed by a later one: the column holds the
// old names of a migration table.
func (t tableCell) olderVersion() bool {
	v, ok := headerVersion(t.header(t.col))
	if !ok {
		return false
	}
	for i := range t.hdr {
		if w, ok := headerVersion(t.header(i)); ok && i != t.col && w > v {
			return true
		}
	}
	return false
}

var headerVersionRE = regexp.MustCompile(`^(?:v|version |release )?(\d{1,4})(?:\.(?:\d{1,4}|x))*\b`)

// headerVersion reads the major version heading a column.
func headerVersion(h string) (int, bool) {
	m := headerVersionRE.FindStringSubmatch(h)
	if m == nil {
		return 0, false
	}
	v, err := strconv.Atoi(m[1])
	return v, err == nil
}

// header returns the lower-cased header of column i, or "".
func (t tableCell) header(i int) string {
	if i >= len(t.hdr) {
		return ""
	}
	return strings.ToLower(strings.TrimSpace(t.hdr[i]))
}

// lineRange reads a line number from the cell right after the mention's
// when that column's header is "Line" ("| `app/x.php` | 140 |" under "|
// File | Line |"): the row cites that line of the file.
func (t tableCell) lineRange() (int, int, bool) {
	if t.col+1 >= len(t.cells) || !lineHeaderRE.MatchString(t.header(t.col+1)) {
		return 0, 0, false
	}
	m := lineCellRE.FindStringSubmatch(strings.TrimSpace(t.cells[t.col+1]))
	if m == nil {
		return 0, 0, false
	}
	if m[2] == "" && t.header(t.col+1) == "lines" {
		// under a plural "Lines" header a single number is the file's
		// length ("| `agent/__init__.py` | 2 | Package marker |"); a
		// citation gives a range ("10-20") or heads the column "Line"
		return 0, 0, false
	}
	a, _ := strconv.Atoi(m[1])
	b := a
	if m[2] != "" {
		b, _ = strconv.Atoi(m[2])
	}
	if a <= 0 || b < a {
		return 0, 0, false
	}
	return a, b, true
}

// tableHeader returns the cells of the header row of the table holding
// line: the row above the first |---| separator above line.
func (c *collector) tableHeader(line int) []string {
	for n := line - 1; n >= 2; n-- {
		l := strings.TrimSpace(c.doc.line(n))
		if !strings.HasPrefix(l, "|") {
			return nil
		}
		if tableSepRE.MatchString(l) {
			return strings.Split(c.doc.line(n-1), "|")
		}
	}
	return nil
}

var (
	lineHeaderRE = regexp.MustCompile(`^(?:line|lines|line\(s\)|ln|line no\.?|line number|line numbers|l\.)(?: reviewed| cited| affected| range)?$`)
	lineCellRE   = regexp.MustCompile(`^[L~]?(\d{1,6})(?:\s*[-–]\s*L?(\d{1,6}))?$`)
	tableSepRE   = regexp.MustCompile(`^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$`)
)

// unescapeBackslashes drops Markdown escapes before punctuation
// ("src/\_\_init\_\_.py").
func unescapeBackslashes(s string) string {
	if !strings.Contains(s, `\`) || isWindowsAbs(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("_*`[]#!<>()-.+", s[i+1]) >= 0 {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
