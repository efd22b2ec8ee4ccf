package docs

import "strings"

// Command-line analysis: which words of a shell line (or of a sentence that
// quotes a command) the document creates or removes. Everything else a
// command names is read, so it stays a claim ("cat README.md",
// "python src/main.py").

var (
	copyCmds   = setOf("cp", "mv", "ln", "install", "rsync", "scp")
	createCmds = setOf("touch", "mkdir", "tee")
	deleteCmds = setOf("rm", "rmdir", "unlink")
	venvCmds   = setOf("venv", "virtualenv")
	outFlags   = setOf("-o", "--output", "--out", "-O", "--outdir", "--out-dir", "--output-dir",
		"--output-file", "--outfile", "--out-file", "--output-path", "--save", "--save-to", "--log-file", "--logfile",
		"--cache", "--cache-file", "--cache-dir", "--cache-path", "--save-dir", "--log-dir", "--logdir", "--results-dir",
		"--result-dir", "--report-dir", "--export-dir", "--dump-dir", "--checkpoint-dir")
	redirects = setOf(">", ">>", "1>", "2>", "&>", "2>>", "1>>", "&>>")
	operators = setOf("&&", "||", ";", "|", "&")
)

// Package managers and the verbs with which they take package names:
// "brew install org/tap/name", "npm install @scope/pkg". Local arguments
// (./dir, a file with an extension such as requirements.txt or a wheel)
// stay paths.
var (
	packageManagers = setOf("brew", "apt", "apt-get", "yum", "dnf", "apk", "pacman", "port", "choco",
		"scoop", "winget", "snap", "pip", "pip3", "pipx", "npm", "pnpm", "yarn", "bun", "gem", "cargo",
		"conda", "mamba", "helm", "nix-env", "opam", "cabal", "stack", "composer")
	installVerbs = setOf("install", "add", "tap", "i", "upgrade", "uninstall", "remove")
)

// localArg reports an argument that names a local file or directory.
func localArg(t string) bool {
	return strings.HasPrefix(t, ".") || strings.HasPrefix(t, "/") || strings.HasPrefix(t, "~") || hasExt(t)
}

// shellWords splits a command line into words, separating "--flag=value"
// into the flag and the value, "a>b" redirections into "a", ">", "b" and
// dropping a leading prompt ("$ ", "% ", "PS> ").
func shellWords(line string) []span {
	var out []span
	for i, w := range fields(line) {
		if i == 0 && (w.text == "$" || w.text == "%" || w.text == "PS>" || w.text == "❯") {
			continue
		}
		if strings.HasPrefix(w.text, "-") {
			if j := strings.IndexByte(w.text, '='); j > 0 {
				out = append(out, span{w.text[:j], w.start, w.start + j}, span{w.text[j+1:], w.start + j + 1, w.end})
				continue
			}
		}
		out = append(out, splitRedirect(w)...)
	}
	return out
}

// splitRedirect turns ">out.txt" into ">" and "out.txt".
func splitRedirect(w span) []span {
	t := w.text
	i := strings.IndexByte(t, '>')
	if i < 0 || t == ">" || t == ">>" || strings.HasPrefix(t, "->") || strings.HasSuffix(t, "->") {
		return []span{w}
	}
	j := i
	for j < len(t) && (t[j] == '>' || t[j] == '&') {
		j++
	}
	var out []span
	if i > 0 && t[:i] != "1" && t[:i] != "2" && t[:i] != "&" {
		out = append(out, span{t[:i], w.start, w.start + i})
	}
	out = append(out, span{t[i:j], w.start + i, w.start + j})
	if j < len(t) {
		out = append(out, span{t[j:], w.start + j, w.end})
	}
	return out
}

// commandRoles assigns a role to every word. In prose mode a command's
// arguments stop at the first word that is not path-like.
func commandRoles(ws []span, prose bool) []role {
	roles := make([]role, len(ws))
	for i := 0; i < len(ws); i++ {
		w := strings.Trim(ws[i].text, "`\"'")
		if !prose && pathTool(ws, i, w) {
			roles[i] = roleTool
			continue
		}
		switch {
		case redirects[w] || outFlags[strings.ReplaceAll(w, "_", "-")]: // "--output_dir" as "--output-dir"
			if i+1 < len(ws) {
				roles[i+1] = roleCreate
			}
		case installVerbs[w] && i > 0 && packageManagers[strings.Trim(ws[i-1].text, "`")]:
			for _, a := range commandArgs(ws, i+1, prose) {
				if t := strings.Trim(ws[a].text, "`\"'"); !localArg(t) {
					roles[a] = rolePackage
				}
			}
		case w == "mv" && i > 0 && strings.Trim(ws[i-1].text, "`") == "git":
			// "git mv a b": a is the old name
			if args := commandArgs(ws, i+1, prose); len(args) >= 2 {
				roles[args[0]] = roleRenamed
			}
		case copyCmds[w]:
			args := commandArgs(ws, i+1, prose)
			if len(args) >= 2 {
				roles[args[len(args)-1]] = roleCreate
			}
		case createCmds[w]:
			for _, a := range commandArgs(ws, i+1, prose) {
				roles[a] = roleCreate
			}
		case deleteCmds[w]:
			for _, a := range commandArgs(ws, i+1, prose) {
				roles[a] = roleDelete
			}
		case venvCmds[w]:
			if args := commandArgs(ws, i+1, prose); len(args) > 0 {
				roles[args[0]] = roleCreate
			}
		case w == "shell" && i > 0 && strings.Trim(ws[i-1].text, "`") == "adb", w == "ssh",
			w == "exec" && i > 0 && remoteExecs[strings.Trim(ws[i-1].text, "`")]:
			// the rest of the command runs on a device, host or container
			for a := i + 1; a < len(ws); a++ {
				if t := strings.Trim(ws[a].text, "`\"'"); operators[t] || redirects[t] {
					break
				}
				roles[a] = roleRemote
			}
		case w == "kubectl" || w == "oc":
			for _, a := range commandArgs(ws, i+1, prose) {
				t := strings.Trim(ws[a].text, "`\"'")
				if prev := strings.Trim(ws[a-1].text, "`\"'"); prev == "-f" || prev == "--filename" || prev == "-k" || prev == "--kustomize" {
					continue
				}
				if strings.Contains(t, "/") && !hasExt(t) && !strings.HasPrefix(t, "/") && !strings.HasPrefix(t, ".") {
					roles[a] = roleResource
				}
			}
		case w == "clone" && i > 0 && strings.Trim(ws[i-1].text, "`") == "git":
			if args := commandArgs(ws, i+1, true); len(args) > 1 {
				roles[args[1]] = roleCreate
			}
		}
	}
	return roles
}

// synopsisRoles marks the placeholders of a usage synopsis
// ("tool render REPORT.json [-o FILE]", "tool [more.pdf|dir ...]"): every
// word of an optional group (a word opening with '[', up to the word that
// closes it; "[ -f x ]" tests and "[[" are not groups), and, on a line
// that has such a group or "...", words whose name is in capitals
// (REPORT.json, FILE) other than the conventional capitalised files. An
// argument named out.* or output.* is a file the command writes.
func synopsisRoles(ws []span, roles []role) {
	synopsis, depth := false, 0
	for i, w := range ws {
		t := strings.Trim(w.text, "`\"'")
		if depth == 0 && strings.HasPrefix(t, "[") && len(t) > 1 && t[1] != '[' && t[1] != ' ' {
			depth = 1
			synopsis = true
		}
		if depth > 0 {
			if roles[i] == roleNone {
				roles[i] = roleSynopsis
			}
			if strings.HasSuffix(t, "]") {
				depth = 0
			}
		}
		if strings.Contains(t, "...") || strings.Contains(t, "…") {
			synopsis = true
		}
		if roles[i] == roleNone && isOutName(t) {
			roles[i] = roleCreate
		}
	}
	if !synopsis {
		return
	}
	for i, w := range ws {
		if roles[i] == roleNone && capsPlaceholder(strings.Trim(w.text, "`\"'[]|")) {
			roles[i] = roleSynopsis
		}
	}
}

// isOutName reports an argument named out.EXT or output.EXT.
func isOutName(t string) bool {
	stem, ext, ok := strings.Cut(strings.ToLower(t[strings.LastIndexByte(t, '/')+1:]), ".")
	return ok && ext != "" && (stem == "out" || stem == "output")
}

// capsPlaceholder reports a name written in capitals that no project
// uses as a file name by convention (README.md and LICENSE are real).
func capsPlaceholder(t string) bool {
	base := t[strings.LastIndexByte(t, '/')+1:]
	stem, _, _ := strings.Cut(base, ".")
	if len(stem) < 2 || conventionalCaps[stem] {
		return false
	}
	for i := 0; i < len(stem); i++ {
		c := stem[i]
		if !(c >= 'A' && c <= 'Z' || c == '_' || c == '-' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

var conventionalCaps = setOf("README", "LICENSE", "LICENCE", "CHANGELOG", "CHANGES", "CONTRIBUTING",
	"CONTRIBUTORS", "SECURITY", "AUTHORS", "NOTICE", "COPYING", "CODEOWNERS", "MAINTAINERS", "TODO",
	"HISTORY", "INSTALL", "AGENTS", "CLAUDE", "GEMINI", "CODE_OF_CONDUCT", "SUPPORT", "GOVERNANCE",
	"FUNDING", "UPGRADING", "MIGRATION", "RELEASE", "RELEASES", "NEWS", "PATENTS", "VERSION", "BUILD",
	"WORKSPACE", "OWNERS", "ARCHITECTURE", "DESIGN", "ROADMAP", "FAQ", "USAGE", "API", "PKGBUILD",
	"MANIFEST", "NOTES", "THIRD_PARTY_NOTICES", "SPEC", "DEVELOPMENT", "TESTING", "GLOSSARY")

// commandArgs returns the indexes of the non-flag arguments of the command
// whose first argument is at i.
func commandArgs(ws []span, i int, prose bool) []int {
	var out []int
	for ; i < len(ws); i++ {
		t := strings.Trim(ws[i].text, "`\"'")
		if operators[t] || redirects[t] || strings.HasSuffix(t, ";") {
			break
		}
		if strings.HasPrefix(t, "-") && len(t) > 1 {
			continue
		}
		if prose && !pathShape(splitRef(trimSpan(ws[i]).text).path) && !isURL(t) {
			break
		}
		out = append(out, i)
	}
	return out
}

// pathTool reports the command word of a command line that runs a script
// by bare name ("idf.py set-target esp32c3", "espsecure.py ..."): a tool
// on the PATH. A script of the repository is run by its path
// ("./build.sh", "scripts/x.py", "python manage.py").
func pathTool(ws []span, i int, w string) bool {
	if i > 0 {
		if p := strings.Trim(ws[i-1].text, "`\"'"); !operators[p] && p != "sudo" && p != "$" {
			return false
		}
	}
	return i+1 < len(ws) && !strings.ContainsAny(w, "/\\") && scriptPath(w)
}

// remoteExecs run "exec" in a container or pod.
var remoteExecs = setOf("docker", "podman", "kubectl", "oc", "nerdctl")

// looksLikeCommand reports whether a code span holds a command line rather
// than a single path: several words and a command-ish first word.
func looksLikeCommand(s string) bool {
	ws := fields(s)
	if len(ws) < 2 {
		return false
	}
	p0 := splitRef(ws[0].text).path
	return !pathShape(p0) || scriptPath(p0) || strings.ContainsAny(s, "|>&;")
}

// scriptPath reports a first word that runs a script of the repository
// ("scripts/rotate-key.sh prod-eu", "./gradlew build"): the words after it
// are its arguments, not one path with spaces.
func scriptPath(p string) bool {
	if strings.HasPrefix(p, "./") || strings.HasPrefix(p, "bin/") {
		return true
	}
	switch strings.ToLower(p[strings.LastIndexByte(p, '.')+1:]) {
	case "sh", "bash", "zsh", "py", "rb", "pl", "js", "mjs", "ts", "ps1", "bat", "cmd":
		return strings.Contains(p, ".")
	}
	return false
}
