package docs

import (
	"strings"
	"unicode"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// spacedCommands are first words that make a code span a command line,
// not a file name with spaces ("cat notes.md", "open my report.pdf").
var spacedCommands = setOf("cat", "less", "more", "open", "xdg-open", "start", "vim", "vi", "nvim", "nano", "emacs", "code",
	"edit", "python", "python3", "node", "go", "bash", "sh", "zsh", "fish", "ruby", "perl", "php", "java", "javac",
	"cp", "mv", "rm", "ln", "touch", "mkdir", "ls", "cd", "git", "make", "npm", "npx", "yarn", "pnpm", "pip", "pip3",
	"docker", "cargo", "gcc", "clang", "source", "sudo", "chmod", "chown", "head", "tail", "grep", "sed", "awk",
	"find", "tar", "unzip", "zip", "curl", "wget", "deno", "bun", "pytest", "jest", "uv", "poetry", "dotnet",
	"kubectl", "helm", "terraform", "run", "import", "from", "include", "require", "load", "see", "read", "use")

// spacedName reports a code span that is one file name with spaces or
// non-ASCII letters ("ünïcødé 日本.md", "with space.md", "docs/my
// notes.md"): a few words of name characters ending in a file extension,
// a directory only before the first space, no shell syntax, no option,
// and no command word first.
func spacedName(body string) bool {
	ws := strings.Split(body, " ")
	if len(ws) < 2 || len(ws) > 8 || strings.ContainsAny(body, "\t\n|&;<>$=`'\"*?!:,()[]{}#\\") {
		return false
	}
	if spacedCommands[strings.ToLower(ws[0])] || !hasExt(ws[len(ws)-1]) {
		return false
	}
	for i, w := range ws {
		if w == "" || strings.HasPrefix(w, "-") || strings.HasPrefix(w, "/") {
			return false
		}
		// a directory only opens the name ("docs/My Notes.md"), and only
		// the last word has an extension: "tool sub x/y.json" is a command
		if i > 0 && strings.Contains(w, "/") || i < len(ws)-1 && hasExt(w) {
			return false
		}
		for _, r := range w {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("._-/+@~%", r) {
				return false
			}
		}
	}
	return true
}

// labelledName returns the last word of a spaced name that is not a
// tracked file while its last word is the name of one ("U1 config.py" in a
// table of units, "Step 2 main.py"): a label before a file name, not one
// name with spaces. It returns "" otherwise, and without a manifest.
func labelledName(body string, man *evidence.Manifest) string {
	if man == nil || man.HasFile(body) {
		return ""
	}
	last := body[strings.LastIndexByte(body, ' ')+1:]
	if strings.Contains(last, "/") {
		return ""
	}
	if len(man.WithSuffix(last)) > 0 {
		return last
	}
	return ""
}
