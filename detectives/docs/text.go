package docs

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// extractText records the mentions of plain text (a text document or one
// PDF page): tree drawings become tree claims, command lines are read as
// shell, everything else as prose. Markdown-ish backticks in plain text
// are treated like code spans only by trimming.
func (c *collector) extractText() {
	d := c.doc
	for n := 1; n <= len(d.lineStarts); n++ {
		l := d.line(n)
		alone := strings.TrimSpace(d.line(n-1)) == "" && strings.TrimSpace(d.line(n+1)) == ""
		if isTextHeading(l) || alone && isTitleLine(l) || labelLineRE.MatchString(l) || listLabel(l, d.line(n+1)) {
			t := strings.ToLower(strings.TrimSpace(l))
			c.sections = append(c.sections, section{off: d.lineStarts[n-1], title: t})
		}
	}
	blocks, used := textTreeBlocks(d)
	for _, b := range blocks {
		c.addTree(b, true, c.treeCueBefore(b[0].start))
	}
	for n := 1; n <= len(d.lineStarts); n++ {
		if used[n] {
			continue
		}
		c.prune()
		l := d.line(n)
		start := d.lineStarts[n-1]
		if isCommandLine(l) {
			c.shellLines([]span{{l, start, start + len(l)}}, "")
			continue
		}
		c.proseLine(l, start)
	}
}

// labelLineRE: a plain-text line that labels the lines below it
// ("Attachments:", "Files handed in:").
var labelLineRE = regexp.MustCompile(`^[A-Z][A-Za-z -]{2,30}:\s*$`)

// listLabel reports a short unpunctuated line ("Files removed", "Action
// items") followed by an indented line: it labels the list below.
func listLabel(l, next string) bool {
	t := strings.TrimSpace(l)
	if t == "" || t != strings.TrimRight(l, " \t") || len(strings.Fields(t)) > 4 || strings.ContainsAny(t, ".,;:/`()") {
		return false
	}
	if t[0] < 'A' || t[0] > 'Z' {
		return false
	}
	return strings.HasPrefix(next, "  ") && strings.TrimSpace(next) != ""
}

// isTextHeading reports a heading line of plain text or PDF: short, not a
// sentence (no final period, comma or colon... a colon is allowed), and
// either in capitals ("APPENDIX B. REFERENCES", "FUTURE WORK") or numbered
// ("4.2 Future work", "5 References").
func isTextHeading(l string) bool {
	t := strings.TrimSpace(l)
	words := strings.Fields(t)
	if len(t) < 3 || len(t) > 80 || len(words) > 8 || strings.HasSuffix(t, ".") || strings.HasSuffix(t, ",") {
		return false
	}
	letters, upper := 0, 0
	for _, r := range t {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	if letters < 3 || strings.ContainsAny(t, "/`|[]()") {
		return false
	}
	if upper == letters {
		return true
	}
	return numberedHeading.MatchString(t)
}

// isTitleLine reports a short capitalised line without final punctuation
// ("References", "What I would do next"): a heading when it stands alone
// between blank lines.
func isTitleLine(l string) bool {
	t := strings.TrimSpace(l)
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 6 || len(t) > 60 || strings.ContainsAny(t, "/`|[](){}.,;") {
		return false
	}
	r := []rune(t)[0]
	return unicode.IsUpper(r) && !strings.HasSuffix(t, ":")
}

var numberedHeading = regexp.MustCompile(`^\d+(\.\d+)*\.?\s+\p{Lu}[\p{L} '-]*$`)

// isCommandLine reports a plain-text line that is a shell command: a
// prompt, or a first word that is a common command followed by arguments.
func isCommandLine(l string) bool {
	t := strings.TrimSpace(l)
	if strings.HasPrefix(t, "$ ") || strings.HasPrefix(t, "% ") {
		return true
	}
	f := strings.Fields(t)
	return len(f) >= 2 && commandWords[f[0]]
}

var commandWords = setOf("cp", "mv", "cd", "cat", "touch", "mkdir", "python", "python3", "pip",
	"go", "npm", "npx", "yarn", "pnpm", "uv", "poetry", "make", "docker", "git", "bash", "sh",
	"node", "cargo", "pytest", "ls", "rm", "tee", "chmod", "source", "export", "curl", "wget")

// rejoinWrapped repairs paths broken across lines by PDF layout:
// "src/nodes/detective" + "s.py", "audit/" + "report_x/y.md" and the
// hyphenated "judg-" + "es.py". A line is joined with the first word of
// the next only when it ends in a path fragment, is nearly as long as the
// page's longest line (layout wrapped it), and the joined word is a path.
func rejoinWrapped(page string, man *evidence.Manifest) string {
	lines := strings.Split(page, "\n")
	width := 0
	laidOut := make([]int, len(lines)) // each line's length as laid out, before joins moved words
	for i, l := range lines {
		laidOut[i] = len([]rune(strings.TrimRight(l, " ")))
		width = max(width, laidOut[i])
	}
	for i := 0; i+1 < len(lines); i++ {
		cur := strings.TrimRight(lines[i], " \t")
		next := strings.TrimLeft(lines[i+1], " \t")
		nf := strings.Fields(next)
		cf := strings.Fields(cur)
		if len(nf) == 0 || len(cf) == 0 {
			continue
		}
		// a short line was not wrapped by layout, unless it ends in a
		// hyphenated path fragment ("app/services/waitlist_pro-")
		last := cf[len(cf)-1]
		if laidOut[i] < max(30, width*6/10) && !hyphenatedPath(last, nf[0], man) && !(strings.HasSuffix(last, "_") && strings.Contains(last, "/")) && !(strings.HasSuffix(last, "/") && strings.Count(last, "/") >= 2 && hasExt(strings.TrimRight(nf[0], trailTrim))) {
			continue
		}
		if strings.HasPrefix(nf[0], "/") && absRootRE.MatchString(nf[0]) {
			continue // "this file" + "/Users/dan/x.txt": an absolute path of its own
		}
		joined, ok := joinFragments(cf[len(cf)-1], nf[0], man)
		if !ok {
			continue
		}
		lines[i] = cur[:len(cur)-len(cf[len(cf)-1])] + joined
		lines[i+1] = strings.TrimLeft(next[len(nf[0]):], " ")
		if strings.TrimSpace(lines[i+1]) == "" && i+2 < len(lines) && strings.HasSuffix(joined, "-") {
			// "Sources/" + "SproutCore/.../SwiftDataPlant-" + "Store.swift": the
			// joined word wraps again; join it with the line after
			lines = append(lines[:i+1], lines[i+2:]...)
			laidOut = append(laidOut[:i+1], laidOut[i+2:]...)
			i--
		}
	}
	return strings.Join(lines, "\n")
}

// lineSuffixRE is a line reference after a file name (":102", ":54:22").
var lineSuffixRE = regexp.MustCompile(`:\d+(?::\d+)?$`)

// hyphenatedPath reports a line ending in a path fragment broken with a
// hyphen ("app/services/waitlist_pro-") or whose hyphenated join with the
// next word ends a tracked path ("docker-" + "compose.yml"): joined even
// when the line is short.
func hyphenatedPath(tail, head string, man *evidence.Manifest) bool {
	if !strings.HasSuffix(tail, "-") {
		return false
	}
	if strings.Contains(tail, "/") {
		return true
	}
	j := strings.TrimRight(strings.TrimLeft(tail, leadTrim)+head, trailTrim)
	return man != nil && len(man.WithSuffix(j)) > 0
}

// absRootRE: the roots of absolute paths on a user's machine.
var absRootRE = regexp.MustCompile(`^/(?:Users|home|var|etc|tmp|opt|usr|root|mnt|srv|private|Volumes)/`)

// urlWraps reports a URL at the end of a wrapped line that goes on at the
// start of the next: "http://www.cs.cornell.edu/people/pabo/" +
// "movie-review-data/x.txt", "http://www.cs.cornell." + "edu/people/x",
// "http:" + "//xxx.lanl.gov/pdf": the next line's word is the URL's tail,
// not a path of its own. A URL ending a sentence ("see https://x.org.")
// does not wrap unless the next word goes on with a domain's suffix.
func urlWraps(url, head string) bool {
	switch url[len(url)-1] {
	case '/', '-', '_', '%', '=', '?', '&', '#', '~':
		return true
	case ':':
		return strings.HasPrefix(head, "//")
	case '.':
		tld, _, _ := strings.Cut(head, "/")
		tld, _, _ = strings.Cut(tld, ".")
		return topLevelDomains[strings.ToLower(tld)]
	}
	return false
}

var topLevelDomains = setOf("com", "org", "net", "edu", "gov", "io", "dev", "ai", "co", "uk", "de", "fr", "jp", "cn", "ca", "au", "in", "us", "info", "app", "me")

// joinFragments decides whether tail (end of a line) and head (start of
// the next) are one path split by layout, and returns the joined word.
func joinFragments(tail, head string, man *evidence.Manifest) (string, bool) {
	t := strings.TrimLeft(tail, leadTrim)
	if t == "" {
		return "", false
	}
	if isURL(t) || t == "http:" || t == "https:" {
		return tail + head, urlWraps(t, head)
	}
	endsSentence := strings.ContainsAny(t[len(t)-1:], ".,;:!?)") && !strings.HasSuffix(t, "/")
	if j := strings.TrimRight(t+head, trailTrim); man != nil && strings.Contains(j, "/") && man.Has(strings.TrimPrefix(j, "./")) {
		return tail + head, true // "src/Command/SendCutoffReminders" + "Command.php)": a tracked path
	}
	h0 := head[0]
	// "Tests/Plant-" + "ListViewModelTest.swift", "components/" + "QueueBoard.tsx)"
	camel := h0 >= 'A' && h0 <= 'Z' && (strings.HasSuffix(t, "-") || strings.HasSuffix(t, "/")) && strings.Contains(t, "/")
	if !(h0 >= 'a' && h0 <= 'z' || h0 >= '0' && h0 <= '9' || h0 == '_' || h0 == '.' || h0 == '/' || camel) {
		return "", false
	}
	if j := strings.TrimRight(t+head, trailTrim); man != nil && strings.Contains(j, "/") && man.Has(strings.TrimPrefix(j, "./")) {
		return tail + head, true // "include/x/predicates." + "hpp": a tracked path
	}
	if endsSentence {
		return "", false
	}
	if first, _, ok := strings.Cut(strings.TrimLeft(head, leadTrim), "/"); ok && man != nil && man.HasDir(first) && hasExt(t) {
		return "", false // "Pages/DriverDetail.razor" + "src/Web/x.cs": two paths, one per line
	}
	if strings.HasSuffix(t, "-") {
		a := tail[:len(tail)-1] + head
		b := tail + head
		pa := stripFootnote(lineSuffixRE.ReplaceAllString(strings.TrimRight(t[:len(t)-1]+head, trailTrim), ""))
		if man != nil && len(man.WithSuffix(strings.TrimRight(b, trailTrim))) > 0 {
			return b, true
		}
		if pathShape(pa) && (hasExt(pa) || strings.Contains(pa, "/")) {
			return a, true
		}
		return "", false
	}
	if !strings.Contains(t, "/") && !strings.HasPrefix(head, "/") || hasExt(t) {
		return "", false
	}
	j := strings.TrimRight(t+head, trailTrim)
	if !pathShape(j) || !(hasExt(j) || strings.HasSuffix(j, "/")) {
		return "", false
	}
	return tail + head, true
}
