package cohort

import (
	"encoding/csv"
	"io"
	"strconv"
)

// WriteCSV writes one row per entry: name, url, ref, commit, status,
// reason, overall score, one column per criterion (its id; empty when not
// scored), hallucinated and unconfirmed claims, integrity, duration,
// model calls and flagged claims (last, so older columns keep their
// places).
func WriteCSV(w io.Writer, c *Cohort) error {
	cw := csv.NewWriter(w)
	head := []string{"name", "url", "ref", "commit", "status", "reason", "overall_score"}
	for _, cr := range c.Criteria {
		head = append(head, cr.ID)
	}
	head = append(head, "hallucinated_claims", "unconfirmed_claims", "integrity", "duration_ms", "model_calls", "flagged_claims")
	if err := cw.Write(head); err != nil {
		return err
	}
	for _, e := range c.Entries {
		row := []string{e.Name, e.URL, e.Ref, e.Commit, e.Status, e.Reason, num(e.OverallScore)}
		for i := range c.Criteria {
			var v *float64
			if i < len(e.Scores) {
				v = e.Scores[i]
			}
			row = append(row, num(v))
		}
		row = append(row, strconv.Itoa(e.HallucinatedClaims), strconv.Itoa(e.UnconfirmedClaims), e.Integrity,
			strconv.FormatInt(e.DurationMS, 10), strconv.Itoa(e.ModelCalls), strconv.Itoa(e.FlaggedClaims))
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// num formats a score ("" for nil) with the fewest digits that round-trip.
func num(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', -1, 64)
}
