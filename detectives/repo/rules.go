package repo

import (
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Pattern is a content rule in the style of gitleaks: data with its own
// true- and false-positive examples (the tests run every example). It
// matches a token (secrets) or a call (security hygiene) in a text file.
type Pattern struct {
	ID          string
	Description string
	Class       evidence.Class // ClassSecretFile or ClassSecurityPattern
	Exts        []string       // lower-case extensions it applies to; nil: every text file
	// Match finds the token, or a call up to and including its '('. A group
	// named "secret" marks the part that is redacted; without it the whole
	// match is the secret (secret rules) or is shown as is (security rules).
	Match *regexp.Regexp
	// Args and NotArgs filter a call by its argument text (the balanced
	// text after the '(' that ends Match): Args must match, NotArgs must not.
	Args, NotArgs *regexp.Regexp
	// Keywords prefilter files (gitleaks style): the regular expressions
	// only run on a file containing at least one of them. Required: every
	// match must contain one, which the examples check.
	Keywords []string
	// WordStart, when set, requires a match to start a word (the byte
	// before it is no ASCII letter, digit or '_'): Match then omits the
	// leading \b, which kept the regexp from skipping to its literal
	// prefix (go-exec-shell's ran over the whole of every Go file holding
	// "exec.Command"). It may only stand for a \b before a literal that
	// cannot recur inside a match, so that a match dropped for it hides no
	// other.
	WordStart bool
	// FileMust, when set, must match somewhere in the file (an import).
	FileMust *regexp.Regexp
	// Allow drops matches that are known placeholders (AWS's ...EXAMPLE).
	Allow *regexp.Regexp
	// SkipComments ignores matches on lines that start with a comment marker.
	SkipComments bool
	// Reveal is how many leading bytes of the secret are safe to show (a
	// well-known prefix such as AKIA); the rest is redacted.
	Reveal         int
	TruePositives  []Example
	FalsePositives []Example
	kw             keywordSet // Keywords grouped (see initKeywords)
}

// FileRule flags a committed file by its base name, optionally only when
// its content matches (a .pem holding a private key, an .npmrc holding a
// literal token).
type FileRule struct {
	ID          string
	Description string
	Name        *regexp.Regexp // matched against the base name
	Except      *regexp.Regexp // base names that never match (.env.example)
	Content     *regexp.Regexp // optional; "secret" group redacted as in Pattern
	Reveal      int
	// ShowKeys lists the variable names (never the values) of a dotenv file.
	ShowKeys       bool
	Confidence     float64
	TruePositives  []Example
	FalsePositives []Example
}

// Example is a rule test case: a file path and its text.
type Example struct {
	Path string
	Text string
}

// hit is one rule match in a file.
type hit struct {
	Line  int
	Shown string // what evidence may show: the redacted token or the code line
}

// maxHitsPerRule bounds the matches one rule reports in one file.
const maxHitsPerRule = 20

// appliesTo reports whether the pattern applies to a file path.
func (p *Pattern) appliesTo(file string) bool {
	if p.Exts == nil {
		return true
	}
	ext := strings.ToLower(path.Ext(file))
	for _, e := range p.Exts {
		if e == ext {
			return true
		}
	}
	return false
}

// find returns the pattern's hits in text, in file order.
func (p *Pattern) find(text string, idx lineIndex) []hit {
	kw := p.kw
	if kw == nil {
		kw = newKeywordSet(p.Keywords) // a pattern not in the tables
	}
	if !kw.in(text) {
		return nil
	}
	if p.FileMust != nil && !p.FileMust.MatchString(text) {
		return nil
	}
	var out []hit
	for _, m := range p.Match.FindAllStringSubmatchIndex(text, -1) {
		if len(out) == maxHitsPerRule {
			break
		}
		start, end := m[0], m[1]
		if p.WordStart && start > 0 && isWordByte(text[start-1]) {
			continue
		}
		if p.Args != nil || p.NotArgs != nil {
			args := callArgs(text, end)
			if p.Args != nil && !p.Args.MatchString(args) || p.NotArgs != nil && p.NotArgs.MatchString(args) {
				continue
			}
		}
		ss, se := secretSpan(p.Match, m)
		if p.Allow != nil && p.Allow.MatchString(text[ss:se]) {
			continue
		}
		line := idx.lineOf(max(start, end-1))
		if p.Class == ClassSecurityPattern {
			lt := idx.text(text, line)
			if p.SkipComments && isComment(lt) {
				continue
			}
			out = append(out, hit{Line: line, Shown: strings.TrimSpace(lt)})
			continue
		}
		out = append(out, hit{Line: idx.lineOf(ss), Shown: redactSpan(text, start, end, ss, se, p.Reveal)})
	}
	return out
}

// isWordByte reports whether b is an ASCII letter, digit or '_' (what
// \b tells from other bytes).
func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// matches reports whether the rule fires on a file. For a content rule the
// first matching line and its redacted excerpt are returned; text is only
// consulted when Content is set (pass "" when the file could not be read).
func (r *FileRule) matches(file, text string, readable bool) (bool, hit) {
	if !r.namesFile(file) {
		return false, hit{}
	}
	if r.Content == nil {
		return true, hit{}
	}
	if !readable {
		return false, hit{}
	}
	m := r.Content.FindStringSubmatchIndex(text)
	if m == nil {
		return false, hit{}
	}
	ss, se := secretSpan(r.Content, m)
	idx := newLineIndex(text)
	return true, hit{Line: idx.lineOf(m[0]), Shown: redactSpan(text, m[0], m[1], ss, se, r.Reveal)}
}

// namesFile reports whether the rule's name pattern selects the file.
func (r *FileRule) namesFile(file string) bool {
	base := path.Base(file)
	return r.Name.MatchString(base) && (r.Except == nil || !r.Except.MatchString(base))
}

// secretSpan returns the span of the group named "secret", or the whole match.
func secretSpan(re *regexp.Regexp, m []int) (int, int) {
	if i := re.SubexpIndex("secret"); i > 0 && m[2*i] >= 0 {
		return m[2*i], m[2*i+1]
	}
	return m[0], m[1]
}

// redactSpan renders text[start:end] with the secret span [ss,se) replaced
// by its first reveal bytes and a redaction marker; whitespace is collapsed.
func redactSpan(text string, start, end, ss, se, reveal int) string {
	secret := text[ss:se]
	if reveal > len(secret)/2 {
		reveal = len(secret) / 2
	}
	if reveal < 0 {
		reveal = 0
	}
	r := secret[:reveal] + fmt.Sprintf("…[REDACTED %d chars]", len(secret))
	shown := text[start:ss] + r + text[se:end]
	return evidence.Truncate(strings.Join(strings.Fields(shown), " "), 200)
}

// isComment reports whether a source line is a whole-line comment.
func isComment(line string) bool {
	t := strings.TrimSpace(line)
	for _, p := range []string{"#", "//", "/*", "* ", "<!--"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return t == "*"
}

// maxArgs bounds how far callArgs looks for the closing parenthesis.
const maxArgs = 2000

// callArgs returns the argument text of a call whose '(' ends just before
// open: everything up to the balancing ')' (quotes and escapes respected),
// at most maxArgs bytes.
func callArgs(text string, open int) string {
	depth, quote := 1, byte(0)
	limit := min(len(text), open+maxArgs)
	for i := open; i < limit; i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
			if depth == 0 {
				return text[open:i]
			}
		}
	}
	return text[open:limit]
}

// lineIndex maps byte offsets of a text to 1-based line numbers. The
// line starts are found on first use: most files scanned have no finding
// and need no line number.
type lineIndex struct{ p *lineStarts }

type lineStarts struct {
	text   string
	starts []int // offsets of line starts, once built
}

func newLineIndex(text string) lineIndex { return lineIndex{&lineStarts{text: text}} }

// offsets returns the offsets of the text's line starts.
func (x lineIndex) offsets() []int {
	if x.p.starts == nil {
		idx := []int{0}
		for i := 0; i < len(x.p.text); i++ {
			if x.p.text[i] == '\n' {
				idx = append(idx, i+1)
			}
		}
		x.p.starts = idx
	}
	return x.p.starts
}

func (x lineIndex) lineOf(off int) int { return sort.SearchInts(x.offsets(), off+1) }

// text returns line n (1-based) of s, the indexed text, without its
// newline.
func (x lineIndex) text(s string, n int) string {
	starts := x.offsets()
	start := starts[n-1]
	end := len(s)
	if n < len(starts) {
		end = starts[n] - 1
	}
	return strings.TrimSuffix(s[start:end], "\r")
}
