package docs

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/internal/taskfiles"
)

// Command claims: a document that tells the reader to run `make test`,
// `npm run lint`, `just build`, `task deploy` or `uv run auditor` claims
// that this project's Makefile, package.json, justfile, Taskfile or
// pyproject defines that target, script, recipe, task or console script.
// They are read from code blocks and code spans only; the aggregator
// resolves them (and only when the runner's file exists).

// Runner tools as recorded in a command claim's data ("tool").
const (
	toolMake = taskfiles.Make
	toolNPM  = taskfiles.NPM // npm, pnpm and yarn: package.json scripts
	toolJust = taskfiles.Just
	toolTask = taskfiles.Task
	toolPy   = taskfiles.Pyproject
	toolMod  = taskfiles.PyModule
)

// commandMention is one target a command line names.
type commandMention struct {
	tool string // one of the tool* constants
	name string // the target, script, recipe, task or console script
	// dir is the directory the command runs in (repo-relative, "." the
	// root); explicit is true when the line says so (make -C, cd, --prefix).
	dir      string
	explicit bool
	// earlier are the directories earlier blocks of the document cd'ed
	// into: "cd frontend" in one block, "npm run dev" in the next.
	earlier []string
	runner  string // the program as written: make, npm, pnpm, yarn, just, task, uv, poetry
	text    string // the command as written (the words up to the name)
	off     int    // document offset of the name
	line    int
	code    bool // from a code span (else a code block)
	context string
}

// cmdShellLangs are the fence languages whose lines are commands; "" is an
// unlabelled fence.
var cmdShellLangs = setOf("", "sh", "bash", "shell", "console", "zsh", "shell-session", "shellsession",
	"powershell", "ps1", "pwsh", "cmd", "bat", "text", "txt", "terminal", "fish", "session")

// commandMentions returns the command claims of a Markdown document in
// document order. project is the repository's own name (a `cd project`
// after cloning it returns to the root).
func commandMentions(p *codeParts, project string) []commandMention {
	var out []commandMention
	var dirs []string // directories cd'ed into so far
	other, prevEnd := false, 0
	added := map[string]bool{}
	consumer := &consumerStart{at: -1}
	for _, b := range p.blocks {
		if !cmdShellLangs[b.lang] || len(b.lines) == 0 {
			continue
		}
		start := b.lines[0].start
		// "express /tmp/foo && cd /tmp/foo" in one block, "npm start" in
		// the next: the reader is still in the other tree until a heading
		away := other && !headingBetween(p.doc.src, prevEnd, start)
		st := shellState{dir: ".", project: project, other: away, away: away, added: added, consumer: consumer}
		for _, l := range b.lines {
			for _, m := range st.line(l.text, l.start) {
				m.line = p.doc.lineOf(m.off)
				m.context = strings.TrimSpace(l.text)
				if !m.explicit {
					m.earlier = dirs
				}
				out = append(out, m)
			}
			if st.explicit && !contains(dirs, st.dir) {
				dirs = append(dirs[:len(dirs):len(dirs)], st.dir)
			}
		}
		other, prevEnd = st.other && st.away, b.lines[len(b.lines)-1].end
	}
	for _, s := range p.spans {
		st := shellState{dir: ".", project: project, added: added, consumer: consumer}
		ms := st.line(s.text, s.start)
		dir, named := namedDirAfter(p.doc.src, s.end)
		for _, m := range ms {
			m.line, m.code = p.doc.lineOf(m.off), true
			m.context = p.sentence(s.start, s.end)
			if named {
				m.dir, m.explicit = dir, true
			}
			out = append(out, m)
		}
	}
	return consumer.drop(p.doc.src, out)
}

// dirAfterRE: the sentence names the directory a command span runs in
// right after it ("run `make deploy` in the `docs` submodule").
var dirAfterRE = regexp.MustCompile("^\\s+(?:in|inside|within|from) (?:the |its )?`?([\\w.-]+(?:/[\\w.-]+)*)/?`? (?:sub)?(?:module|directory|dir|folder|repo|repository)\\b")

// namedDirAfter returns the directory the text after a code span ending at
// end says the command runs in.
func namedDirAfter(src string, end int) (string, bool) {
	rest := strings.TrimLeft(src[end:], "`")
	if len(rest) > 80 {
		rest = rest[:80]
	}
	m := dirAfterRE.FindStringSubmatch(rest)
	if m == nil || !localDir(m[1]) {
		return "", false
	}
	return path.Clean(m[1]), true
}

// headingBetween reports a Markdown heading line in src[from:to].
func headingBetween(src string, from, to int) bool {
	if from < 0 || to > len(src) || from >= to {
		return false
	}
	for _, l := range strings.Split(src[from:to], "\n") {
		if t := strings.TrimLeft(l, " "); strings.HasPrefix(t, "#") && len(l)-len(t) < 4 {
			return true
		}
	}
	return false
}

// shellState follows the directory a block of commands runs in.
type shellState struct {
	dir      string
	explicit bool
	other    bool            // in another project's tree (cd into a clone or an unknown directory)
	added    map[string]bool // packages the document adds with npm/yarn/pnpm, shared by its blocks
	away     bool            // in an absolute or home directory (cd /tmp/foo): still there in the next block
	cloned   string
	ownClone bool // the last command cloned this project: the next cd enters it
	project  string
	consumer *consumerStart // where the document starts the reader's own project, shared by its blocks
}

// cmdPromptRE is a shell prompt at the start of a line: "$ ", "> ",
// "(venv) $ ", "user@host:~/x$ ", "PS C:\x> ".
var cmdPromptRE = regexp.MustCompile(`^\s*(?:\([\w.-]+\)\s*)?(?:[\w.-]+@[\w.-]+:?[^\s$#>]*\s*)?(?:PS [^>]*>|[$%>❯➜])\s+`)

// separatorRE splits a line into simple commands.
var separatorRE = regexp.MustCompile(`\s*(?:&&|\|\||;|\|)\s*`)

// line reads one command line starting at document offset base.
func (st *shellState) line(l string, base int) []commandMention {
	if m := cmdPromptRE.FindStringIndex(l); m != nil {
		l, base = l[m[1]:], base+m[1]
	}
	if strings.HasPrefix(strings.TrimSpace(l), "#") {
		return nil
	}
	if i := strings.Index(l, " #"); i >= 0 {
		l = l[:i]
	}
	var out []commandMention
	idx := separatorRE.FindAllStringIndex(l, -1)
	start := 0
	for i := 0; i <= len(idx); i++ {
		end := len(l)
		if i < len(idx) {
			end = idx[i][0]
		}
		out = append(out, st.simple(l[start:end], base+start)...)
		if i < len(idx) {
			start = idx[i][1]
		}
	}
	return out
}

// word is a shell word with its document offset.
type word struct {
	s   string
	off int
}

func splitWords(s string, base int) []word {
	var out []word
	for i := 0; i < len(s); {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		j := i
		var quote byte // a quoted part ("a b", 'a b') stays in its word
		for j < len(s) && (quote != 0 || s[j] != ' ' && s[j] != '\t') {
			switch {
			case quote == 0 && (s[j] == '"' || s[j] == '\''):
				quote = s[j]
			case s[j] == quote:
				quote = 0
			}
			j++
		}
		if j > i {
			out = append(out, word{strings.Trim(s[i:j], `"'`), base + i})
		}
		i = j
	}
	return out
}

// simple reads one simple command (no separators).
func (st *shellState) simple(s string, base int) []commandMention {
	if j := optionalPrefix(s); j > 0 {
		s, base = s[j:], base+j // "[python -m py]make test", "[sudo] make install"
	}
	ws := splitWords(s, base)
	for len(ws) > 0 && (strings.Contains(ws[0].s, "=") && !strings.HasPrefix(ws[0].s, "-") || ws[0].s == "sudo" || ws[0].s == "env") {
		ws = ws[1:] // FOO=1 make test, sudo make install
	}
	if len(ws) == 0 {
		return nil
	}
	switch ws[0].s {
	case "cd", "pushd":
		st.cd(ws)
		return nil
	case "git":
		if len(ws) > 2 && ws[1].s == "clone" {
			args := make([]string, 0, len(ws)-2)
			for _, w := range ws[2:] {
				args = append(args, w.s)
			}
			_, st.cloned = cloneArgs(args)
			st.ownClone = projectName(st.cloned, st.project)
		}
		return nil
	case "npx", "bunx":
		if len(ws) > 1 && strings.HasPrefix(ws[1].s, "create-") {
			st.consumer.mark(ws[0].off) // npx create-react-app my-app
		}
	}
	if st.other {
		return nil
	}
	ws = prosePrefix(ws)
	var ms []commandMention
	switch ws[0].s {
	case "make", "gmake":
		ms = st.make(ws)
	case "npm", "pnpm", "yarn":
		ms = st.npm(ws)
	case "just":
		ms = st.just(ws)
	case "task":
		ms = st.task(ws)
	case "uv", "poetry":
		ms = st.pyRun(ws)
	case "python", "python3", "py":
		ms = st.pyModule(ws)
	}
	for i := range ms {
		ms[i].runner = ws[0].s
		if ms[i].dir == "" {
			ms[i].dir, ms[i].explicit = st.dir, st.explicit
		}
		ms[i].text = strings.TrimSpace(s[:ms[i].off-base+len(ms[i].name)])
	}
	return ms
}

// optionalPrefix returns the length of an optional part written in
// brackets before the command ("[python -m py]make pypimeta": make, or
// py-make standing in for it), 0 when there is none.
func optionalPrefix(s string) int {
	t := strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(t, "[") {
		return 0
	}
	j := strings.IndexByte(t, ']')
	if j < 2 || strings.ContainsAny(t[1:j], "[<>") || j+1 >= len(t) {
		return 0
	}
	k := j + 1
	for k < len(t) && (t[k] == ' ' || t[k] == '\t') {
		k++
	}
	return len(s) - len(t) + k
}

// cd follows a change of directory: into a tracked-looking relative
// directory, back to the root (the project's own name after a clone), or
// into another tree (anything else), where commands are not this
// project's.
func (st *shellState) cd(ws []word) {
	st.away = false
	if len(ws) < 2 {
		st.dir, st.explicit, st.other = ".", false, false
		return
	}
	d := strings.TrimSuffix(ws[1].s, "/")
	ownClone := st.ownClone
	st.ownClone = false
	if i := strings.IndexByte(d, '/'); i > 0 && projectName(d[:i], st.project) {
		d, ownClone = d[i+1:], false // cd project/frontend after cloning it: its frontend, not the clone's new name
	}
	switch {
	case projectName(d, st.project):
		st.dir, st.explicit, st.other = ".", false, false
	case ownClone && localDir(d) && !strings.Contains(d, "/") && d != "..":
		// "git clone .../trp1-chimera" then "cd project-chimera": the
		// clone under the name the author gave it
		st.dir, st.explicit, st.other = ".", false, false
	case st.cloned != "" && d == st.cloned:
		st.other = true // cd into a cloned dependency
	case !localDir(d):
		st.other = true
		st.away = strings.HasPrefix(d, "/") || strings.HasPrefix(d, "~")
	default:
		j := path.Join(st.dir, d)
		switch {
		case j == ".." || strings.HasPrefix(j, "../"):
			st.other = true // out of the repository
		case j == ".":
			st.dir, st.explicit = ".", false
		default:
			st.dir, st.explicit = j, true
		}
	}
}

// projectName reports a directory named as the project is, up to case and
// punctuation: the author's clone of it ("Kifiya_AIM_W2" for
// Kifiya-AIM-W2).
func projectName(dir, project string) bool {
	return project != "" && nameKey(dir) == nameKey(project)
}

// localDir reports a relative directory name without placeholders.
func localDir(d string) bool {
	return d != "" && !strings.HasPrefix(d, "/") && !strings.HasPrefix(d, "~") && !strings.ContainsAny(d, "$<>{}[]*%")
}

// cloneArgs returns the URL `git clone URL [DIR]` clones and the directory
// it creates, from the command's arguments (flags skipped; the caller
// stops them at a shell operator).
func cloneArgs(args []string) (url, dir string) {
	var pos []string
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
		}
	}
	if len(pos) == 0 {
		return "", ""
	}
	if len(pos) > 1 {
		return pos[0], pos[1]
	}
	return pos[0], strings.TrimSuffix(path.Base(strings.TrimSuffix(pos[0], "/")), ".git")
}

// nameRE is a plausible target, script, recipe or task name.
var nameRE = regexp.MustCompile(`^[A-Za-z0-9_][\w.:/@+-]*$`)

func cmdMention(tool string, w word) commandMention {
	return commandMention{tool: tool, name: w.s, off: w.off}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// prosePrefix cuts a command line written as prose where its sentence
// starts: "make install: Install all dependencies using uv." names only
// the target before the colon, and "make test." ends at the full stop.
func prosePrefix(ws []word) []word {
	for i := 1; i < len(ws); i++ {
		w := ws[i].s
		if len(w) > 1 && strings.Trim(w, ".") != "" && (strings.HasSuffix(w, ":") || strings.HasSuffix(w, ".") || strings.HasSuffix(w, ",")) && !strings.HasSuffix(w, "::") {
			ws[i].s = w[:len(w)-1]
			return ws[:i+1]
		}
	}
	return ws
}
