package judges

import "github.com/repo-auditor/auditor/pkg/evidence"

// ClassSecurityPattern is the repo detective's class for shell execution
// built from strings and eval (found=true = pattern present).
const ClassSecurityPattern evidence.Class = "SECURITY_PATTERN"

// RiskClasses are the classes whose found=true records a risk (a committed
// secret, an unsafe pattern): for them found=false is the good news.
var RiskClasses = []evidence.Class{evidence.ClassSecretFile, ClassSecurityPattern}

func isRisk(c evidence.Class) bool {
	for _, r := range RiskClasses {
		if r == c {
			return true
		}
	}
	return false
}

// Positive reports whether e is good news for the audited repository: the
// artifact exists or the check passed (found=true), or for a risk class the
// risk is absent. DETECTIVE_ERROR (a check that could not run) is neither.
func Positive(e evidence.Evidence) bool {
	if e.Class == evidence.ClassDetectiveErr {
		return false
	}
	return e.Found != isRisk(e.Class)
}

// Negative reports whether e records a gap or a risk: found=false, or for a
// risk class found=true. DETECTIVE_ERROR is neither.
func Negative(e evidence.Evidence) bool {
	if e.Class == evidence.ClassDetectiveErr {
		return false
	}
	return e.Found == isRisk(e.Class)
}

// Confirmed reports whether e is confirmed security evidence: a committed
// secret or an unsafe execution pattern that was found.
func Confirmed(e evidence.Evidence) bool { return isRisk(e.Class) && e.Found }
