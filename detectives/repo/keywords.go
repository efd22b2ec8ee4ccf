package repo

import "strings"

// keywordSet tells whether a text holds one of a pattern's keywords.
// Keywords that share their first byte are one group, searched in one
// pass: the group's common prefix is found with strings.Index and each
// keyword compared where it occurs. One strings.Contains a keyword
// stopped at every occurrence of the same first byte once per keyword
// (five passes over every 'g' of a file for the GitHub token prefixes).
type keywordSet []keywordGroup

// keywordGroup is keywords with a common prefix (all of one keyword when
// the group has one).
type keywordGroup struct {
	prefix string
	rests  []string // each keyword after prefix
}

// newKeywordSet groups keywords by first byte, in their order (an empty
// keyword is in every text, as strings.Contains has it).
func newKeywordSet(keywords []string) keywordSet {
	var set keywordSet
	byFirst := map[byte]int{}
	for _, k := range keywords {
		if k == "" {
			return keywordSet{{rests: []string{""}}}
		}
		i, ok := byFirst[k[0]]
		if !ok {
			byFirst[k[0]] = len(set)
			set = append(set, keywordGroup{prefix: k, rests: []string{""}})
			continue
		}
		g := &set[i]
		n := commonPrefix(g.prefix, k)
		for j, r := range g.rests {
			g.rests[j] = g.prefix[n:] + r
		}
		g.prefix = g.prefix[:n]
		g.rests = append(g.rests, k[n:])
	}
	return set
}

// commonPrefix returns the length of the longest common prefix of a and b.
func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// in reports whether text contains one of the keywords.
func (s keywordSet) in(text string) bool {
	for _, g := range s {
		if g.in(text) {
			return true
		}
	}
	return false
}

func (g keywordGroup) in(text string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], g.prefix)
		if j < 0 {
			return false
		}
		i += j + len(g.prefix)
		for _, r := range g.rests {
			if strings.HasPrefix(text[i:], r) {
				return true
			}
		}
		i -= len(g.prefix) - 1 // the next occurrence may overlap this one
	}
}

func init() { initKeywords(secretPatterns, securityPatterns) }

// initKeywords groups the keywords of the patterns of tables once.
func initKeywords(tables ...[]*Pattern) {
	for _, ps := range tables {
		for _, p := range ps {
			p.kw = newKeywordSet(p.Keywords)
		}
	}
}
