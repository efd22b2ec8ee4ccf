package docs

import (
	"bytes"
	"context"
	"html"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"

	"github.com/repo-auditor/auditor/internal/mdparse"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

var mdParser = goldmark.New().Parser()

// parseMarkdown parses src, turning a parser panic into an error.
func parseMarkdown(src []byte) (root ast.Node, err error) {
	return mdparse.Parse(context.Background(), mdParser, src)
}

// extractMarkdown records every mention of a Markdown document. The parse
// is skipped, or stops, once the collector's context is done: the error
// is then the context's.
func (c *collector) extractMarkdown(src []byte) error {
	ctx := c.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	root, err := mdparse.Parse(ctx, mdParser, src)
	if err != nil {
		return err
	}
	c.anchors = anchorsOf(root, src, sectionPage(c.name), !githubPage(c.name))
	c.root = root
	prose := make([]bool, len(src)) // bytes of running text
	code := make([]bool, len(src))  // bytes that are never running text
	err = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if c.stopped() {
			return ast.WalkStop, nil // cancelled: the rest of the tree is not visited
		}
		c.prune()
		return c.visit(n, src, prose, code), nil
	})
	if err != nil {
		return err
	}
	c.hugoFileTrees(src, prose)
	c.proseTrees(prose)
	c.proseFromMask(src, prose, code)
	c.markReaderCaptions()
	if c.halted {
		return ctx.Err() // cut short: the document's later passes are not run
	}
	c.lineLabels()
	c.lineWordsOnLine()
	return nil
}

// visit handles one node; it returns WalkSkipChildren for nodes whose
// children it consumed.
func (c *collector) visit(n ast.Node, src []byte, prose, code []bool) ast.WalkStatus {
	switch n := n.(type) {
	case *ast.Heading:
		if n.Lines().Len() > 0 {
			c.heading(n.Lines().At(0).Start, n.Level, strings.ToLower(inlineText(n, src)))
		}
	case *ast.FencedCodeBlock:
		lang := ""
		if l := n.Language(src); l != nil {
			lang = strings.ToLower(string(l))
		}
		c.fence(lang, blockLines(n, src))
		return ast.WalkSkipChildren
	case *ast.CodeBlock:
		c.fence("", blockLines(n, src))
		return ast.WalkSkipChildren
	case *ast.List:
		if c.listTree(n, src) {
			return ast.WalkSkipChildren
		}
	case *ast.HTMLBlock:
		if c.formTemplate && n.HTMLBlockType == ast.HTMLBlockType2 {
			commentProse(n, src, prose)
			return ast.WalkSkipChildren
		}
		for _, l := range blockLines(n, src) {
			c.html(l.text, l.start)
		}
		return ast.WalkSkipChildren
	case *ast.RawHTML:
		for i := 0; i < n.Segments.Len(); i++ {
			s := n.Segments.At(i)
			c.html(string(s.Value(src)), s.Start)
		}
		return ast.WalkSkipChildren
	case *ast.CodeSpan:
		c.codeSpan(n, src, code)
		return ast.WalkSkipChildren
	case *ast.Link:
		// The target carries the claim; the label only describes it, except
		// for images nested in it (badges, linked logos).
		c.link(evidence.KindLink, string(n.Destination), n.Pos(), src)
		_ = ast.Walk(n, func(ch ast.Node, entering bool) (ast.WalkStatus, error) {
			if img, ok := ch.(*ast.Image); ok && entering {
				c.link(evidence.KindImage, string(img.Destination), img.Pos(), src)
			}
			return ast.WalkContinue, nil
		})
		return ast.WalkSkipChildren
	case *ast.Image:
		c.link(evidence.KindImage, string(n.Destination), n.Pos(), src)
		return ast.WalkSkipChildren
	case *ast.AutoLink:
		c.link(evidence.KindLink, string(n.URL(src)), n.Pos(), src)
		return ast.WalkSkipChildren
	case *ast.Text:
		for i := n.Segment.Start; i < n.Segment.Stop && i < len(prose); i++ {
			prose[i] = true
		}
	}
	return ast.WalkContinue
}

// commentProse marks the text of an HTML comment block, between "<!--"
// and "-->", as running text.
func commentProse(n *ast.HTMLBlock, src []byte, prose []bool) {
	lines := blockLines(n, src)
	if n.HasClosure() {
		c := n.ClosureLine
		lines = append(lines, span{string(c.Value(src)), c.Start, c.Stop})
	}
	for _, l := range lines {
		from, to := l.start, l.start+len(l.text)
		if i := strings.Index(l.text, "<!--"); i >= 0 {
			from = l.start + i + len("<!--")
		}
		if i := strings.Index(l.text, "-->"); i >= 0 {
			to = l.start + i
		}
		for i := from; i < to && i < len(prose); i++ {
			prose[i] = true
		}
	}
}

// blockLines returns the lines of a block node with their offsets.
func blockLines(n ast.Node, src []byte) []span {
	ls := n.Lines()
	out := make([]span, 0, ls.Len())
	for i := 0; i < ls.Len(); i++ {
		s := ls.At(i)
		out = append(out, span{strings.TrimRight(string(s.Value(src)), "\r\n"), s.Start, s.Stop})
	}
	return out
}

// inlineText is the plain text of a node's inline children.
func inlineText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
			if c.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		case *ast.RawHTML:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// codeSpan records the path in an inline code span, or the words of a
// command line quoted in one ("cp .env.example .env").
func (c *collector) codeSpan(n *ast.CodeSpan, src []byte, code []bool) {
	var segs []span
	for ch := n.FirstChild(); ch != nil; ch = ch.NextSibling() {
		if t, ok := ch.(*ast.Text); ok {
			segs = append(segs, span{string(t.Segment.Value(src)), t.Segment.Start, t.Segment.Stop})
			for i := t.Segment.Start; i < t.Segment.Stop && i < len(code); i++ {
				code[i] = true
			}
		}
	}
	for _, s := range segs {
		body := strings.TrimSpace(s.text)
		if body == "" {
			continue
		}
		lead := strings.Index(s.text, body)
		if strings.Contains(body, "{{") || strings.Contains(body, "{%") {
			continue // a template expression (`{{ partial "name.html" . }}`), not a path
		}
		if spacedName(body) {
			if last := labelledName(body, c.man); last != "" {
				// "U1 config.py": a label before a file of the tree
				c.addSentence(evidence.KindCode, last, s.start+lead+len(body)-len(last), roleNone)
				continue
			}
			c.addSentence(evidence.KindCode, body, s.start+lead, roleNone) // one name with spaces
			continue
		}
		if looksLikeCommand(body) {
			ws := shellWords(body)
			roles := commandRoles(ws, false)
			for i, w := range ws {
				t := trimCode(w)
				if c.mentionable(t.text, false) {
					c.addSentence(evidence.KindCode, t.text, s.start+lead+t.start, roles[i])
				}
			}
			continue
		}
		t := trimCode(span{body, 0, len(body)})
		if strings.ContainsAny(t.text, " \t") || strings.HasSuffix(body, "!") || strings.HasSuffix(body, "?") {
			continue // "shift.lock!": a method call, not a file
		}
		if c.mentionable(t.text, false) || knownNames[t.text] {
			c.addSentence(evidence.KindCode, t.text, s.start+lead+t.start, roleNone)
		}
	}
}

// link records a link or image target found at node position pos. It
// reports whether the target is external (a URL), whose label is then not
// read as prose.
func (c *collector) link(kind evidence.ClaimKind, dest string, pos int, src []byte) bool {
	dest = strings.TrimSpace(dest)
	if dest == "" {
		return false
	}
	off := locate(src, pos, dest)
	if p, ok := c.ownBlobTarget(dest); ok {
		c.addSentence(kind, p, off, roleNone)
		c.mentions[len(c.mentions)-1].note = evidence.NoteOwnGitHubLink + dest
		return true
	}
	if p, ok := c.localCheckoutPath(dest); ok {
		c.addSentence(kind, p, off, roleNone)
		c.mentions[len(c.mentions)-1].note = evidence.NoteOwnCheckout + dest
		return true
	}
	external := isURL(dest) || strings.HasPrefix(strings.ToLower(dest), "mailto:") || strings.HasPrefix(strings.ToLower(dest), "tel:")
	n := len(c.mentions)
	c.addSentence(kind, unescapeLink(dest), off, roleNone)
	if c.siteKey != "" && len(c.mentions) > n && strings.HasPrefix(dest, "/") && !strings.HasPrefix(dest, "//") {
		c.mentions[len(c.mentions)-1].note = evidence.NoteSitePage + c.siteKey
	}
	if c.foreignSite != "" && len(c.mentions) > n && !external && !strings.HasPrefix(dest, "/") && !strings.HasPrefix(dest, "#") {
		c.mentions[len(c.mentions)-1].note = evidence.NoteForeignSite + c.foreignSite
	}
	return external
}

// locate finds dest in src at or after pos (the node's start); it falls
// back to pos.
func locate(src []byte, pos int, dest string) int {
	if pos < 0 || pos > len(src) {
		pos = 0
	}
	end := min(len(src), pos+4096)
	if i := bytes.Index(src[pos:end], []byte(dest)); i >= 0 {
		return pos + i
	}
	return pos
}

var reBlob = regexp.MustCompile(`^https?://github\.com/([^/]+/[^/]+)/(?:blob|tree|raw)/([^/]+)/(.+)$`)

// pinnedRefRE: a commit a link is pinned to: the link shows the file as
// it was there, not in the audited tree. (A release tag's link is still
// read as the file today: projects link their docs at the tag they ship.)
var pinnedRefRE = regexp.MustCompile(`^[0-9a-f]{7,40}$`)

// ownBlobPath maps a GitHub link into the audited repository
// (https://github.com/o/r/blob/main/src/x.py) to the root-relative path it
// names ("/src/x.py": from the repository root, wherever the citing
// document sits): the
// origin's, or when the origin is unknown any o/r whose r is the
// project's name. A link pinned to a commit (…/blob/62eff1f/src/x.rs) is
// a permalink to that revision and stays a URL.
func (c *collector) ownBlobPath(dest string) (string, bool) {
	m := reBlob.FindStringSubmatch(dest)
	if m == nil || pinnedRefRE.MatchString(m[2]) || otherBranch(m[2]) {
		return "", false
	}
	if c.origin != "" {
		return "/" + m[3], strings.EqualFold("https://github.com/"+m[1], strings.TrimSuffix(c.origin, ".git")) || slices.Contains(c.aliases, strings.ToLower(m[1]))
	}
	// origin unknown (a plain directory, a clone without remote): a link
	// to a repository of the project's own name is taken as this one
	_, repo, _ := strings.Cut(m[1], "/")
	return "/" + m[3], c.project != "" && strings.EqualFold(repo, c.project)
}

// withoutOwnSlug drops a leading owner/name of the audited repository (or
// of a name it had, as ownBlobPath takes them) from a path written under
// it, as a Go import path is ("the API client in
// `prometheus/client_golang/api/…`" is api/); p is kept otherwise.
func (c *collector) withoutOwnSlug(p string) string {
	owner, rest, ok := strings.Cut(p, "/")
	name, rest, ok2 := strings.Cut(rest, "/")
	if !ok || !ok2 || rest == "" || c.origin == "" {
		return p
	}
	slug := p[:len(owner)+1+len(name)]
	if strings.EqualFold(slug, originSlug(c.origin)) || slices.ContainsFunc(c.aliases, func(a string) bool { return strings.EqualFold(a, slug) }) {
		return rest
	}
	return p
}

// otherBranch reports a link's ref naming a branch other than a mainline
// one and no release tag (ratatui's "blob/images/examples/demo.gif"): the
// file is on that branch, not in the audited tree, so the link stays a URL.
func otherBranch(ref string) bool {
	return !mainlineRefs[strings.ToLower(ref)] && !versionRefRE.MatchString(ref)
}

// mainlineRefs are the names a repository's default branch goes by.
var mainlineRefs = setOf("main", "master", "head", "trunk", "develop", "development", "dev", "default", "canary", "next", "stable", "latest")

// versionRefRE is a release tag a link is pinned to: v1.5.0-RC, 18.9b0.
var versionRefRE = regexp.MustCompile(`^v?\d+(?:\.\d+)*(?:[-.+]?[A-Za-z][\w.]*)?$`)

// ownBlobTarget is ownBlobPath with a tag-pinned link's heading anchor
// dropped: "blob/v1.5.0-RC/docs/json.md#encoding-literal" shows that
// release's headings, which today's file need not have. Its line anchors
// (#L10-L20) stay, like the file itself, read in today's tree.
func (c *collector) ownBlobTarget(dest string) (string, bool) {
	p, ok := c.ownBlobPath(dest)
	if !ok {
		return p, ok
	}
	if m := reBlob.FindStringSubmatch(dest); m != nil && versionRefRE.MatchString(m[2]) {
		if file, frag, found := strings.Cut(p, "#"); found && !strings.HasPrefix(frag, "L") {
			p = file
		}
	}
	return p, true
}

// localCheckoutPath maps a file:// link into the author's own checkout of
// this repository, as an editor or a coding assistant writes it
// ("file:///c:/me/TRP1/Project-Chimera/docs/GUIDE.md"), to the
// root-relative path after the directory of the project's name
// ("/docs/GUIDE.md"). A file:// link elsewhere stays a local URL.
func (c *collector) localCheckoutPath(dest string) (string, bool) {
	rest, ok := cutPrefixFold(dest, "file://")
	if !ok || c.project == "" {
		return "", false
	}
	rest = strings.ReplaceAll(rest, `\`, "/")
	if u, err := url.PathUnescape(rest); err == nil {
		rest = u
	}
	low, key := strings.ToLower(rest), "/"+strings.ToLower(c.project)+"/"
	i := strings.LastIndex(low, key)
	if i < 0 {
		return "", false
	}
	p := rest[i+len(key)-1:]
	return p, len(p) > 1
}

func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

var (
	reHref   = regexp.MustCompile(`(?i)\b(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)
	reAnchor = regexp.MustCompile(`(?i)<[a-z][^>]*?\b(?:name|id)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)
)

// html records href/src targets of raw HTML at document offset base.
func (c *collector) html(s string, base int) {
	for _, m := range reHref.FindAllStringSubmatchIndex(s, -1) {
		if boundAttr(s, m[2]) {
			continue // Vue's :href="dep.funding", JSX's href={url}: an expression, not a path
		}
		kind := evidence.KindLink
		if strings.EqualFold(s[m[2]:m[3]], "src") {
			kind = evidence.KindImage
		}
		for g := 4; g < 10; g += 2 {
			if m[g] >= 0 && m[g+1] > m[g] {
				v := s[m[g]:m[g+1]]
				if strings.IndexByte(v, '&') >= 0 {
					v = html.UnescapeString(v) // src="https:&#x2F;&#x2F;github.com&#x2F;x.png" is a URL
				}
				if p, ok := c.ownBlobPath(v); ok {
					v = p
				}
				if at := base + m[0]; c.snippets != "" && at <= len(c.doc.src) && codeBlockTag(c.doc.src[max(0, at-400):at]) {
					v = c.snippetPath(v)
				}
				c.addSentence(kind, unescapeLink(v), base+m[g], roleNone)
			}
		}
	}
}

// boundAttr reports an attribute whose value a template evaluates: Vue's
// ":href" or "v-bind:src" (the name at s[at:]) or a JSX "href={...}".
func boundAttr(s string, at int) bool {
	if at > 0 && (s[at-1] == ':' || s[at-1] == '@') {
		return true
	}
	rest := strings.TrimLeft(s[at:], "hrefsrcHREFSRC")
	rest = strings.TrimLeft(rest, " \t=")
	return strings.HasPrefix(rest, "{")
}

// proseFromMask tokenizes running text line by line. Emphasis and escape
// delimiters next to running text are kept so that "__init__.py" is one
// token; everything else outside running text is blanked.
func (c *collector) proseFromMask(src []byte, prose, code []bool) {
	buf := make([]byte, len(src))
	for i := range src {
		switch {
		case prose[i]:
			buf[i] = src[i]
		case src[i] == '\n':
			buf[i] = '\n'
		default:
			buf[i] = ' '
		}
	}
	keepDelimiters(src, prose, code, buf)
	d := c.doc
	for n := 1; n <= len(d.lineStarts) && !c.stopped(); n++ {
		s := d.lineStarts[n-1]
		e := len(buf)
		if n < len(d.lineStarts) {
			e = d.lineStarts[n] - 1
		}
		if s >= e || len(bytes.TrimSpace(buf[s:e])) == 0 {
			continue
		}
		c.prune()
		c.proseLine(string(buf[s:e]), s)
	}
}

// keepDelimiters copies runs of '*', '_' and '\' that touch running text.
func keepDelimiters(src []byte, prose, code []bool, buf []byte) {
	isDelim := func(b byte) bool { return b == '*' || b == '_' || b == '\\' }
	for i := 0; i < len(src); {
		if !isDelim(src[i]) || prose[i] || code[i] {
			i++
			continue
		}
		j := i
		for j < len(src) && isDelim(src[j]) && !prose[j] && !code[j] {
			j++
		}
		if i > 0 && prose[i-1] && src[i-1] != ' ' || j < len(src) && prose[j] && src[j] != ' ' {
			copy(buf[i:j], src[i:j])
		}
		i = j
	}
}
