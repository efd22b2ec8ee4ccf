package aggregator

import (
	"errors"
	"path"
	"sort"
	"strings"
)

// Sanitize errors; test them with errors.Is.
var (
	ErrEmpty    = errors.New("empty path")
	ErrInvalid  = errors.New("path contains a NUL or control character")
	ErrAbsolute = errors.New("absolute path rejected")
	ErrEscapes  = errors.New("path escapes the repository root")
)

// Sanitize turns a path as written into a clean repo-relative POSIX path
// (seed 004 rules 1-3):
//
//   - empty (or blank) paths, NUL bytes and control characters are rejected;
//   - absolute paths are rejected: "/etc/passwd", "\\server\x", "//server/x",
//     and Windows drive paths "C:\x", "C:/x", "C:x";
//   - backslashes become '/', the path is cleaned ("./a/b" -> "a/b",
//     "a//b" -> "a/b", "src/x/../y.go" -> "src/y.go"), and a result that
//     climbs out of the root ("../x", "a/../../x") is rejected;
//   - a trailing '/' is kept as a directory marker (callers strip it before
//     storing the path); the root is ".".
//
// Surrounding white space is trimmed. The result never starts with '/' or
// "../", never has a drive prefix and never contains '\'.
func Sanitize(p string) (string, error) {
	for {
		c, err := sanitizeOnce(p)
		if err != nil {
			return "", err
		}
		// Cleaning can expose blanks ("./ x" -> " x"): go again until stable.
		if strings.TrimSpace(c) == c {
			return c, nil
		}
		p = c
	}
}

func sanitizeOnce(p string) (string, error) {
	p = strings.TrimSpace(p)
	if p == "" {
		return "", ErrEmpty
	}
	for i := 0; i < len(p); i++ {
		if p[i] < 0x20 || p[i] == 0x7f {
			return "", ErrInvalid
		}
	}
	s := strings.ReplaceAll(p, `\`, "/")
	if IsAbsolute(s) {
		return "", ErrAbsolute
	}
	dir := strings.HasSuffix(s, "/")
	c := path.Clean(s)
	if c == ".." || strings.HasPrefix(c, "../") {
		return "", ErrEscapes
	}
	if IsAbsolute(c) { // "./C:/x" cleans to a drive path
		return "", ErrAbsolute
	}
	if dir && c != "." {
		c += "/"
	}
	return c, nil
}

// IsAbsolute reports whether p is absolute on any platform: a leading '/'
// or '\' (POSIX root, UNC "\\server", "//server") or a drive letter
// followed by ':' ("C:\x", "C:/x", "C:x").
func IsAbsolute(p string) bool {
	if p == "" {
		return false
	}
	if p[0] == '/' || p[0] == '\\' {
		return true
	}
	return len(p) >= 2 && p[1] == ':' && isASCIILetter(p[0])
}

func isASCIILetter(b byte) bool { return (b|0x20) >= 'a' && (b|0x20) <= 'z' }

// absMark replaces the directories of a redacted absolute path.
const absMark = "<abs>"

// redactAbs replaces an absolute path by "<abs>/" + its base name, so that
// evidence can still say which file was meant without leaking the
// machine's layout.
func redactAbs(p string) string {
	if strings.HasPrefix(p, absMark) {
		return p
	}
	p = strings.TrimRight(strings.ReplaceAll(p, `\`, "/"), "/")
	base := p[strings.LastIndexByte(p, '/')+1:]
	base = base[strings.LastIndexByte(base, ':')+1:]
	if base == "" {
		return absMark
	}
	return absMark + "/" + base
}

// redactIn replaces the absolute path raw where it occurs as a path of its
// own in s (see redactMentions).
func redactIn(s, raw string) string { return redactMentions(s, []string{raw}) }

// redactMentions replaces each absolute path of raws (in its written form
// and with either separator) by its redacted form where it occurs in s as
// a path of its own: not preceded by a path character (so "/mcp" is
// untouched in "docs/features/mcp.md") and not followed by one (so "/mcp"
// is untouched in "/mcp/server.md"; a sentence's final period is not part
// of the path). s is scanned once, left to right, and a replacement is
// never scanned again, so a path cited several times, or a path that is a
// prefix of another, never stacks markers; text that already holds a
// replacement is left as it is (the function is idempotent).
func redactMentions(s string, raws []string) string {
	if s == "" || len(raws) == 0 {
		return s
	}
	type form struct{ text, red string }
	var forms []form
	seen := map[string]bool{}
	for _, raw := range raws {
		if raw == "" {
			continue
		}
		red := redactAbs(raw)
		for _, f := range []string{raw, strings.ReplaceAll(raw, `\`, "/"), strings.ReplaceAll(raw, "/", `\`)} {
			if !seen[f] && strings.Contains(s, f) {
				seen[f] = true
				forms = append(forms, form{f, red})
			}
		}
	}
	if len(forms) == 0 {
		return s
	}
	sort.SliceStable(forms, func(i, j int) bool { return len(forms[i].text) > len(forms[j].text) })
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		if !startsPath(s, i) {
			continue
		}
		for _, f := range forms {
			end := i + len(f.text)
			if strings.HasPrefix(s[i:], f.text) && endsPath(s, end) {
				b.WriteString(s[last:i])
				b.WriteString(f.red)
				last = end
				i = end - 1
				break
			}
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// startsPath reports whether a path may start at s[i]: at the start of s
// or after a character that cannot be part of a path, and not right after
// a replacement marker.
func startsPath(s string, i int) bool {
	return i == 0 || (!isPathByte(s[i-1]) && !strings.HasSuffix(s[:i], absMark))
}

// endsPath reports whether a path may end at s[j] (exclusive): at the end
// of s, before a character that cannot be part of a path, or before a
// period that ends the sentence.
func endsPath(s string, j int) bool {
	if j >= len(s) || !isPathByte(s[j]) {
		return true
	}
	return s[j] == '.' && (j+1 == len(s) || !isPathByte(s[j+1]))
}

// isPathByte: letters, digits, non-ASCII bytes and the punctuation paths
// are made of.
func isPathByte(c byte) bool {
	switch {
	case c >= 0x80, isASCIILetter(c), c >= '0' && c <= '9':
		return true
	}
	return strings.IndexByte("._-/\\~+@%", c) >= 0
}
