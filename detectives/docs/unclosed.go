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
