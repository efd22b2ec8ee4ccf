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
// the ids the winning rule matched. The lexical part is Okapi BM25 of the
// criterion's text (name, description, instruction, success and failure
// patterns) against each evidence's class, goal, content and location, over
// the scope as the corpus, normalized by the scope's best match. It is a
// pure function.
func Select(c *rubric.Criterion, scope []evidence.Evidence, decisive []string) ([]evidence.Evidence, []Relevance) {
	isDecisive := map[string]bool{}
	for _, id := range decisive {
		isDecisive[id] = true
	}
	type ranked struct {
		e     evidence.Evidence
		score float64
	}
	var uniq []evidence.Evidence
	seen := map[string]bool{}
	for _, e := range scope {
		if !seen[e.ID] {
			seen[e.ID] = true
			uniq = append(uniq, e)
		}
	}
	lex := bm25(queryTerms(c), uniq)
	rs := make([]ranked, len(uniq))
	for i, e := range uniq {
		rs[i] = ranked{e, relevance(c, e, isDecisive[e.ID], lex[i])}
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

// relevance combines the weights; lexical is the normalized BM25 in 0..1.
func relevance(c *rubric.Criterion, e evidence.Evidence, decisive bool, lexical float64) float64 {
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
	s += weightLexical * lexical
	return math.Round(s*1000) / 1000
}

// BM25 parameters (the usual defaults).
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

func queryTerms(c *rubric.Criterion) map[string]bool {
	q := map[string]bool{}
	for _, t := range terms(c.Name, c.Description, c.Instruction, c.SuccessPattern, c.FailurePattern) {
		q[t] = true
	}
	return q
}

// bm25 scores every document against the query terms and divides by the
// best score, so the result is in 0..1 (all zero when nothing matches).
func bm25(query map[string]bool, docs []evidence.Evidence) []float64 {
	tfs := make([]map[string]int, len(docs))
	lens := make([]int, len(docs))
	df := map[string]int{}
	total := 0
	for i, e := range docs {
		tf := map[string]int{}
		for _, t := range terms(strings.ReplaceAll(string(e.Class), "_", " "), e.Goal, e.Content, e.Location) {
			tf[t]++
			lens[i]++
		}
		for t := range tf {
			if query[t] {
				df[t]++
			}
		}
		tfs[i], total = tf, total+lens[i]
	}
	out := make([]float64, len(docs))
	if len(docs) == 0 || total == 0 {
		return out
	}
	n, avg := float64(len(docs)), float64(total)/float64(len(docs))
	qs := make([]string, 0, len(query))
	for t := range query {
		qs = append(qs, t)
	}
	sort.Strings(qs) // fixed summation order: identical floats on every run
	best := 0.0
	for i, tf := range tfs {
		for _, t := range qs {
			f := float64(tf[t])
			if f == 0 {
				continue
			}
			idf := math.Log(1 + (n-float64(df[t])+0.5)/(float64(df[t])+0.5))
			out[i] += idf * f * (bm25K1 + 1) / (f + bm25K1*(1-bm25B+bm25B*float64(lens[i])/avg))
		}
		best = max(best, out[i])
	}
	if best > 0 {
		for i := range out {
			out[i] /= best
		}
	}
	return out
}

var stopwords = map[string]bool{
	"the": true, "and": true, "for": true, "are": true, "with": true, "that": true, "this": true,
	"not": true, "from": true, "has": true, "have": true, "its": true, "any": true, "all": true,
	"none": true, "into": true, "than": true, "more": true, "each": true, "one": true, "was": true,
}

// terms returns the lower-case words of 3+ letters or digits, stop words
// removed and a plural "s" trimmed, in order (with repeats).
func terms(texts ...string) []string {
	var out []string
	for _, t := range texts {
		for _, w := range strings.FieldsFunc(strings.ToLower(t), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			if len(w) >= 3 && !stopwords[w] {
				out = append(out, strings.TrimSuffix(w, "s"))
			}
		}
	}
	return out
}
