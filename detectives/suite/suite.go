// Package suite lists the built-in detectives. The list is explicit: a
// detective exists in an audit because it is named here, not because some
// package was imported for its side effects.
package suite

import (
	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/code"
	"github.com/repo-auditor/auditor/detectives/docs"
	repodet "github.com/repo-auditor/auditor/detectives/repo"
	"github.com/repo-auditor/auditor/detectives/vision"
)

// Default returns the built-in detectives in their canonical order (repo,
// docs, vision, code; code files its evidence under the repo source). Each call returns a fresh slice; the detectives themselves
// are shared immutable values.
func Default() []*detectives.Detective {
	return []*detectives.Detective{repodet.Detective, docs.Detective, vision.Detective, code.Detective}
}
