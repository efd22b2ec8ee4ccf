package cli

import (
	"strings"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/audit"
)

// judging resolves --rubric and --llm into the audit's judging options.
// --rubric none turns scoring off (evidence-only report).
func (f *auditFlags) judging(env *Env, log zerolog.Logger) (*audit.Judging, error) {
	if strings.EqualFold(f.rubric, "none") {
		return nil, nil
	}
	r, err := audit.LoadRubric(f.rubric)
	if err != nil {
		return nil, usageError{err}
	}
	j := &audit.Judging{Rubric: r}
	if err := f.llm.apply(env, log, j); err != nil {
		return nil, err
	}
	return j, nil
}
