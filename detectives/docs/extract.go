package docs

import (
	"context"
	"errors"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/internal/pdftext"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Format is a document format.
type Format string

// Document formats.
const (
	FormatMarkdown Format = "markdown"
	FormatText     Format = "text"
	FormatPDF      Format = "pdf"
)

// Doc is one document to read.
type Doc struct {
	// Name is the repo-relative path, or the base name of a --report file.
	Name     string
	Format   Format
	External bool
	Data     []byte
}

// Options carry what extraction may consult about the repository.
type Options struct {
	// Manifest, when set, decides whether an ambiguous prose token
	// ("tools/skills") is a path mention and where a tree's root is; it
	// never decides whether a clear path is a claim.
	Manifest *evidence.Manifest
	// Origin is the audited repository's web URL (https://github.com/o/r):
	// links into it (…/blob/main/src/x.py) are claims of src/x.py.
	Origin string
	// OriginAliases are other owner/name slugs of the audited repository
	// on GitHub (a name it had before it moved), lower-cased: links into
	// them are links into this repository too.
	OriginAliases []string
	// ForeignSites maps a documentation directory to the other GitHub
	// repository (owner/name) whose site its pages are built into
	// (foreignSites): a relative link of such a page that does not
	// resolve here is that site's page, noted NoteForeignSite.
	ForeignSites map[string]string
	// Snippets maps a Writerside module's topics directory to its snippets
	// directory (writersideSnippets): a topic's <code-block src="x.kt">
	// names snippets/x.kt.
	Snippets map[string]string
	// clones gathers the checkouts of other repositories the documents
	// clone, shared by the parallel readers of one run (cloneSet).
	clones *cloneSet
	// Project is the audited repository's name: a possessive of it
	// ("parcelhub's `x`") names this project's file, not another's.
	Project string
	// Documents are the names of the documents given to the audit from
	// outside (--report): a bare mention of one names that document, not
	// a missing repository file.
	Documents []string
	// Warn receives non-fatal problems; may be nil.
	Warn func(msg string)
	// Text, when set, receives each document's normalized text once it is
	// extracted (all pages of a PDF); it may be called concurrently.
	Text func(name, text string)
}

// sendText hands a document's text to opt.Text, if set.
func (opt Options) sendText(name, text string) {
	if opt.Text != nil {
		opt.Text(name, text)
	}
}

// pdfExtract is the PDF text extractor; tests replace it.
var pdfExtract = pdftext.Extract

// docResult is what reading one document produced.
type docResult struct {
	mentions []mention
	lines    int
	pages    int
	anchors  []string
	voice    voice          // of the whole document (all pages)
	theory   []theoryUse    // the best use of each theory term
	repeats  map[string]int // occurrences past maxRepeats, by mention key
	distinct int            // distinct mention keys met, also those the budget dropped (0: not counted)
	titled   bool           // a Markdown document opening with front matter that has a title (frontMatterTitle)
	err      error          // text could not be extracted
	code     *codeParts     // a Markdown document's code blocks and spans (command and symbol claims)
}

// read extracts and classifies the mentions of d.
func read(ctx context.Context, d Doc, opt Options) docResult {
	if err := ctx.Err(); err != nil {
		return docResult{err: err} // past the deadline: not read at all
	}
	var res docResult
	switch d.Format {
	case FormatPDF:
		res = readPDF(ctx, d, opt)
	case FormatText:
		// a plain-text export wraps and hyphenates paths as a PDF does
		c := newCollector(rejoinWrapped(normalize(string(d.Data)), opt.Manifest), opt.Manifest, 0)
		c.ctx, c.budget = ctx, newPathBudget(mentionBudget)
		opt.clones.add(c.doc.src, opt)
		c.setDocument(opt, d.Name, c.doc.src)
		opt.sendText(d.Name, c.doc.src)
		c.extractText()
		res = docResult{mentions: c.mentions, lines: c.doc.lines(), voice: voiceOf(c.doc.src), repeats: c.repeats,
			distinct: c.budget.distinct(), theory: theoryUses([]theoryPage{{text: c.doc.src}}, false)}
	default:
		src := normalize(string(d.Data))
		if isMDX(d.Name) {
			src = blankMDXComments(src)
		}
		src = reopenUnclosedFence(unwrapDocumentFence(src))
		opt.clones.add(src, opt)
		c := newCollector(src, opt.Manifest, 0)
		c.ctx, c.budget = ctx, newPathBudget(mentionBudget)
		c.setDocument(opt, d.Name, src)
		if err := c.extractMarkdown([]byte(src)); err != nil {
			return docResult{err: err, lines: c.doc.lines()}
		}
		if isMDX(d.Name) {
			c.anchors = withMDXHeadings(c.anchors, src)
		}
		opt.sendText(d.Name, src)
		code := codePartsOf(c.root, src, c.doc)
		code.historyFrom = c.historyFrom
		res = docResult{mentions: c.mentions, lines: c.doc.lines(), anchors: c.anchors, voice: voiceOf(src), repeats: c.repeats,
			distinct: c.budget.distinct(), code: code, theory: theoryUses([]theoryPage{{text: src}}, true), titled: frontMatterTitle(src)}
	}
	sort.SliceStable(res.mentions, func(i, j int) bool {
		a, b := &res.mentions[i], &res.mentions[j]
		if a.page != b.page {
			return a.page < b.page
		}
		return a.off < b.off
	})
	if err := classifyCtx(ctx, res.mentions, d, opt); err != nil {
		// cut short: no mention of a half-read document is reported
		return docResult{err: err, lines: res.lines, pages: res.pages}
	}
	return res
}

// expandShorthands rewrites a sibling written as a bare suffix right after
// a path on the same line ("`migrations/0004_x.up.sql` / `.down.sql`") to
// the full name it stands for (migrations/0004_x.down.sql).
func expandShorthands(ms []mention) {
	for i := 1; i < len(ms); i++ {
		m, prev := &ms[i], &ms[i-1]
		p := m.ref.path
		if !strings.HasPrefix(p, ".") || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "..") ||
			strings.Count(p, ".") < 2 || strings.Contains(p, "/") || prev.line != m.line || prev.page != m.page || m.off-prev.off > 120 ||
			m.kind == evidence.KindFence || !siblingSepRE.MatchString(m.before) {
			continue
		}
		dir, base := path.Split(prev.ref.path)
		stem, ext, ok := strings.Cut(base, ".")
		if !ok || stem == "" || ext == "" || path.Ext(base) != path.Ext(p) {
			continue
		}
		m.ref.path = dir + stem + p
	}
}

// siblingSepRE: the shorthand follows its sibling as an alternative or a
// list item ("`a.up.sql` / `.down.sql`", "`a.up.sql` and `.down.sql`").
var siblingSepRE = regexp.MustCompile("(?:/|\\bor|\\band|,|\\+|&)\\s*\\(?\\s*[`\"']?$")

// setDocument gives the collector what it knows of the whole document
// (all pages of a PDF): the origin, the project's own names and whether the
// document reviews another one.
func (c *collector) setDocument(opt Options, name, whole string) {
	c.origin, c.project, c.aliases = opt.Origin, opt.Project, opt.OriginAliases
	c.otherRepo = aboutOtherRepo(name, opt.Project, whole)
	c.outputStore = outputStore(name, opt.Manifest)
	c.historyFrom = historyFrom(name, whole)
	c.deepFrom = deepHistoryFrom(name, whole)
	c.transcript = transcript(name)
	c.formTemplate = formTemplateRE.MatchString(name)
	c.userDoc = userOfProject(opt.Project, opt.Manifest, strings.ToLower(whole))
	c.own = ownNames(opt.Project, whole)
	c.review = isReview(strings.ToLower(whole))
	c.siteKey = siteFrontMatterKey(whole)
	c.foreignSite = opt.foreignSiteOf(name)
	c.snippets = opt.snippetsOf(name)
	c.name = name
}

// formTemplateRE: GitHub's issue and pull-request templates. Their HTML
// comments are the instructions the person filling one in reads ("Ensure
// each step in CONTRIBUTING.rst is complete"), so they are running text.
var formTemplateRE = regexp.MustCompile(`(?i)(?:^|/)\.github/(?:pull_request_template(?:\.md)?$|PULL_REQUEST_TEMPLATE/|ISSUE_TEMPLATE/)|(?:^|/)(?:pull_request|issue)_template\.md$`)

// auditDocuments marks as not a claim a bare name (no directory) that is
// one of the audit's own documents, or this document: it names that
// document ("the reviewed `final_report.md`"), which the audit holds.
func auditDocuments(ms []mention, self string, opt Options) {
	names := map[string]bool{path.Base(self): true}
	for _, n := range opt.Documents {
		names[path.Base(n)] = true
	}
	for i := range ms {
		m := &ms[i]
		if m.isClaim() && !strings.Contains(m.ref.path, "/") && names[m.ref.path] && (opt.Manifest == nil || !opt.Manifest.Has(m.ref.path)) {
			m.status, m.reason, m.confidence = evidence.StatusNotAClaim, ReasonAuditDocument, 0.1
		}
	}
}

// foreignSlugs marks as not a claim a two-segment name with no dot in its
// second segment ("shelfhq/linkshelf") whose first segment is no directory of the audited
// repository: an owner/repo name, not a path here. Links keep their claim
// (a link target is a path by syntax).
func foreignSlugs(ms []mention, man *evidence.Manifest) {
	if man == nil || man.Len() == 0 {
		return
	}
	for i := range ms {
		m := &ms[i]
		if !m.isClaim() || m.kind == evidence.KindLink || m.kind == evidence.KindImage || m.kind == evidence.KindTree {
			continue
		}
		p := m.ref.path
		if !isSlug(p) || strings.Contains(p[strings.IndexByte(p, '/'):], ".") || man.Has(p) || dirNounAfterRE.MatchString(m.after) || scriptArgRE.MatchString(last(m.before, 80)) {
			continue
		}
		first, _, _ := strings.Cut(p, "/")
		if !man.HasDir(first) {
			m.status, m.reason, m.confidence = evidence.StatusNotAClaim, ReasonSlug, 0.3
		}
	}
}

// scriptArgRE: the token is the script an interpreter runs ("node
// --harmony examples/simple", "python3 tools/gen"): a path, whatever its
// shape.
var scriptArgRE = regexp.MustCompile(`(?:^|[\s$;&|])(?:node|nodejs|python[23]?|ruby|perl|php|bash|sh|deno(?: run)?|bun(?: run)?|ts-node|tsx|go run)(?:\s+-[-\w]*(?:=\S+)?)*\s+$`)

// readPDF extracts each page's text, repairs wrapped paths and reads the
// page as plain text; claims carry Page and the line within the page.
func readPDF(ctx context.Context, d Doc, opt Options) (res docResult) {
	defer func() {
		if r := recover(); r != nil {
			res = docResult{err: fmt.Errorf("pdf extraction panicked: %v", r)}
		}
	}()
	pdf, err := pdfExtract(ctx, d.Data)
	if err != nil {
		return docResult{err: err}
	}
	if pdf == nil {
		return docResult{err: errors.New("pdf extraction returned no document")}
	}
	if pdf.Truncated && opt.Warn != nil {
		opt.Warn(truncatedPDF(d.Name, len(pdf.Pages), pdf.PageCount))
	}
	var all strings.Builder
	for _, p := range pdf.Pages {
		all.WriteString(p.Text)
		all.WriteByte('\n')
	}
	whole := normalize(all.String())
	opt.sendText(d.Name, whole)
	res.voice = voiceOf(whole)
	lost := underscoresLost(whole)
	pages := make([]theoryPage, 0, len(pdf.Pages))
	for _, p := range pdf.Pages {
		pages = append(pages, theoryPage{number: p.Number, text: normalize(p.Text)})
	}
	res.theory = theoryUses(pages, false)
	for _, p := range pdf.Pages {
		if ctx.Err() != nil {
			return docResult{err: ctx.Err(), mentions: res.mentions, pages: res.pages}
		}
		text := rejoinGaps(rejoinWrapped(normalize(p.Text), opt.Manifest), opt.Manifest, lost)
		c := newCollector(text, opt.Manifest, p.Number)
		c.ctx = ctx
		c.setDocument(opt, d.Name, whole)
		c.extractText()
		res.mentions = append(res.mentions, c.mentions...)
		res.repeats = mergeCounts(res.repeats, c.repeats)
		res.lines += c.doc.lines()
		res.pages++
	}
	return res
}

// truncatedPDF is the warning for a PDF cut by pdftext's page or text
// limit: the claims of the pages not read were not checked.
func truncatedPDF(name string, read, total int) string {
	return fmt.Sprintf("%s: only %d of its %d pages were read (limits: %d pages, %d MiB of text); claims on later pages were not checked: split the PDF to check them",
		name, read, total, pdftext.MaxPages, pdftext.MaxTextBytes>>20)
}

// Claims extracts the claims of one document, one per distinct mention
// (path plus anchor or line range), in document order. It is the
// extraction core of the detective, exposed for tools and tests.
func Claims(ctx context.Context, d Doc, opt Options) []evidence.Claim {
	res := read(ctx, d, opt)
	var out []evidence.Claim
	groups := capMentions(d, group(res.mentions), res.distinct, nil)
	addRepeats(groups, res.repeats)
	for _, g := range groups {
		out = append(out, claimOf(d, g.rep))
	}
	return out
}

// mentionGroup is the occurrences of one distinct mention.
type mentionGroup struct {
	key   string
	rep   *mention // the occurrence reported: the first claim, else the first
	count int
}

// group deduplicates mentions by key in document order. A mention that is
// a claim anywhere in the document is reported as a claim, by its most
// explicit claiming occurrence: a link or image before a tree entry
// before a mention in a sentence or a code block (a README's "├── uv.lock
// # Locked versions" says more than its "uv sync reads `uv.lock`").
func group(ms []mention) []mentionGroup {
	idx := map[string]int{}
	var out []mentionGroup
	for i := range ms {
		m := &ms[i]
		if m.ref.path == "" && m.ref.anchor == "" {
			continue
		}
		k := m.ref.key()
		j, ok := idx[k]
		if !ok {
			idx[k] = len(out)
			out = append(out, mentionGroup{key: k, rep: m, count: 1})
			continue
		}
		g := &out[j]
		g.count++
		if m.isClaim() && (!g.rep.isClaim() || claimStrength(m.kind) > claimStrength(g.rep.kind)) {
			g.rep = m
		}
	}
	return out
}

// claimStrength orders claim kinds by how explicitly they assert a path.
func claimStrength(k evidence.ClaimKind) int {
	switch k {
	case evidence.KindLink, evidence.KindImage:
		return 2
	case evidence.KindTree:
		return 1
	}
	return 0
}

func claimOf(d Doc, m *mention) evidence.Claim {
	ctx := m.context
	if m.note != "" && m.kind != evidence.KindTree {
		ctx = strings.TrimSpace(ctx + " [" + m.note + "]")
	}
	return evidence.Claim{
		Document: d.Name, External: d.External, Line: m.line, Page: m.page, Kind: m.kind,
		Text: m.ref.path, Anchor: m.ref.anchor, LineStart: m.ref.lineStart, LineEnd: m.ref.lineEnd,
		Context: ctx, Status: m.status, Reason: m.reason, Suppressed: m.suppressed,
		Historical: m.history,
	}
}

// isBinary guards documents read from the repository.
func isBinary(data []byte) bool { return repo.IsBinary(data) }
