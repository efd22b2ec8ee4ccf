package docs

import (
	"regexp"
	"strings"
)

// fence handles the lines of a fenced or indented code block (or a run of
// plain-text lines that draw a tree). lang is the lower-cased info word.
func (c *collector) fence(lang string, lines []span) {
	if len(lines) == 0 {
		return
	}
	drawn := 0
	for _, l := range lines {
		if isTreeDrawing(l.text) {
			drawn++
		}
	}
	treeLang := shellLangs[lang] || lang == "tree" || lang == "md" || lang == "markdown"
	if !flowDiagram(lines) && !diagramArt(lines) && (drawn >= 2 || treeLang && looksLikeListing(lines)) {
		cue := c.treeCueBefore(lines[0].start)
		if c.ownToolPrompt(lines[0].text) {
			cue = "printed by the project's tool" // "❯ fd -e rs | tree --fromfile" over the tree it prints
		}
		c.addTree(lines, drawn >= 2, cue)
		return
	}
	n0 := len(c.mentions)
	if lang == "mermaid" {
		lines = mermaidWords(lines)
	}
	if shellLangs[lang] || dataLangs[lang] || lang == "md" || lang == "markdown" {
		c.shellLines(lines, lang)
	} else {
		c.codeLines(lines, lang)
	}
	c.markReaderCode(n0, lines, lang)
	if dataExampleLangs[lang] || exampleLangs[lang] && c.cueBefore(lines[0].start, exampleCues) != "" || pathList(lines) && c.outputCueBefore(lines[0].start) != "" {
		for i := n0; i < len(c.mentions); i++ {
			c.mentions[i].example = true
		}
	}
	out := promptOutputLines(lines, c.doc)
	trace := map[int]bool{} // by line: a long line is matched once, not once per mention
	for i := n0; i < len(c.mentions); i++ {
		ln := c.mentions[i].line
		t, seen := trace[ln]
		if !seen {
			t = isTraceLine(c.doc.line(ln))
			trace[ln] = t
		}
		if t || out[ln] {
			c.mentions[i].example = true
		}
	}
}

// ownToolPrompt reports a prompt line running the project's own tool
// ("❯ fd --extension rs | tree --fromfile" in fd's README): the tree it
// prints is a demonstration on some directory. A prompt running "tree" or
// "ls" over the project prints the project's own layout, and stays claims.
func (c *collector) ownToolPrompt(line string) bool {
	loc := promptRE.FindStringIndex(line)
	if loc == nil || c.project == "" {
		return false
	}
	f := strings.Fields(line[loc[1]:])
	return len(f) > 0 && nameKey(f[0]) == nameKey(c.project)
}

// promptOutputLines returns the document lines of a terminal transcript
// that are the programs' output: in a block where commands carry a prompt
// ("$ ls", "% rg x"), a line with no prompt that does not continue a
// command ("\" at the end of the one before) is what the command printed
// ("complete pkg appveyor.yml", a listing of an old release).
func promptOutputLines(lines []span, d *textDoc) map[int]bool {
	prompted := false
	for _, l := range lines {
		if promptRE.MatchString(l.text) {
			prompted = true
			break
		}
	}
	if !prompted {
		return nil
	}
	out := map[int]bool{}
	cont := false
	for _, l := range lines {
		t := strings.TrimRight(l.text, " \t")
		if !promptRE.MatchString(t) && !cont && strings.TrimSpace(t) != "" {
			out[d.lineOf(l.start)] = true
		}
		cont = strings.HasSuffix(t, "\\") && (promptRE.MatchString(t) || cont)
	}
	return out
}

// promptRE: a command line of a terminal transcript.
var promptRE = regexp.MustCompile(`^\s*(?:[$%>❯➜]|PS [^>]*>|>>>)\s`)

// isTraceLine reports a frame of a stack trace or a failed assertion in
// program output ("#2 0x7f in abort () at ./stdlib/abort.c:79", "  at
// Foo (src/x.js:3:9)", `File "/usr/lib/x.py", line 4`, "prog: x.c:301:
// ... Assertion `...' failed.", a klog line "I0611 10:39:02.118 48213
// loader.go:395] ...", a test runner's "FAIL: testdata/pr/x.txtar:42: no
// match", a compiler's "test/test.ts:999:999 - error TS2344" or rustc's
// " --> src/main.rs:4:4"): a path on
// the machine that ran it.
func isTraceLine(l string) bool {
	return traceLineRE.MatchString(l)
}

var traceLineRE = regexp.MustCompile(`^[^\n]*\b\d\d:\d\d:\d\d(?:[.,]\d+)?\]?[^\n]*\s\S+\.\w{1,4}:\d+|^\s*(?:\[(?:warn|warning|error|info|debug|trace|log)\]\s|(?:TRACE|DEBUG|INFO|WARN|ERROR)\||\([\w.-]+ [\d.]+\) \S+:\d+:|#\d+\s+(?:0x[0-9a-f]+ in )?\S+ \(.*\) at \S+:\d+|at (?:\S+ )?\(?\S+:\d+(?::\d+)?\)?\s*$|File "[^"]+", line \d+|\S+: \S+:\d+: .*Assertion .* failed\.?$|\S+\.(?:go|rs|c|cc|cpp|h|hpp|java|kt|py|js|ts):\d+ \+0x[0-9a-f]+$|[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+\s+\d+ [\w.-]+:\d+\]|^\s*(?:---\s*)?(?:FAIL|PASS):?\s+\S+\.\w{1,8}:\d+|\S+\.\w{1,4}:\d+:\d+ - error\b|^\s*-->\s+\S+\.\w{1,4}:\d+:\d+\s*$)`)

// mermaidWords blanks Mermaid's shape and label delimiters so that a node
// "route[routes/bookmarks.ts]" yields the node id and the label as separate
// words ("route", "routes/bookmarks.ts"). Offsets are kept: each delimiter
// becomes one space.
func mermaidWords(lines []span) []span {
	out := make([]span, len(lines))
	for i, l := range lines {
		out[i] = l
		out[i].text = strings.Map(func(r rune) rune {
			if strings.ContainsRune("[](){}|\"<>", r) {
				return ' '
			}
			return r
		}, l.text)
	}
	return out
}

// pathList reports a block that only lists paths, one per line (at least
// two): after "Expected outputs:" or "The script writes:", the files a
// command makes, not files of the repository.
func pathList(lines []span) bool {
	n := 0
	for _, l := range lines {
		t := strings.TrimSpace(l.text)
		if i := commentStart(t, "#"); i >= 0 {
			t = strings.TrimSpace(t[:i])
		}
		if t == "" {
			continue
		}
		if strings.ContainsAny(t, " \t") || !pathShape(t) {
			return false
		}
		n++
	}
	return n >= 2
}

// dataExampleLangs are the block languages whose paths are always values
// of data the document shows (records, a CSV, program output, a log),
// never the document's claims about the repository.
var dataExampleLangs = setOf("jsonl", "ndjson", "csv", "output", "log")

// exampleLangs are the block languages of data a document shows (a
// report, an API response, a record); with an exampleCues lead-in, the
// paths in such a block are values of the example, not claims.
var exampleLangs = setOf("json", "jsonc", "json5", "jsonl", "ndjson", "xml", "csv", "output", "log")

// exampleCues in the paragraph just before a block (or in the section
// title) say it shows example data or output.
var exampleCues = []string{
	"example", "for instance", "e.g.", "sample", "as it appears", "looks like", "look like",
	"output", "excerpt", "abridged", "response", "prints", "returns", "shape of",
}

// shellLines records the words of command lines with their roles; words of
// a '#' comment are recorded without a role. After the block clones another
// repository and enters it ("git clone .../vcpkg.git", "cd vcpkg"), the
// relative paths its commands name are that repository's (roleCloned) until
// a cd leaves it.
func (c *collector) shellLines(lines []span, lang string) {
	cloned, inClone := c.carriedClone() // the directory of the last repository cloned, not this one
	defer func() { c.keepClone(cloned, inClone) }()
	for _, l := range lines {
		text := l.text
		var comment span
		if i := commentStart(text, "#"); i >= 0 && !strings.HasPrefix(strings.TrimSpace(text), "#!") {
			comment = span{text[i+1:], i + 1, len(text)}
			text = text[:i]
		}
		ws := shellWords(text)
		roles := commandRoles(ws, false)
		synopsisRoles(ws, roles)
		var inAt []bool
		cloned, inClone, inAt = c.clonedTree(ws, cloned, inClone)
		for i, w := range ws {
			if inAt[i] && roles[i] == roleNone && !strings.HasPrefix(strings.Trim(w.text, "`\"'"), "/") {
				roles[i] = roleCloned
			}
		}
		for i, w := range ws {
			c.fenceToken(w, l.start, roles[i], lang)
		}
		if comment.text != "" {
			c.commentTokens(comment, l.start, lang)
		}
	}
}

// outputCues in the text just before a tree say it shows an expected
// output layout rather than the repository.
var outputCues = []string{
	"will produce", "will generate", "will create", "will look like", "will be created",
	"will be generated", "will be written", "after running", "generates", "generated",
	"creates the following", "produces", "output directory", "output layout", "target structure",
	"target layout", "proposed structure", "proposed layout", "new structure", "new layout", "should look like",
	"output structure", "output folder", "example output", "sample output", "expected output",
	"is created", "are created", "will contain", "scaffold", "writes:", "ends up in", "end up in",
	"build writes", "build produces", "is written to", "build output",
}

// userTreeCues before a tree say it lists the author's or reader's own
// files ("The files involved on my side are:").
var userTreeCues = []string{"on my side", "my setup", "in my repo", "my own repo", "in your repo", "your project's", "in your project",
	"consider the following", "will follow the following", "might look like", "would look like", "could look like",
	"a typical project", "a typical app", "your app", "your application", "your repository", "your repo layout",
	"assumes this folder layout", "assumes this directory layout", "assumes the following layout", "expects this folder layout",
	"expects this directory layout", "expects the following layout", "side by side", "next to each other"}

// userTreeNote marks the note of a tree listing someone's own files.
const userTreeNote = "user: "

// treeCueBefore returns the note for a tree: an output cue, or a user cue
// prefixed with userTreeNote, or "".
func (c *collector) treeCueBefore(off int) string {
	if cue := c.outputCueBefore(off); cue != "" {
		return cue
	}
	if cue := c.cueBefore(off, userTreeCues); cue != "" {
		return userTreeNote + cue
	}
	return ""
}

// outputCueBefore returns the output cue found in the 300 bytes before off
// (and the section title), or "".
func (c *collector) outputCueBefore(off int) string { return c.cueBefore(off, outputCues) }

// cueBefore returns the first of cues found in the paragraph within the
// 300 bytes before off, or in the section title, or "".
func (c *collector) cueBefore(off int, cues []string) string {
	lo := max(0, off-300)
	for lo > 0 && !isRuneStart(c.doc.src[lo]) {
		lo--
	}
	// only the paragraph right before the block counts
	text := strings.TrimRight(c.doc.src[lo:off], " \n")
	// drop the fence's own opening line ("```json")
	if i := strings.LastIndexByte(text, '\n'); i >= 0 {
		if l := strings.TrimSpace(text[i+1:]); strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			text = text[:i]
		}
	}
	if i := strings.LastIndex(strings.TrimRight(text, " \n`~"), "\n\n"); i >= 0 {
		text = text[i:]
	}
	text = strings.ToLower(text) + " " + c.sectionAt(off)
	for _, cue := range cues {
		if strings.Contains(text, cue) {
			return cue
		}
	}
	return ""
}

// flowDiagram reports a block drawn with arrows between names ("raw.x ──►
// stg_x ──┬──► fct_y"): a data-flow or lineage diagram whose box
// characters draw edges, not a directory tree.
func flowDiagram(lines []span) bool {
	arrows, branches := 0, 0
	for _, l := range lines {
		if isTreeDrawing(l.text) {
			branches++
		}
		t := drawingPart(l.text)
		if strings.ContainsAny(t, "►▶→⟶▸") || strings.Contains(t, "──>") || strings.Contains(t, "-->") {
			arrows++
		}
	}
	// a long tree with an arrow in a few entries' descriptions ("├──
	// evidence_graph.json 21 memo claims → trace IDs") stays a tree
	return arrows >= 2 && arrows*4 >= branches
}

// diagramArt reports a block drawn as boxes and arrows: a corner, a
// junction or an arrow head a project tree never uses, or an ASCII box
// edge ("+------+"). Its names are boxes of a flow, not entries of a tree.
func diagramArt(lines []span) bool {
	for _, l := range lines {
		t := drawingPart(l.text)
		if strings.ContainsAny(t, diagramOnlyRunes) || asciiBoxRE.MatchString(t) {
			return true
		}
	}
	return false
}

// drawingPart is a line without its tree comment: in "├── TraceManager.ts
// # appendTraceEntry → agent_trace.jsonl" or "├── router.py ←
// route_decision() → send email" the arrow is prose of the comment, not
// part of the drawing.
func drawingPart(line string) string {
	if isTreeDrawing(line) {
		for _, mark := range treeCommentMarks {
			if i := strings.Index(line, mark); i >= 0 {
				line = line[:i]
			}
		}
		// a description column after the name ("├── main_agent.py
		// Orchestrator: enrich → compose → send") is no part of the drawing
		name := len(line) - len(strings.TrimLeft(line, branchMarks))
		if i := strings.Index(line[name:], "  "); i > 0 {
			line = line[:name+i]
		}
	}
	return line
}

// treeCommentMarks open a tree entry's comment: "# ...", "← Act III: reply
// classification" (Birkity/conversion-engine), "<- ...", "// ...".
var treeCommentMarks = []string{" #", " ←", " <-", " //"}

// diagramOnlyRunes are the box-drawing runes that trees do not use (trees
// draw with ├ └ │ ─ and their heavy forms only).
const diagramOnlyRunes = "┌┐┘┬┴┼▼▲◄►▶◀═║╔╗╚╝╭╮╯╰┏┓┛┫┳┻╋"

var asciiBoxRE = regexp.MustCompile(`\+-{3,}\+|\+={3,}\+|^\s*\|\s*[v^]\s*$|^\s*[v^]\s*$`)

// textTreeBlocks finds runs of tree-drawing lines in plain text (with the
// root line just before them) and indented listings (a block of indented
// lines that looksLikeListing), and returns them with the lines used.
func textTreeBlocks(d *textDoc) ([][]span, map[int]bool) {
	used := map[int]bool{}
	blocks := drawnTrees(d, 2, func(int) bool { return true })
	for _, b := range blocks {
		for _, l := range b {
			used[d.lineOf(l.start)] = true
		}
	}
	n := len(d.lineStarts)
	for i := 1; i <= n; i++ {
		if used[i] || !indented(d.line(i)) {
			continue
		}
		var b []span
		j := i
		for ; j <= n && !used[j] && indented(d.line(j)); j++ {
			b = append(b, span{d.line(j), d.lineStarts[j-1], d.lineStarts[j-1] + len(d.line(j))})
		}
		if looksLikeListing(b) {
			for k := i; k < j; k++ {
				used[k] = true
			}
			blocks = append(blocks, b)
		}
		i = j
	}
	return blocks, used
}

// drawnTrees returns the runs of at least min consecutive tree-drawing
// lines whose lines pass keep, each with the one-word root line just
// before it when that line passes keep too, as spans of the document.
func drawnTrees(d *textDoc, min int, keep func(line int) bool) [][]span {
	var blocks [][]span
	n := len(d.lineStarts)
	for i := 1; i <= n; i++ {
		if !isTreeDrawing(d.line(i)) || !keep(i) {
			continue
		}
		j := i
		for j+1 <= n && isTreeDrawing(d.line(j+1)) && keep(j+1) {
			j++
		}
		if j-i+1 >= min {
			start := i
			if prev := strings.TrimSpace(d.line(i - 1)); i > 1 && prev != "" && len(strings.Fields(prev)) == 1 && keep(i-1) {
				start = i - 1
			}
			var b []span
			for k := start; k <= j; k++ {
				b = append(b, span{d.line(k), d.lineStarts[k-1], d.lineStarts[k-1] + len(d.line(k))})
			}
			blocks = append(blocks, b)
		}
		i = j
	}
	return blocks
}

// indented reports a non-blank line that starts with white space: a line
// of an indented listing in a plain-text export.
func indented(l string) bool {
	return strings.TrimSpace(l) != "" && (strings.HasPrefix(l, "  ") || strings.HasPrefix(l, "\t"))
}

// clonedTree follows one command line of a block: "git clone URL [DIR]"
// of another repository remembers the directory it makes, "cd DIR" enters
// it, any other cd leaves it. The audited repository's own clone (named
// like the project, or from its origin or an alias of it) is not another
// tree; nor is any clone when the project's name is unknown. inAt says,
// word by word, whether the line is inside the clone there: "cd X && bash
// setup/load.sh && cd .." runs load.sh in X and leaves it after.
func (c *collector) clonedTree(ws []span, cloned string, in bool) (string, bool, []bool) {
	words := make([]string, len(ws))
	for i, w := range ws {
		words[i] = strings.Trim(w.text, "`\"'")
	}
	inAt := make([]bool, len(words))
	for i := 0; i < len(words); i++ {
		inAt[i] = in
		switch {
		case words[i] == "git" && i+1 < len(words) && words[i+1] == "clone":
			end := i + 2
			for end < len(words) && !operators[words[end]] {
				end++
			}
			if url, dir := cloneArgs(words[i+2 : end]); url != "" {
				if c.ownRepoURL(url) || projectName(dir, c.project) {
					dir = "" // the audited repository's own clone, under any name or spelling (Kifiya_AIM_W2 for Kifiya-AIM-W2)
				}
				cloned = dir
			}
		case words[i] == "cd" && (i == 0 || operators[words[i-1]]):
			in = i+1 < len(words) && cloned != "" && strings.TrimSuffix(words[i+1], "/") == cloned
		}
	}
	return cloned, in, inAt
}

// cloneScope is the clone state a shell block leaves to the blocks after
// it: a guide clones a dependency in one block ("git clone .../llhttp.git",
// "cd llhttp") and copies its files in a later one ("cp build/llhttp.h
// <your-path-to-undici>/deps/"). It lasts while the headings stay below
// the one in force at the clone (sibling steps of one guide) and until a
// cd leaves the clone.
type cloneScope struct {
	dir      string
	in       bool
	level    int // level of the heading in force when the clone was entered; 7 when none
	sections int // headings recorded then
}

// carriedClone returns the clone state in force at the start of a block.
func (c *collector) carriedClone() (string, bool) {
	s := c.clone
	if s.dir == "" {
		return "", false
	}
	for _, h := range c.sections[min(s.sections, len(c.sections)):] {
		if h.level < s.level {
			c.clone = cloneScope{}
			return "", false
		}
	}
	return s.dir, s.in
}

// keepClone records the clone state at the end of a block.
func (c *collector) keepClone(dir string, in bool) {
	if dir == "" {
		c.clone = cloneScope{}
		return
	}
	if dir == c.clone.dir {
		c.clone.in = in
		return
	}
	level := 7
	if n := len(c.sections); n > 0 {
		level = c.sections[n-1].level
	}
	c.clone = cloneScope{dir: dir, in: in, level: level, sections: len(c.sections)}
}

// ownRepoURL reports a clone URL of the audited repository: its origin or
// one of its aliases (owner/name slugs), or any URL when neither the
// origin nor the project's name is known.
func (c *collector) ownRepoURL(u string) bool {
	if c.project == "" && c.origin == "" {
		return true
	}
	low := strings.TrimSuffix(strings.ToLower(strings.TrimSuffix(u, "/")), ".git")
	for _, slug := range append([]string{strings.TrimPrefix(strings.ToLower(c.origin), "https://github.com/")}, c.aliases...) {
		if sameOwnerName(low, slug) {
			return true
		}
	}
	return false
}

// sameOwnerName reports a clone URL (https or SSH "host:owner/name")
// whose last two segments are the owner/name slug, up to case and the
// name's punctuation: the author's own repository also under a spelling
// it had before a rename (Kifiya_AIM_W2 for Kifiya-AIM-W2).
func sameOwnerName(url, slug string) bool {
	owner, name, ok := strings.Cut(strings.ToLower(slug), "/")
	if !ok || owner == "" || nameKey(name) == "" {
		return false
	}
	segs := strings.FieldsFunc(url, func(r rune) bool { return r == '/' || r == ':' })
	n := len(segs)
	return n >= 2 && segs[n-2] == owner && nameKey(segs[n-1]) == nameKey(name)
}
