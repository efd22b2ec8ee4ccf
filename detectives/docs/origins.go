package docs

import (
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/internal/repo"
)

// originAliases returns the other GitHub names (owner/name) the audited
// repository goes by, as its own manifests record them: a Go module path
// kept from before the repository moved (gitleaks' "module
// github.com/zricethezav/gitleaks/v8"), or the repository a package.json,
// Cargo.toml or pyproject.toml names. GitHub redirects those names to this
// repository, so a documentation link to "github.com/zricethezav/gitleaks/
// blob/master/x.go" names this repository's x.go. Only the root manifests
// are read, each bounded by the snapshot's limits.
func originAliases(s *repo.Snapshot, origin string) []string {
	own := strings.ToLower(originSlug(origin))
	seen := map[string]bool{}
	var out []string
	for _, name := range []string{"go.mod", "package.json", "Cargo.toml", "pyproject.toml"} {
		data, err := s.ReadFile(name)
		if err != nil {
			continue
		}
		for _, m := range manifestRepoRE.FindAllStringSubmatch(string(data[:min(len(data), 64<<10)]), -1) {
			slug := strings.ToLower(strings.TrimSuffix(m[1], ".git"))
			if slug != own && !seen[slug] {
				seen[slug] = true
				out = append(out, slug)
			}
		}
	}
	return out
}

// manifestRepoRE finds the GitHub owner/name of a manifest's module path
// or repository field.
var manifestRepoRE = regexp.MustCompile(`(?m)(?:^module\s+|"(?:repository|url)"\s*:\s*"(?:git\+)?(?:https?://|git@|github:)?|^\s*(?:repository|Repository|Source|source|Homepage|homepage)\s*=\s*")(?:www\.)?github\.com[/:]([\w.-]+/[\w.-]+)`)

// originSlug is the owner/name of a GitHub web URL
// ("https://github.com/o/r" -> "o/r"), or "" for any other origin.
func originSlug(origin string) string {
	slug, ok := strings.CutPrefix(origin, "https://github.com/")
	if slug = strings.TrimSuffix(slug, ".git"); !ok || strings.Count(slug, "/") != 1 {
		return ""
	}
	return slug
}
