package rubric

import (
	_ "embed"
	"fmt"
	"sync"
)

// communityRulesYAML holds machine rules for the community rubrics'
// criteria, by criterion id (community/rules.yaml).
//
//go:embed community/rules.yaml
var communityRulesYAML []byte

// CommunityRulesName is where attached community rules say they come from.
const CommunityRulesName = BuiltinPrefix + "community-rules"

var communityRules = sync.OnceValues(func() (map[string]Criterion, error) {
	r, err := parseYAML(CommunityRulesName, communityRulesYAML)
	if err == nil {
		r.File = CommunityRulesName
		r.normalize()
		err = r.Validate()
	}
	if err != nil {
		return nil, fmt.Errorf("community rules: %w", err)
	}
	byID := make(map[string]Criterion, len(r.Criteria))
	for _, c := range r.Criteria {
		byID[c.ID] = c
	}
	return byID, nil
})

// attachCommunityRules gives a community criterion the machine rules (and
// the evidence selector they measure) of the same id, recording where
// they came from in RulesFrom. Criteria with no such rules keep needing a
// model judge.
func attachCommunityRules(c *Criterion) error {
	rules, err := communityRules()
	if err != nil {
		return err
	}
	rc, ok := rules[c.ID]
	if !ok {
		return nil
	}
	c.Rules, c.Evidence = rc.Rules, rc.Evidence
	c.RulesFrom = CommunityRulesName + "#" + c.ID
	return nil
}
