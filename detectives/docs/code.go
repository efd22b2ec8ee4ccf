package docs

import (
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Programming-language fences: only string literals and comments can hold
// paths; identifiers never do. A literal on a line that writes a file
// (open(.., "w"), savefig, os.Create) is written by the code shown, and an
// import specifier is a module path, neither a claim of existence.

var (
	reLiteral  = regexp.MustCompile("\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)*'|`[^`]*`")
	reOpenMode = regexp.MustCompile(`open\([^)]*,\s*(?:mode\s*=\s*)?["'][^"']*[wax+]`)
	reWriteFn  = regexp.MustCompile(`(?i)(?:to_csv|to_json|to_parquet|to_excel|to_pickle|savefig|save_pretrained|\.save|write_text|write_bytes|makedirs|mkdir|writefile|os\.create|mkdirall|writefilesync|createwritestream|json\.dump|yaml\.dump|torch\.save|np\.save|imwrite)\s*\(`)
	reOutVar   = regexp.MustCompile(`(?i)^\s*(?:const\s+|var\s+|let\s+)?[a-z_]*(?:out|output|dest|save)[a-z_]*\s*(?::=|=)`)
	reImport   = regexp.MustCompile(`^\s*(?:import\b|from\s+\S+\s+import\b|export\s.*\bfrom\b|#include\b|require\b|use\b|package\b)|\brequire\(|\bimport\(`)
)

// codeLines handles the lines of a fence in a programming language.
func (c *collector) codeLines(lines []span, lang string) {
	inImport := false
	for _, l := range lines {
		t := strings.TrimSpace(l.text)
		if lang == "go" {
			if strings.HasPrefix(t, "import (") {
				inImport = true
			} else if inImport && t == ")" {
				inImport = false
			}
		}
		lineRole := roleNone
		switch {
		case inImport || mayImport(l.text) && reImport.MatchString(l.text):
			lineRole = roleImport
		case strings.Contains(l.text, "open(") && reOpenMode.MatchString(l.text),
			strings.Contains(l.text, "(") && reWriteFn.MatchString(l.text),
			strings.Contains(l.text, "=") && reOutVar.MatchString(l.text):
			lineRole = roleWrite
		}
		code, comment := splitComment(l.text, lang)
		n0 := len(c.mentions)
		for _, lit := range reLiteral.FindAllStringIndex(code, -1) {
			inner := code[lit[0]+1 : lit[1]-1]
			for _, w := range fields(inner) {
				c.fenceToken(w, l.start+lit[0]+1, lineRole, lang)
			}
		}
		if !readCallRE.MatchString(code) {
			c.markExample(n0, func(*mention) bool { return true })
		}
		if comment.text != "" {
			n0 = len(c.mentions)
			c.commentTokens(comment, l.start, lang)
			c.markExample(n0, func(m *mention) bool { return !strings.Contains(strings.TrimSuffix(m.ref.path, "/"), "/") })
		}
	}
}

// mayImport is a cheap filter before reImport.
func mayImport(l string) bool {
	for _, w := range []string{"import", "require", "use ", "package", "#include"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// methodCallRE: a receiver and a method, called ("shift.lock!",
// "user.save(", "record.valid?"), not a file name.
var methodCallRE = regexp.MustCompile(`^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*(?:[!?]|\()`)

// fenceToken records one word of a fence line at base+w.start.
func (c *collector) fenceToken(w span, base int, r role, lang string) {
	t := trimCode(w)
	if methodCallRE.MatchString(w.text) || !c.mentionable(t.text, false) {
		return
	}
	c.addLine(evidence.KindFence, t.text, base+t.start, r, lang)
}

// commentTokens records the words of a code comment; classification reads
// them like prose ("# writes bin/auditor").
func (c *collector) commentTokens(comment span, base int, lang string) {
	for _, w := range fields(comment.text) {
		t := trimSpan(w)
		if !c.mentionable(t.text, false) {
			continue
		}
		if m := c.addLine(evidence.KindFence, t.text, base+comment.start+t.start, roleNone, lang); m != nil {
			m.comment = true
			m.before, m.after = commentClause(comment.text, t.start, t.end)
		}
	}
}

// commentClause is the lower-cased comment text around [a,b).
func commentClause(s string, a, b int) (string, string) {
	return clauseAround(s, a, b)
}

var hashCommentLangs = setOf("python", "py", "ruby", "rb", "perl", "r", "yaml", "yml", "toml", "sh", "bash", "dockerfile", "makefile", "make", "python3", "elixir", "nim", "julia", "jl", "tf", "hcl", "ini", "conf")

// splitComment separates a trailing line comment ("# ..." or "// ...").
func splitComment(line, lang string) (string, span) {
	markers := []string{"//"}
	if hashCommentLangs[lang] {
		markers = []string{"#"}
	}
	for _, mk := range markers {
		if i := commentStart(line, mk); i >= 0 {
			return line[:i], span{line[i+len(mk):], i + len(mk), len(line)}
		}
	}
	return line, span{}
}

// commentStart finds a comment marker outside string literals.
func commentStart(line, mk string) int {
	var quote byte
	for i := 0; i < len(line); i++ {
		ch := line[i]
		switch {
		case quote != 0:
			if ch == '\\' {
				i++
			} else if ch == quote {
				quote = 0
			}
		case ch == '"' || ch == '\'' || ch == '`':
			quote = ch
		case strings.HasPrefix(line[i:], mk) && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t'):
			return i
		}
	}
	return -1
}

// readCallRE: a line of code that reads or loads a file: its literal
// names an input the program expects to find ("os.ReadFile(\"testdata/in.json\")",
// "pd.read_csv('data/train.csv')").
var readCallRE = regexp.MustCompile(`(?i)\b(?:open|read\w*|load\w*|import_module|include|source|parse_file|from_file|fopen|ifstream)\s*\(`)

// markExample marks the mentions added since n0 that keep as values of
// the example program a document shows: a string literal of a code block
// ("pdf_path = \"reports/x.pdf\"", "--input file1.txt") is data the
// program is given or writes, and a bare file name in a comment ("//
// demo.cc:") names a file of the example. A comment naming a path with
// directories ("# src/state.py") places the snippet in the repository and
// stays a claim.
func (c *collector) markExample(n0 int, keep func(*mention) bool) {
	for i := n0; i < len(c.mentions); i++ {
		if m := &c.mentions[i]; m.role == roleNone && keep(m) {
			m.example = true
		}
	}
}
