package docs

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Project-structure trees. A drawing ("├── judges.py" under "│   src/") or
// an indented listing is read with a column stack into full paths, so an
// entry is claimed with its directory: "src/nodes/judges.py" (Kind tree).
//
// Root rule: a first line without a branch marker ("repo/", "my-app/",
// ".") names the root. "." is the repository root. A named root is kept
// as the first path segment when the manifest tracks that directory or it
// is a conventional top-level name (src/, lib/, app/, ...); otherwise it
// is read as the repository's own name and dropped, and the claim's
// context says so ("tree root `my-app/` read as the repository root").

// treeEntry is one entry of a tree.
type treeEntry struct {
	name   string
	off    int // offset of the name in the document
	col    int
	parent int // index of the parent entry, -1 at top level
	dir    bool
}

// branchMarks are the runes a tree line draws before an entry's name.
const branchMarks = " \t│├└─┬┼┃┣┗━|`+\\-–—▾▸▿▹"

// treeLine parses a line of a drawing or listing: the column where the
// name starts, the name (comments dropped), and whether a branch marker
// preceded it.
func treeLine(l string) (col, start int, name string, marked bool) {
	i := 0
	for i < len(l) {
		r, size := utf8.DecodeRuneInString(l[i:])
		if !strings.ContainsRune(branchMarks, r) {
			break
		}
		if (r == '+' || r == '-') && i+1 < len(l) && isWordByte(l[i+1]) && l[i+1] != '\'' {
			break // "+layout.svelte", "-lib": a name, not an ASCII branch
		}
		if r != ' ' && r != '\t' {
			marked = true
		}
		if r == '\t' {
			col += 4
		} else {
			col++
		}
		i += size
	}
	// an icon before the name ("┣ 📂 data", "📜 requirements.txt")
	rest := strings.TrimLeftFunc(l[i:], func(r rune) bool { return icon(r) || r == ' ' })
	for _, mk := range []string{" #", "\t#", " <-", " ←", " //", "  (", " --", " — "} {
		if j := strings.Index(rest, mk); j >= 0 {
			rest = rest[:j]
		}
	}
	name = strings.TrimSpace(rest)
	if f := strings.Fields(name); len(f) > 0 {
		name = f[0]
		if spacedEntry(f) {
			name = strings.Join(f, " ") // "TRP1 Challenge Week 2.md": one name with spaces
		}
	}
	name = strings.TrimRight(strings.Trim(name, "`\"'"), ",;") // "pyproject.toml, uv.lock": the first of a list
	if strings.HasPrefix(name, "*") && strings.HasSuffix(name, "*") {
		name = strings.Trim(name, "*") // "**main.py**" in bold; "*_smoketest.py" stays a pattern
	}
	return col, i, name, marked
}

// icon reports an emoji drawn before a tree entry's name (📂 📜 📦 📁 ⚙️):
// pictographs and the miscellaneous symbols and dingbats, not the box
// drawing and geometric shapes (─ ┌ ▼) of a diagram.
func icon(r rune) bool {
	return r >= 0x1F000 && unicode.Is(unicode.So, r) || r >= 0x2600 && r <= 0x27BF || r == '\uFE0F'
}

// spacedEntry reports the words of a tree entry that make one file name
// with spaces: the last word ends in a document or data extension, and no
// word before it ends a list item (",") or is a name of its own.
func spacedEntry(f []string) bool {
	if len(f) < 2 || len(f) > 8 || !spacedExtRE.MatchString(f[len(f)-1]) {
		return false
	}
	for _, w := range f[:len(f)-1] {
		if strings.HasSuffix(w, ",") || hasExt(w) || strings.HasSuffix(w, "/") {
			return false
		}
	}
	return true
}

var spacedExtRE = regexp.MustCompile(`(?i)\.(?:md|pdf|docx?|pptx?|xlsx?|txt|png|jpe?g|svg|csv)$`)

// isTreeDrawing reports a line drawn with branch characters.
func isTreeDrawing(l string) bool {
	if strings.ContainsAny(l, "├└│┣┗┃▾▸▿▹") {
		return true
	}
	t := strings.TrimLeft(l, " \t|")
	return strings.HasPrefix(t, "|--") || strings.HasPrefix(t, "|__") || strings.HasPrefix(t, "+--") ||
		strings.HasPrefix(t, "`--") || strings.HasPrefix(t, "\\--")
}

// looksLikeListing reports an indented listing: every non-blank line one
// path-ish name (plus comments), at least three lines, a directory line
// ending in '/' and deeper indentation somewhere.
func looksLikeListing(lines []span) bool {
	n, dirs, indented := 0, 0, false
	first := -1
	for _, l := range lines {
		if strings.TrimSpace(l.text) == "" {
			continue
		}
		col, _, name, marked := treeLine(l.text)
		rest := strings.TrimSpace(l.text)
		if marked || name == "" || strings.Count(strings.Split(rest, "#")[0], " ") > 1 {
			return false
		}
		if !pathShape(name) && !routeGroupRE.MatchString(name) {
			return false
		}
		if strings.HasSuffix(name, "/") {
			dirs++
		}
		if first < 0 {
			first = col
		} else if col > first {
			indented = true
		}
		n++
	}
	return n >= 3 && dirs > 0 && indented
}

// parseTree reads the entries of a tree block; root is the root line's
// name ("" when absent).
func parseTree(lines []span, drawing bool) (entries []treeEntry, root string, rootOff int) {
	type frame struct{ col, idx int }
	var stack []frame
	rootOff = -1
	for li, l := range lines {
		if strings.TrimSpace(l.text) == "" {
			continue
		}
		col, _, name, marked := treeLine(l.text)
		if name == "" || name == "..." || name == "…" || strings.HasPrefix(name, "(") && !routeGroupRE.MatchString(name) || moduleNameRE.MatchString(name) {
			continue
		}
		if strings.HasPrefix(name, "#") {
			continue // "│   │   │      #   log_booking_created": an entry's comment continued on the next line
		}
		if !marked && sentenceLine(l.text) {
			continue // "If your repository layout is:": prose, not an entry
		}
		if drawing && !marked && len(entries) == 0 && root == "" && rootOff < 0 && li < 3 {
			root, rootOff = name, l.start+strings.Index(l.text, name)
			continue
		}
		if drawing && !marked && col == 0 && len(entries) > 0 {
			// another top-level name after the first root's entries
			// ("Assets/ ... └── Settings/" then "Tests/"): the drawing has
			// several roots; the first one becomes an entry like this one
			if root != "" {
				entries = promoteRoot(entries, root, rootOff)
				root, rootOff = "", -1
			}
			col, stack = -1, nil
		}
		for len(stack) > 0 && stack[len(stack)-1].col >= col {
			stack = stack[:len(stack)-1]
		}
		e := treeEntry{name: name, off: l.start + strings.Index(l.text, name), col: col, parent: -1, dir: strings.HasSuffix(name, "/")}
		if len(stack) > 0 {
			e.parent = stack[len(stack)-1].idx
			entries[e.parent].dir = true
		}
		entries = append(entries, e)
		stack = append(stack, frame{col, len(entries) - 1})
	}
	return entries, root, rootOff
}

// sentenceLine reports a line of prose before a drawing ("If your
// repository layout is:"): not the drawing's root name.
func sentenceLine(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasSuffix(t, ":") && len(strings.Fields(t)) > 1 || len(strings.Fields(strings.SplitN(t, " #", 2)[0])) > 2
}

// moduleNameRE: a dotted module name ("Tidepool.Storage.Repo" in a
// supervision tree), not a file.
var moduleNameRE = regexp.MustCompile(`^[A-Z]\w*(?:\.[A-Z]\w*)+$`)

// routeGroupRE: a directory named in parentheses ("(auth)/", a Next.js
// route group), not a comment.
var routeGroupRE = regexp.MustCompile(`^\([\w.-]+\)/$`)

// objectTree reports a drawing whose entries mostly carry a type in
// parentheses ("Farm (Node2D)", "Repo (GenServer)"): a scene, widget or
// supervision tree of objects, not a file listing.
func objectTree(lines []span) bool {
	typed, named := 0, 0
	for _, l := range lines {
		_, start, name, _ := treeLine(l.text)
		if name == "" {
			continue
		}
		named++
		if typedNodeRE.MatchString(l.text[min(len(l.text), start):]) {
			typed++
		}
	}
	return named >= 3 && typed*2 >= named
}

var typedNodeRE = regexp.MustCompile(`^[A-Za-z_][\w.]* \([A-Z][\w.]*\)`)

// promoteRoot turns a drawing's root line into its first top-level entry,
// parent of the entries that were at the top under it.
func promoteRoot(entries []treeEntry, root string, rootOff int) []treeEntry {
	out := make([]treeEntry, 0, len(entries)+1)
	out = append(out, treeEntry{name: root, off: rootOff, col: -1, parent: -1, dir: true})
	for _, e := range entries {
		if e.parent < 0 {
			e.parent = 0
		} else {
			e.parent++
		}
		out = append(out, e)
	}
	return out
}

// entryPath joins an entry with its ancestors.
func entryPath(entries []treeEntry, i int) string {
	var parts []string
	for j := i; j >= 0; j = entries[j].parent {
		parts = append(parts, strings.Trim(entries[j].name, "/"))
	}
	for a, b := 0, len(parts)-1; a < b; a, b = a+1, b-1 {
		parts[a], parts[b] = parts[b], parts[a]
	}
	p := strings.Join(parts, "/")
	if entries[i].dir {
		p += "/"
	}
	return p
}

// addTree records the entries of a tree block as claims of Kind tree.
// listing-only blocks (no drawing) may have a single enclosing root too.
func (c *collector) addTree(lines []span, drawing bool, outputCue string) {
	if objectTree(lines) {
		return // a tree of nodes or objects ("Player (CharacterBody2D)"), not files
	}
	entries, root, rootOff := parseTree(lines, drawing)
	if !drawing && root == "" {
		entries, root, rootOff = liftListingRoot(entries)
	}
	if c.conceptTree(entries, root) || componentTree(entries) {
		return // "START ├── RepoInvestigator └── DocAnalyst": a hierarchy of names, not files
	}
	if strings.ContainsAny(root, diagramOnlyRunes) {
		return // "┌────┐" heading "│ ChiefJustice │": boxes of a flowchart (PDF text), not a tree
	}
	if stepOutline(entries) {
		return // "harness.py ├─ 1. Parse args ├─ 2. Start MCP server": the steps of a program, not files
	}
	if r := strings.TrimSpace(root); strings.HasPrefix(r, "/") || strings.HasPrefix(r, "~") || isWindowsAbs(r) {
		// "/srv/tinyfeed/" heading the tree: a directory on some machine,
		// outside the repository
		outputCue = userTreeNote + "absolute root " + r
	} else if strings.HasPrefix(r, "<") || strings.HasPrefix(r, "{") || strings.HasPrefix(r, "[") && !strings.HasPrefix(r, "[x]") {
		// "<project root>", "{app}/", "[project-name]/" heading the tree:
		// any project laid out this way, the reader's
		outputCue = userTreeNote + "placeholder root " + r
	}
	if outputCue == "" {
		if n, ok := placeholderEntry(entries); ok {
			// "pkg_dir/ └── some_module.py": a layout to follow, not this tree
			outputCue = userTreeNote + "placeholder entry " + n
		}
	}
	generated := c.generatedDirs(entries)
	prefix, note := c.treeRoot(root)
	if prefix != "" && rootOff >= 0 {
		if m := c.addLine(evidence.KindTree, prefix, rootOff, roleNone, "tree"); m != nil {
			m.note = outputCue
		}
	}
	for i := range entries {
		p := prefix + entryPath(entries, i)
		if p == "" || strings.ContainsAny(p, "\t") || strings.Contains(p, " ") && !spacedExtRE.MatchString(p) {
			continue
		}
		m := c.addLine(evidence.KindTree, p, entries[i].off, roleNone, "tree")
		if m == nil {
			continue
		}
		m.context = boundContext(m.context+" [tree path "+p+"]", 0, 0)
		if note != "" {
			m.context += " [" + note + "]"
		}
		m.note = outputCue
		if outputCue == "" && generated[i] != "" {
			m.note = generated[i]
		}
		if note != "" {
			m.root = strings.Trim(root, "/")
		}
		if entries[i].dir {
			c.addCommentNames(p, entries[i].off, outputCue, m.root)
		}
	}
}

// generatedDirs returns, per entry, a note when the entry sits below a
// directory whose tree comment says the program makes it ("├── outputs/
// # Generated at runtime" over "│ ├── hiring_signal_brief.json"): those
// files are the run's, not the repository's. An entry whose own comment
// says so is left to the comment rules.
func (c *collector) generatedDirs(entries []treeEntry) []string {
	out := make([]string, len(entries))
	for i, e := range entries {
		if e.parent < 0 {
			continue
		}
		if out[e.parent] != "" {
			out[i] = out[e.parent]
			continue
		}
		p := entries[e.parent]
		line := c.doc.line(c.doc.lineOf(p.off))
		if h := strings.Index(line, "#"); h >= 0 && generatedDirCommentRE.MatchString(strings.ToLower(line[h:])) {
			out[i] = "generated directory " + p.name
		}
	}
	return out
}

// generatedDirCommentRE: a directory's tree comment saying the program fills
// it when it runs.
var generatedDirCommentRE = regexp.MustCompile(`\bgenerated (?:at|on|when|during|by (?:the|each) run)\b|\bat run-?time\b|\bruntime (?:output|artifacts?|files?|data)\b|\bcreated (?:at|on|when) run|\bgitignored\b|\bnot committed\b`)

// placeholderEntry returns an entry of the drawing that stands for any
// name ("some_module.py", "foo/", "<app>/", "your_project/"): the drawing
// is an example layout, and none of its entries is claimed. The root is
// not asked ("my-app/" heading a tree is the repository's own name), nor
// are templated entries ("{owner}/", "[id]/"): a real tree draws
// generated or routed directories that way.
func placeholderEntry(entries []treeEntry) (string, bool) {
	for _, e := range entries {
		n := e.name
		if t := strings.Trim(n, "/"); t != "" && t != "." && (placeholderName(t) || genericEntries[strings.ToLower(t)] || strings.ToLower(stemOf(t)) == "example") {
			return n, true
		}
	}
	return "", false
}

// genericEntries are directory names that stand for any package in a
// drawing of a layout to follow ("src/package/", beside "example.pyx");
// "package.json" is a real file and "examples/" a real directory.
var genericEntries = setOf("package", "example", "mypkg", "pkg_name", "package_name", "module_name", "app_name")

// stemOf is a name without its extension.
func stemOf(name string) string {
	if i := strings.IndexByte(name, '.'); i > 0 {
		return name[:i]
	}
	return name
}

// addCommentNames records the file names a directory's comment lists in
// parentheses ("├── agents/  # Swarm nodes (detectives.py, judges.py)")
// as tree claims of files in that directory: the drawing says the
// directory holds them.
func (c *collector) addCommentNames(dir string, off int, outputCue, root string) {
	line := c.doc.line(c.doc.lineOf(off))
	ls := c.doc.lineStarts[c.doc.lineOf(off)-1]
	h := strings.Index(line, "#")
	if h < 0 {
		return
	}
	for _, g := range commentListRE.FindAllStringSubmatchIndex(line[h:], -1) {
		list := line[h+g[2] : h+g[3]]
		for _, nm := range commentNameRE.FindAllStringIndex(list, -1) {
			lead := len(list[nm[0]:nm[1]]) - len(strings.TrimLeft(list[nm[0]:nm[1]], " \t,;"))
			name := list[nm[0]+lead : nm[1]]
			m := c.addLine(evidence.KindTree, strings.TrimSuffix(dir, "/")+"/"+name, ls+h+g[2]+nm[0]+lead, roleNone, "tree")
			if m == nil {
				continue
			}
			m.context = boundContext(m.context+" [tree comment names "+name+" in "+dir+"]", 0, 0)
			m.note, m.root = outputCue, root
		}
	}
}

var (
	// commentListRE: a parenthesised list in a tree line's comment.
	commentListRE = regexp.MustCompile(`\(([^()]{3,200})\)`)
	// commentNameRE: a bare file name with an extension in that list.
	commentNameRE = regexp.MustCompile(`(?:^|[\s,;])[A-Za-z0-9_][\w-]*\.(?:py|go|rs|ts|tsx|js|jsx|java|kt|rb|json|ya?ml|toml|md|sql|sh)\b`)
)

// conceptTree reports a drawing of names none of which looks like a file
// or directory of this repository: no extension, no trailing '/', and
// none tracked. It draws a hierarchy of components, roles or steps.
func (c *collector) conceptTree(entries []treeEntry, root string) bool {
	if len(entries) == 0 {
		return false
	}
	names := []string{root}
	for _, e := range entries {
		names = append(names, e.name)
	}
	for _, n := range names {
		t := strings.Trim(n, "/")
		if t == "" || t == "." {
			continue
		}
		if strings.HasSuffix(n, "/") || hasExt(t) || strings.HasPrefix(t, ".") || conventionalDirs[strings.ToLower(t)] {
			return false
		}
		if c.man != nil && (c.man.Has(t) || len(c.man.WithSuffix("/"+t)) > 0) {
			return false
		}
	}
	return true
}

// stepOutline reports a drawing whose entries are mostly numbered or
// lettered steps and bullets ("1.", "a.", "•"): an outline of what a
// program does, drawn with tree lines.
func stepOutline(entries []treeEntry) bool {
	steps := 0
	for _, e := range entries {
		if stepMarkerRE.MatchString(strings.TrimSuffix(e.name, "/")) {
			steps++
		}
	}
	return steps > 0 && 2*steps >= len(entries)
}

var stepMarkerRE = regexp.MustCompile(`^(?:\d{1,2}|[a-zA-Z])[.)]$|^[•◦▪‣·*-]$`)

// componentTree reports a drawing in which a file has children
// ("├── Dashboard.tsx" over "│ └── Project Creation Modal"): a hierarchy
// of components or screens, not files.
func componentTree(entries []treeEntry) bool {
	for _, e := range entries {
		if e.parent >= 0 && !strings.HasSuffix(entries[e.parent].name, "/") && hasExt(entries[e.parent].name) {
			return true
		}
	}
	return false
}

// liftListingRoot treats a single top-level entry enclosing every other
// entry of an indented listing as the listing's root line.
func liftListingRoot(entries []treeEntry) ([]treeEntry, string, int) {
	if len(entries) < 2 {
		return entries, "", -1
	}
	for _, e := range entries[1:] {
		if e.parent == -1 {
			return entries, "", -1
		}
	}
	root, off := entries[0].name, entries[0].off
	rest := make([]treeEntry, len(entries)-1)
	for i, e := range entries[1:] {
		e.parent--
		rest[i] = e
	}
	return rest, root, off
}

// treeRoot applies the root rule: it returns the prefix entries get and a
// note for the claim context.
func (c *collector) treeRoot(root string) (string, string) {
	r := strings.Trim(root, "/")
	switch {
	case r == "" || r == ".":
		return "", ""
	case c.man != nil && c.man.HasDir(r), conventionalDirs[strings.ToLower(r)], strings.Contains(r, "/"):
		return r + "/", ""
	}
	return "", "tree root `" + r + "/` read as the repository root"
}
