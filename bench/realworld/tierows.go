package realworld

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// TieRow is one missing path the tie model weighed in a labelled document,
// with the truth its labels give: what the model is fitted on
// (aggregator/testdata/tie/realworld_rows.tsv).
type TieRow struct {
	Repo, Split, Document, Path string
	Line, Page                  int
	Truth                       bool // a hallucinated label; false: not_a_claim or unlabelled
	Score                       float64
	Features                    map[string]float64
}

// TieRows labels the weighed paths of f's labelled documents. A weighed
// path matching a hallucinated label is true; one matching not_a_claim, or
// no label at all (every non-resolving mention of a labelled document is
// labelled, so an unlabelled one is not a claim the labellers saw), is
// false; one matching an ambiguous label is left out, as in scoring.
func TieRows(f File, ws []Weighed) []TieRow {
	docs := map[string]*Document{}
	for i := range f.Documents {
		docs[f.Documents[i].Path] = &f.Documents[i]
	}
	var out []TieRow
	for _, w := range ws {
		d := docs[w.Flag.Document]
		if d == nil {
			continue
		}
		placed := w.Flag
		placed.Path = w.Placed
		j := findLabel(d.Mentions, &placed)
		if j < 0 {
			j = findLabel(d.Mentions, &w.Flag)
		}
		if j >= 0 && d.Mentions[j].Label == Ambiguous {
			continue
		}
		out = append(out, TieRow{Repo: f.Repo, Split: f.Split, Document: d.Path, Path: w.Placed,
			Line: w.Flag.Line, Page: w.Flag.Page, Truth: j >= 0 && d.Mentions[j].Label == Hallucinated,
			Score: w.Score, Features: w.Features})
	}
	return out
}

// WriteTieRows writes rows as tab-separated lines: repository, split,
// document, path, page:line, truth (1/0), the model's score when traced,
// and the features as space-separated key=value pairs in sorted order.
func WriteTieRows(w io.Writer, rows []TieRow) error {
	for _, r := range rows {
		keys := make([]string, 0, len(r.Features))
		for k := range r.Features {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fs := make([]string, len(keys))
		for i, k := range keys {
			fs[i] = k + "=" + strconv.FormatFloat(r.Features[k], 'f', -1, 64)
		}
		truth := 0
		if r.Truth {
			truth = 1
		}
		if _, err := fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%d:%d\t%d\t%.4f\t%s\n", r.Repo, r.Split, clean(r.Document), clean(r.Path),
			r.Page, r.Line, truth, r.Score, strings.Join(fs, " ")); err != nil {
			return err
		}
	}
	return nil
}

// clean keeps a field on its line and in its column.
func clean(s string) string {
	return strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(s)
}
