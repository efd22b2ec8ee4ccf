package cli

import (
	"context"
	"errors"
	"strings"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/audit"
)

// judging resolves --rubric and --llm into the audit's judging options.
// --rubric none turns scoring off (evidence-only report).
// The returned closer releases model resources; it is never nil.
func (f *auditFlags) judging(ctx context.Context, env *Env, log zerolog.Logger) (*audit.Judging, func(), error) {
	if strings.EqualFold(f.rubric, "none") {
		return nil, func() {}, nil
	}
	r, err := audit.LoadRubric(f.rubric)
	if err != nil {
		if errors.Is(err, audit.ErrRubricNotFound) {
			return nil, nil, usagef("--rubric %s: %v; list them with 'auditor rubric list', or --rubric none for evidence only", f.rubric, err)
		}
		return nil, nil, usageError{err}
	}
	j := &audit.Judging{Rubric: r}
	closer, err := f.llm.apply(ctx, env, log, j)
	if err != nil {
		return nil, nil, err
	}
	return j, closer, nil
}
