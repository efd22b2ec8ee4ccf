package docs

import (
	"regexp"
	"strings"
)

// The command-line grammars of the runners whose targets command claims
// name: which words are options, which take a value, which name a
// directory, and which are the targets.

// make: "make [-C dir] [-j N] [VAR=x] target...". -f (another makefile)
// and unknown options taking values make the line unreadable.
func (st *shellState) make(ws []word) []commandMention {
	var out []commandMention
	dir := ""
	for i := 1; i < len(ws); i++ {
		w := ws[i].s
		switch {
		case w == "-C" || w == "--directory":
			if i+1 >= len(ws) || !localDir(ws[i+1].s) {
				return nil
			}
			dir = ws[i+1].s
			i++
		case strings.HasPrefix(w, "--directory="):
			dir = strings.TrimPrefix(w, "--directory=")
		case w == "-f" || w == "--file" || w == "--makefile" || strings.HasPrefix(w, "--file=") || strings.HasPrefix(w, "--makefile="):
			return nil
		case w == "-j" || w == "-l" || w == "-o" || w == "-W":
			if i+1 < len(ws) && !strings.HasPrefix(ws[i+1].s, "-") && isNumber(ws[i+1].s) || w != "-j" {
				i++
			}
		case strings.HasPrefix(w, "-"), strings.Contains(w, "="):
		case nameRE.MatchString(w) && !capsPlaceholder(w):
			out = append(out, cmdMention(toolMake, ws[i]))
		default:
			return out // a placeholder, a redirection: stop reading
		}
	}
	if dir != "" {
		if !localDir(dir) {
			return nil
		}
		for i := range out {
			out[i].dir, out[i].explicit = strings.TrimSuffix(pathJoin(st.dir, dir), "/"), true
		}
	}
	return out
}

func isNumber(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func pathJoin(a, b string) string {
	if a == "." || a == "" {
		return strings.TrimPrefix(b, "./")
	}
	return a + "/" + strings.TrimPrefix(b, "./")
}

// npmLifecycle are the scripts npm runs without "run".
var npmLifecycle = setOf("test", "t", "tst", "start", "stop", "restart")

// pmBuiltins are pnpm and yarn commands that are not scripts.
var pmBuiltins = setOf("install", "i", "add", "remove", "rm", "uninstall", "update", "up", "upgrade", "dlx", "exec",
	"create", "init", "why", "outdated", "publish", "pack", "link", "unlink", "list", "ls", "info", "config", "audit",
	"import", "rebuild", "prune", "store", "fetch", "patch", "patch-commit", "env", "setup", "dedupe", "licenses",
	"workspace", "workspaces", "global", "cache", "version", "versions", "login", "logout", "set", "node", "bin",
	"help", "dev-dependencies", "install-test", "plugin", "constraints", "npm", "run", "recursive", "deploy", "approve-builds")

// npm, pnpm, yarn: "npm run X", "npm test", "pnpm X", "yarn X", with
// --prefix/-C/--dir/--cwd naming the directory; workspaces and filters
// make the line unreadable.
func (st *shellState) npm(ws []word) []commandMention {
	pm := ws[0].s
	dir := ""
	var rest []word
	for i := 1; i < len(ws); i++ {
		w := ws[i].s
		switch {
		case w == "--prefix" || w == "-C" || w == "--dir" || w == "--cwd":
			if i+1 >= len(ws) {
				return nil
			}
			dir = ws[i+1].s
			i++
		case strings.HasPrefix(w, "--prefix=") || strings.HasPrefix(w, "--dir=") || strings.HasPrefix(w, "--cwd="):
			dir = w[strings.IndexByte(w, '=')+1:]
		case w == "-w" || w == "--workspace" || w == "--filter" || w == "-F" || w == "-r" || w == "--recursive" ||
			strings.HasPrefix(w, "--workspace") || strings.HasPrefix(w, "--filter") || w == "-g" || w == "--global":
			return nil
		case w == "--":
			i = len(ws)
		case strings.HasPrefix(w, "-"):
		default:
			rest = append(rest, ws[i])
		}
		if len(rest) == 2 {
			break
		}
	}
	if len(rest) == 0 {
		return nil
	}
	if rest[0].s == "add" || rest[0].s == "install" || rest[0].s == "i" || rest[0].s == "link" {
		st.recordAdded(ws)
		return nil
	}
	if scaffolds(rest) {
		st.consumer.mark(ws[0].off)
		return nil
	}
	var name word
	switch {
	case rest[0].s == "run" || rest[0].s == "run-script" || rest[0].s == "rum" || rest[0].s == "urn":
		if len(rest) < 2 {
			return nil
		}
		name = rest[1]
	case pm == "npm" && npmLifecycle[rest[0].s]:
		name = rest[0]
		if name.s == "t" || name.s == "tst" {
			name.s = "test"
		}
	case pm != "npm" && !pmBuiltins[rest[0].s]:
		name = rest[0]
	default:
		return nil
	}
	if !nameRE.MatchString(name.s) || capsPlaceholder(name.s) || st.added[name.s] || alternativesRE.MatchString(name.s) {
		// "yarn simple-git-hooks" after "yarn add --dev simple-git-hooks":
		// the package's program; "npm run dev/build/preview": a choice of
		// scripts written in shorthand, not one script
		return nil
	}
	m := cmdMention(toolNPM, name)
	if dir != "" {
		if !localDir(dir) {
			return nil
		}
		m.dir, m.explicit = pathJoin(st.dir, dir), true
	}
	return []commandMention{m}
}

// just: "just [-d dir] recipe [args]"; -f, --list and friends are not
// recipes.
func (st *shellState) just(ws []word) []commandMention {
	for i := 1; i < len(ws); i++ {
		w := ws[i].s
		switch {
		case w == "-f" || w == "--justfile" || w == "-l" || w == "--list" || w == "--summary" || w == "--choose" ||
			w == "--init" || w == "--help" || w == "--version" || w == "--dump" || w == "--evaluate" || w == "--show" || w == "-s":
			return nil
		case w == "-d" || w == "--working-directory" || w == "--set":
			i++
		case strings.HasPrefix(w, "-"), strings.Contains(w, "="):
		case nameRE.MatchString(w) && !strings.ContainsAny(w, "./:") && !capsPlaceholder(w):
			return []commandMention{cmdMention(toolJust, ws[i])}
		default:
			return nil
		}
	}
	return nil
}

// task: "task [-d dir] t1 t2 [VAR=x] [-- args]".
func (st *shellState) task(ws []word) []commandMention {
	var out []commandMention
	dir := ""
	for i := 1; i < len(ws); i++ {
		w := ws[i].s
		switch {
		case w == "--":
			i = len(ws)
		case w == "-t" || w == "--taskfile" || w == "-l" || w == "--list" || w == "--list-all" || w == "-a" ||
			w == "--init" || w == "-i" || w == "--help" || w == "--version" || w == "-g" || w == "--global":
			return nil
		case w == "-d" || w == "--dir":
			if i+1 >= len(ws) {
				return nil
			}
			dir = ws[i+1].s
			i++
		case strings.HasPrefix(w, "-"), strings.Contains(w, "="):
		case nameRE.MatchString(w) && !capsPlaceholder(w):
			out = append(out, cmdMention(toolTask, ws[i]))
		default:
			return out
		}
	}
	if dir != "" {
		if !localDir(dir) {
			return nil
		}
		for i := range out {
			out[i].dir, out[i].explicit = pathJoin(st.dir, dir), true
		}
	}
	return out
}

// pyTools are programs `uv run` / `poetry run` commonly runs that are
// not the project's console scripts.
var pyTools = setOf("python", "python3", "pytest", "py.test", "ruff", "black", "mypy", "pyright", "flake8", "isort",
	"pip", "pip3", "uvicorn", "gunicorn", "streamlit", "jupyter", "ipython", "langgraph", "alembic", "coverage",
	"pre-commit", "tox", "nox", "sphinx-build", "mkdocs", "fastapi", "flask", "django-admin", "celery", "pylint",
	"bandit", "hypercorn", "gradio", "chainlit", "marimo", "dvc", "pdoc", "bash", "sh", "node", "npx", "make",
	// shell programs run inside the environment ("poetry run which python")
	"which", "where", "echo", "env", "printenv", "ls", "cat", "time", "git")

// uv / poetry: "uv run [opts] NAME args", "poetry run NAME args". A path,
// a module (-m) or a well-known tool is not a console script.
func (st *shellState) pyRun(ws []word) []commandMention {
	if len(ws) < 3 || ws[1].s != "run" {
		return nil
	}
	dir := ""
	for i := 2; i < len(ws); i++ {
		w := ws[i].s
		switch {
		case w == "-m" || w == "--module" || w == "--script" || w == "-s":
			return nil
		case w == "--project" || w == "--directory":
			if i+1 >= len(ws) {
				return nil
			}
			dir = ws[i+1].s
			i++
		case w == "--with" || w == "--python" || w == "-p" || w == "--env-file" || w == "--extra" || w == "--group" ||
			w == "--package" || w == "--with-requirements" || w == "--index" || w == "-C" || w == "--directory=" ||
			w == "--only-group" || w == "--no-group" || w == "--with-editable" || w == "--env" || w == "-E" || w == "--extras":
			i++
		case strings.HasPrefix(w, "-"):
		case w == "python" || w == "python3":
			return st.pyModule(ws[i:])
		case strings.ContainsAny(w, "./\\") || pyTools[strings.ToLower(w)] || !nameRE.MatchString(w) || capsPlaceholder(w):
			return nil
		default:
			m := cmdMention(toolPy, ws[i])
			if dir != "" {
				if !localDir(dir) {
					return nil
				}
				m.dir, m.explicit = pathJoin(st.dir, dir), true
			}
			return []commandMention{m}
		}
	}
	return nil
}

// recordAdded remembers the packages an "add" or "install" line names
// ("yarn add --dev simple-git-hooks", "npm i -D lefthook@1"): the
// document installs them in the reader's project, and running one later
// ("yarn simple-git-hooks") runs its program, not a script.
func (st *shellState) recordAdded(ws []word) {
	if st.added == nil {
		return
	}
	for _, w := range ws[2:] {
		if strings.HasPrefix(w.s, "-") {
			continue
		}
		name := w.s
		if i := strings.LastIndexByte(name, '@'); i > 0 {
			name = name[:i] // lefthook@1, @scope/pkg@2
		}
		st.added[name] = true
		if ownPackage(name, st.project) {
			st.consumer.mark(w.off)
		}
		if _, bin, ok := strings.Cut(name, "/"); ok && strings.HasPrefix(name, "@") {
			st.added[bin] = true // @commitlint/cli: its program is often the last part
		}
	}
}

// pyModule reads "python [opts] -m pkg.mod args": the module claims that
// the project (or an installed package) has it. Options before -m that
// take a value (-W, -X) are skipped; a script path or -c ends the search.
func (st *shellState) pyModule(ws []word) []commandMention {
	for i := 1; i < len(ws); i++ {
		switch w := ws[i].s; {
		case w == "-m" && i+1 < len(ws):
			if !moduleRE.MatchString(ws[i+1].s) {
				return nil
			}
			return []commandMention{cmdMention(toolMod, ws[i+1])}
		case w == "-W" || w == "-X":
			i++
		case strings.HasPrefix(w, "-") && w != "-c":
		default:
			return nil
		}
	}
	return nil
}

// moduleRE: a dotted Python module name.
var moduleRE = regexp.MustCompile(`^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$`)

// alternativesRE is a script name written as a choice of words
// ("dev/build/preview").
var alternativesRE = regexp.MustCompile(`^[a-z][\w-]*(?:/[a-z][\w-]*)+$`)
