package audit

import (
	"fmt"

	"github.com/bmatcuk/doublestar/v4"
	"go.yaml.in/yaml/v3"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/report"
)

// RepoConfigFile is the audited repository's own configuration. Only its
// suppressions and document exclusions are honoured: settings that change
// where the tool connects (models, base URLs) are never taken from an
// untrusted repository.
const RepoConfigFile = ".auditor.yaml"

// RepoConfig is what auditor honours from the audited repository's
// committed .auditor.yaml. The CLI's tool configuration (the same file
// name in the working directory) embeds it, so that one file can serve
// both roles and both readers accept the same keys.
type RepoConfig struct {
	// Ignore are suppression globs (the cited path or "DOCUMENT:PATH").
	Ignore []string `yaml:"ignore"`
	// Documents.Exclude are globs of tracked documents not read as
	// documents (test fixtures, vendored docs): their paths stay in the
	// manifest, only their claims are not extracted.
	Documents struct {
		Exclude []string `yaml:"exclude"`
	} `yaml:"documents"`
	// Claims.FlagUnconfirmed flags every missing path the documents cite,
	// also those only weakly tied to the repository (a repository gating
	// its own documents, where every missing path is a defect).
	Claims struct {
		FlagUnconfirmed bool `yaml:"flag_unconfirmed"`
		// Symbols turns on symbol claims (like --symbol-claims).
		Symbols bool `yaml:"symbols"`
	} `yaml:"claims"`
}

// readRepoConfig reads the committed .auditor.yaml; a missing file is an
// empty configuration, an unreadable or invalid one a warning (nothing
// of it is applied).
func readRepoConfig(snap *repo.Snapshot, warn func(report.Warning)) RepoConfig {
	var cfg RepoConfig
	if _, ok := snap.Lookup(RepoConfigFile); !ok {
		return cfg
	}
	data, err := snap.ReadFile(RepoConfigFile)
	if err != nil {
		warn(report.Warning{Category: "config", Message: err.Error(), Source: "audit", Location: RepoConfigFile})
		return cfg
	}
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		warn(report.Warning{Category: "config", Message: fmt.Sprintf("%s: %v; its ignore list and document exclusions are not applied", RepoConfigFile, err), Source: "audit", Location: RepoConfigFile})
		return RepoConfig{}
	}
	for _, g := range cfg.Documents.Exclude {
		if !doublestar.ValidatePattern(g) {
			warn(report.Warning{Category: "config", Message: fmt.Sprintf("%s: documents.exclude: %q is not a valid glob; it is skipped", RepoConfigFile, g), Source: "audit", Location: RepoConfigFile})
		}
	}
	return cfg
}
