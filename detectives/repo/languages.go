package repo

import (
	"fmt"
	"path"
	"sort"
	"strings"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// languageByExt maps a lower-cased file extension to a language name.
// Data, not code: extend it freely. Extensions that are ambiguous or mostly
// data (.txt, .json of fixtures) are deliberately absent except for the
// configuration formats reviewers expect to see counted.
var languageByExt = map[string]string{
	".go": "Go", ".py": "Python", ".pyi": "Python", ".ipynb": "Jupyter Notebook",
	".js": "JavaScript", ".mjs": "JavaScript", ".cjs": "JavaScript", ".jsx": "JavaScript",
	".ts": "TypeScript", ".tsx": "TypeScript", ".mts": "TypeScript", ".cts": "TypeScript",
	".java": "Java", ".kt": "Kotlin", ".kts": "Kotlin", ".scala": "Scala", ".groovy": "Groovy",
	".c": "C", ".h": "C", ".cc": "C++", ".cpp": "C++", ".cxx": "C++", ".hpp": "C++", ".hh": "C++",
	".cs": "C#", ".fs": "F#", ".vb": "Visual Basic", ".rs": "Rust", ".swift": "Swift",
	".m": "Objective-C", ".mm": "Objective-C++", ".rb": "Ruby", ".php": "PHP", ".pl": "Perl",
	".lua": "Lua", ".r": "R", ".jl": "Julia", ".dart": "Dart", ".ex": "Elixir", ".exs": "Elixir",
	".erl": "Erlang", ".hs": "Haskell", ".ml": "OCaml", ".clj": "Clojure", ".zig": "Zig",
	".nim": "Nim", ".sol": "Solidity", ".sh": "Shell", ".bash": "Shell", ".zsh": "Shell",
	".ps1": "PowerShell", ".bat": "Batchfile", ".cmd": "Batchfile", ".sql": "SQL",
	".html": "HTML", ".htm": "HTML", ".css": "CSS", ".scss": "SCSS", ".sass": "Sass", ".less": "Less",
	".vue": "Vue", ".svelte": "Svelte", ".md": "Markdown", ".markdown": "Markdown", ".rst": "reStructuredText",
	".tex": "TeX", ".yml": "YAML", ".yaml": "YAML", ".toml": "TOML", ".json": "JSON", ".xml": "XML",
	".proto": "Protocol Buffer", ".tf": "HCL", ".hcl": "HCL", ".nix": "Nix", ".mk": "Makefile",
	".cmake": "CMake", ".gradle": "Gradle", ".dockerfile": "Dockerfile",
}

// languageByName maps well-known extension-less file names.
var languageByName = map[string]string{
	"Dockerfile": "Dockerfile", "Containerfile": "Dockerfile", "Makefile": "Makefile",
	"GNUmakefile": "Makefile", "CMakeLists.txt": "CMake", "Jenkinsfile": "Groovy",
	"Rakefile": "Ruby", "Gemfile": "Ruby", "Vagrantfile": "Ruby",
}

// languageOf returns the language of a path, or "".
func languageOf(p string) string {
	base := path.Base(p)
	if l, ok := languageByName[base]; ok {
		return l
	}
	if strings.HasPrefix(base, "Dockerfile.") {
		return "Dockerfile"
	}
	return languageByExt[strings.ToLower(path.Ext(base))]
}

// langStat is the tally of one language.
type langStat struct {
	Name  string
	Files int
	Bytes int64
}

// tallyLanguages counts regular files of the project's own code (vendored
// directories excluded) per language, sorted by bytes descending, then
// files descending, then name.
func tallyLanguages(files []reposnap.File) []langStat {
	m := map[string]*langStat{}
	for _, f := range files {
		if f.Mode != reposnap.Regular && f.Mode != reposnap.Executable || isVendored(f.Path) {
			continue
		}
		l := languageOf(f.Path)
		if l == "" {
			continue
		}
		st := m[l]
		if st == nil {
			st = &langStat{Name: l}
			m[l] = st
		}
		st.Files++
		st.Bytes += f.Size
	}
	out := make([]langStat, 0, len(m))
	for _, st := range m {
		out = append(out, *st)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Bytes != b.Bytes {
			return a.Bytes > b.Bytes
		}
		if a.Files != b.Files {
			return a.Files > b.Files
		}
		return a.Name < b.Name
	})
	return out
}

// languageSummary is the LANGUAGES evidence.
func languageSummary(s *reposnap.Snapshot) evidence.Evidence {
	stats := tallyLanguages(s.Files)
	var total int64
	for _, st := range stats {
		total += st.Bytes
	}
	names := make([]string, 0, len(stats))
	lines := make([]string, 0, len(stats))
	files, bytes := map[string]any{}, map[string]any{}
	for _, st := range stats {
		names = append(names, st.Name)
		share := 0.0
		if total > 0 {
			share = 100 * float64(st.Bytes) / float64(total)
		}
		lines = append(lines, fmt.Sprintf("%s: %d files, %d bytes (%.1f%%)", st.Name, st.Files, st.Bytes, share))
		files[st.Name] = st.Files
		bytes[st.Name] = st.Bytes
	}
	content := "no file with a recognised language extension"
	if len(stats) > 0 {
		content = "languages by bytes (vendored directories excluded): " + joinBounded(lines, "; ", 25)
	}
	return finish(evidence.ClassLanguages, "languages", evidence.Evidence{
		Goal:       "identify the languages the project is written in",
		Found:      len(stats) > 0,
		Content:    content,
		Rationale:  "tallied by file extension over tracked regular files; vendor/, node_modules/ and third_party/ are not counted",
		Confidence: 0.9,
		Data:       map[string]any{"languages": names, "files": files, "bytes": bytes},
	})
}
