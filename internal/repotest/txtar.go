package repotest

import "strings"

// section is one "-- name --" section of a txtar archive.
type section struct {
	name string
	data []byte
}

// parseTxtar splits a txtar archive (golang.org/x/tools/txtar format) into
// its sections; the leading comment is dropped. It is a local copy of the
// format because github.com/rogpeppe/go-internal/txtar needs
// golang.org/x/tools, which go.mod does not pin.
func parseTxtar(archive string) []section {
	var out []section
	cur := -1
	for _, line := range strings.SplitAfter(archive, "\n") {
		if name, ok := marker(line); ok {
			out = append(out, section{name: name})
			cur = len(out) - 1
			continue
		}
		if cur >= 0 {
			out[cur].data = append(out[cur].data, line...)
		}
	}
	return out
}

// marker recognises a "-- name --" line and returns the trimmed name.
func marker(line string) (string, bool) {
	line = strings.TrimRight(line, "\r\n")
	if !strings.HasPrefix(line, "-- ") || !strings.HasSuffix(line, " --") || len(line) < 7 {
		return "", false
	}
	name := strings.TrimSpace(line[3 : len(line)-3])
	return name, name != ""
}
