package aggregator

import (
	"regexp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// venvInTree reports a tree entry whose comment calls it a virtual
// environment ("└── project_1_env/ # Python virtual environment"): made on
// a machine by the reader or the author, never committed, under any name.
func venvInTree(c *evidence.Claim) bool {
	return c.Kind == evidence.KindTree && venvCommentRE.MatchString(c.Context)
}

var venvCommentRE = regexp.MustCompile(`(?i)#[^\[]*\b(?:virtual ?env(?:ironment)?|virtualenv|venv|conda env(?:ironment)?)\b`)
