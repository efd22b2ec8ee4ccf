package docs

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// PDF text loses what a file name's glyphs do not carry: an underscore
// drawn as a line is read as a space ("git tools.py" for git_tools.py),
// and a table cell too narrow for a name splits it ("commandClassi
// fier.ts"). rejoinGaps puts such names back together on one page of text,
// before mentions are extracted, so that the whole name is checked rather
// than its tail.

// rejoinGaps rewrites "w1 w2.ext" as "w1_w2.ext" or "w1w2.ext" when
//   - the joined name is a tracked file's name (either joining), or
//   - the document draws no underscore in any file name (underscoresLost)
//     and w1 is a lower-case word that is no English function word: the
//     underscore was drawn, not written (even when w2 alone is tracked:
//     "git tools.py" beside a tracked tools.py is still git_tools.py), or
//   - w1 ends in the middle of a camelCase or snake_case word
//     ("commandClassi", "pending_scope_up") and w2 starts in lower case:
//     a cell split the name.
func rejoinGaps(page string, man *evidence.Manifest, underscoresLost bool) string {
	// "src/tools/repo_tools .py": a space (or a line break) before the
	// extension; a join across a break keeps the break after the name
	page = extGapRE.ReplaceAllStringFunc(page, func(s string) string {
		m := extGapRE.FindStringSubmatch(s)
		return m[1] + "." + m[3] + strings.Repeat("\n", strings.Count(m[2], "\n"))
	})
	return gapRE.ReplaceAllStringFunc(page, func(s string) string {
		m := gapRE.FindStringSubmatch(s)
		w1, gap, w2 := m[1], m[2], m[3]
		// a join across a line break keeps the break after the name, so
		// that the page keeps its line count
		breaks := strings.Repeat("\n", strings.Count(gap, "\n"))
		if tracked(man, w1+"_"+w2) {
			return w1 + "_" + w2 + breaks
		}
		if tracked(man, w1+w2) {
			return w1 + w2 + breaks
		}
		switch {
		case gap == " " && underscoresLost && lowerWordRE.MatchString(w1) && !gapStopWords[w1]:
			return w1 + "_" + w2
		case tracked(man, w2):
			return s
		case camelFragmentRE.MatchString(w1) && w2[0] >= 'a' && w2[0] <= 'z':
			return w1 + w2 + breaks
		}
		return s
	})
}

// tracked reports a tracked file whose base name is name.
func tracked(man *evidence.Manifest, name string) bool {
	return man != nil && len(man.WithSuffix(path.Base(name))) > 0
}

// underscoresLost reports a PDF whose text shows no underscore inside any
// file name: its font draws them as lines, or it has none to draw.
func underscoresLost(whole string) bool { return !underscoreNameRE.MatchString(whole) }

var (
	// extGapRE: a name whose extension a PDF set apart by a space, the
	// name itself a path or a snake_case word ("repo_tools .py").
	extGapRE         = regexp.MustCompile(`\b((?:[\w.-]+/)+[\w-]+|[a-z0-9]+(?:_[a-z0-9]+)+)( |[ \t]*\n[ \t]*)\.(py|ts|tsx|js|jsx|go|rs|java|kt|rb|md|json|ya?ml|toml|sql|sh)\b`)
	gapRE            = regexp.MustCompile(`\b([A-Za-z][A-Za-z0-9_]*)( |[ \t]*\n[ \t]*)([A-Za-z][A-Za-z0-9_]*\.(?:py|ts|tsx|js|jsx|go|rs|java|kt|rb|md|json|ya?ml|toml|sql|sh))\b`)
	camelFragmentRE  = regexp.MustCompile(`^[a-z]+[A-Z][A-Za-z]*$|^[A-Z][a-z]+[A-Z][A-Za-z]*$|^[a-z0-9]+(?:_[a-z0-9]+)+_?$`)
	lowerWordRE      = regexp.MustCompile(`^[a-z][a-z0-9]{1,20}$`)
	underscoreNameRE = regexp.MustCompile(`[A-Za-z0-9]_[A-Za-z0-9_]*\.[a-z]{1,5}\b`)
)

// gapStopWords are words that precede a file name in a sentence ("in
// tools.py", "the main.py"), never the first part of one.
var gapStopWords = setOf(
	"a", "an", "the", "in", "on", "of", "to", "at", "by", "for", "from", "with", "into", "and", "or", "not",
	"see", "file", "files", "module", "modules", "script", "scripts", "our", "my", "your", "its", "their",
	"this", "that", "these", "those", "each", "every", "new", "old", "run", "runs", "open", "opens", "edit",
	"edits", "update", "updates", "updated", "added", "add", "adds", "create", "created", "creates", "via",
	"as", "is", "are", "was", "were", "be", "has", "have", "had", "called", "named", "inside", "under",
	"uses", "use", "used", "using", "calls", "call", "import", "imports", "imported", "then", "also",
	"both", "but", "when", "if", "where", "which", "while", "load", "loads", "loaded", "read", "reads",
	"write", "writes", "wrote", "main", "entry", "point", "config", "defined", "implemented", "lives",
	"moved", "renamed", "deleted", "removed", "contains", "contain", "include", "includes", "check",
	"checks", "test", "tests", "see", "like", "e", "g", "i", "ie", "eg", "vs", "than", "only", "just",
)

// garbledGlyphs reports a PDF path holding a letter of Latin Extended-A
// or ÿ (U+00FF-U+017F) that no tracked path has: the text of a font whose
// glyphs carry no Unicode map comes out as such letters ("reÿerence/
// main.Āo" where the page shows reference/main.go), never as what a file
// of the repository is named.
func garbledGlyphs(p string, man *evidence.Manifest) bool {
	for _, r := range p {
		if r < 0xFF || r > 0x17F {
			continue
		}
		if man == nil {
			return true
		}
		for _, q := range man.Paths() {
			if strings.ContainsRune(q, r) {
				return false
			}
		}
		return true
	}
	return false
}
