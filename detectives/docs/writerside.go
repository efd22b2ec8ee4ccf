package docs

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/internal/repo"
)

// writersideModule is a JetBrains Writerside module: its writerside.cfg
// and the topics and snippets directories it configures.
type writersideModule struct{ cfg, topics, snippets string }

// writersideModules reads each tracked writerside.cfg (at most 8, the
// first 64 KiB of each) once: <topics dir="topics"/>, and <snippets
// src="snippets"/> ("snippets" when the configuration names none).
func writersideModules(s *repo.Snapshot) []writersideModule {
	var out []writersideModule
	seen := 0
	for _, f := range s.Files {
		if path.Base(f.Path) != "writerside.cfg" || f.Mode != repo.Regular {
			continue
		}
		if seen++; seen > 8 {
			break
		}
		data, err := s.ReadFile(f.Path)
		if err != nil {
			continue
		}
		data = data[:min(len(data), 64<<10)]
		m := writersideTopicsRE.FindSubmatch(data)
		if m == nil {
			continue
		}
		snippets := "snippets"
		if sm := writersideSnippetsRE.FindSubmatch(data); sm != nil {
			snippets = string(sm[1])
		}
		dir := path.Dir(f.Path)
		out = append(out, writersideModule{cfg: f.Path, topics: path.Clean(path.Join(dir, string(m[1]))), snippets: path.Clean(path.Join(dir, snippets))})
	}
	return out
}

var (
	writersideTopicsRE   = regexp.MustCompile(`<topics\s+dir="([^"/][^"]*)"`)
	writersideSnippetsRE = regexp.MustCompile(`<snippets\s+src="([^"/][^"]*)"`)
)

// writersideSnippets maps each module's topics directory to its snippets
// directory: a topic's <code-block src="x/Y.kt"> includes the snippets
// directory's x/Y.kt, not a file beside the topic.
func writersideSnippets(modules []writersideModule) map[string]string {
	var out map[string]string
	for _, m := range modules {
		if out == nil {
			out = map[string]string{}
		}
		out[m.topics] = m.snippets
	}
	return out
}

// snippetsOf returns the snippets directory of the Writerside topics
// directory the document sits in, or "".
func (opt Options) snippetsOf(doc string) string {
	for topics, snippets := range opt.Snippets {
		if strings.HasPrefix(doc, topics+"/") {
			return snippets
		}
	}
	return ""
}

// codeBlockTag reports that the attribute at the end of before belongs
// to a Writerside <code-block> element.
func codeBlockTag(before string) bool {
	i := strings.LastIndexByte(before, '<')
	return i >= 0 && strings.HasPrefix(strings.ToLower(before[i:]), "<code-block")
}

// snippetPath rewrites a <code-block src> value, relative to the snippets
// directory, as a path relative to the document.
func (c *collector) snippetPath(v string) string {
	if v == "" || strings.Contains(v, "://") || strings.HasPrefix(v, "/") {
		return v
	}
	return relativeTo(path.Dir(c.name), path.Join(c.snippets, v))
}

// relativeTo returns target (a repository path) relative to directory dir.
func relativeTo(dir, target string) string {
	if dir == "." || dir == "" {
		return target
	}
	d, t := strings.Split(dir, "/"), strings.Split(target, "/")
	i := 0
	for i < len(d) && i < len(t)-1 && d[i] == t[i] {
		i++
	}
	return strings.Repeat("../", len(d)-i) + strings.Join(t[i:], "/")
}
