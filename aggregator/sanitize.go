package aggregator

import (
	"errors"
	"path"
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

// redactIn replaces every occurrence of the absolute path raw (in its
// written form and with either separator) in s by its redacted form.
func redactIn(s, raw string) string {
	if raw == "" || s == "" {
		return s
	}
	red := redactAbs(raw)
	for _, form := range []string{raw, strings.ReplaceAll(raw, `\`, "/"), strings.ReplaceAll(raw, "/", `\`)} {
		s = strings.ReplaceAll(s, form, red)
	}
	return s
}
