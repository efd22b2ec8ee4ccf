package judges

import (
	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ClassSecurityPattern is the repo detective's class for shell execution
// built from strings and eval (found=true = pattern present).
const ClassSecurityPattern evidence.Class = "SECURITY_PATTERN"

// Classes of the code detective the judges weigh specially: an unsafe
// process call is a risk; a parser missing from the build is no gap.
const (
	ClassCodeExec          evidence.Class = "CODE_EXEC"
	ClassParserUnavailable evidence.Class = "CODE_PARSER_UNAVAILABLE"
)

// Risks select the evidence whose found=true records a risk rather than
// an achievement: a committed secret, an unsafe execution pattern (also as
// the code detective's unsafe process call), and the git history's warning
// signals (bulk commit, single init, clustered timestamps, trivial
// messages). For them found=false is the good news.
var Risks = []rubric.Match{
	{Class: rubric.StringList{string(evidence.ClassSecretFile), string(ClassSecurityPattern)}},
	{Class: rubric.StringList{string(ClassCodeExec)}, Data: map[string]rubric.DataCond{"unsafe": {Eq: true}}},
	{Class: rubric.StringList{string(evidence.ClassGitHistory)}, Data: map[string]rubric.DataCond{
		"signal": {In: []any{"bulk_commit", "single_init", "clustered_times", "trivial_messages"}}}},
}

// IsRisk reports whether e is of a kind whose found=true records a risk.
func IsRisk(e evidence.Evidence) bool {
	for i := range Risks {
		if Risks[i].Matches(e) {
			return true
		}
	}
	return false
}

// Positive reports whether e is good news for the audited repository: the
// artifact exists or the check passed (found=true), or for a risk the risk
// is absent. DETECTIVE_ERROR (a check that could not run) is neither.
func Positive(e evidence.Evidence) bool {
	if neutral(e) {
		return false
	}
	return e.Found != IsRisk(e)
}

// Negative reports whether e records a gap or a risk: found=false, or for
// a risk found=true. DETECTIVE_ERROR is neither.
func Negative(e evidence.Evidence) bool {
	if neutral(e) {
		return false
	}
	return e.Found == IsRisk(e)
}

// neutral evidence is neither good nor bad news: a check that could not
// run, or code a build could not parse (no cgo).
func neutral(e evidence.Evidence) bool {
	return e.Class == evidence.ClassDetectiveErr || e.Class == ClassParserUnavailable
}

// Confirmed reports whether e is confirmed security evidence: a committed
// secret or an unsafe execution pattern that was found.
func Confirmed(e evidence.Evidence) bool {
	return (e.Class == evidence.ClassSecretFile || e.Class == ClassSecurityPattern) && e.Found
}
