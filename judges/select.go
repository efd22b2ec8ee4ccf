package judges

import (
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// MaxSelected bounds the evidence selected per criterion.
const MaxSelected = 40

// Relevance weights (they sum to 1, so a score is in 0..1).
const (
	weightDecisive = 0.4 // matched by the winning machine rule
	weightClass    = 0.2 // the criterion lists the evidence's class explicitly
	weightNegative = 0.1 // a gap or risk: worth a reviewer's look
	weightLexical  = 0.3 // word overlap of criterion text and evidence text
)

// Select ranks the criterion's scope by relevance (seed 003: a score in
// 0..1) and keeps the best MaxSelected, ties in scope order. decisive are
// the ids the winning rule matched. It is a pure function.
func Select(c *rubric.Criterion, scope []evidence.Evidence, decisive []string) ([]evidence.Evidence, []Relevance) {
	terms := tokens(c.Name, c.Description, c.Instruction, c.SuccessPattern, c.FailurePattern)
	isDecisive := map[string]bool{}
	for _, id := range decisive {
		isDecisive[id] = true
	}
	type ranked struct {
		e     evidence.Evidence
		score float64
		pos   int
	}
	rs := make([]ranked, 0, len(scope))
	seen := map[string]bool{}
	for i, e := range scope {
		if seen[e.ID] {
			continue
		}
		seen[e.ID] = true
		rs = append(rs, ranked{e, relevance(c, terms, e, isDecisive[e.ID]), i})
	}
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].score > rs[j].score })
	if len(rs) > MaxSelected {
		rs = rs[:MaxSelected]
	}
	ev := make([]evidence.Evidence, len(rs))
	rel := make([]Relevance, len(rs))
	for i, r := range rs {
		ev[i] = r.e
		rel[i] = Relevance{EvidenceID: r.e.ID, Score: r.score}
	}
	return ev, rel
}

func relevance(c *rubric.Criterion, terms map[string]bool, e evidence.Evidence, decisive bool) float64 {
	s := 0.0
	if decisive {
		s += weightDecisive
	}
	for _, cl := range c.Evidence.Classes {
		if cl == e.Class {
			s += weightClass
			break
		}
	}
	if Negative(e) {
		s += weightNegative
	}
	overlap := 0
	for t := range tokens(strings.ReplaceAll(string(e.Class), "_", " "), e.Goal, e.Content, e.Location) {
		if terms[t] {
			overlap++
		}
	}
	s += weightLexical * float64(overlap) / float64(overlap+3)
	return math.Round(s*1000) / 1000
}

var stopwords = map[string]bool{
	"the": true, "and": true, "for": true, "are": true, "with": true, "that": true, "this": true,
	"not": true, "from": true, "has": true, "have": true, "its": true, "any": true, "all": true,
	"none": true, "into": true, "than": true, "more": true, "each": true, "one": true, "was": true,
}

// tokens returns the set of lower-case words of 3+ letters or digits.
func tokens(texts ...string) map[string]bool {
	out := map[string]bool{}
	for _, t := range texts {
		for _, w := range strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			if len(w) >= 3 && !stopwords[w] {
				out[strings.TrimSuffix(w, "s")] = true
			}
		}
	}
	return out
}
