package taskfiles

import (
	"regexp"
	"strings"
)

// ruleRE is a rule line: targets, one or two colons, not an assignment
// (":=", "::=") and not a tab-indented recipe line.
var ruleRE = regexp.MustCompile(`^([^\t#=:][^#=:]*?)\s*::?(?:[^=]|$)`)

// includeRE is an include directive ("include a.mk", "-include b.mk").
var includeRE = regexp.MustCompile(`^\s*[-s]?include\s+(.+)$`)

// ParseMakefile lists the targets of a makefile (explicit targets, .PHONY
// names, pattern rules) and the files it includes. Special targets
// (.PHONY, .DEFAULT, ...) are not listed. A target or include written
// with a variable makes the result Open.
func ParseMakefile(data []byte) (d Defined, includes []string) {
	seen := map[string]bool{}
	lines := joinContinuations(string(data))
	for _, line := range lines {
		if strings.HasPrefix(line, "\t") {
			continue
		}
		if m := includeRE.FindStringSubmatch(line); m != nil {
			for _, f := range strings.Fields(stripComment(m[1])) {
				if g := strings.TrimPrefix(strings.TrimPrefix(f, "$(CURDIR)/"), "${CURDIR}/"); g != f && !strings.ContainsAny(g, "$*?[") {
					includes = append(includes, f) // $(CURDIR) is where make runs: the Reader strips it
					continue
				}
				if strings.ContainsAny(f, "$*?[") {
					d.Open = true
					continue
				}
				includes = append(includes, f)
			}
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(line), "define ") {
			d.Open = true // a macro may expand to rules
		}
		m := ruleRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		targets := m[1]
		if strings.HasPrefix(targets, ".PHONY") {
			rest := line[strings.IndexByte(line, ':')+1:]
			for _, t := range strings.Fields(stripComment(rest)) {
				if strings.Contains(t, "$") {
					d.Open = true
					continue
				}
				d.Names = addName(d.Names, seen, t)
			}
			continue
		}
		for _, t := range strings.Fields(targets) {
			switch {
			case strings.Contains(t, "$"):
				d.Open = true
			case strings.HasPrefix(t, ".") && strings.ToUpper(t) == t:
				// special target (.DEFAULT, .SUFFIXES, ...)
			case strings.Contains(t, "%"):
				d.Patterns = append(d.Patterns, t)
			default:
				d.Names = addName(d.Names, seen, t)
			}
		}
	}
	return d, includes
}

// joinContinuations splits a makefile into logical lines.
func joinContinuations(s string) []string {
	raw := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	var out []string
	var cur strings.Builder
	for _, l := range raw {
		if strings.HasSuffix(l, "\\") {
			cur.WriteString(strings.TrimSuffix(l, "\\"))
			cur.WriteByte(' ')
			continue
		}
		cur.WriteString(l)
		out = append(out, cur.String())
		cur.Reset()
	}
	return out
}

func stripComment(s string) string {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		return s[:i]
	}
	return s
}
