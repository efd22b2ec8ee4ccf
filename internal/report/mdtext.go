package report

import "strings"

// Markdown escaping helpers. Every string that comes from the audited
// repository or a document is untrusted: it is escaped so it renders as
// literal text, never as a heading, link, HTML or a table-breaking pipe.

var mdReplacer = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`,
	"<", "&lt;", ">", "&gt;", "&", "&amp;", "|", `\|`, "#", `\#`,
	"\r\n", " ", "\n", " ", "\r", " ",
)

// mdText escapes s as inline Markdown text on a single line. Safe in table
// cells (pipes are escaped, newlines become spaces).
func mdText(s string) string { return mdReplacer.Replace(s) }

// mdCell escapes s for a table cell, keeping line breaks as <br>.
func mdCell(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = mdText(l)
	}
	return strings.Join(lines, "<br>")
}

// mdCode renders s as a code span safe inside a table cell: the backtick
// fence is longer than any backtick run in s, pipes are escaped (GFM
// unescapes \| inside code spans in tables) and newlines become spaces.
func mdCode(s string) string { return codeSpan(s, true) }

// mdInlineCode renders s as a code span outside tables (pipes kept as is).
func mdInlineCode(s string) string { return codeSpan(s, false) }

func codeSpan(s string, inTable bool) string {
	if s == "" {
		return ""
	}
	s = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
	if inTable {
		s = strings.ReplaceAll(s, "|", `\|`)
	}
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// mdLink renders a link with escaped text; an unsafe or empty URL renders
// the text alone.
func mdLink(text, url string) string {
	u := safeURL(url)
	if u == "" {
		return mdText(text)
	}
	u = strings.NewReplacer("<", "%3C", ">", "%3E", " ", "%20", "\n", "", "\r", "").Replace(u)
	return "[" + mdText(text) + "](<" + u + ">)"
}
