package aggregator

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ReasonTruncated is recorded on a diagram cell's path cut short by the
// cell's border: "| audit/report_on |" for audit/report_onself_generated/.
const ReasonTruncated = "a path cut short by a diagram's cell border: the start of a tracked name, not a path of its own"

// truncatedInCell reports a fenced diagram's missing path, without an
// extension, whose last segment begins a tracked name in the same
// directory and which a cell border ('|' or a box-drawing line) follows:
// the drawing had no room for the rest of the name.
func truncatedInCell(m *evidence.Manifest, c *evidence.Claim, p string) bool {
	if c.Kind != evidence.KindFence || hasExtension(p) {
		return false
	}
	p = strings.TrimSuffix(p, "/")
	i := strings.Index(c.Context, c.Text)
	if i < 0 || !cellBorderAfter(c.Context[i+len(c.Text):]) {
		return false
	}
	base := p[strings.LastIndexByte(p, '/')+1:]
	if len(base) < 4 {
		return false
	}
	paths := m.Paths()
	j := sort.SearchStrings(paths, p)
	return j < len(paths) && strings.HasPrefix(paths[j], p) && len(paths[j]) > len(p) && paths[j][len(p)] != '/'
}

// cellBorderAfter reports text that reaches a cell border after spaces.
func cellBorderAfter(s string) bool {
	s = strings.TrimLeft(s, " \t")
	r, _ := utf8.DecodeRuneInString(s)
	return r == '|' || r >= 0x2500 && r <= 0x257F // │ ┃ ║ and the other box-drawing lines
}

// hasExtension reports a last segment with a dot that is not its first byte.
func hasExtension(p string) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
	return strings.LastIndexByte(base, '.') > 0
}
