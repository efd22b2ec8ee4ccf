package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// lineAnchor matches GitHub line anchors: L10, L10-L20, L10C5-L20C3.
var lineAnchor = regexp.MustCompile(`^L(\d+)(?:C\d+)?(?:-L(\d+)(?:C\d+)?)?$`)

// editorLineRange matches the line fragments editors write in links
// ("#12-40", "#7": VS Code and its chat exports), when no heading has
// that slug.
var editorLineRange = regexp.MustCompile(`^(\d+)(?:-(\d+))?$`)

// isHeading reports anchor as a heading slug of a Markdown file; without
// file facts, or for another file, it is not one.
func (r *run) isHeading(file, anchor string) bool {
	if r.in.Files == nil || !isMarkdown(file) {
		return false
	}
	anchors, err := safeAnchors(r.in.Files, file)
	if err != nil {
		return true // unreadable: leave it to checkAnchor, which warns
	}
	for _, a := range anchors {
		if a == "*" || strings.EqualFold(a, anchor) {
			return true
		}
	}
	return false
}

// checkFacts checks the line range and the anchor a resolved claim cites
// against the file it resolved to. GitHub line anchors (#L10-L20) and
// editors' numeric ones (#10-20) are line references; other anchors are
// checked on Markdown files only.
func (r *run) checkFacts(e *evidence.Evidence, c *evidence.Claim, file string) {
	start, end, anchor := c.LineStart, c.LineEnd, c.Anchor
	if m := lineAnchor.FindStringSubmatch(anchor); m != nil {
		anchor = ""
		if start == 0 {
			start, _ = strconv.Atoi(m[1])
			end, _ = strconv.Atoi(m[2])
		}
	}
	if m := editorLineRange.FindStringSubmatch(anchor); m != nil && start == 0 && !r.isHeading(file, anchor) {
		if c.Historical {
			// a saved chat's "README.md#121-140": the lines as they were then
			c.Reason += "; editor line range #" + anchor + " not checked (a historical entry: the file may have changed since)"
			return
		}
		anchor = "" // "README.md#121-140" from an editor: lines 121-140
		start, _ = strconv.Atoi(m[1])
		end, _ = strconv.Atoi(m[2])
	}
	if anchor != "" && !isMarkdown(file) {
		anchor = ""
	}
	if start <= 0 && anchor == "" {
		return
	}
	if r.in.Files == nil {
		r.noFacts(c)
		return
	}
	if start > 0 {
		r.checkLines(e, c, file, max(start, end))
		return
	}
	r.checkAnchor(e, c, file, anchor)
}

func (r *run) noFacts(c *evidence.Claim) {
	c.Reason += "; line/anchor not checked (no file facts)"
	if !r.factsWarned {
		r.factsWarned = true
		r.warn(CatFactsMissing, "no file facts available: line and anchor references are not checked", "", 0)
	}
}

func (r *run) checkLines(e *evidence.Evidence, c *evidence.Claim, file string, last int) {
	n, err := safeLines(r.in.Files, file)
	if err != nil {
		c.Reason += "; line not checked"
		r.warn(CatFactsMissing, fmt.Sprintf("%s: cannot count lines of %s: %v", where(c), file, err), c.Document, c.Line)
		return
	}
	if last <= n {
		c.Reason += fmt.Sprintf("; line %d is within its %d lines", last, n)
		return
	}
	reason := fmt.Sprintf("cites line %d of %s, which has %d lines", last, file, n)
	r.finding(e, c, evidence.StatusBadLine, reason, func(cl evidence.Claim) evidence.Evidence {
		return evidence.Evidence{
			ID:         evidence.ID(evidence.Docs, ClassLineClaim, file, strconv.Itoa(last)),
			Class:      ClassLineClaim,
			Goal:       "Every line the documentation cites exists in the cited file",
			Location:   file,
			Rationale:  fmt.Sprintf("%s %s.", citedIn(&cl), reason),
			Confidence: 0.95,
			Data:       map[string]any{"cited_line": last, "file_lines": n},
		}
	})
}

func (r *run) checkAnchor(e *evidence.Evidence, c *evidence.Claim, file, anchor string) {
	if strings.Contains(c.Context, "["+evidence.NoteForeignSite) {
		// a Writerside topic's "#coroutinescope-async" for "### `CoroutineScope.async()`"
		c.Reason += fmt.Sprintf("; the page is built into another site, whose heading ids are not GitHub's: #%s not checked", anchor)
		return
	}
	if lintSkipsFragment(c.Context) {
		// "[Sponsors](#technology-sponsors) <!-- markdownlint-disable-line
		// MD051 -->": the author turned the link-fragment check off here
		c.Reason += fmt.Sprintf("; the line disables markdownlint's link-fragment check (MD051): #%s not checked", anchor)
		return
	}
	anchors, err := safeAnchors(r.in.Files, file)
	if err != nil {
		c.Reason += "; anchor not checked"
		r.warn(CatFactsMissing, fmt.Sprintf("%s: cannot read the anchors of %s: %v", where(c), file, err), c.Document, c.Line)
		return
	}
	for _, a := range anchors {
		if a == "*" {
			c.Reason += fmt.Sprintf("; anchors of %s are generated when its site is built (API directives, explicit ids), #%s not checked", file, anchor)
			return
		}
		// GitHub renders ids with a "user-content-" prefix, and a link may
		// name the rendered id (#user-content-table for <a id="table">)
		if strings.EqualFold(a, anchor) || strings.EqualFold("user-content-"+a, anchor) {
			c.Reason += fmt.Sprintf("; heading #%s exists", anchor)
			return
		}
	}
	if a, b, ok := nestedAnchor(anchors, anchor); ok {
		c.Reason += fmt.Sprintf("; #%s joins the headings #%s and #%s, as sites that nest their heading ids write them (svelte.dev)", anchor, a, b)
		return
	}
	if strings.EqualFold(anchor, "readme") && strings.HasPrefix(strings.ToLower(path.Base(file)), "readme") {
		// GitHub renders a README inside an element with id "readme"
		c.Reason += "; #readme is the id GitHub gives a rendered README"
		return
	}
	if r.vitePress() {
		for _, a := range anchors {
			if vitePressFold(a) == vitePressFold(anchor) {
				c.Reason += fmt.Sprintf("; heading #%s exists on the VitePress site (#%s on GitHub)", anchor, a)
				return
			}
		}
	}
	reason := fmt.Sprintf("links to #%s, which is not a heading of %s", anchor, file)
	r.finding(e, c, evidence.StatusBadAnchor, reason, func(cl evidence.Claim) evidence.Evidence {
		return evidence.Evidence{
			ID:         evidence.ID(evidence.Docs, ClassAnchorClaim, file, anchor),
			Class:      ClassAnchorClaim,
			Goal:       "Every heading the documentation links to exists",
			Location:   file,
			Rationale:  fmt.Sprintf("%s %s.", citedIn(&cl), reason),
			Confidence: 0.9,
		}
	})
}

func isMarkdown(p string) bool {
	l := strings.ToLower(p)
	return strings.HasSuffix(l, ".md") || strings.HasSuffix(l, ".markdown") || strings.HasSuffix(l, ".mdx")
}

// safeLines and safeAnchors call the callbacks, turning a panic into an
// error so that one bad file cannot stop the aggregation.
func safeLines(f FileFacts, p string) (n int, err error) {
	defer recoverInto(&err)
	return f.LineCount(p)
}

func safeAnchors(f FileFacts, p string) (a []string, err error) {
	defer recoverInto(&err)
	return f.Anchors(p)
}

func recoverInto(err *error) {
	if v := recover(); v != nil {
		*err = fmt.Errorf("panic: %v", v)
	}
}

// vitePress reports a repository that builds a VitePress site, whose
// heading anchors turn "_" and "." into "-" (mdit-vue's slugify:
// "`TASK_VERBOSE`" is #task-verbose, "`remote.cache-dir`"
// #remote-cache-dir, where GitHub keeps them).
func (r *run) vitePress() bool {
	for _, root := range r.siteRoots() {
		if r.x.m.HasDir(path.Join(root, ".vitepress")) {
			return true
		}
	}
	return false
}

// vitePressFold maps a GitHub slug and a VitePress one of the same
// heading to one string.
func vitePressFold(a string) string {
	a = strings.ToLower(strings.NewReplacer("_", "-", ".", "-").Replace(a))
	for strings.Contains(a, "--") {
		a = strings.ReplaceAll(a, "--", "-")
	}
	return strings.Trim(a, "-")
}

// nestedAnchor reports an anchor written with capitals that joins two of
// a page's heading ids with "-" ("#Environment-variables-IDLE_TIMEOUT" for
// "## Environment variables" over "### IDLE_TIMEOUT"): the id a site that
// nests its headings' ids gives the inner heading. GitHub's ids are lower
// case, so a link written in capitals was written for such a site.
func nestedAnchor(anchors []string, anchor string) (string, string, bool) {
	if strings.ToLower(anchor) == anchor {
		return "", "", false
	}
	for _, a := range anchors {
		rest, ok := cutPrefixFold(anchor, a+"-")
		if !ok || rest == "" {
			continue
		}
		for _, b := range anchors {
			if strings.EqualFold(rest, b) {
				return a, b, true
			}
		}
	}
	return "", "", false
}

// cutPrefixFold is strings.CutPrefix ignoring case.
func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// lintSkipsFragment reports a line that turns off markdownlint's
// link-fragment rule for itself (MD051, link-fragments).
func lintSkipsFragment(line string) bool {
	i := strings.Index(line, "markdownlint-disable-line")
	if i < 0 {
		return false
	}
	rest := line[i:]
	if j := strings.Index(rest, "-->"); j >= 0 {
		rest = rest[:j]
	}
	rules := strings.TrimSpace(strings.TrimPrefix(rest, "markdownlint-disable-line"))
	return rules == "" || strings.Contains(rules, "MD051") || strings.Contains(rules, "link-fragments")
}
