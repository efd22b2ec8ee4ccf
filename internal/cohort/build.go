package cohort

import (
	"math"
	"sort"

	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/judges"
)

// Row is one entry with what Build needs beyond the Entry fields: the
// rubric and the criteria of its report.
type Row struct {
	Entry
	Rubric   *judges.RubricRef
	Criteria []RowCriterion
	// Docs are the shingles of the entry's documents; Build finds the
	// cohort's near-duplicates in them (BuildFromFiles reads them from
	// the entry's FingerprintsFile instead).
	Docs []DocShingles
}

// RowCriterion is one criterion of an entry's report.
type RowCriterion struct {
	ID, Name           string
	MinScore, MaxScore int
	Score              *float64 // final score; nil = insufficient data
}

// FromReport fills a row's report-derived fields from an entry's report:
// commit, overall score, criteria, claims, integrity and model calls.
func FromReport(e Entry, rep *report.Report) Row {
	e.Commit = rep.Target.Commit
	e.OverallScore = rep.OverallScore
	e.HallucinatedClaims = rep.Summary.HallucinatedClaims
	e.UnconfirmedClaims = rep.Summary.UnconfirmedClaims
	e.FlaggedClaims = rep.Summary.Flagged()
	e.Integrity = rep.Metadata.PipelineIntegrity
	if m := rep.Metadata.LLM; m != nil {
		e.ModelCalls = m.Calls
	}
	r := Row{Entry: e, Rubric: rep.Rubric}
	for _, c := range rep.Criteria {
		r.Criteria = append(r.Criteria, RowCriterion{ID: c.ID, Name: c.Name, MinScore: c.MinScore, MaxScore: c.MaxScore, Score: c.FinalScore})
	}
	return r
}

// Rows turns a cohort report back into rows (for merge): the inverse of
// Build on its entries. An entry written before flagged_claims existed
// (read as 0) counts at least its hallucinated paths.
func Rows(c *Cohort) []Row {
	out := make([]Row, 0, len(c.Entries))
	for _, e := range c.Entries {
		e.FlaggedClaims = max(e.FlaggedClaims, e.HallucinatedClaims)
		r := Row{Entry: e, Rubric: c.Rubric}
		for i, cr := range c.Criteria {
			if i < len(e.Scores) {
				r.Criteria = append(r.Criteria, RowCriterion{ID: cr.ID, Name: cr.Name, MinScore: cr.MinScore, MaxScore: cr.MaxScore, Score: e.Scores[i]})
			}
		}
		r.Entry.Scores = nil
		out = append(out, r)
	}
	return out
}

// Build makes the cohort report of rows: entries sorted by name, the
// criteria in order of first appearance (in that order), and every
// summary. It depends on nothing but its arguments, so the order rows
// arrive in (parallel audits, shards) never changes the result.
func Build(tool Tool, generatedAt string, rows []Row) *Cohort {
	c, _ := buildWith(tool, generatedAt, rows, func(sorted []Row) ([]Duplicate, error) { return findDuplicates(sorted), nil })
	return c
}

// buildWith is Build with the near-duplicate search dups, given the rows
// sorted by name; its error is dups's.
func buildWith(tool Tool, generatedAt string, rows []Row, dups func([]Row) ([]Duplicate, error)) (*Cohort, error) {
	rows = append([]Row(nil), rows...)
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Name < rows[j].Name })
	c := &Cohort{SchemaVersion: SchemaVersion, Tool: tool, GeneratedAt: generatedAt, Criteria: []Criterion{}, Entries: []Entry{}}
	index := map[string]int{}
	for _, r := range rows {
		if c.Rubric == nil && r.Rubric != nil {
			rr := *r.Rubric
			c.Rubric = &rr
		}
		for _, rc := range r.Criteria {
			if _, ok := index[rc.ID]; !ok {
				index[rc.ID] = len(c.Criteria)
				c.Criteria = append(c.Criteria, Criterion{ID: rc.ID, Name: rc.Name, MinScore: rc.MinScore, MaxScore: rc.MaxScore})
			}
		}
	}
	for _, r := range rows {
		e := r.Entry
		e.Scores = make([]*float64, len(c.Criteria))
		for _, rc := range r.Criteria {
			e.Scores[index[rc.ID]] = rc.Score
		}
		if e.Reports == nil {
			e.Reports = []string{}
		}
		c.Entries = append(c.Entries, e)
	}
	c.Summary = summarize(c.Entries)
	var err error
	if c.Duplicates, err = dups(rows); err != nil {
		return nil, err
	}
	for i := range c.Criteria {
		distribute(&c.Criteria[i], i, c.Entries)
	}
	return c, nil
}

// summarize counts statuses and the overall score distribution.
func summarize(es []Entry) Summary {
	s := Summary{Entries: len(es), ScoreHistogram: make([]int, 10)}
	var scores []float64
	for _, e := range es {
		switch e.Status {
		case StatusOK:
			s.OK++
		case StatusGateFailed:
			s.GateFailed++
		case StatusIncomplete:
			s.Incomplete++
		default:
			s.Failed++
		}
		s.HallucinatedClaims += e.HallucinatedClaims
		s.FlaggedClaims += e.FlaggedClaims
		s.ModelCalls += e.ModelCalls
		if e.OverallScore != nil {
			v := *e.OverallScore
			scores = append(scores, v)
			s.ScoreHistogram[bin(v)]++
		}
	}
	s.Scored = len(scores)
	if len(scores) > 0 {
		mean, med := round(meanOf(scores), 1), round(median(scores), 1)
		s.MeanScore, s.MedianScore = &mean, &med
	}
	return s
}

// bin is the histogram bin of an overall score (0-100).
func bin(v float64) int {
	b := int(math.Floor(v / 10))
	return min(max(b, 0), 9)
}

// distribute fills a criterion's counts and mean from column i.
func distribute(c *Criterion, i int, es []Entry) {
	width := max(c.MaxScore-c.MinScore+1, 1)
	c.Counts = make([]int, width)
	var vals []float64
	for _, e := range es {
		if i >= len(e.Scores) || e.Scores[i] == nil {
			continue
		}
		v := *e.Scores[i]
		vals = append(vals, v)
		k := int(math.Round(v)) - c.MinScore
		c.Counts[min(max(k, 0), width-1)]++
	}
	c.Scored = len(vals)
	if len(vals) > 0 {
		m := round(meanOf(vals), 2)
		c.Mean = &m
	}
}

func meanOf(v []float64) float64 {
	var s float64
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func round(v float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(v*p) / p
}
