package docs

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// span is a token of a string: text plus its byte range in that string.
type span struct {
	text       string
	start, end int
}

// fields splits s on white space (and on '|' table separators), keeping byte
// offsets.
func fields(s string) []span {
	var out []span
	start := -1
	for i, r := range s {
		sep := unicode.IsSpace(r) || r == '|'
		if sep && start >= 0 {
			out = append(out, span{s[start:i], start, i})
			start = -1
		} else if !sep && start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, span{s[start:], start, len(s)})
	}
	return out
}

const (
	leadTrim  = "([{\"'`*“‘«"
	trailTrim = ")]}\"'`,;:!?.*”’»…"
)

// trimSpan strips the punctuation that surrounds a path in running text:
// quotes, brackets, emphasis stars and sentence punctuation. "<x>" and
// "{x}" placeholders keep their brackets.
func trimSpan(t span) span {
	if n := len(t.text); n >= 2 && t.text[n-1] == '_' && strings.IndexByte(".,;:!?)", t.text[n-2]) >= 0 {
		// "_Clarified in FR-001/010._": the emphasis closes after the stop
		t.text, t.end = t.text[:n-1], t.end-1
	}
	return trimWith(t, leadTrim, trailTrim)
}

// trimCode strips what surrounds a path in code (quotes, brackets,
// separators) but keeps '*', which is literal there ("src/*").
func trimCode(t span) span { return trimWith(t, codeLeadTrim, codeTrailTrim) }

const (
	codeLeadTrim  = "([{\"'`“‘«"
	codeTrailTrim = ")]}\"'`,;:!?.”’»…"
)

func trimWith(t span, leadTrim, trailTrim string) span {
	s := t.text
	if strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">") || strings.HasPrefix(s, "{") && strings.Contains(s, "}") {
		return t
	}
	for {
		n := len(s)
		s = strings.TrimSuffix(s, "'s")
		s = strings.TrimSuffix(s, "’s")
		s = strings.TrimLeft(s, leadTrim)
		if s != "" && !strings.HasSuffix(s, "..") && !strings.HasSuffix(s, "}") {
			s = strings.TrimRight(s, trailTrim)
		}
		if strings.HasSuffix(s, ")") && !strings.Contains(s, "(") {
			s = strings.TrimSuffix(s, ")")
		}
		if len(s) == n {
			break
		}
	}
	s = strings.TrimPrefix(s, "<")
	if i := strings.Index(t.text, s); i >= 0 && s != "" {
		return span{s, t.start + i, t.start + i + len(s)}
	}
	return span{}
}

// isURL reports tokens naming a resource outside the repository by scheme.
func isURL(s string) bool {
	ls := strings.ToLower(s)
	if strings.HasPrefix(ls, "mailto:") || strings.HasPrefix(ls, "www.") || strings.HasPrefix(s, "//") {
		return true
	}
	for _, scheme := range opaqueSchemes {
		if strings.HasPrefix(ls, scheme) {
			return true // "javascript:alert(1)", "data:image/png;base64,...": a URI, never a path
		}
	}
	i := strings.Index(s, "://")
	if i <= 0 {
		return false
	}
	for _, r := range s[:i] {
		if !(isASCIILetter(byte(r)) || r == '+' || r == '-' || r == '.' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// opaqueSchemes are URI schemes written without "//".
var opaqueSchemes = []string{"javascript:", "vbscript:", "data:", "about:", "blob:", "tel:", "sms:", "urn:", "magnet:", "xmpp:"}

func isASCIILetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// validPathRune is the alphabet of a path mention: letters, digits and the
// punctuation paths, globs and placeholders use.
func validPathRune(r rune) bool {
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return true
	}
	return strings.ContainsRune("._-/~$@+*?{}<>%[]\\:,", r)
}

// pathShape reports whether p (a mention without line/anchor suffixes)
// has the shape of a file or directory path: a '/' between path-ish
// segments, a known file extension, a dotfile or a conventional
// extension-less name. It deliberately accepts globs, placeholders and
// absolute paths: those are mentions that classification rules on.
func pathShape(p string) bool {
	if p == "" || len(p) > 400 || !utf8.ValidString(p) {
		return false
	}
	for _, r := range p {
		if !validPathRune(r) {
			return false
		}
	}
	if strings.Contains(p, ",") && !strings.Contains(p, "{") || strings.Contains(p, ":") && !isWindowsAbs(p) {
		return false
	}
	if isVersion(p) {
		return false
	}
	if isWindowsAbs(p) {
		return true
	}
	if strings.ContainsAny(p, "/\\") {
		return slashShape(p)
	}
	return nameShape(p)
}

func isWindowsAbs(p string) bool {
	return len(p) >= 3 && isASCIILetter(p[0]) && p[1] == ':' && (p[2] == '\\' || p[2] == '/')
}

func slashShape(p string) bool {
	segs := splitSegs(p)
	if len(segs) == 0 {
		return false
	}
	alnum, digitsOnly := false, true
	for _, s := range segs {
		if hasAlnum(s) {
			alnum = true
		}
		if strings.Trim(s, "0123456789.,%") != "" {
			digitsOnly = false
		}
	}
	if !alnum || digitsOnly {
		return false
	}
	// "w/", "s/" abbreviations.
	if len(segs) == 1 && len(segs[0]) == 1 && !strings.HasPrefix(p, "/") {
		return false
	}
	return true
}

func nameShape(p string) bool {
	if knownNames[p] {
		return true
	}
	if p[0] == '.' {
		return dotfileShape(p)
	}
	i := strings.LastIndexByte(p, '.')
	if i <= 0 || i == len(p)-1 {
		return false
	}
	stem, ext := p[:i], strings.ToLower(p[i+1:])
	if !fileExts[ext] || productNames[strings.ToLower(p)] {
		return false
	}
	if len(stem) < 2 && len(ext) < 2 {
		return false // a.m, p.m
	}
	return hasAlnum(stem)
}

// dotfileShape accepts ".env", ".gitignore", ".env.example" and rejects an
// extension named alone (".py", ".md").
func dotfileShape(p string) bool {
	rest := p[1:]
	if rest == "" || !(rest[0] >= 'a' && rest[0] <= 'z' || rest[0] >= '0' && rest[0] <= '9') {
		return false
	}
	if fileExts[rest] && rest != "env" {
		return false
	}
	if !knownDotfile(rest) {
		return false
	}
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_' || c >= 'A' && c <= 'Z' && i > 0) {
			return false
		}
	}
	return len(rest) >= 2
}

// knownDotfile accepts the name after the leading dot of a dotfile: a
// conventional one (env, github, venv), an rc/ignore/version file, or a
// compound name (".env.local", ".pre-commit-config.yaml"). An unknown
// single word (".summary", a jq filter) is not a path.
func knownDotfile(rest string) bool {
	if dotfiles[strings.ToLower(rest)] || strings.ContainsAny(rest[1:], ".-_") {
		return true
	}
	for _, suf := range []string{"rc", "ignore", "version", "versions", "config", "attributes", "modules"} {
		if strings.HasSuffix(rest, suf) {
			return true
		}
	}
	return false
}

// isVersion matches v1.2.3, 1.2, 3.11.4-rc1.
func isVersion(p string) bool {
	s := strings.TrimPrefix(strings.TrimPrefix(p, "v"), "V")
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	dots := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '.':
			dots++
		case c >= '0' && c <= '9', c == 'x' || c == 'X' || c == '*':
		case c == '-' || c == '+':
			return dots > 0
		default:
			return false
		}
	}
	return dots > 0
}

func splitSegs(p string) []string {
	raw := strings.FieldsFunc(p, func(r rune) bool { return r == '/' || r == '\\' })
	return raw
}

func hasAlnum(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

func hasExt(p string) bool {
	base := p[strings.LastIndexAny(p, "/\\")+1:]
	i := strings.LastIndexByte(base, '.')
	return i > 0 && fileExts[strings.ToLower(base[i+1:])]
}

// wordPair reports "a/b" tokens made of plain words (and/or, Python/Go,
// tools/skills, true/false-positive, 429/5xx/timeouts): no extension, no
// leading or trailing slash, every segment letters, digits and hyphens,
// and a letter somewhere (dates such as 12/05/2024 are not words).
func wordPair(p string) bool {
	if strings.HasPrefix(p, "/") || strings.HasSuffix(p, "/") || strings.ContainsAny(p, "\\.") {
		return false
	}
	segs := strings.Split(p, "/")
	if len(segs) < 2 {
		return false
	}
	letter := false
	for _, s := range segs {
		if s == "" || s[0] == '-' {
			return false
		}
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case isASCIILetter(c):
				letter = true
			case c >= '0' && c <= '9', c == '-':
			default:
				return false
			}
		}
	}
	return letter
}

// acronymPair reports two segments of which one is an acronym in
// capitals (2 to 4 letters: ML, AI, UX, API) and the other a word or
// another acronym: prose joining two terms, not a directory.
func acronymPair(segs []string) bool {
	if len(segs) != 2 {
		return false
	}
	acr := func(s string) bool {
		if len(s) < 2 || len(s) > 4 {
			return false
		}
		for i := 0; i < len(s); i++ {
			if s[i] < 'A' || s[i] > 'Z' {
				return false
			}
		}
		return true
	}
	word := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if !isASCIILetter(s[i]) {
				return false
			}
		}
		return s != ""
	}
	return acr(segs[0]) && word(segs[1]) || acr(segs[1]) && word(segs[0])
}

// numericWord reports a segment that is a number or a number class
// ("404", "5xx", "2XX"): prose, not a directory name.
func numericWord(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && (i == len(s) || strings.EqualFold(s[i:], "xx") || strings.EqualFold(s[i:], "x"))
}

// keepWordPair decides whether a plain-word slash token is a path mention.
// In prose a two-word pair needs support from the manifest (the path, or
// its first directory, is tracked); a pair of stop words (and/or,
// input/output) is kept only when the manifest has the exact path. In code
// spans only all-stop-word pairs are dropped. The manifest decides here
// whether an ambiguous token is a mention at all, never whether a clear
// path is a claim.
func keepWordPair(p string, prose bool, man *evidence.Manifest) bool {
	segs := strings.Split(p, "/")
	has := man != nil && man.Has(p)
	stop := 0
	for _, s := range segs {
		// "false-positive": a hyphenated word counts by its first part
		w, _, _ := strings.Cut(strings.ToLower(s), "-")
		if slashWords[w] {
			stop++
		}
	}
	if !has && acronymPair(segs) {
		return false // "a modern data/ML stack", "AI/ML", "UI/UX": a word and an acronym
	}
	if !prose {
		return stop < len(segs) || has
	}
	if stop > 0 {
		return has
	}
	for _, s := range segs {
		if numericWord(s) {
			return has
		}
	}
	if len(segs) == 2 {
		return has || man != nil && man.HasDir(segs[0])
	}
	return true
}
