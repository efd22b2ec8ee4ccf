package docs

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/internal/repo"
)

// foreignSites returns, per documentation directory, the GitHub
// repository (owner/name, lower-cased) whose site an MkDocs configuration
// of the audited repository says its pages belong to, when that is another
// repository: pydantic-settings' mkdocs.yml says repo_url
// https://github.com/pydantic/pydantic, whose documentation build pulls
// docs/index.md in beside its own pages (fields.md, alias.md,
// ../api/pydantic_settings.md), so a link from that page to a page missing
// here is the other site's. Only mkdocs.yml and mkdocs.yaml at the root
// are read, bounded by the snapshot's limits; docs_dir defaults to docs.
func foreignSites(s *repo.Snapshot, own string, aliases []string) map[string]string {
	own = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(own, "https://github.com/"), ".git"))
	out := map[string]string{}
	for _, name := range []string{"mkdocs.yml", "mkdocs.yaml"} {
		data, err := s.ReadFile(name)
		if err != nil {
			continue
		}
		text := string(data[:min(len(data), 64<<10)])
		m := mkdocsRepoURLRE.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		slug := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(m[1], "/"), ".git"))
		if slug == own || contains(aliases, slug) {
			continue
		}
		dir := "docs"
		if d := mkdocsDocsDirRE.FindStringSubmatch(text); d != nil {
			dir = path.Clean(strings.Trim(d[1], `'"`))
		}
		out[dir] = slug
	}
	return out
}

// withWritersideTopics adds to sites (foreignSites) the topic directories
// of the Writerside modules (writersideModules) configured at the root or
// in a docs or Writerside directory, that sites does not already map: such
// a module's pages are built into a larger help site with the topics of
// other modules (kotlinx.coroutines' docs/topics link properties.md and
// lambdas.md of kotlinlang.org's Kotlin docs), so a relative link to a
// topic missing here is that site's.
func withWritersideTopics(sites map[string]string, modules []writersideModule) map[string]string {
	for _, m := range modules {
		switch m.cfg {
		case "writerside.cfg", "docs/writerside.cfg", "Writerside/writerside.cfg", "writerside/writerside.cfg":
		default:
			continue
		}
		if sites == nil {
			sites = map[string]string{}
		}
		if _, ok := sites[m.topics]; !ok {
			sites[m.topics] = "a Writerside help site (" + m.cfg + ")"
		}
	}
	return sites
}

// mkdocsRepoURLRE: the repo_url key of an MkDocs configuration naming a
// GitHub repository.
var mkdocsRepoURLRE = regexp.MustCompile(`(?m)^repo_url:\s*['"]?https?://(?:www\.)?github\.com/([\w.-]+/[\w.-]+)`)

// mkdocsDocsDirRE: the docs_dir key of an MkDocs configuration.
var mkdocsDocsDirRE = regexp.MustCompile(`(?m)^docs_dir:\s*(\S+)`)

// foreignSiteOf returns the repository whose site the document's pages
// belong to (see foreignSites), or "".
func (opt Options) foreignSiteOf(doc string) string {
	for dir, slug := range opt.ForeignSites {
		if strings.HasPrefix(doc, dir+"/") {
			return slug
		}
	}
	return ""
}
