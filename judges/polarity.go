package judges

import (
	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ClassSecurityPattern is the repo detective's class for shell execution
// built from strings and eval (found=true = pattern present).
const ClassSecurityPattern evidence.Class = "SECURITY_PATTERN"

// Risks select the evidence whose found=true records a risk rather than
// an achievement: a committed secret, an unsafe execution pattern, and the
// git history's warning signals (bulk commit, single init, clustered
// timestamps, trivial messages). For them found=false is the good news.
var Risks = []rubric.Match{
	{Class: rubric.StringList{string(evidence.ClassSecretFile), string(ClassSecurityPattern)}},
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

func neutral(e evidence.Evidence) bool { return e.Class == evidence.ClassDetectiveErr }

// Confirmed reports whether e is confirmed security evidence: a committed
// secret or an unsafe execution pattern that was found.
func Confirmed(e evidence.Evidence) bool {
	return (e.Class == evidence.ClassSecretFile || e.Class == ClassSecurityPattern) && e.Found
}
