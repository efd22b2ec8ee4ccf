package code

import (
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// collusionThreshold is the similarity above which two persona prompts are
// said to collude (the community rubric's "share more than 50% of text").
const collusionThreshold = 0.5

// personaOrder is the order personas are compared and reported in.
var personaOrder = []string{"prosecutor", "defense", "tech_lead"}

// promptEvidence compares the longest prompt of each persona found, pair
// by pair; nothing when fewer than two personas have a prompt.
func promptEvidence(files []*fileFacts) []evidence.Evidence {
	best := map[string]prompt{}
	where := map[string]string{}
	for _, f := range files {
		for _, p := range f.Prompts {
			if len(p.Text) > len(best[p.Persona].Text) {
				best[p.Persona], where[p.Persona] = p, fmt.Sprintf("%s:%d", f.Path, p.Line)
			}
		}
	}
	if len(best) < 2 {
		return nil
	}
	var lines []string
	colluding := []string{}
	pairs := map[string]any{}
	for i, a := range personaOrder {
		for _, b := range personaOrder[i+1:] {
			pa, okA := best[a]
			pb, okB := best[b]
			if !okA || !okB {
				continue
			}
			s := similarity(pa.Text, pb.Text)
			key := a + "~" + b
			pairs[key] = float64(int(s*100+0.5)) / 100
			lines = append(lines, fmt.Sprintf("%s (%s) vs %s (%s): %.2f", a, where[a], b, where[b], s))
			if s > collusionThreshold {
				colluding = append(colluding, key)
			}
		}
	}
	why := fmt.Sprintf("no pair shares more than %.0f%% of its words in order: the personas are distinct", collusionThreshold*100)
	if len(colluding) > 0 {
		why = "persona collusion: " + strings.Join(colluding, ", ") + fmt.Sprintf(" share more than %.0f%% of their words", collusionThreshold*100)
	}
	return []evidence.Evidence{finish(ClassPromptSimilarity, "personas", evidence.Evidence{
		Goal:       "distinct persona prompts (pairwise similarity)",
		Found:      len(colluding) == 0,
		Content:    strings.Join(lines, "\n"),
		Rationale:  why + "; similarity is 2·LCS/(|a|+|b|) over the words of the longest prompt of each persona",
		Confidence: 0.8,
		Data:       map[string]any{"similarity": pairs, "colluding": colluding, "personas": len(best)},
	})}
}
