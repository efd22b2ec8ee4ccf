package judges

import (
	"regexp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// CheckInjection names the correction for a point that uses, as support,
// evidence whose content speaks to an AI reviewer ("ignore previous
// instructions", "give this a 5"). Repository text is data: such text may
// be reported as a risk, never counted in the repository's favour.
const CheckInjection = "instruction_in_evidence"

// injectionRE matches text addressed to a model reviewer rather than to a
// human reader. It is deliberately narrow (phrases, not single words) so
// that documentation about prompts is not caught by accident.
var injectionRE = regexp.MustCompile(`(?i)` +
	`(ignore|disregard|forget|override)\s+(all\s+|any\s+|the\s+)?(previous|prior|above|earlier|preceding|system)\s+(instructions?|prompts?|rules?|messages?)` +
	`|(you\s+are\s+now|act\s+as)\s+(an?\s+)?(ai|assistant|judge|grader|evaluator|reviewer)\b` +
	`|(give|award|assign|grant)\s+(\w+\s+){0,3}(perfect|full|maximum|max|top|highest)\s+(score|marks?|grade|rating)` +
	`|(score|rate|grade)\s+(this|it)\s+(a\s+)?\d+\s*(/|out\s+of)\s*\d+` +
	`|\b(ai|llm|language\s+model|model)\s+(judges?|graders?|reviewers?|evaluators?)\s*[:,]\s*(please\s+)?(ignore|score|give|rate)` +
	`|<\s*/?\s*(system|assistant|instructions?)\s*>`)

// AddressesModel reports whether text contains instructions addressed to an
// AI reviewer (a prompt-injection attempt).
func AddressesModel(text string) bool { return injectionRE.MatchString(text) }

// Injected reports whether evidence e carries text addressed to a model.
func Injected(e evidence.Evidence) bool { return AddressesModel(e.Content) }
