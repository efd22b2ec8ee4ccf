package docs

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// ref is a mention split into the path and what was appended to it.
type ref struct {
	path      string // the path as written, without the suffixes below
	anchor    string // #fragment (not a GitHub line anchor)
	lineStart int
	lineEnd   int
}

var (
	// app.py#L10-L20, app.py#L10, app.py#L10-20
	reHashLines = regexp.MustCompile(`#L(\d+)(?:-L?(\d+))?$`)
	// app.go:120, app.go:10-20, app.go:120:5
	reColonLines = regexp.MustCompile(`:(\d+)(?:[-–](\d+))?(?::\d+)?$`)
)

// splitRef strips a query string, a #fragment (recorded as anchor or as a
// line range) and a ":N" / ":N-M" line suffix from a mention.
func splitRef(tok string) ref {
	var r ref
	if i := strings.IndexByte(tok, '?'); i > 0 && !strings.ContainsAny(tok[:i], "*") {
		q := tok[i+1:]
		tok = tok[:i]
		if j := strings.IndexByte(q, '#'); j >= 0 {
			tok += q[j:]
		}
	}
	if !strings.ContainsAny(tok, "#:") {
		r.path = tok
		return r
	}
	if m := reHashLines.FindStringSubmatchIndex(tok); m != nil {
		r.lineStart, r.lineEnd = atoiRange(tok, m)
		tok = tok[:m[0]]
	} else if i := strings.IndexByte(tok, '#'); i >= 0 {
		r.anchor = tok[i+1:]
		tok = tok[:i]
	}
	if m := reColonLines.FindStringSubmatchIndex(tok); m != nil && m[0] > 0 && !isDriveLetter(tok[:m[0]]) {
		r.lineStart, r.lineEnd = atoiRange(tok, m)
		tok = tok[:m[0]]
	}
	if i := strings.IndexByte(tok, ':'); i > 0 && !isWindowsAbs(tok) {
		head, tail := tok[:i], strings.TrimLeft(tok[i:], ":")
		if hasExt(head) && isIdent(tail) {
			tok = head // src/graph.py:build_graph, tests/x.py::TestX
		}
	}
	r.path = tok
	return r
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isASCIILetter(c) || c == '_' || c == '.' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func isDriveLetter(s string) bool { return len(s) == 1 && isASCIILetter(s[0]) }

func atoiRange(s string, m []int) (int, int) {
	a, _ := strconv.Atoi(s[m[2]:m[3]])
	b := a
	if m[4] >= 0 {
		b, _ = strconv.Atoi(s[m[4]:m[5]])
	}
	if b < a {
		b = a
	}
	return a, b
}

// unescapeLink URL-decodes a link target ("my%20file.md"); on a malformed
// escape it returns the input unchanged.
func unescapeLink(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	if u, err := url.PathUnescape(s); err == nil {
		return u
	}
	return s
}

// key is the dedup key of a mention: the path plus its anchor or line range
// in a canonical form, so "app.go:10" and "app.go:20" are distinct claims.
func (r ref) key() string {
	k := r.path
	if r.anchor != "" {
		k += "#" + r.anchor
	}
	if r.lineStart > 0 {
		k += ":" + strconv.Itoa(r.lineStart)
		if r.lineEnd != r.lineStart {
			k += "-" + strconv.Itoa(r.lineEnd)
		}
	}
	return k
}

var reLineWord = regexp.MustCompile("^[\\s(,`*_]*(?:(?:at|around|near|on|in)\\s+)?(?:lines?|l\\.)\\s*(\\d+)(?:\\s*(?:-|–|to)\\s*(\\d+))?")

// trailingLineRef reads "line 42" / "(lines 10-20)" right after a mention.
func trailingLineRef(after string) (int, int, bool) {
	m := reLineWord.FindStringSubmatchIndex(strings.ToLower(after))
	if m == nil {
		return 0, 0, false
	}
	a, b := atoiRange(strings.ToLower(after), m)
	return a, b, true
}
