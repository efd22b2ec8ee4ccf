package docs

import (
	"path"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// outputStore returns the hidden root directory a document sits in when
// that directory is a tool's output store, or "". A store holds what runs
// wrote, committed: reports in Markdown beside machine artifacts (JSON
// graphs, JSON-lines traces, HTML views, arrays), and no source code, as in
// ".cartography/meltano/CODEBASE.md" beside ".cartography/meltano/
// module_graph.json". Such a report names the files of the repository the
// run analysed (often another one), as they were then: not claims the
// author makes about this tree. Directories of hosting, CI and editor
// configuration are no stores, and neither is a hidden directory of
// Markdown alone (an agent's specs or skills, written by hand or in the
// author's name).
func outputStore(name string, m *evidence.Manifest) string {
	top, rest, nested := strings.Cut(name, "/")
	if !nested || len(top) < 2 || top[0] != '.' || configDotDirs[strings.ToLower(top)] || m == nil {
		return ""
	}
	if strings.HasPrefix(strings.ToUpper(path.Base(rest)), "README") {
		return "" // a store's README describes the store, in the author's voice
	}
	paths := m.Paths()
	prefix := top + "/"
	artifacts := 0
	for i := sort.SearchStrings(paths, prefix); i < len(paths) && strings.HasPrefix(paths[i], prefix); i++ {
		ext := strings.ToLower(path.Ext(paths[i]))
		if isSourceFile(paths[i]) || handWrittenExts[ext] {
			return "" // a tool's own code or a hook: the directory is the project's
		}
		if artifactExts[ext] {
			artifacts++
		}
	}
	if artifacts < 2 {
		return ""
	}
	return top
}

// configDotDirs are hidden directories of hosting, CI, editor, package
// manager and documentation-site configuration: their documents are the
// project's own (templates, guides), never a run's output.
var configDotDirs = setOf(".github", ".gitlab", ".gitea", ".forgejo", ".changeset", ".changes", ".devcontainer",
	".circleci", ".buildkite", ".azure-pipelines", ".vscode", ".idea", ".husky", ".storybook", ".vitepress",
	".docusaurus", ".config", ".cargo", ".mvn", ".yarn", ".gradle", ".ci", ".travis", ".well-known")

// artifactExts are the files a run writes beside its reports.
var artifactExts = setOf(".json", ".jsonl", ".ndjson", ".html", ".npy", ".npz", ".graphml", ".gexf", ".parquet", ".pkl", ".csv", ".sqlite", ".db")

// handWrittenExts are scripts and configuration besides source files
// (isSourceFile): a hidden directory holding one is written by hand.
var handWrittenExts = setOf(".sh", ".ps1", ".toml", ".yaml", ".yml")
