package audit

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/report"
)

// RepoConfigFile is the audited repository's own configuration. Only its
// suppressions are honoured: settings that change where the tool connects
// (models, base URLs) are never taken from an untrusted repository.
const RepoConfigFile = ".auditor.yaml"

// repoIgnoreGlobs reads the committed .auditor.yaml's `ignore:` globs.
func repoIgnoreGlobs(snap *repo.Snapshot, warn func(report.Warning)) []string {
	if _, ok := snap.Lookup(RepoConfigFile); !ok {
		return nil
	}
	data, err := snap.ReadFile(RepoConfigFile)
	if err != nil {
		warn(report.Warning{Category: "config", Message: err.Error(), Source: "audit", Location: RepoConfigFile})
		return nil
	}
	var cfg struct {
		Ignore []string `yaml:"ignore"`
	}
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		warn(report.Warning{Category: "config", Message: fmt.Sprintf("%s: %v; its ignore list is not applied", RepoConfigFile, err), Source: "audit", Location: RepoConfigFile})
		return nil
	}
	return cfg.Ignore
}
