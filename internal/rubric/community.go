package rubric

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// communityFile is the community rubric JSON (week2_rubric_v2/v3). Decoding
// is lenient: unknown fields are ignored, as these files vary.
type communityFile struct {
	Metadata struct {
		RubricName    string `json:"rubric_name"`
		GradingTarget string `json:"grading_target"`
		Version       string `json:"version"`
	} `json:"rubric_metadata"`
	Dimensions []struct {
		ID                  string            `json:"id"`
		Name                string            `json:"name"`
		TargetArtifact      string            `json:"target_artifact"`
		ForensicInstruction string            `json:"forensic_instruction"`
		SuccessPattern      string            `json:"success_pattern"`
		FailurePattern      string            `json:"failure_pattern"`
		JudicialLogic       map[string]string `json:"judicial_logic"`
	} `json:"dimensions"`
	SynthesisRules map[string]json.RawMessage `json:"synthesis_rules"`
}

// TargetSources maps a community target_artifact to the evidence sources
// it concerns. The repository's own Markdown is docs evidence, but the
// community rubrics use pdf_report for documents, so github_repo is repo
// only. Unknown targets select all sources.
var TargetSources = map[string][]evidence.Source{
	"github_repo": {evidence.Repo},
	"pdf_report":  {evidence.Docs},
	"pdf_images":  {evidence.Vision},
}

func parseCommunity(name string, data []byte) (*Rubric, error) {
	var f communityFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, describeJSON(name+" (community rubric)", data, err)
	}
	r := &Rubric{
		ID:          slug(f.Metadata.RubricName),
		Name:        f.Metadata.RubricName,
		Version:     f.Metadata.Version,
		Description: f.Metadata.GradingTarget,
		Format:      FormatCommunity,
	}
	for _, d := range f.Dimensions {
		c := Criterion{
			ID:             d.ID,
			Name:           d.Name,
			Instruction:    d.ForensicInstruction,
			SuccessPattern: d.SuccessPattern,
			FailurePattern: d.FailurePattern,
			TargetArtifact: d.TargetArtifact,
			JudicialLogic:  d.JudicialLogic,
			Evidence:       Selector{Sources: TargetSources[d.TargetArtifact]},
		}
		c.Flags.Security = mentions(c.Name+" "+c.Instruction, "security")
		if err := attachCommunityRules(&c); err != nil {
			return nil, err
		}
		r.Criteria = append(r.Criteria, c)
	}
	r.Synthesis = communitySynthesis(f.SynthesisRules, r.Criteria)
	return r, nil
}

var (
	capRE      = regexp.MustCompile(`(?i)\bcap\w*\b[^.]*?\bat (\d+)`)
	varianceRE = regexp.MustCompile(`(?i)variance\s*(?:>|exceeds|greater than)\s*(\d+)`)
)

// communitySynthesis maps the named community rules to Synthesis; rules it
// does not know land in Unsupported with their text.
func communitySynthesis(rules map[string]json.RawMessage, criteria []Criterion) Synthesis {
	var s Synthesis
	for _, key := range sortedKeys(rules) {
		text := ruleText(rules[key])
		switch key {
		case "security_override":
			scope := ScopeCriteria
			if mentions(text, "total") {
				scope = ScopeTotal
			}
			s.SecurityOverride = &CapRule{Cap: firstInt(capRE, text, 3), Scope: scope, Text: text}
		case "fact_supremacy":
			s.FactSupremacy = &TextRule{Text: text}
		case "functionality_weight":
			s.FunctionalityWeight = &WeightRule{Weight: 2, Text: text}
			markArchitecture(criteria, text)
		case "dissent_requirement":
			s.DissentRequirement = &VarianceRule{Variance: firstInt(varianceRE, text, 2), Text: text}
		case "variance_re_evaluation", "variance_reevaluation":
			s.VarianceReevaluation = &VarianceRule{Variance: firstInt(varianceRE, text, 2), Text: text}
		case "missing_vision_cap":
			s.MissingVisionCap = &CapRule{Cap: firstInt(capRE, text, 4), Scope: ScopeCriteria, Text: text}
		case "high_variance_missing_evidence":
			s.HighVarianceMissingEvi = &CapRule{Cap: firstInt(capRE, text, 3), Scope: ScopeCriteria, Text: text}
		default:
			if s.Unsupported == nil {
				s.Unsupported = map[string]string{}
			}
			s.Unsupported[key] = text
		}
	}
	return s
}

// markArchitecture flags the criteria the functionality rule names (by id
// or name); when it names none, criteria about architecture/orchestration.
func markArchitecture(criteria []Criterion, text string) {
	named := false
	for i := range criteria {
		c := &criteria[i]
		if (c.Name != "" && mentions(text, c.Name)) || mentions(text, c.ID) {
			c.Flags.Architecture, named = true, true
		}
	}
	if named {
		return
	}
	for i := range criteria {
		c := &criteria[i]
		s := c.ID + " " + c.Name
		c.Flags.Architecture = mentions(s, "architecture") || mentions(s, "orchestration")
	}
}

func ruleText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

func firstInt(re *regexp.Regexp, text string, def int) int {
	if m := re.FindStringSubmatch(text); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil {
			return n
		}
	}
	return def
}

func mentions(text, word string) bool {
	return strings.Contains(strings.ToLower(text), strings.ToLower(word))
}

// slug lower-cases s and joins its alphanumeric runs with '-'.
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}
