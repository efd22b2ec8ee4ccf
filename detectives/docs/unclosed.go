package docs

import (
	"regexp"
	"strings"
)

// An opening code fence that is never closed turns the rest of the
// document into one code block. Authors do it by accident (a "```" left
// after "To run the unit tests:"), and the sections that follow (## CI/CD,
// ## License, "see the [LICENSE](LICENSE) file") are still the
// document's prose, written and read as such. When such a fence is
// followed by Markdown headings, it is blanked so that the rest is read
// as Markdown. (Anchors are computed as GitHub renders the page.)

// fenceLineRE is a line opening or closing a code fence.
var fenceLineRE = regexp.MustCompile("^[ \\t]*(`{3,}|~{3,})[ \\t]*([^`\\n]*)$")

// laterHeadingRE is a Markdown heading of level 2 or more.
var laterHeadingRE = regexp.MustCompile(`(?m)^ {0,3}#{2,6}[ \t]+\S`)

// reopenUnclosedFence blanks an unclosed opening fence followed by a
// Markdown heading, keeping offsets and line numbers.
func reopenUnclosedFence(src string) string {
	if !strings.Contains(src, "```") && !strings.Contains(src, "~~~") {
		return src
	}
	open, openAt, openLen := "", -1, 0
	for off := 0; off < len(src); {
		end := strings.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += off
		}
		line := strings.TrimLeft(src[off:end], " \t")
		if !strings.HasPrefix(line, "```") && !strings.HasPrefix(line, "~~~") {
			off = end + 1
			continue
		}
		if m := fenceLineRE.FindStringSubmatch(src[off:end]); m != nil {
			switch {
			case open == "":
				open, openAt, openLen = m[1], off, end-off
			case m[1][0] == open[0] && len(m[1]) >= len(open) && strings.TrimSpace(m[2]) == "":
				open = ""
			}
		}
		off = end + 1
	}
	if open == "" || !laterHeadingRE.MatchString(src[openAt+openLen:]) {
		return src
	}
	return src[:openAt] + strings.Repeat(" ", openLen) + src[openAt+openLen:]
}

// A document whose first line opens a "````markdown" fence is a
// Markdown document pasted whole from a chat answer: GitHub shows it as
// one code block, but its headings, trees and links are the author's
// report, written and read as such ("##  Final Folder Structure" over a
// project tree). When the wrapped text holds a heading, the opening line
// and the fence that closes it are blanked so that it is read as
// Markdown. A markdown block further down (an example README to paste)
// stays code.

// markdownInfoRE is the info string of a fence that holds Markdown.
var markdownInfoRE = regexp.MustCompile(`(?i)^(?:markdown|md)$`)

// anyHeadingRE is a Markdown heading of any level.
var anyHeadingRE = regexp.MustCompile(`(?m)^ {0,3}#{1,6}[ \t]+\S`)

// unwrapDocumentFence blanks a markdown fence that opens the document and
// its closing fence, keeping offsets and line numbers.
func unwrapDocumentFence(src string) string {
	start := len(src) - len(strings.TrimLeft(src, " \t\r\n"))
	start = strings.LastIndexByte(src[:start], '\n') + 1
	first := lineAt(src, start)
	m := fenceLineRE.FindStringSubmatch(first)
	if m == nil || !markdownInfoRE.MatchString(strings.TrimSpace(m[2])) {
		return src
	}
	body := start + len(first) + 1
	for off := body; off < len(src); {
		line := lineAt(src, off)
		if c := fenceLineRE.FindStringSubmatch(line); c != nil && c[1][0] == m[1][0] && len(c[1]) >= len(m[1]) && strings.TrimSpace(c[2]) == "" {
			if !anyHeadingRE.MatchString(src[body:off]) {
				return src
			}
			return src[:start] + strings.Repeat(" ", len(first)) + src[start+len(first):off] + strings.Repeat(" ", len(line)) + src[off+len(line):]
		}
		off += len(line) + 1
	}
	return src
}

// lineAt is the line of src starting at off, without its newline.
func lineAt(src string, off int) string {
	if off >= len(src) {
		return ""
	}
	if end := strings.IndexByte(src[off:], '\n'); end >= 0 {
		return src[off : off+end]
	}
	return src[off:]
}
